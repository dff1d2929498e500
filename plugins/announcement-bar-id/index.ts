import type { LoadContext, Plugin } from '@docusaurus/types'

/**
 * Shows a new announcement to readers who closed an earlier one, from the
 * first page they load.
 *
 * Why: the classic theme hides the bar before hydration when the "dismissed"
 * flag is stored, whatever the stored announcement id is. When the id
 * changes, React marks the bar open again, but the `<html>` attribute that
 * hides it stays set, so the new bar only appears on the next full page load.
 * This script, injected beside the theme's own, clears the flag and the
 * attribute when the stored id differs from the current one. It works whether
 * it runs before the theme's script (which then reads the cleared flag) or
 * after it (and overrides the attribute).
 */

export interface AnnouncementBarIdOptions {
  /** The current announcement's id, `themeConfig.announcementBar.id`. */
  id: string
}

export const DISMISS_KEY = 'docusaurus.announcement.dismiss'
export const ID_KEY = 'docusaurus.announcement.id'
export const HIDDEN_ATTRIBUTE = 'data-announcement-bar-initially-dismissed'

/** A JavaScript string literal that is safe inside an inline <script>. */
function scriptString(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

export function announcementIdScript(id: string): string {
  return `(function () {
  try {
    if (localStorage.getItem(${scriptString(ID_KEY)}) !== ${scriptString(id)}) {
      localStorage.setItem(${scriptString(DISMISS_KEY)}, 'false');
      document.documentElement.setAttribute(${scriptString(HIDDEN_ATTRIBUTE)}, 'false');
    }
  } catch (error) {}
})();`
}

export default function announcementBarIdPlugin(
  _context: LoadContext,
  options: AnnouncementBarIdOptions,
): Plugin {
  return {
    name: 'announcement-bar-id',
    injectHtmlTags() {
      return {
        preBodyTags: [
          { tagName: 'script', innerHTML: announcementIdScript(options.id) },
        ],
      }
    },
  }
}
