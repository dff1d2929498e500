/**
 * Renders the link-preview image, static/img/social-card.png (1200 × 630),
 * from static/img/social-card.svg with headless Chromium
 * (`node scripts/make-social-card.mjs`). Crawlers that build link previews
 * take PNG or JPEG, not SVG. Run it after changing the SVG and commit the
 * PNG; the build only copies it, and `themeConfig.image` points the
 * `og:image` and `twitter:image` of every page that is not a doc at it (doc
 * pages have cards of their own, drawn at build time by
 * plugins/link-previews).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const svg = readFileSync(path.join(root, 'static/img/social-card.svg'), 'utf8')

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
})
try {
  const page = await browser.newPage({
    viewport: { width: 1200, height: 630 },
    deviceScaleFactor: 1,
  })
  await page.setContent(
    `<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`,
  )
  await page.screenshot({
    path: path.join(root, 'static/img/social-card.png'),
    clip: { x: 0, y: 0, width: 1200, height: 630 },
  })
} finally {
  await browser.close()
}
