import { renderAsync } from '@resvg/resvg-js'

/**
 * A card's SVG as PNG, by resvg (@resvg/resvg-js: a native build for each
 * platform ships inside an npm package, so nothing is downloaded at install
 * or build time, and no browser is needed). It renders on a worker thread,
 * so the build's other work goes on meanwhile. The SVG holds outlines, not
 * text: resvg is told not to look for the machine's fonts.
 */
export async function renderPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  })
  return image.asPng()
}
