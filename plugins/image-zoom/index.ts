import path from 'node:path'

import type { LoadContext, Plugin } from '@docusaurus/types'

/**
 * Images in the docs zoom on click (see ./README.md): medium-zoom, loaded on
 * the first click of an image to zoom, not with the page.
 */

export interface ImageZoomOptions {
  /** The images that zoom; ./zoom.css must give them the zoom-in cursor. */
  selector: string
  /** The overlay's colour in each colour mode. */
  background: { light: string; dark: string }
  /** medium-zoom's margin around the zoomed image, in pixels. */
  margin: number
  /** How far the reader may scroll, in pixels, before the zoom closes. */
  scrollOffset: number
}

export default function imageZoomPlugin(
  _context: LoadContext,
  options: ImageZoomOptions,
): Plugin {
  return {
    name: 'image-zoom',
    contentLoaded({ actions }) {
      actions.setGlobalData(options)
    },
    getClientModules() {
      return [
        path.join(__dirname, 'client.ts'),
        path.join(__dirname, 'zoom.css'),
      ]
    },
  }
}
