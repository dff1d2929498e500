import path from 'node:path'

import type { LoadContext, Plugin } from '@docusaurus/types'

import { emitAssets } from '../emitAssets'
import { buildStylesheet, pictureStylesheets } from './stylesheet'

/**
 * The UI pictures' stylesheet (see ./README.md): built from the components'
 * `picture.css` files, written under `assets/css/` with a hashed name, and
 * its URL given to the components as `process.env.UI_PICTURES_STYLESHEET`,
 * which UiFigure links. Only pages with a picture load it.
 */
export default function uiPicturesPlugin(context: LoadContext): Plugin {
  const components = path.join(context.siteDir, 'src/components')
  return {
    name: 'ui-pictures',
    getPathsToWatch() {
      return [path.join(components, '**/picture.css')]
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      const stylesheet = buildStylesheet(pictureStylesheets(components))
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            'process.env.UI_PICTURES_STYLESHEET': JSON.stringify(
              `${context.baseUrl}${stylesheet.file}`,
            ),
          }),
          ...(isServer
            ? []
            : [
                emitAssets('ui-pictures', () => [
                  [stylesheet.file, stylesheet.css],
                ]),
              ]),
        ],
      }
    },
  }
}
