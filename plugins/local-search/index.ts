import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import logger from '@docusaurus/logger'
import type { LoadContext, Plugin } from '@docusaurus/types'
import { emitAssets } from '../emitAssets'

import { PAGEFIND_DIR, writeSearchIndex } from './pagefindIndex'

/**
 * The built-in search backend (see README.md): after a production build,
 * Pagefind indexes the built doc pages into `build/pagefind/`; the theme's
 * DocSearch modal and `/search` page talk to the in-browser client, which
 * loads Pagefind and only the index chunks and page fragments a query needs.
 */

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

/**
 * In `npm start` there is no built HTML to index. The last build's index, if
 * there is one, is served from the dev server at the same path (its results
 * are as old as that build); without one the modal says how to get it.
 */
function lastBuildIndex(outDir: string) {
  const dir = path.join(outDir, PAGEFIND_DIR)
  return emitAssets('local-search', () =>
    existsSync(path.join(dir, 'pagefind.js'))
      ? filesUnder(dir).map((file) => [
          `${PAGEFIND_DIR}/${file.split(path.sep).join('/')}`,
          readFileSync(path.join(dir, file)),
        ])
      : [],
  )
}

export default function localSearchPlugin(context: LoadContext): Plugin {
  return {
    name: 'local-search',

    getClientModules() {
      return [
        path.join(__dirname, 'clientModule.ts'),
        path.join(__dirname, 'local-search.css'),
      ]
    },

    async postBuild({ outDir }) {
      const { pages, outputPath } = await writeSearchIndex(outDir)
      logger.info`Search: Pagefind indexed number=${pages} pages into path=${path.relative(context.siteDir, outputPath)}.`
    },

    configureWebpack(config, isServer) {
      const devServerIndex =
        !isServer && config.mode === 'development'
          ? [lastBuildIndex(context.outDir)]
          : []
      return {
        plugins: devServerIndex,
        resolve: {
          alias: {
            // The /search page builds its client with algoliasearch's
            // `liteClient`; this module's `liteClient` returns the local one.
            'algoliasearch/lite$': path.join(__dirname, 'client.ts'),
          },
        },
        module: {
          rules: [
            {
              // The theme's SearchBar always hints a preconnect to
              // `{appId}-dsn.algolia.net`. For requests made from that one
              // file, `@docusaurus/Head` resolves to a Head that drops it.
              test: /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
              resolve: {
                alias: {
                  '@docusaurus/Head': path.join(
                    __dirname,
                    'HeadWithoutPreconnect.tsx',
                  ),
                },
              },
            },
          ],
        },
      }
    },
  }
}
