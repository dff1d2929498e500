import {
  algoliaThemeConfig,
  searchBackend,
  type AlgoliaCredentials,
} from '../../plugins/search/config'
import { algoliaApiKey, algoliaAppId, algoliaIndexName, siteUrl } from './env'

/**
 * Search (plugins/search): the built-in index, or Algolia when all three
 * ALGOLIA_* variables are set at build time.
 */
export const algoliaCredentials: AlgoliaCredentials = {
  appId: algoliaAppId,
  apiKey: algoliaApiKey,
  indexName: algoliaIndexName,
}

/** Which backend answers: `local` unless the Algolia variables are set. */
export const searchBackendInUse = searchBackend(algoliaCredentials)

/** The theme's `algolia` settings: the DocSearch modal and the /search page. */
export const algolia = algoliaThemeConfig(algoliaCredentials, siteUrl)
