import path from 'node:path'

import type { LinkPreviewsOptions } from '../../plugins/link-previews'
import { siteTitle } from './site'

const root = path.resolve(__dirname, '../..')

/**
 * Each doc page's link preview is a card of its own (plugins/link-previews):
 * its title, its section and the site's mark, drawn at build time. Pages
 * that are not docs keep the site's card (`themeConfig.image`).
 */
export const linkPreviews = {
  docsDir: path.join(root, 'docs'),
  siteName: siteTitle,
  // The mark as the dark navbar shows it: light strokes on the cards' dark
  // ground.
  markFile: path.join(root, 'static/img/logo-dark.svg'),
  cardsPath: 'img/cards',
  // With the bundler's cache, so `npm run clear` (and a fresh `npm ci`)
  // empties both; the names are digests of everything that draws a card,
  // so a kept card is never stale.
  cacheDir: path.join(root, 'node_modules/.cache/link-previews'),
} satisfies LinkPreviewsOptions
