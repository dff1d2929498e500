import path from 'node:path'

import type { Plugin } from '@docusaurus/types'

/**
 * In the browser, `react-helmet-async` (what `@docusaurus/Head` renders)
 * resolves to ./client: the same head, merged by the same rules, in a
 * fraction of the code. The server build keeps the real helmet, which
 * writes the pages' HTML head and the metadata the sitemap reads. See
 * ./README.md.
 */
export default function clientHeadPlugin(): Plugin {
  return {
    name: 'client-head',
    configureWebpack(_config, isServer) {
      if (isServer) return {}
      return {
        resolve: {
          alias: {
            'react-helmet-async$': path.join(__dirname, 'client/index.tsx'),
          },
        },
      }
    },
  }
}
