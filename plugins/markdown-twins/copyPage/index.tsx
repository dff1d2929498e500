import { useDoc } from '@docusaurus/plugin-content-docs/client'
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react'

import { CopyIcon } from './icons'
import type { CopyPageMenuProps, FocusTarget } from './Menu'
import styles from './styles.module.css'

type Menu = ComponentType<CopyPageMenuProps>

/** The menu's module, loaded once, on the first interaction. */
let menuModule: Promise<{ default: Menu }> | undefined
function loadMenu(): Promise<{ default: Menu }> {
  menuModule ??= import('./Menu').catch((error: unknown) => {
    // A failed chunk load may be retried on the next interaction.
    menuModule = undefined
    throw error
  })
  return menuModule
}

/** How long a success message stays on screen, in milliseconds. */
const SUCCESS_MESSAGE_MS = 5000

/**
 * "Copy page", beside a doc page's title: a menu button that copies the
 * page as Markdown, opens its Markdown twin, or copies its link. This
 * component is all a doc page loads; the menu, the clipboard and fetch
 * logic (./Menu.tsx) load on the first hover, focus or press. The status
 * line is a polite live region that is always in the page, so what it
 * says is announced.
 */
export default function CopyPage() {
  const { permalink } = useDoc().metadata
  const [LoadedMenu, setLoadedMenu] = useState<Menu | null>(null)
  const [open, setOpen] = useState(false)
  const [focusTarget, setFocusTarget] = useState<FocusTarget>('first')
  const [message, setMessage] = useState<{
    text: string
    tone: 'success' | 'error'
  } | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const buttonId = useId()
  const menuId = useId()

  const load = useCallback(
    () =>
      loadMenu().then(
        (module) => {
          setLoadedMenu(() => module.default)
          return true
        },
        () => {
          setMessage({
            text: 'The menu could not be loaded. Check your connection and try again.',
            tone: 'error',
          })
          return false
        },
      ),
    [],
  )

  const openMenu = (target: FocusTarget) => {
    setMessage(null)
    setFocusTarget(target)
    void load().then((loaded) => loaded && setOpen(true))
  }

  const close = useCallback((returnFocus: boolean, dismiss = false) => {
    setOpen(false)
    if (dismiss) setMessage(null)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last')
    } else if (event.key === 'Escape' && (open || message)) {
      setOpen(false)
      setMessage(null)
    }
  }

  // A success message clears itself; an error stays until the next action.
  useEffect(() => {
    if (message?.tone !== 'success') return undefined
    const timer = window.setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS)
    return () => window.clearTimeout(timer)
  }, [message])

  return (
    <div className={styles.copyPage}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onKeyDown}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
      >
        <CopyIcon />
        <span className={styles.label}>Copy page</span>
      </button>
      <div className={styles.popover}>
        {open && LoadedMenu && (
          <LoadedMenu
            id={menuId}
            labelledBy={buttonId}
            permalink={permalink}
            focusTarget={focusTarget}
            buttonRef={buttonRef}
            onClose={close}
            onMessage={(text, tone) => setMessage({ text, tone })}
          />
        )}
        <p
          role="status"
          aria-live="polite"
          className={styles.status}
          data-tone={message?.tone}
        >
          {message?.text}
        </p>
      </div>
    </div>
  )
}
