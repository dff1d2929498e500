import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import logger from '@docusaurus/logger'
import type { LoadedContent } from '@docusaurus/plugin-content-docs'
import type { LoadContext, Plugin } from '@docusaurus/types'

import { emitAssets } from '../emitAssets'
import type { SearchBackend } from './config'
import { docSearchModuleAliases } from './docsearchModule'
import { indexedPages, type IndexedPage } from './local/indexedPages'
import { PAGEFIND_DIR, writeSearchIndex } from './local/pagefindIndex'

/**
 * Search (see ./README.md): the theme's DocSearch modal and `/search` page,
 * loaded on first use (`theme/SearchBar`), answered either by Algolia or,
 * by default, by a Pagefind index of the built doc pages (`local/`).
 */

export interface SearchPluginOptions {
  /** `local` (the built-in index) or `algolia` (hosted, from ALGOLIA_*). */
  backend: SearchBackend
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs'

/** The theme's SearchBar file, whose imports two aliases redirect. */
export const THEME_SEARCH_BAR =
  /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/

/**
 * The folder `@docusaurus/theme-search-algolia` serves its theme components
 * from (its `getThemePath()`, `../lib/theme` from its entry). A plugin's
 * theme cannot reach them by alias: `@theme-init/SearchBar` is the classic
 * theme's empty SearchBar and `@theme-original/SearchBar` is this plugin's
 * own. `canaries.test.ts` checks the folder against the theme's getThemePath.
 */
export function algoliaThemeDir(): string {
  return path.join(
    path.dirname(require.resolve('@docusaurus/theme-search-algolia')),
    'theme',
  )
}

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
  return emitAssets('search', () =>
    existsSync(path.join(dir, 'pagefind.js'))
      ? filesUnder(dir).map((file) => [
          `${PAGEFIND_DIR}/${file.split(path.sep).join('/')}`,
          readFileSync(path.join(dir, file)),
        ])
      : [],
  )
}

export default function searchPlugin(
  context: LoadContext,
  { backend }: SearchPluginOptions,
): Plugin {
  const local = backend === 'local'
  let pages: IndexedPage[] = []
  return {
    name: 'search',

    getThemePath() {
      return path.join(__dirname, 'theme')
    },

    getClientModules() {
      return local
        ? [
            path.join(__dirname, 'local/clientModule.ts'),
            path.join(__dirname, 'local/local-search.css'),
          ]
        : []
    },

    allContentLoaded({ allContent }) {
      if (!local) return
      const docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined
      pages = docs ? indexedPages(docs, context.siteConfig.baseUrl) : []
    },

    async postBuild({ outDir }) {
      if (!local) return
      const { pages: count, outputPath } = await writeSearchIndex(
        outDir,
        pages,
        path.join(context.generatedFilesDir, 'search-pages.json'),
      )
      logger.info`Search: Pagefind indexed number=${count} pages into path=${path.relative(context.siteDir, outputPath)}.`
    },

    configureWebpack(config, isServer) {
      const devServerIndex =
        local && !isServer && config.mode === 'development'
          ? [lastBuildIndex(context.outDir)]
          : []
      return {
        plugins: devServerIndex,
        resolve: {
          alias: {
            // The theme's own SearchBar, which theme/SearchBar loads on
            // first use.
            '@theme-search-algolia/SearchBar': path.join(
              algoliaThemeDir(),
              'SearchBar',
            ),
            // One copy of DocSearch in the modal's chunk (./docsearchModule.ts).
            ...docSearchModuleAliases(),
            // The /search page builds its client with algoliasearch's
            // `liteClient`; the local one returns the built-in index's.
            ...(local && {
              'algoliasearch/lite$': path.join(__dirname, 'local/client.ts'),
            }),
          },
        },
        module: {
          rules: [
            {
              // Requests made from the theme's SearchBar file alone.
              test: THEME_SEARCH_BAR,
              resolve: {
                alias: {
                  // Its DocSearch button hands the theme's openModal to
                  // theme/SearchBar (./theme/SearchBar/DocSearchButton.tsx).
                  '@docsearch/react/button$': path.join(
                    __dirname,
                    'theme/SearchBar/DocSearchButton.tsx',
                  ),
                  // It always hints a preconnect to
                  // `{appId}-dsn.algolia.net`; in local mode its Head drops
                  // it: the local backend never calls Algolia.
                  ...(local && {
                    '@docusaurus/Head': path.join(
                      __dirname,
                      'local/HeadWithoutPreconnect.tsx',
                    ),
                  }),
                },
              },
            },
          ],
        },
      }
    },
  }
}
