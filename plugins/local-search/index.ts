import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { LoadContext, Plugin } from '@docusaurus/types'

import { buildIndex } from './engine'
import { docToRecords, sidebarSections, type SidebarItemLike } from './records'
import type { SearchRecord } from './types'

/**
 * The built-in search backend (see README.md): builds the index from the
 * docs at build time (and on every reload of `npm start`), serves it as a
 * lazily imported, content-hashed chunk, and points the theme's DocSearch
 * modal and `/search` page at the in-browser client.
 */

/** The file `createData` writes; `clientModule.ts` imports it by this path. */
export const INDEX_DATA_FILE = 'search-index.json'

/** What this plugin reads of one doc in the docs plugin's loaded content. */
export interface LoadedDoc {
  id: string
  title: string
  permalink: string
  source: string
  unlisted?: boolean
  sidebar?: string
  frontMatter: { description?: string }
}

export interface LoadedVersion {
  versionName: string
  docs: readonly LoadedDoc[]
  sidebars: Record<string, readonly SidebarItemLike[]>
}

export interface IndexSource {
  pluginId: string
  versions: readonly LoadedVersion[]
}

/** `@site/docs/a.mdx` to a path on disk. */
export function sourcePath(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''))
}

/** Every record of every listed doc, in sidebar order of appearance. */
export async function collectRecords(
  context: Pick<LoadContext, 'siteDir' | 'siteConfig' | 'i18n'>,
  sources: readonly IndexSource[],
): Promise<SearchRecord[]> {
  const records: SearchRecord[] = []
  for (const { pluginId, versions } of sources) {
    for (const version of versions) {
      const sections = sidebarSections(version.sidebars)
      for (const doc of version.docs) {
        if (doc.unlisted) continue
        const source = await readFile(
          sourcePath(context.siteDir, doc.source),
          'utf8',
        )
        records.push(
          ...docToRecords(
            {
              source,
              title: doc.title,
              permalink: doc.permalink,
              section: sections.get(doc.id) ?? sidebarLabel(doc.sidebar),
              description: doc.frontMatter.description,
              language: context.i18n.currentLocale,
              docusaurusTag: `docs-${pluginId}-${version.versionName}`,
            },
            {
              anchorsMaintainCase:
                context.siteConfig.markdown.anchors.maintainCase,
            },
          ),
        )
      }
    }
  }
  return records
}

/** `faq` to `FAQ`, `api` to `API`, `guides` to `Guides`. */
function sidebarLabel(sidebar: string | undefined): string | null {
  if (!sidebar) return null
  return sidebar.length <= 3
    ? sidebar.toUpperCase()
    : sidebar[0].toUpperCase() + sidebar.slice(1)
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

    async allContentLoaded({ allContent, actions }) {
      const docsContent = allContent['docusaurus-plugin-content-docs'] ?? {}
      const sources = Object.entries(docsContent).map(
        ([pluginId, content]) => ({
          pluginId,
          versions: (content as { loadedVersions: LoadedVersion[] })
            .loadedVersions,
        }),
      )
      const records = await collectRecords(context, sources)
      await actions.createData(
        INDEX_DATA_FILE,
        JSON.stringify(buildIndex(records)),
      )
    },

    configureWebpack() {
      return {
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
