import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import {
  useEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'

import {
  assistants,
  assistantUrl,
  copyMessage,
  copyText,
  markdownUrl,
  nextIndex,
  pageLink,
  type Assistant,
  type CopyResult,
} from './copyPage'
import { CopyIcon, ExternalIcon, Icon } from './icons'
import styles from './styles.module.css'

/** Which item takes focus when the menu opens. */
export type FocusTarget = 'first' | 'last'

export interface CopyPageMenuProps {
  id: string
  /** The id of the menu button, which names the menu. */
  labelledBy: string
  /** The doc's permalink, such as `/api/commands/click`. */
  permalink: string
  focusTarget: FocusTarget
  buttonRef: RefObject<HTMLButtonElement | null>
  /**
   * Closes the menu; `returnFocus` puts focus back on the button, `dismiss`
   * clears the status message too (Escape).
   */
  onClose: (returnFocus: boolean, dismiss?: boolean) => void
  onMessage: (text: string, tone: 'success' | 'error') => void
}

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon}
      <span>{children}</span>
    </>
  )
}

/** The page's Markdown, fetched from its twin. */
async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown' } })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.text()
}

function environment() {
  return {
    clipboard: navigator.clipboard as Navigator['clipboard'] | undefined,
    ClipboardItem:
      typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
  }
}

/**
 * The "Copy page" menu, loaded on first use by ./index.tsx. Arrow keys,
 * Home and End move between the items and Tab moves through them; Escape
 * closes the menu and returns focus to the button, as do a click outside
 * and focus leaving the menu (without moving focus).
 */
export default function CopyPageMenu({
  id,
  labelledBy,
  permalink,
  focusTarget,
  buttonRef,
  onClose,
  onMessage,
}: CopyPageMenuProps) {
  const menuRef = useRef<HTMLUListElement>(null)
  const markdownHref = markdownUrl(permalink)
  // The assistant reads the twin where the site is published.
  const { siteConfig } = useDocusaurusContext()
  const twinUrl = `${siteConfig.url}${markdownHref}`

  const items = () =>
    Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    )

  useEffect(() => {
    const all = items()
    all[focusTarget === 'first' ? 0 : all.length - 1]?.focus()
  }, [focusTarget])

  // A press outside the button and the menu closes it.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (
        !menuRef.current?.contains(target) &&
        !buttonRef.current?.contains(target)
      ) {
        onClose(false)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [buttonRef, onClose])

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose(true, true)
      return
    }
    const all = items()
    const next = nextIndex(
      event.key,
      all.indexOf(document.activeElement as HTMLElement),
      all.length,
    )
    if (next !== undefined) {
      event.preventDefault()
      all[next].focus()
    }
  }

  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    const to = event.relatedTarget as Node | null
    if (to && !menuRef.current?.contains(to) && to !== buttonRef.current) {
      onClose(false)
    }
  }

  const report = (what: 'page' | 'link', result: CopyResult) => {
    const text = copyMessage(what, result)
    if (result === 'copied') {
      onMessage(text, 'success')
      onClose(true)
    } else {
      onMessage(text, 'error')
      // The way that still works: the Markdown twin.
      if (what === 'page') {
        menuRef.current
          ?.querySelector<HTMLElement>('[data-item="open-markdown"]')
          ?.focus()
      }
    }
  }

  const copyPage = async () => {
    report('page', await copyText(fetchMarkdown(markdownHref), environment()))
  }

  const copyLink = async () => {
    report(
      'link',
      await copyText(
        Promise.resolve(pageLink(window.location.href)),
        environment(),
      ),
    )
  }

  return (
    <ul
      ref={menuRef}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className={styles.menu}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <li role="none">
        <button
          type="button"
          role="menuitem"
          className={styles.item}
          onClick={() => void copyPage()}
        >
          <Item icon={<CopyIcon />}>Copy page as Markdown</Item>
        </button>
      </li>
      <li role="none">
        <a
          role="menuitem"
          className={styles.item}
          href={markdownHref}
          type="text/markdown"
          data-item="open-markdown"
        >
          <Item
            icon={
              <Icon>
                <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
                <path d="M14 3v5h5M9 13h6M9 17h4" />
              </Icon>
            }
          >
            Open as Markdown
          </Item>
        </a>
      </li>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          className={styles.item}
          onClick={() => void copyLink()}
        >
          <Item
            icon={
              <Icon>
                <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
              </Icon>
            }
          >
            Copy link
          </Item>
        </button>
      </li>
      <li role="separator" className={styles.separator} />
      {(Object.keys(assistants) as Assistant[]).map((assistant) => (
        <li key={assistant} role="none">
          <a
            role="menuitem"
            className={styles.item}
            href={assistantUrl(assistant, twinUrl)}
            target="_blank"
            rel="noopener noreferrer"
            data-item={`open-${assistant}`}
            // Closed after the click has opened the tab, not during it.
            onClick={() => window.setTimeout(() => onClose(false))}
          >
            <Item
              icon={
                <Icon>
                  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
                  <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
                </Icon>
              }
            >
              Open in {assistants[assistant].label}
              <span className={styles.visuallyHidden}>
                {' '}
                (opens in a new tab)
              </span>
            </Item>
            <ExternalIcon />
          </a>
        </li>
      ))}
    </ul>
  )
}
