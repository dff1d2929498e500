import { twinPath } from '../twinPath'

/**
 * The pure parts of the "Copy page" menu (./index.tsx, ./Menu.tsx): where a
 * page's Markdown twin lives, how copying ends, what the reader is told,
 * and where the arrow keys move focus.
 */

/**
 * The Markdown twin of a doc page, where plugins/markdown-twins writes it
 * (`twinPath`): `/api/commands/click` has `/api/commands/click.md`, a path
 * ending in `/` has `index.md` in that folder. A query or fragment is
 * dropped.
 */
export function markdownUrl(permalink: string): string {
  const [pathname] = permalink.split(/[?#]/)
  return twinPath(pathname)
}

/** The assistants the menu can open a page in, each in a new tab. */
export const assistants = {
  chatgpt: { label: 'ChatGPT', url: 'https://chatgpt.com/' },
  claude: { label: 'Claude', url: 'https://claude.ai/new' },
} as const

export type Assistant = keyof typeof assistants

/** What the assistant is asked: to read the page's Markdown twin at `twinUrl`. */
export function assistantPrompt(twinUrl: string): string {
  return `Read the Cypress documentation page at ${twinUrl} and use it to answer my questions about it.`
}

/**
 * The address that opens an assistant with the prompt filled in, in the
 * query parameter both take for it (`q`), encoded with `%20` for spaces,
 * which every parser reads the same way. Nothing is sent until the reader
 * follows the link.
 */
export function assistantUrl(assistant: Assistant, twinUrl: string): string {
  return `${assistants[assistant].url}?q=${encodeURIComponent(assistantPrompt(twinUrl))}`
}

/** The page's address without its query or fragment: the link to share. */
export function pageLink(href: string): string {
  const url = new URL(href)
  return `${url.origin}${url.pathname}`
}

/**
 * How a copy ended: `copied`; `blocked` when the browser refused the
 * clipboard (permission denied, no Clipboard API, an insecure origin);
 * `failed` when the text itself could not be had (the `.md` did not load).
 */
export type CopyResult = 'copied' | 'blocked' | 'failed'

/** The parts of the Clipboard API this uses (injectable for tests). */
export interface ClipboardLike {
  write?: (items: ClipboardItem[]) => Promise<void>
  writeText?: (text: string) => Promise<void>
}

export interface CopyEnvironment {
  clipboard: ClipboardLike | undefined
  /** `window.ClipboardItem`, where the browser has it. */
  ClipboardItem?: typeof ClipboardItem
}

/**
 * Copies text that may still be on its way. Where `ClipboardItem` takes a
 * promise (Safari needs this: it allows the write only in the click's own
 * task, before the fetch has answered), the write starts at once; otherwise,
 * or when that is refused, the text is awaited and written with
 * `writeText`.
 */
export async function copyText(
  text: Promise<string>,
  { clipboard, ClipboardItem: Item }: CopyEnvironment,
): Promise<CopyResult> {
  // Settled in the background, so a rejection is never unhandled.
  const settled = text.then(
    (value) => ({ ok: true as const, value }),
    () => ({ ok: false as const }),
  )
  if (clipboard?.write && Item) {
    try {
      await clipboard.write([
        new Item({
          'text/plain': text.then(
            (value) => new Blob([value], { type: 'text/plain' }),
          ),
        }),
      ])
      return 'copied'
    } catch {
      // Refused, or the text failed: decided below.
    }
  }
  const result = await settled
  if (!result.ok) return 'failed'
  if (!clipboard?.writeText) return 'blocked'
  try {
    await clipboard.writeText(result.value)
    return 'copied'
  } catch {
    return 'blocked'
  }
}

/** What a copy tells the reader, in the live region, by what was copied. */
export function copyMessage(what: 'page' | 'link', result: CopyResult): string {
  if (result === 'copied') {
    return what === 'page'
      ? 'Copied the page as Markdown.'
      : 'Copied the link to this page.'
  }
  if (result === 'failed') {
    return 'The Markdown version of this page could not be loaded. Try again, or use Open as Markdown.'
  }
  return what === 'page'
    ? 'Copying was blocked by the browser; use Open as Markdown.'
    : 'Copying was blocked by the browser; copy the link from the address bar.'
}

/**
 * The menu item to focus after a key, or `undefined` when the key does not
 * move focus: arrows wrap around, Home and End go to the ends.
 */
export function nextIndex(
  key: string,
  current: number,
  count: number,
): number | undefined {
  if (count === 0) return undefined
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
