import path from 'node:path'

import type { Plugin } from '@docusaurus/types'

/**
 * docusaurus-plugin-image-zoom imports medium-zoom into the main bundle and
 * attaches it on every page. For that plugin's client module alone,
 * `medium-zoom` resolves to ./mediumZoomOnDemand.ts, which loads the library
 * when a reader first clicks an image to zoom.
 */
export default function imageZoomOnDemandPlugin(): Plugin {
  return {
    name: 'image-zoom-on-demand',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /docusaurus-plugin-image-zoom[\\/]lib[\\/]zoom\.js$/,
              resolve: {
                alias: {
                  'medium-zoom': path.join(__dirname, 'mediumZoomOnDemand.ts'),
                },
              },
            },
          ],
        },
      }
    },
  }
}
