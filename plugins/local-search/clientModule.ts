import siteConfig from '@generated/docusaurus.config'

import { configureLocalSearch } from './options'
import type { SerializedIndex } from './types'

// Nothing is fetched here: the index chunk is imported on the first search.
configureLocalSearch({
  loadIndex: () =>
    import(
      /* webpackChunkName: "search-index" */ '@generated/local-search/default/search-index.json'
    ).then((module: { default: SerializedIndex }) => module.default),
  // Hits are absolute on the site's own URL, so the theme's
  // `externalUrlRegex` treats them as internal on any host.
  origin: siteConfig.url,
})
