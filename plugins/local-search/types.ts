/**
 * Shapes shared by the index builder (Node, build time) and the client
 * (browser). Records mirror the DocSearch crawler's records, so hits look like
 * Algolia's to the theme's modal and search page.
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

/** The record's own level: a page (lvl1), a heading (lvl2..lvl6) or text. */
export type RecordType = Exclude<Level, 'lvl0'> | 'content'

export type Hierarchy = Record<Level, string | null>

/** One searchable unit: a page, a heading, or a paragraph, item or cell. */
export interface SearchRecord {
  /** Unique in the index: the permalink and the record's position. */
  objectID: string
  type: RecordType
  /** Site path (base URL included), with `#anchor` below a heading. */
  url: string
  /** lvl0 is the sidebar section, lvl1 the page title, lvl2..6 headings. */
  hierarchy: Hierarchy
  /** Plain text; null for page and heading records without text. */
  content: string | null
  /** Facet: the locale, as `<meta name="docsearch:language">`. */
  language?: string
  /** Facet: `docs-{pluginId}-{version}`, as `docsearch:docusaurus_tag`. */
  docusaurus_tag?: string
}

/** A doc, as the serialized index stores it once for all its records. */
export interface SerializedPage {
  url: string
  lvl0: string | null
  lvl1: string | null
  language?: string
  docusaurus_tag?: string
}

/**
 * A place in a page: `[page, anchor, lvl2, lvl3, ...]`, trailing empty
 * levels left out. Records under the same heading share one.
 */
export type SerializedSection = [number, string | null, ...(string | null)[]]

/** `[section, level, content]`: level 1-6 for lvl1-lvl6, 0 for content. */
export type SerializedRecord = [number, number, string | null]

/**
 * The static asset the browser loads. Records are stored as tables rather
 * than as MiniSearch stored fields: page titles and headings repeat on every
 * record under them, and storing them once keeps the file about half the
 * size.
 */
export interface SerializedIndex {
  version: 1
  pages: SerializedPage[]
  sections: SerializedSection[]
  /** In index order: a record's MiniSearch id is its position here. */
  records: SerializedRecord[]
  /** `MiniSearch#toJSON()`, without stored fields. */
  index: unknown
}

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
