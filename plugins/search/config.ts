import type { ThemeConfig } from '@docusaurus/preset-classic'

/**
 * The search feature's settings: which backend answers, and the theme's
 * `algolia` settings for it. `src/config/search.ts` reads the environment
 * and calls these; nothing here reads `process.env`.
 */

export type SearchBackend = 'local' | 'algolia'

export interface AlgoliaCredentials {
  appId?: string
  apiKey?: string
  indexName?: string
}

/** Algolia only when every credential is present; a partial set is a mistake. */
export function searchBackend(credentials: AlgoliaCredentials): SearchBackend {
  const given = [credentials.appId, credentials.apiKey, credentials.indexName]
  if (given.every(Boolean)) return 'algolia'
  if (given.some(Boolean)) {
    throw new Error(
      'Hosted search needs ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME together; set all three, or none to use the built-in search.',
    )
  }
  return 'local'
}

/** The name the built-in index answers to; DocSearch requires one. */
export const LOCAL_INDEX_NAME = 'cypress-docs'

/**
 * How many pages the modal lists with the built-in search. Each is a file
 * the browser fetches (its text, for the excerpt), so a query costs bytes
 * and time per page listed; this many fill the modal on a laptop, and
 * "See all N results" lists the rest.
 */
export const LOCAL_MODAL_HITS = 6

/**
 * The search tags the theme writes into each page's
 * `<meta name="docsearch:docusaurus_tag">`: `default` on pages outside the
 * docs, `docs-<plugin id>-<version>` on doc pages (DocVersionRoot, through
 * `getDocsVersionSearchTag` of `@docusaurus/plugin-content-docs/client`).
 * The site has one docs plugin and one version, `current`. Written out
 * because the spec turns contextual search off, which would compute them;
 * `canaries.test.ts` fails if the theme's tags change.
 */
export const SEARCH_TAGS = ['default', 'docs-default-current'] as const

/**
 * The theme's `algolia` settings for either backend. The UI (DocSearch modal
 * and the /search page) is the same; only the client behind it differs.
 */
export function algoliaThemeConfig(
  credentials: AlgoliaCredentials,
  origin: string,
) {
  const backend = searchBackend(credentials)
  const shared = {
    // Results on another host (an old docs domain) leave the site.
    externalUrlRegex: `^(?!${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')})https?://`,
    // Indexed URLs from the production host open on whichever host serves
    // this build (a preview deploy, localhost).
    replaceSearchResultPathname: { from: '^/docs/', to: '/' },
    searchPagePath: 'search',
    contextualSearch: false,
    searchParameters: {
      // The current language, and the docs tags of the one version there is.
      facetFilters: [
        'language:en',
        SEARCH_TAGS.map((tag) => `docusaurus_tag:${tag}`),
      ],
    },
  }
  if (backend === 'algolia') {
    return {
      ...shared,
      appId: credentials.appId as string,
      apiKey: credentials.apiKey as string,
      indexName: credentials.indexName as string,
    } satisfies ThemeConfig['algolia']
  }
  return {
    ...shared,
    searchParameters: {
      ...shared.searchParameters,
      hitsPerPage: LOCAL_MODAL_HITS,
    },
    // Placeholders the theme's validation requires; the local client ignores them.
    appId: 'local',
    apiKey: 'local',
    indexName: LOCAL_INDEX_NAME,
  } satisfies ThemeConfig['algolia']
}
