import path from 'node:path'

import type { Plugin } from '@docusaurus/types'

/** The client module of docusaurus-plugin-image-zoom, by its path. */
export const pluginClientModule =
  /docusaurus-plugin-image-zoom[\\/]lib[\\/]zoom\.js$/

/**
 * docusaurus-plugin-image-zoom's client module imports medium-zoom, so the
 * library would sit in main.js and every page would load it. For that
 * module alone, `medium-zoom` resolves to ./mediumZoomOnDemand.ts, which
 * fetches the library when a reader first clicks an image to zoom. See
 * ./README.md.
 */
export default function imageZoomOnDemandPlugin(): Plugin {
  return {
    name: 'image-zoom-on-demand',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: pluginClientModule,
              resolve: {
                alias: {
                  'medium-zoom$': path.join(__dirname, 'mediumZoomOnDemand.ts'),
                },
              },
            },
          ],
        },
      }
    },
  }
}
