import path from 'node:path'

import type { Plugin } from '@docusaurus/types'

/**
 * Code highlighting at build time. Every code fence is tokenized by Prism
 * while the docs compile (./remark.ts, registered in src/config/docs.ts),
 * and the page carries the tokens. In the site's bundles:
 *
 * - `prism-react-renderer` resolves to ./client: the same `Highlight`
 *   markup, from the page's tokens instead of Prism;
 * - the theme's prism-include-languages client module, which put Prism in
 *   every page's main bundle to load extra languages into it, is left out.
 *
 * The theme's CodeBlock is served from ./theme: it hands the build's
 * tokens to `Highlight`, and renders a block once when the page hydrates.
 * The Node side (the Prism themes in ./prismThemes.ts) still uses the real
 * package. See README.md.
 */
export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    getThemePath() {
      return path.join(__dirname, 'theme')
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(__dirname, 'client/index.ts'),
            [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: false,
          },
        },
      }
    },
  }
}
