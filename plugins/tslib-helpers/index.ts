import path from 'node:path'

import type { Plugin } from '@docusaurus/types'

/**
 * @docusaurus/utils-common is CommonJS and calls `require("tslib")` for one
 * helper. A bundler cannot see which exports a CommonJS module uses, so the
 * whole of tslib's ES build (10 KiB raw, about 3 KiB gzip) sat in every
 * page's main.js. In the site's bundles `tslib` resolves to ./helpers.ts,
 * which re-exports only the helpers used. Should a dependency start to call
 * another one, the build fails while rendering pages, with the helper named
 * ("tslib_1.__importStar is not a function"); add it to ./helpers.ts. (For a
 * module that runs in the browser only, the browser tests fail instead: every
 * sitemap page is loaded and must log no error.) Before either,
 * ./canaries.test.ts follows the browser code's imports
 * through node_modules and names any helper called that is missing here.
 */
export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack() {
      return {
        resolve: {
          alias: { tslib$: path.join(__dirname, 'helpers.ts') },
        },
      }
    },
  }
}
