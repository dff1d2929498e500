import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { zoom } from '../../src/config/zoom'

describe('image zoom', () => {
  it('gives the configured images the zoom-in cursor before medium-zoom loads', () => {
    const css = readFileSync(path.join(__dirname, 'zoom.css'), 'utf8')
    expect(
      css,
      `plugins/image-zoom/zoom.css styles other images than src/config/zoom.ts zooms: make its selector :where(${zoom.selector})`,
    ).toContain(`:where(${zoom.selector}) {`)
  })
})
