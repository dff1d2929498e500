import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { LoadContext } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'

import faviconPlugin, { MANIFEST_FILE, webManifest } from './index'

const options = {
  name: 'Cypress Documentation',
  shortName: 'Cypress Docs',
  themeColor: '#1b1e2e',
  backgroundColor: '#ffffff',
}
const context = { siteConfig: { baseUrl: '/' } } as LoadContext
const staticDir = path.resolve(__dirname, '../../static')

describe('the favicon plugin', () => {
  it('links the ico, apple-touch icon and manifest, all on the site', () => {
    const tags = faviconPlugin(context, options).injectHtmlTags?.({
      content: undefined,
    }) as { headTags: { attributes: Record<string, string> }[] }
    const hrefs = tags.headTags.map((tag) => tag.attributes.href)
    expect(hrefs).toEqual([
      '/favicon.ico',
      '/img/apple-touch-icon.png',
      `/${MANIFEST_FILE}`,
    ])
    for (const href of hrefs.slice(0, 2)) {
      expect(
        existsSync(path.join(staticDir, href)),
        `${href} is in static/`,
      ).toBe(true)
    }
  })

  it('points every manifest icon at a file in static/', () => {
    const manifest = webManifest(options, '/')
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    for (const icon of manifest.icons) {
      expect(existsSync(path.join(staticDir, icon.src)), icon.src).toBe(true)
    }
  })

  it('starts the favicon.ico with an ICO header holding one 32 px image', () => {
    const ico = readFileSync(path.join(staticDir, 'favicon.ico'))
    expect([...ico.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32])
    // The image is a PNG.
    expect(ico.subarray(22, 26).toString('latin1')).toBe('\x89PNG')
  })
})
