/**
 * The shapes the client (./client.ts) reads from Pagefind, and the Algolia
 * shapes it answers in, so that its hits look like the DocSearch crawler's
 * to the theme's modal and search page.
 */

/** A heading's part of a page result (`sub_results` in Pagefind's data). */
export interface PagefindSubResult {
  title: string
  /** The page URL, with `#id` for a heading. */
  url: string
  anchor?: { id: string; element: string; text: string }
  /** HTML-escaped text with `<mark>` around the matched words. */
  excerpt: string
  weighted_locations?: readonly { weight: number; balanced_score: number }[]
}

/** What `await result.data()` gives for one page. */
export interface PagefindResultData {
  url: string
  excerpt: string
  meta: { title?: string; section?: string }
  sub_results?: readonly PagefindSubResult[]
}

/** One of Pagefind's results: its record's fragment name, score and data. */
export interface PagefindResult {
  id: string
  score: number
  data(): Promise<PagefindResultData>
}

/** The part of Pagefind's browser API (`pagefind.js`) the client uses. */
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>
  search(query: string): Promise<{ results: readonly PagefindResult[] } | null>
}

/**
 * What `parts.json` holds: the fragment name (a result's `id`) of each part
 * of a long page but its first, mapped to the first part's.
 */
export type PartsOfPages = Readonly<Record<string, string>>

/** What `search-words.json` holds. */
export interface SearchWords {
  codeNames: readonly string[]
  titleWords: readonly string[]
}

/**
 * What `summaries.json` holds, by the fragment name of each page's first
 * part (a result's `id`): the words of the page's title, keywords and
 * description with the code names the page is about (`cy.get`, the words
 * with a dot), then those of each question its headings ask, each list
 * space separated, the lists `|` separated.
 */
export type PageSummaries = Readonly<Record<string, string>>

export const LEVELS = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
] as const

export type Level = (typeof LEVELS)[number]

/** A hit's own level: a page (lvl1), a heading (lvl2..lvl6) or text. */
export type RecordType = Exclude<Level, 'lvl0'> | 'content'

export type Hierarchy = Record<Level, string | null>

/** Algolia facet filters: AND of entries, an array entry is an OR group. */
export type FacetFilters = string | ReadonlyArray<string | readonly string[]>

export type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightValue {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export interface SnippetValue {
  value: string
  matchLevel: MatchLevel
}

/** A hit as DocSearch and the theme's search page read it. */
export interface AlgoliaHit {
  objectID: string
  type: RecordType
  /** Absolute: the theme calls `new URL(hit.url)`. */
  url: string
  url_without_anchor: string
  anchor: string | null
  /** HTML-escaped, like the highlight values (see engine.ts). */
  hierarchy: Hierarchy
  content: string | null
  language?: string
  docusaurus_tag?: string
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightValue>>
    content?: HighlightValue
  }
  _snippetResult: {
    hierarchy: Partial<Record<Level, SnippetValue>>
    content?: SnippetValue
  }
}
