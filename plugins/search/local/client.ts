import { createClientState, type IndexLoaders } from './clientState'
import { toAlgoliaHit } from './hits'
import { configureLocalSearch, localSearchOptions } from './options'
import { pagefindQuery, typedCodeNames } from './query'
import { findPages, SupersededSearch } from './search'
import type { AlgoliaHit, FacetFilters, PagefindModule } from './types'

export type {
  PageSummaries,
  PagefindModule,
  PartsOfPages,
  SearchWords,
} from './types'

/**
 * An Algolia-shaped search client that answers from the site's Pagefind
 * index: the theme's DocSearch modal (through `transformSearchClient`) and
 * its search page (through an alias of `algoliasearch/lite`) talk to it as
 * they would to Algolia. Pagefind's script is loaded on the first search; it
 * then fetches only the index chunks for the words typed and the fragment of
 * each page shown. This module comes with the search bar, which loads when
 * the reader first uses search; a page loads only ./options.ts up front.
 * What it searches and in which order it lists the pages is ./search.ts and
 * ./ranking.ts; what it keeps between searches, ./clientState.ts.
 */

/** The most hits a request gets: each one is a fragment to download. */
export const MAX_HITS_PER_PAGE = 10

export interface LocalSearchClientOptions extends IndexLoaders {
  /** Loads Pagefind's script; called again after a failure. */
  loadPagefind: IndexLoaders['loadPagefind']
  /**
   * Loads the docs' camelCase code names and title words, lowercase (the
   * index's `search-words.json`), on the first query of two words or more
   * or the first that no page answers: a one-word query that finds pages
   * needs neither. Without them, or if they fail to load, words typed apart
   * are not joined into the name they spell, and misspelt words are not
   * corrected.
   */
  loadWords?: IndexLoaders['loadWords']
  /**
   * Loads the index's `summaries.json` on the first query of two words or
   * more. Without it, or if it fails to load, the pages whose title,
   * keywords and description hold every word of the query are not listed
   * first.
   */
  loadSummaries?: IndexLoaders['loadSummaries']
  /**
   * Loads the index's `parts.json`, with Pagefind. Without it, or if it
   * fails to load, a long page can be listed once for each of its parts.
   */
  loadParts?: IndexLoaders['loadParts']
  /** Passed to `pagefind.options()` before the first search. */
  pagefindOptions?: Record<string, unknown>
  /**
   * Origin that makes hit URLs absolute (the theme calls `new URL(hit.url)`).
   * Defaults to `window.location.origin` at search time.
   */
  origin?: string | (() => string)
  /** The facet values every hit carries (the search page filters on them). */
  language?: string
  docusaurusTag?: string
}

/** A request as DocSearch (v5 `{ requests }`) or the helper (v4) sends it. */
export interface SearchRequest extends Record<string, unknown> {
  indexName?: string
  query?: string
  params?: string | Record<string, unknown>
  type?: string
}

export type SearchArguments =
  readonly SearchRequest[] | { requests: readonly SearchRequest[] }

export interface SearchResult {
  hits: AlgoliaHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  query: string
  params: string
  index: string
  processingTimeMS: number
  exhaustiveNbHits: true
  exhaustive: { nbHits: true }
  facets: Record<string, Record<string, number>>
}

export interface SearchResponse {
  results: SearchResult[]
}

export interface LocalSearchClient {
  readonly appId: string
  readonly apiKey: string
  readonly transporter: { algoliaAgent: { value: string; add: () => void } }
  search(requests: SearchArguments): Promise<SearchResponse>
  searchForHits(requests: SearchArguments): Promise<SearchResponse>
  searchForFacetValues(): Promise<
    { facetHits: []; exhaustiveFacetsCount: true; processingTimeMS: 0 }[]
  >
  addAlgoliaAgent(segment: string, version?: string): void
  clearCache(): Promise<void>
  /** True once Pagefind has loaded: later searches download no code. */
  indexReady(): boolean
}

/**
 * Thrown when the index cannot be loaded. Named like algoliasearch's
 * transporter error on purpose: DocSearch only switches to its "Unable to
 * fetch results" screen for an error named `RetryError`.
 */
export class SearchIndexUnavailableError extends Error {
  override name = 'RetryError'
  constructor(cause: unknown) {
    super(
      `The search index could not be loaded: ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
      { cause },
    )
  }
}

/** The `params` of a v4 request: an object, or a URL-encoded string. */
function paramsOf(params: SearchRequest['params']): Record<string, unknown> {
  if (params == null) return {}
  if (typeof params !== 'string') return params
  const parsed: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = /^[[{\d]|^(true|false|null)$/.test(value)
        ? JSON.parse(value)
        : value
    } catch {
      parsed[key] = value
    }
  }
  return parsed
}

function number(value: unknown): number | undefined {
  const parsed = value === '' || value == null ? NaN : Number(value)
  return Number.isFinite(parsed) ? parsed : undefined
}

/** `['a', 'b']`, `'["a","b"]'` or `'a,b'` as a list. */
function strings(value: unknown): string[] | undefined {
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      return strings(JSON.parse(value))
    } catch {
      return undefined
    }
  }
  if (typeof value === 'string' && value) return value.split(',')
  return Array.isArray(value) ? value.map(String) : undefined
}

/** The search parameters this client understands, as Algolia names them. */
export interface QueryParams {
  indexName: string
  query: string
  page?: number
  hitsPerPage?: number
  highlightPreTag?: string
  highlightPostTag?: string
  snippetEllipsisText?: string
  attributesToSnippet?: string[]
  facetFilters?: FacetFilters
  facets?: string[]
}

/** One request, whatever its shape, as the client's parameters. */
export function toQueryParams(request: SearchRequest): QueryParams {
  const merged: Record<string, unknown> = {
    ...request,
    ...paramsOf(request.params),
  }
  return {
    indexName: String(request.indexName ?? ''),
    query: String(merged.query ?? ''),
    page: number(merged.page),
    hitsPerPage: number(merged.hitsPerPage),
    highlightPreTag: merged.highlightPreTag as string | undefined,
    highlightPostTag: merged.highlightPostTag as string | undefined,
    snippetEllipsisText: merged.snippetEllipsisText as string | undefined,
    attributesToSnippet: strings(merged.attributesToSnippet),
    facetFilters: merged.facetFilters as FacetFilters | undefined,
    facets: strings(merged.facets),
  }
}

function requestsOf(args: SearchArguments): readonly SearchRequest[] {
  if (Array.isArray(args)) return args
  const { requests } = args as { requests?: readonly SearchRequest[] }
  if (!Array.isArray(requests)) {
    throw new TypeError('search() takes { requests: [...] } or [...]')
  }
  return requests
}

function defaultOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin
}

/**
 * The facet counts a request asks for. Every page carries the site's one
 * locale and docs version, so each facet has one value, on every result.
 */
function facetCounts(
  facets: readonly string[] | undefined,
  count: number,
  { language, docusaurusTag }: LocalSearchClientOptions,
): Record<string, Record<string, number>> {
  const values: Record<string, string | undefined> = {
    language,
    docusaurus_tag: docusaurusTag,
  }
  const counts: Record<string, Record<string, number>> = {}
  for (const facet of facets ?? []) {
    const value = values[facet]
    if (value && count > 0) counts[facet] = { [value]: count }
  }
  return counts
}

/** The answer of an abandoned search: none, ever (see search()). */
const abandoned = () => new Promise<never>(() => {})

/**
 * Which searches supersede each other: those whose requests differ only in
 * their query (the modal's keystrokes, or the search page's), not the
 * modal's and the search page's, nor the pages of one query.
 */
function channelOf(requests: readonly SearchRequest[]): string {
  return JSON.stringify(
    requests.map((request) => {
      const { query: _query, ...rest } = toQueryParams(request)
      return rest
    }),
  )
}

export function createLocalSearchClient(
  options: LocalSearchClientOptions,
): LocalSearchClient {
  const state = createClientState(options)

  const origin = () =>
    typeof options.origin === 'function'
      ? options.origin()
      : (options.origin ?? defaultOrigin())

  async function answer(
    pagefind: PagefindModule,
    request: SearchRequest,
    superseded: () => boolean,
  ): Promise<SearchResult> {
    const started = Date.now()
    const params = toQueryParams(request)
    // A request for facet counts only asks for no hits.
    const hitsPerPage = Math.min(
      Math.max(0, params.hitsPerPage ?? MAX_HITS_PER_PAGE),
      MAX_HITS_PER_PAGE,
    )
    const page = Math.max(0, params.page ?? 0)
    const { query, pages, shown } = await findPages(
      pagefindQuery(params.query),
      { ...state, pagefind },
      {
        page,
        hitsPerPage,
        superseded,
        codeNames: typedCodeNames(params.query),
      },
    )
    const tags =
      params.highlightPreTag && params.highlightPostTag
        ? { pre: params.highlightPreTag, post: params.highlightPostTag }
        : undefined
    const base = origin() || undefined
    return {
      hits: shown.map((data) =>
        toAlgoliaHit(data, query, {
          tags,
          origin: base,
          language: options.language,
          docusaurusTag: options.docusaurusTag,
        }),
      ),
      nbHits: pages.length,
      page,
      nbPages: hitsPerPage ? Math.ceil(pages.length / hitsPerPage) : 0,
      hitsPerPage,
      query: params.query,
      params: new URLSearchParams({
        query: params.query,
        page: String(page),
        hitsPerPage: String(hitsPerPage),
      }).toString(),
      index: params.indexName,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      exhaustive: { nbHits: true },
      facets: facetCounts(params.facets, pages.length, options),
    }
  }

  /**
   * Only the newest query counts. DocSearch searches at every keystroke;
   * each search stops at its next step once a newer one has started on its
   * channel, and is abandoned: its promise never settles. So a list for an
   * earlier prefix is never shown and no fragment is fetched for it; the
   * caller made the newer search too, and takes the answer from that one.
   * An answer for each keystroke would cost the modal more than searching:
   * DocSearch's autocomplete takes every answer through its state (five
   * updates) before it keeps the newest, about 70 ms at 4x CPU after a
   * question of 35 characters typed at full speed. The search page's
   * algoliasearch-helper drops answers older than its newest in any case.
   */
  function search(args: SearchArguments): Promise<SearchResponse> {
    const requests = requestsOf(args)
    const superseded = state.begin(channelOf(requests))
    return (async (): Promise<SearchResponse> => {
      // Keystrokes already queued arrive before any work starts.
      await new Promise((resolve) => setTimeout(resolve, 0))
      try {
        if (superseded()) throw new SupersededSearch()
        const pagefind = await state.pagefind().catch((error: unknown) => {
          throw new SearchIndexUnavailableError(error)
        })
        const results = await Promise.all(
          requests.map((request) => answer(pagefind, request, superseded)),
        )
        if (superseded()) throw new SupersededSearch()
        return { results }
      } catch (error) {
        if (superseded()) return abandoned()
        throw error
      }
    })()
  }

  return {
    appId: 'local',
    apiKey: 'local',
    transporter: { algoliaAgent: { value: 'local-search', add: () => {} } },
    search,
    searchForHits: search,
    // Facet search is not offered: no facet is searchable in this site's UI.
    searchForFacetValues: async () => [
      { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 },
    ],
    addAlgoliaAgent: () => {},
    clearCache: async () => {},
    indexReady: state.indexReady,
  }
}

let shared: LocalSearchClient | null = null

export { configureLocalSearch }

/**
 * The shared client when the site uses the local backend (the plugin's
 * client module configured it), otherwise null: with Algolia configured the
 * plugin is not installed and the theme keeps its own client.
 */
export function configuredLocalSearchClient(): LocalSearchClient | null {
  return localSearchOptions() ? getLocalSearchClient() : null
}

/**
 * The site's one client, shared by the modal and the search page so that the
 * index is loaded once.
 */
export function getLocalSearchClient(): LocalSearchClient {
  shared ??= createLocalSearchClient({
    loadPagefind: () =>
      localSearchOptions()?.loadPagefind() ??
      Promise.reject(
        new Error('configureLocalSearch() was not called before search'),
      ),
    loadWords: () =>
      localSearchOptions()?.loadWords?.() ??
      Promise.resolve({ codeNames: [], titleWords: [] }),
    loadSummaries: () =>
      localSearchOptions()?.loadSummaries?.() ?? Promise.resolve({}),
    loadParts: () => localSearchOptions()?.loadParts?.() ?? Promise.resolve({}),
    get pagefindOptions() {
      return localSearchOptions()?.pagefindOptions
    },
    get language() {
      return localSearchOptions()?.language
    },
    get docusaurusTag() {
      return localSearchOptions()?.docusaurusTag
    },
    origin: () => {
      const origin = localSearchOptions()?.origin
      return typeof origin === 'function'
        ? origin()
        : (origin ?? defaultOrigin())
    },
  })
  return shared
}

/**
 * Stands in for `algoliasearch/lite`'s `liteClient` (the search page builds
 * its client with it): the credentials are ignored and the shared local
 * client is returned. Importing this module loads nothing.
 */
export function liteClient(_appId?: string, _apiKey?: string) {
  return getLocalSearchClient()
}
