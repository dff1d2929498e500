import path from 'node:path'

import type { Plugin } from '@docusaurus/types'

/**
 * Code highlighting without prism-react-renderer's bundled Prism. That build
 * carries Prism with two dozen languages and is evaluated on every page, code
 * or not; the docs use nine. In the site's bundles (client and server),
 * `prism-react-renderer` resolves to ./client: the same `Highlight` markup
 * over Prism with those languages only. The Node side (the Prism themes in
 * src/config/prism.ts) still uses the real package. See README.md.
 */
export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(__dirname, 'client/index.ts'),
          },
        },
      }
    },
  }
}
