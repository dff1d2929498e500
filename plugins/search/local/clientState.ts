import type { PageSummary } from './ranking'
import type {
  PageSummaries,
  PagefindModule,
  PartsOfPages,
  SearchWords,
} from './types'

/**
 * The client's state, in one place: what it loads (Pagefind, and the files
 * the indexer writes beside it), what has loaded so far, and which search
 * is the newest on each channel. ./client.ts keeps nothing else between
 * searches.
 */

/** How the index's parts load; see `LocalSearchClientOptions` (./client.ts). */
export interface IndexLoaders {
  loadPagefind: () => Promise<PagefindModule>
  loadWords?: () => Promise<SearchWords>
  loadSummaries?: () => Promise<PageSummaries>
  loadParts?: () => Promise<PartsOfPages>
  pagefindOptions?: Record<string, unknown>
}

/** What has loaded so far: empty until it has, or when it failed. */
export interface LoadedIndex {
  /** `parts.json`, loaded with Pagefind. */
  parts: PartsOfPages
  /** The docs' camelCase code names, lowercase (`search-words.json`). */
  codeNames: ReadonlySet<string>
  /** The title words and code names a misspelt word is corrected to. */
  knownWords: ReadonlySet<string>
  /** Each page's summary, by the fragment name of its part 0. */
  summaries: ReadonlyMap<string, PageSummary>
}

export interface ClientState {
  /**
   * Pagefind, with its options set and `parts.json` loaded: loaded on the
   * first call, shared by the later ones; a failure is forgotten, so the
   * next call tries again.
   */
  pagefind(): Promise<PagefindModule>
  /** True once Pagefind has loaded: later searches download no code. */
  indexReady(): boolean
  /** Loads the code names and known words, once; never fails. */
  loadWords(): Promise<void>
  /** Loads the page summaries, once; never fails. */
  loadSummaries(): Promise<void>
  /** What has loaded so far. */
  loaded(): LoadedIndex
  /**
   * Records a search starting on `channel` (see `channelOf` in
   * ./client.ts); the function returned is true once a newer search has
   * started on the same channel.
   */
  begin(channel: string): () => boolean
}

/**
 * Loads once, when first awaited, and hands `use` what was loaded, or
 * nothing if loading failed (search works without what it adds).
 */
function loadedOnce<Loaded>(
  load: () => Promise<Loaded> | undefined,
  use: (loaded: Loaded | undefined) => void,
): () => Promise<void> {
  let loading: Promise<void> | null = null
  return () =>
    (loading ??= Promise.resolve()
      .then(load)
      .catch(() => undefined)
      .then(use))
}

/**
 * `summaries.json`'s lists, each page's split into its words; the code
 * names among its summary words are those with a dot (`cy.get`), which no
 * word split as a query is split has.
 */
export function parseSummaries(
  loaded: PageSummaries,
): Map<string, PageSummary> {
  return new Map(
    Object.entries(loaded).map(([id, lists]) => {
      const [summary, ...questions] = lists
        .split('|')
        .map((list) => list.split(' '))
      const isCodeName = (word: string) => word.includes('.')
      return [
        id,
        {
          words: summary.filter((word) => !isCodeName(word)),
          questions,
          codeNames: summary.filter(isCodeName),
        },
      ]
    }),
  )
}

export function createClientState(loaders: IndexLoaders): ClientState {
  const loaded: LoadedIndex = {
    parts: {},
    codeNames: new Set(),
    knownWords: new Set(),
    summaries: new Map(),
  }
  let loading: Promise<PagefindModule> | null = null
  let ready = false
  /** Per channel: the number of the newest search. */
  const newest = new Map<string, number>()
  let searches = 0

  const loadParts = () =>
    Promise.resolve()
      .then(() => loaders.loadParts?.())
      .then(
        (parts) => {
          loaded.parts = parts ?? {}
        },
        // Search works without it; a long page may then be listed twice.
        () => undefined,
      )

  return {
    pagefind() {
      // A loader that throws instead of rejecting fails the same way.
      loading ??= Promise.resolve()
        .then(() => Promise.all([loaders.loadPagefind(), loadParts()]))
        .then(async ([pagefind]) => {
          await pagefind.options(loaders.pagefindOptions ?? {})
          ready = true
          return pagefind
        })
        .catch((error: unknown) => {
          loading = null
          throw error
        })
      return loading
    },
    indexReady: () => ready,
    // Search works without them; only joining and correcting are lost.
    loadWords: loadedOnce(
      () => loaders.loadWords?.(),
      (words) => {
        loaded.codeNames = new Set(words?.codeNames ?? [])
        loaded.knownWords = new Set([
          ...(words?.titleWords ?? []),
          ...(words?.codeNames ?? []),
        ])
      },
    ),
    // Search works without them; Pagefind's order is kept.
    loadSummaries: loadedOnce(
      () => loaders.loadSummaries?.(),
      (summaries) => {
        loaded.summaries = parseSummaries(summaries ?? {})
      },
    ),
    loaded: () => loaded,
    begin(channel) {
      const search = ++searches
      newest.set(channel, search)
      return () => newest.get(channel) !== search
    },
  }
}
