import MiniSearch, {
  type AsPlainObject,
  type Options,
  type SearchOptions,
  type SearchResult,
} from 'minisearch'

import {
  LEVELS,
  type AlgoliaHit,
  type FacetFilters,
  type HighlightValue,
  type Level,
  type MatchLevel,
  type RecordType,
  type SearchRecord,
  type SerializedIndex,
  type SerializedPage,
  type SerializedRecord,
  type SerializedSection,
  type SnippetValue,
} from './types'

/**
 * The in-memory search: a MiniSearch index over the records, and the ranking
 * and highlighting that make its answers look like Algolia's DocSearch hits.
 *
 * Each record is indexed in three fields:
 * - `heading`: its own heading (the page title for a page record),
 * - `content`: its own text,
 * - `context`: the headings above it (page title included).
 * A hit must match at least one query word in its own heading or text;
 * `context` only lets a multi-word query ("intercept stub response") find a
 * paragraph that does not repeat the page title. Without that rule every
 * paragraph of the intercept page would be a hit for "intercept".
 */

const INDEX_VERSION = 1

/** A word: letters, digits and combining marks; everything else splits. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu

/** Field weights: a heading is worth more than text, context least. */
const FIELD_BOOST = { heading: 3, content: 1, context: 0.4 }

/** Record weights: page titles first, then headings by depth, then text. */
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 3,
  lvl2: 2,
  lvl3: 1.7,
  lvl4: 1.5,
  lvl5: 1.3,
  lvl6: 1.2,
  content: 1,
}

/** Facet attributes counted for `facets: ['*']`. */
const FACET_ATTRIBUTES = ['language', 'docusaurus_tag', 'type']

export const DEFAULT_HITS_PER_PAGE = 20
export const DEFAULT_SNIPPET_WORDS = 20

function tokenize(text: string): string[] {
  return text.match(WORD) ?? []
}

/** `defaultCommandTimeout` also as `default`, `command`, `timeout`. */
function camelParts(word: string): string[] {
  const parts = word
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ')
  return parts.length > 1
    ? parts.filter((part) => part.length > 1).map((part) => part.toLowerCase())
    : []
}

function indexTerm(term: string): string | string[] {
  const lower = term.toLowerCase()
  const parts = camelParts(term)
  return parts.length > 0 ? [lower, ...parts] : lower
}

const queryTerm = (term: string) => term.toLowerCase()

function ownHeading(record: SearchRecord): string | null {
  return record.type === 'content' ? null : record.hierarchy[record.type]
}

/** The headings above a record: lvl1 (page title) to its parent heading. */
function contextOf(record: SearchRecord): string {
  const own = record.type === 'content' ? 7 : Number(record.type.slice(3))
  const context: string[] = []
  for (let depth = 1; depth < own; depth++) {
    const value = record.hierarchy[`lvl${depth}` as Level]
    if (value) context.push(value)
  }
  return context.join(' ')
}

/** A record with its MiniSearch id (its position in the index). */
type Indexed = SearchRecord & { id: number }

function extractField(record: Indexed, field: string): unknown {
  if (field === 'heading') return ownHeading(record)
  if (field === 'context') return contextOf(record)
  return (record as unknown as Record<string, unknown>)[field]
}

/** Shared by build and load: MiniSearch needs the same options for both. */
const OPTIONS: Options<Indexed> = {
  idField: 'id',
  fields: ['heading', 'content', 'context'],
  extractField: extractField as Options<Indexed>['extractField'],
  tokenize,
  processTerm: indexTerm,
  searchOptions: { tokenize, processTerm: queryTerm },
}

const typeCode = (type: RecordType) =>
  type === 'content' ? 0 : Number(type.slice(3))

const typeOf = (code: number): RecordType =>
  code === 0 ? 'content' : (`lvl${code}` as RecordType)

const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const

/** Records to the tables of a serialized index (see `SerializedIndex`). */
function toTables(records: readonly SearchRecord[]) {
  const pages: SerializedPage[] = []
  const sections: SerializedSection[] = []
  const pageIds = new Map<string, number>()
  const sectionIds = new Map<string, number>()
  const rows = records.map((record): SerializedRecord => {
    const hash = record.url.indexOf('#')
    const url = hash < 0 ? record.url : record.url.slice(0, hash)
    const anchor = hash < 0 ? null : record.url.slice(hash + 1)
    const page: SerializedPage = {
      url,
      lvl0: record.hierarchy.lvl0,
      lvl1: record.hierarchy.lvl1,
      ...(record.language && { language: record.language }),
      ...(record.docusaurus_tag && { docusaurus_tag: record.docusaurus_tag }),
    }
    const pageKey = JSON.stringify(page)
    let pageId = pageIds.get(pageKey)
    if (pageId === undefined) {
      pageId = pages.push(page) - 1
      pageIds.set(pageKey, pageId)
    }
    const levels = HEADING_LEVELS.map((level) => record.hierarchy[level])
    while (levels.length > 0 && levels[levels.length - 1] == null) {
      levels.pop()
    }
    const section: SerializedSection = [pageId, anchor, ...levels]
    const sectionKey = JSON.stringify(section)
    let sectionId = sectionIds.get(sectionKey)
    if (sectionId === undefined) {
      sectionId = sections.push(section) - 1
      sectionIds.set(sectionKey, sectionId)
    }
    return [sectionId, typeCode(record.type), record.content]
  })
  return { pages, sections, records: rows }
}

/** The records back from the tables, objectIDs numbered per page. */
function fromTables(serialized: SerializedIndex): SearchRecord[] {
  const perPage = new Map<number, number>()
  return serialized.records.map(([sectionId, code, content]) => {
    const [pageId, anchor, ...levels] = serialized.sections[sectionId]
    const page = serialized.pages[pageId]
    const ordinal = perPage.get(pageId) ?? 0
    perPage.set(pageId, ordinal + 1)
    const record: SearchRecord = {
      objectID: `${page.url}::${ordinal}`,
      type: typeOf(code),
      url: anchor == null ? page.url : `${page.url}#${anchor}`,
      hierarchy: {
        lvl0: page.lvl0,
        lvl1: page.lvl1,
        lvl2: levels[0] ?? null,
        lvl3: levels[1] ?? null,
        lvl4: levels[2] ?? null,
        lvl5: levels[3] ?? null,
        lvl6: levels[4] ?? null,
      },
      content,
    }
    if (page.language) record.language = page.language
    if (page.docusaurus_tag) record.docusaurus_tag = page.docusaurus_tag
    return record
  })
}

/** Builds the index the plugin writes as a static JSON asset. */
export function buildIndex(records: readonly SearchRecord[]): SerializedIndex {
  const search = new MiniSearch<Indexed>(OPTIONS)
  search.addAll(records.map((record, id) => ({ ...record, id })))
  return {
    version: INDEX_VERSION,
    ...toTables(records),
    index: search.toJSON(),
  }
}

export interface LocalIndex {
  readonly search: MiniSearch<Indexed>
  /** By MiniSearch id. */
  readonly records: readonly SearchRecord[]
}

function checkVersion(serialized: SerializedIndex) {
  if (
    serialized?.version !== INDEX_VERSION ||
    !serialized.index ||
    !Array.isArray(serialized.records)
  ) {
    throw new Error(
      `Search index version ${String(serialized?.version)} is not ${INDEX_VERSION}: rebuild the site.`,
    )
  }
}

/** Loads a serialized index; throws on a shape this code cannot read. */
export function loadIndex(serialized: SerializedIndex): LocalIndex {
  checkVersion(serialized)
  const search = MiniSearch.loadJS<Indexed>(
    serialized.index as AsPlainObject,
    OPTIONS,
  )
  return { search, records: fromTables(serialized) }
}

/**
 * `loadIndex` in batches, leaving the main thread free between them: the
 * browser's choice, as a large index takes a few hundred milliseconds.
 */
export async function loadIndexAsync(
  serialized: SerializedIndex,
): Promise<LocalIndex> {
  checkVersion(serialized)
  const search = await MiniSearch.loadJSAsync<Indexed>(
    serialized.index as AsPlainObject,
    OPTIONS,
  )
  return { search, records: fromTables(serialized) }
}

/**
 * The words to search for: `cy.intercept`, `.should` and `cy.get()` mean the
 * commands `intercept`, `should` and `get`.
 */
export function normalizeQuery(query: string): string {
  const words = query.split(/\s+/).map((word) =>
    word
      .replace(/^cy\./i, '')
      .replace(/^\.+/, '')
      .replace(/\(\)?$/, ''),
  )
  const terms = tokenize(words.join(' ')).map(queryTerm)
  // "cy." alone still searches for "cy".
  return (terms.length > 0 ? terms : tokenize(query).map(queryTerm)).join(' ')
}

/** Algolia's facet filters as a predicate over a record. */
export function facetPredicate(
  filters: FacetFilters | undefined,
): (record: SearchRecord) => boolean {
  const groups = parseFacetFilters(filters)
  if (groups.length === 0) return () => true
  return (record) =>
    groups.every((group) => group.some((filter) => filter(record)))
}

function parseFacetFilters(
  filters: FacetFilters | undefined,
): ((record: SearchRecord) => boolean)[][] {
  if (filters == null) return []
  let list: ReadonlyArray<string | readonly string[]>
  if (typeof filters === 'string') {
    try {
      const parsed: unknown = JSON.parse(filters)
      list = Array.isArray(parsed) ? parsed : [filters]
    } catch {
      list = filters ? [filters] : []
    }
  } else {
    list = filters
  }
  return list
    .map((entry) => (Array.isArray(entry) ? entry : [entry]))
    .map((group) => group.filter(Boolean).map(parseFacetFilter))
    .filter((group) => group.length > 0)
}

function parseFacetFilter(filter: string): (record: SearchRecord) => boolean {
  const negated = filter.startsWith('-')
  const body = negated ? filter.slice(1) : filter
  const colon = body.indexOf(':')
  const attribute = body.slice(0, colon).trim()
  const value = body
    .slice(colon + 1)
    .trim()
    .replace(/^"(.*)"$/, '$1')
  return (record) => {
    const actual = attributeValue(record, attribute)
    const values = Array.isArray(actual) ? actual : [actual]
    const found = values.some((item) => String(item) === value)
    return colon >= 0 && (negated ? !found : found)
  }
}

function attributeValue(record: SearchRecord, path: string): unknown {
  let value: unknown = record
  for (const key of path.split('.')) {
    if (value == null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** A record that matched, with what the highlighter needs. */
export interface RankedRecord {
  record: SearchRecord
  score: number
  /** Words of the record that matched (after prefix and typo expansion). */
  terms: string[]
  /** The normalized query's words. */
  queryTerms: string[]
  /** The last query word, searched as a prefix. */
  prefix: string | null
}

const hasOwnMatch = (result: SearchResult) =>
  Object.values(result.match).some(
    (fields) => fields.includes('heading') || fields.includes('content'),
  )

const pageOf = (url: string) => url.split('#')[0]

/**
 * Ranked, de-duplicated matches: all query words must match (any of them, if
 * none matches that way); one hit per URL; the page whose title is the query
 * first; and a page's title hit before the page's other hits.
 */
export function searchRecords(
  index: LocalIndex,
  query: string,
  filter: (record: SearchRecord) => boolean = () => true,
): RankedRecord[] {
  const normalized = normalizeQuery(query)
  const queryTerms = tokenize(normalized)
  if (queryTerms.length === 0) return []
  const options: SearchOptions = {
    fields: ['heading', 'content', 'context'],
    boost: FIELD_BOOST,
    // One letter would expand to most of the index, slowly and uselessly.
    prefix: (term, i, terms) => i === terms.length - 1 && term.length > 1,
    // From five letters: a four-letter "typo" is often another word
    // ("list" matched the title of `.last()`).
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 2,
    boostDocument: (id: number) => TYPE_BOOST[index.records[id].type],
    filter: (result) => hasOwnMatch(result) && filter(index.records[result.id]),
  }
  let results = index.search.search(normalized, {
    ...options,
    combineWith: 'AND',
  })
  if (results.length === 0 && queryTerms.length > 1) {
    results = index.search.search(normalized, { ...options, combineWith: 'OR' })
  }

  const last = queryTerms[queryTerms.length - 1]
  const prefix = last.length > 1 ? last : null
  const ranked = results.map((result) => {
    const record = index.records[result.id as number]
    const exact =
      record.type === 'lvl1' &&
      normalizeQuery(record.hierarchy.lvl1 ?? '') === normalized
    return {
      exact,
      ranked: {
        record,
        score: result.score,
        terms: result.terms,
        queryTerms,
        prefix,
      },
    }
  })
  // Stable: equal scores keep MiniSearch's order.
  ranked.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) || b.ranked.score - a.ranked.score,
  )

  const seen = new Set<string>()
  const distinct: RankedRecord[] = []
  for (const { ranked: hit } of ranked) {
    if (seen.has(hit.record.url)) continue
    seen.add(hit.record.url)
    distinct.push(hit)
  }
  return titlesFirst(distinct)
}

/** Moves each page's title hit up to just before the page's first hit. */
function titlesFirst(hits: RankedRecord[]): RankedRecord[] {
  const titles = new Map<string, RankedRecord>()
  for (const hit of hits) {
    if (hit.record.type === 'lvl1') titles.set(pageOf(hit.record.url), hit)
  }
  const placed = new Set<RankedRecord>()
  const ordered: RankedRecord[] = []
  for (const hit of hits) {
    if (placed.has(hit)) continue
    const title = titles.get(pageOf(hit.record.url))
    if (title && !placed.has(title)) {
      ordered.push(title)
      placed.add(title)
    }
    if (!placed.has(hit)) {
      ordered.push(hit)
      placed.add(hit)
    }
  }
  return ordered
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
}

/**
 * The entities DocSearch decodes back in its group titles, so `&#039;` and
 * not `&#39;`.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
}

export interface HighlightTags {
  pre: string
  post: string
}

interface Segment {
  text: string
  word: boolean
  /** Characters of the word to highlight, from its start. */
  mark: number
  /** Query words this word answers. */
  matches: string[]
}

/** Edit distance, giving up above `max`. */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + cost,
      )
      best = Math.min(best, current[j])
    }
    if (best > max) return false
    previous = current
  }
  return previous[b.length] <= max
}

/** Splits text into words and separators, marking the matched words. */
function segment(text: string, hit: RankedRecord): Segment[] {
  const terms = new Set(hit.terms)
  const segments: Segment[] = []
  let last = 0
  for (const found of text.matchAll(WORD)) {
    const start = found.index ?? 0
    if (start > last) {
      segments.push({
        text: text.slice(last, start),
        word: false,
        mark: 0,
        matches: [],
      })
    }
    const word = found[0]
    const lower = word.toLowerCase()
    const matched =
      terms.has(lower) || camelParts(word).some((part) => terms.has(part))
    let mark = 0
    let matches: string[] = []
    if (matched) {
      mark = word.length
      if (
        hit.prefix &&
        lower !== hit.prefix &&
        lower.startsWith(hit.prefix) &&
        lower.length === word.length
      ) {
        mark = hit.prefix.length
      }
      matches = hit.queryTerms.filter(
        (term) =>
          lower.startsWith(term) ||
          lower.includes(term) ||
          withinDistance(term, lower, term.length >= 8 ? 2 : 1),
      )
    }
    segments.push({ text: word, word: true, mark, matches })
    last = start + word.length
  }
  if (last < text.length) {
    segments.push({ text: text.slice(last), word: false, mark: 0, matches: [] })
  }
  return segments
}

function render(segments: Segment[], tags: HighlightTags): string {
  return segments
    .map(({ text, mark }) =>
      mark > 0
        ? `${tags.pre}${escapeHtml(text.slice(0, mark))}${tags.post}${escapeHtml(text.slice(mark))}`
        : escapeHtml(text),
    )
    .join('')
}

function matchInfo(
  segments: Segment[],
  queryTerms: string[],
): { matchLevel: MatchLevel; matchedWords: string[] } {
  const matched = new Set(segments.flatMap((segment) => segment.matches))
  const matchedWords = queryTerms.filter((term) => matched.has(term))
  const any = segments.some((segment) => segment.mark > 0)
  const matchLevel: MatchLevel = !any
    ? 'none'
    : matchedWords.length === queryTerms.length
      ? 'full'
      : 'partial'
  return { matchLevel, matchedWords }
}

/**
 * The text, HTML-escaped, with matched words wrapped in the tags. Words are
 * found on the raw text and every piece is escaped before the tags go round
 * it, so the only markup in the result is the tags themselves.
 */
export function highlight(
  text: string,
  hit: RankedRecord,
  tags: HighlightTags,
): HighlightValue {
  const segments = segment(text, hit)
  const words = segments.filter((part) => part.word)
  return {
    value: render(segments, tags),
    ...matchInfo(segments, hit.queryTerms),
    fullyHighlighted:
      words.length > 0 && words.every((part) => part.mark === part.text.length),
  }
}

/**
 * About `size` words of the text around its first match, escaped and
 * highlighted, with the ellipsis where text was cut.
 */
export function snippet(
  text: string,
  hit: RankedRecord,
  tags: HighlightTags,
  size: number,
  ellipsis: string,
): SnippetValue {
  const segments = segment(text, hit)
  const wordPositions = segments.flatMap((part, i) => (part.word ? [i] : []))
  const words = wordPositions.length
  const { matchLevel } = matchInfo(segments, hit.queryTerms)
  if (words <= size) return { value: render(segments, tags), matchLevel }
  const firstMatch = Math.max(
    0,
    wordPositions.findIndex((position) => segments[position].mark > 0),
  )
  let start = Math.max(0, firstMatch - Math.floor(size / 3))
  const end = Math.min(words, start + size)
  start = Math.max(0, end - size)
  const from = start === 0 ? 0 : wordPositions[start]
  const to = end === words ? segments.length : wordPositions[end - 1] + 1
  const body = render(segments.slice(from, to), tags).trim()
  return {
    value: `${start > 0 ? ellipsis : ''}${body}${end < words ? ellipsis : ''}`,
    matchLevel,
  }
}

export interface HitOptions {
  tags?: HighlightTags
  ellipsis?: string
  /** Words per snippet, by attribute (`content`, `hierarchy.lvl2`, ...). */
  snippetWords?: Record<string, number>
  /** Makes hit URLs absolute (DocSearch calls `new URL(hit.url)`). */
  origin?: string
}

const DEFAULT_TAGS: HighlightTags = { pre: '<mark>', post: '</mark>' }

/** The Algolia-shaped hit for a ranked record. */
export function toAlgoliaHit(
  hit: RankedRecord,
  options: HitOptions = {},
): AlgoliaHit {
  const tags = options.tags ?? DEFAULT_TAGS
  const ellipsis = options.ellipsis ?? '…'
  const words = (attribute: string) =>
    options.snippetWords?.[attribute] ?? DEFAULT_SNIPPET_WORDS
  const { record } = hit
  const url = options.origin
    ? new URL(record.url, options.origin).href
    : record.url
  const hash = url.indexOf('#')

  const hierarchy = { ...record.hierarchy }
  const highlighted: AlgoliaHit['_highlightResult'] = { hierarchy: {} }
  const snippets: AlgoliaHit['_snippetResult'] = { hierarchy: {} }
  for (const level of LEVELS) {
    const value = record.hierarchy[level]
    if (value == null) continue
    // Raw attributes are escaped too: DocSearch renders them as HTML when a
    // hit has no snippet (its recent searches keep hits without one).
    hierarchy[level] = escapeHtml(value)
    highlighted.hierarchy[level] = highlight(value, hit, tags)
    snippets.hierarchy[level] = snippet(
      value,
      hit,
      tags,
      words(`hierarchy.${level}`),
      ellipsis,
    )
  }
  if (record.content != null) {
    highlighted.content = highlight(record.content, hit, tags)
    snippets.content = snippet(
      record.content,
      hit,
      tags,
      words('content'),
      ellipsis,
    )
  }
  return {
    objectID: record.objectID,
    type: record.type,
    url,
    url_without_anchor: hash < 0 ? url : url.slice(0, hash),
    anchor: hash < 0 ? null : url.slice(hash + 1),
    hierarchy,
    content: record.content == null ? null : escapeHtml(record.content),
    ...(record.language && { language: record.language }),
    ...(record.docusaurus_tag && { docusaurus_tag: record.docusaurus_tag }),
    _highlightResult: highlighted,
    _snippetResult: snippets,
  }
}

/** The search parameters this engine understands, as Algolia names them. */
export interface QueryParams {
  query?: string
  page?: number
  hitsPerPage?: number
  highlightPreTag?: string
  highlightPostTag?: string
  snippetEllipsisText?: string
  attributesToSnippet?: string[]
  facetFilters?: FacetFilters
  facets?: string[]
}

export interface QueryResult {
  hits: AlgoliaHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  facets: Record<string, Record<string, number>>
}

/** `['content:15', 'hierarchy.lvl1']` to words per attribute. */
function snippetSizes(attributes: string[] | undefined) {
  const sizes: Record<string, number> = {}
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':')
    const words = Number(count)
    sizes[name] =
      Number.isInteger(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS
  }
  return sizes
}

function countFacets(
  hits: RankedRecord[],
  requested: string[] | undefined,
): QueryResult['facets'] {
  const attributes = (requested ?? []).flatMap((name) =>
    name === '*' ? FACET_ATTRIBUTES : [name],
  )
  const facets: QueryResult['facets'] = {}
  for (const attribute of new Set(attributes)) {
    const counts: Record<string, number> = {}
    for (const { record } of hits) {
      const value = attributeValue(record, attribute)
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item == null) continue
        counts[String(item)] = (counts[String(item)] ?? 0) + 1
      }
    }
    if (Object.keys(counts).length > 0) facets[attribute] = counts
  }
  return facets
}

/** One Algolia query against the index: ranking, paging, hits, facets. */
export function runQuery(
  index: LocalIndex,
  params: QueryParams,
  origin?: string,
): QueryResult {
  const hitsPerPage = Math.max(
    0,
    Math.floor(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE),
  )
  const page = Math.max(0, Math.floor(params.page ?? 0))
  const ranked = searchRecords(
    index,
    params.query ?? '',
    facetPredicate(params.facetFilters),
  )
  const nbPages = hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0
  const options: HitOptions = {
    tags: {
      pre: params.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: params.highlightPostTag ?? DEFAULT_TAGS.post,
    },
    ellipsis: params.snippetEllipsisText ?? '…',
    snippetWords: snippetSizes(params.attributesToSnippet),
    origin,
  }
  const hits = ranked
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((hit) => toAlgoliaHit(hit, options))
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages,
    hitsPerPage,
    facets: countFacets(ranked, params.facets),
  }
}
