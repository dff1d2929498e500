import siteConfig from '@generated/docusaurus.config'

import type {
  PageSummaries,
  PagefindModule,
  PartsOfPages,
  SearchWords,
} from './client'
import { configureLocalSearch } from './options'

/** A JSON file the indexer writes beside Pagefind's (./writeIndex.mjs). */
const indexFile = <T>(name: string): Promise<T> =>
  fetch(`${siteConfig.baseUrl}pagefind/${name}`).then((response) =>
    response.ok
      ? (response.json() as Promise<T>)
      : Promise.reject(new Error(`${name}: ${response.status}`)),
  )

// Nothing is fetched here: Pagefind's script is imported on the first search.
configureLocalSearch({
  loadPagefind: () =>
    import(
      /* webpackIgnore: true */ `${siteConfig.baseUrl}pagefind/pagefind.js`
    ) as Promise<PagefindModule>,
  loadWords: () => indexFile<SearchWords>('search-words.json'),
  loadSummaries: () => indexFile<PageSummaries>('summaries.json'),
  loadParts: () => indexFile<PartsOfPages>('parts.json'),
  pagefindOptions: {
    baseUrl: siteConfig.baseUrl,
    // Pagefind's default excerpt is 30 words; the modal shows about two
    // lines.
    excerptLength: 24,
    // Rank by where the words stand (titles, headings, keywords) rather than
    // how often a page repeats them: long references such as the
    // configuration page are not outranked by short pages that mention an
    // option often. On the relevance set: top-3 97.2% against 94.4% with
    // Pagefind's default, top-1 82% against 74%.
    ranking: { termFrequency: 0 },
  },
  // Hits are absolute on the site's own URL, so the theme's
  // `externalUrlRegex` treats them as internal on any host.
  origin: siteConfig.url,
  language: siteConfig.i18n.defaultLocale,
})
