/**
 * The Algolia shapes the client (./client.ts) answers in, so that its hits
 * look like the DocSearch crawler's to the theme's modal and search page.
 */

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
