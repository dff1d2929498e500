import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { themeConfig } from '../../src/config/themeConfig'

// The link-preview image (og:image, twitter:image) of the pages that are
// not docs (doc pages have cards of their own, plugins/link-previews): a PNG, since crawlers
// do not take SVG, at the 1200 × 630 that link previews are drawn at.
// Rendered from static/img/social-card.svg by scripts/make-social-card.mjs.

const PNG_SIGNATURE = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
])

/** Width and height from a PNG's IHDR chunk, which must come first. */
function pngSize(png: Buffer): { width: number; height: number } {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new Error('not a PNG: the signature is wrong')
  }
  if (png.toString('ascii', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG: the first chunk is not IHDR')
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('the social card', () => {
  it('is a 1200 × 630 PNG', () => {
    const file = path.resolve(__dirname, '../../static', themeConfig.image)
    expect(pngSize(readFileSync(file))).toEqual({ width: 1200, height: 630 })
  })

  it('pngSize refuses a file that is not a PNG', () => {
    expect(() => pngSize(Buffer.from('<svg></svg>'))).toThrow(/not a PNG/)
  })
})
