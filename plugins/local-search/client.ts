import type { LocalIndex, QueryParams } from './engine'
import { configureLocalSearch, localSearchOptions } from './options'
import type { AlgoliaHit, FacetFilters, SerializedIndex } from './types'

/**
 * An Algolia-shaped search client that answers from the local index: the
 * theme's DocSearch modal (through `transformSearchClient`) and its search
 * page (through an alias of `algoliasearch/lite`) talk to it as they would to
 * Algolia. The index, and the engine that searches it, are fetched on the
 * first search. This module comes with the search bar, which loads when the
 * reader first uses search; a page loads only ./options.ts up front.
 */

type Engine = typeof import('./engine')

export interface LocalSearchClientOptions {
  /** Fetches the serialized index; called again after a failure. */
  loadIndex: () => Promise<SerializedIndex>
  /**
   * Origin that makes hit URLs absolute (the theme calls `new URL(hit.url)`).
   * Defaults to `window.location.origin` at search time.
   */
  origin?: string | (() => string)
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

/** One request, whatever its shape, as the engine's parameters. */
export function toQueryParams(request: SearchRequest): QueryParams & {
  indexName: string
} {
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

export function createLocalSearchClient(
  options: LocalSearchClientOptions,
): LocalSearchClient {
  let loading: Promise<{ engine: Engine; index: LocalIndex }> | null = null

  const load = () => {
    loading ??= Promise.all([
      import('./engine'),
      // A loader that throws instead of rejecting fails the same way.
      Promise.resolve().then(() => options.loadIndex()),
    ])
      .then(async ([engine, serialized]) => ({
        engine,
        index: await engine.loadIndexAsync(serialized),
      }))
      .catch((error: unknown) => {
        // Forget the failure, so the next search tries again.
        loading = null
        throw new SearchIndexUnavailableError(error)
      })
    return loading
  }

  const origin = () =>
    typeof options.origin === 'function'
      ? options.origin()
      : (options.origin ?? defaultOrigin())

  async function search(args: SearchArguments): Promise<SearchResponse> {
    const requests = requestsOf(args)
    const { engine, index } = await load()
    const base = origin() || undefined
    return {
      results: requests.map((request) => {
        const started = Date.now()
        const params = toQueryParams(request)
        const result = engine.runQuery(index, params, base)
        return {
          ...result,
          query: params.query ?? '',
          params: new URLSearchParams({
            query: params.query ?? '',
            page: String(result.page),
            hitsPerPage: String(result.hitsPerPage),
          }).toString(),
          index: params.indexName,
          processingTimeMS: Date.now() - started,
          exhaustiveNbHits: true,
          exhaustive: { nbHits: true },
        }
      }),
    }
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
  }
}

/** Fetches a JSON index from a URL: the default loader for the site. */
export function fetchIndex(url: string): () => Promise<SerializedIndex> {
  return async () => {
    const response = await fetch(url)
    if (!response.ok) {
      throw new Error(`GET ${url} answered ${response.status}`)
    }
    return (await response.json()) as SerializedIndex
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
    loadIndex: () =>
      localSearchOptions()?.loadIndex() ??
      Promise.reject(
        new Error('configureLocalSearch() was not called before search'),
      ),
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
