import path from 'node:path'

import type { LoadContext, Plugin } from '@docusaurus/types'

/**
 * A consent banner for the optional services this site can load (analytics,
 * session recording). Installed only when one of them is configured; with
 * none, there is nothing to consent to and no banner. The choice is stored
 * locally (`consent.ts`) and can be changed from the footer's "Cookie
 * settings" link, which points at `#cookie-settings`.
 */

export interface ConsentOptions {
  /** What the reader is asked to allow, e.g. "usage analytics". */
  services: string[]
}

export interface ConsentGlobalData {
  services: string[]
}

export default function consentPlugin(
  _context: LoadContext,
  options: ConsentOptions,
): Plugin {
  return {
    name: 'consent',
    getThemePath() {
      return path.join(__dirname, 'theme')
    },
    contentLoaded({ actions }) {
      actions.setGlobalData({
        services: options.services,
      } satisfies ConsentGlobalData)
    },
  }
}
