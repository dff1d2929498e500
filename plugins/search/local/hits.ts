import { queryWords } from './query'
import {
  LEVELS,
  type AlgoliaHit,
  type Hierarchy,
  type HighlightValue,
  type MatchLevel,
  type PagefindResultData,
  type PagefindSubResult,
  type RecordType,
} from './types'

/**
 * Pagefind's results as the Algolia-shaped hits the theme's DocSearch modal
 * and search page render: which part of the page a hit points at, and its
 * escaped, highlighted text. The order of the hits is the ranking's
 * (./ranking.ts). Pure functions: the client (./client.ts) calls them in
 * the browser, the unit tests in Node.
 */

export interface HitTags {
  pre: string
  post: string
}

export interface HitOptions {
  tags?: HitTags
  /** Makes hit URLs absolute (DocSearch calls `new URL(hit.url)`). */
  origin?: string
  /** Facet values the theme's search page filters on. */
  language?: string
  docusaurusTag?: string
}

const DEFAULT_TAGS: HitTags = { pre: '<mark>', post: '</mark>' }

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char])
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
}

/** Text of an excerpt, its character references decoded. */
export function decodeEntities(html: string): string {
  return html.replace(
    /&(amp|lt|gt|quot|apos|#39|#x27);/g,
    (_, name: string) => ENTITIES[name],
  )
}

/**
 * A Pagefind excerpt with our highlight tags. Nothing of the excerpt is
 * trusted as markup: it is split at its `<mark>` tags, every part is decoded
 * and escaped again, and only our tags are put back.
 */
export function retagExcerpt(excerpt: string, tags: HitTags): string {
  return excerpt
    .split(/<\/?mark>/)
    .map((part, i) => {
      const text = escapeHtml(decodeEntities(part))
      return i % 2 === 1 && text ? `${tags.pre}${text}${tags.post}` : text
    })
    .join('')
}

/**
 * `text` escaped, with every word that starts with a query word wrapped in
 * the tags, and how much of the query it matched.
 */
export function highlightText(
  text: string,
  words: readonly string[],
  tags: HitTags,
): HighlightValue {
  const matched = new Set<string>()
  const value = text
    .split(/([\p{L}\p{N}_$]+)/u)
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part)
      const lower = part.toLowerCase()
      const word = words.find((candidate) => lower.startsWith(candidate))
      if (!word) return escapeHtml(part)
      matched.add(word)
      return `${tags.pre}${escapeHtml(part)}${tags.post}`
    })
    .join('')
  const matchLevel: MatchLevel =
    matched.size === 0
      ? 'none'
      : matched.size >= new Set(words).size
        ? 'full'
        : 'partial'
  return { value, matchLevel, matchedWords: [...matched] }
}

/** A heading's weight in the page result: its matches, weighted. */
function score(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce(
    (sum, location) => sum + location.balanced_score,
    0,
  )
}

/**
 * The part of the page a hit points at: the page itself when its title
 * holds every query word, else the heading with the most weighted matches
 * (the first such in page order).
 */
export function bestSubResult(
  data: PagefindResultData,
  words: readonly string[],
): PagefindSubResult | null {
  const subs = data.sub_results ?? []
  if (subs.length === 0) return null
  const title = data.meta.title ?? ''
  if (
    words.length &&
    highlightText(title, words, DEFAULT_TAGS).matchLevel === 'full'
  ) {
    return subs.find((sub) => !sub.anchor) ?? null
  }
  return subs.reduce((best, sub) => (score(sub) > score(best) ? sub : best))
}

/** A site URL without the trailing slash of `dir/index.html` pages. */
export function pageUrl(url: string): string {
  // A long page's part (./writeIndex.mjs `indexParts`) is its page.
  url = url.replace(/\?part=\d+/, '')
  const hash = url.indexOf('#')
  const path = hash < 0 ? url : url.slice(0, hash)
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path
  return hash < 0 ? trimmed : trimmed + url.slice(hash)
}

/**
 * The excerpt without the page title Pagefind reads at the start of a page
 * (the h1 is part of the indexed text): the modal shows the title already.
 */
function withoutTitle(
  excerpt: string,
  sub: PagefindSubResult | null,
  title: string,
): string {
  if (sub?.anchor) return excerpt
  const escaped = escapeHtml(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return excerpt.replace(
    new RegExp(`^(<mark>)?${escaped}\\.?(</mark>)?\\.?\\s*`, 'i'),
    '',
  )
}

/** One page of Pagefind's results as one Algolia-shaped hit. */
export function toAlgoliaHit(
  data: PagefindResultData,
  query: string,
  options: HitOptions = {},
): AlgoliaHit {
  const tags = options.tags ?? DEFAULT_TAGS
  const words = queryWords(query)
  const title = data.meta.title ?? pageUrl(data.url)
  const sub = bestSubResult(data, words)
  const heading = sub?.anchor ? sub.title : null
  const headingMatches =
    heading !== null &&
    highlightText(heading, words, tags).matchLevel !== 'none'
  const type: RecordType = heading
    ? headingMatches
      ? 'lvl2'
      : 'content'
    : 'lvl1'
  const raw: Hierarchy = {
    lvl0: data.meta.section ?? null,
    lvl1: title,
    lvl2: heading,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  }
  const hierarchy = { ...raw }
  const highlighted: AlgoliaHit['_highlightResult'] = { hierarchy: {} }
  const snippets: AlgoliaHit['_snippetResult'] = { hierarchy: {} }
  for (const level of LEVELS) {
    const value = raw[level]
    if (value == null) continue
    // Escaped, as DocSearch renders raw attributes as HTML when a hit has no
    // snippet (its recent searches keep hits without one).
    hierarchy[level] = escapeHtml(value)
    const marked = highlightText(value, words, tags)
    highlighted.hierarchy[level] = marked
    snippets.hierarchy[level] = {
      value: marked.value,
      matchLevel: marked.matchLevel,
    }
  }
  const source = withoutTitle(sub?.excerpt ?? data.excerpt, sub, title)
  const excerpt = retagExcerpt(source, tags)
  const plain = decodeEntities(source.replace(/<\/?mark>/g, ''))
  const matchLevel: MatchLevel = excerpt.includes(tags.pre) ? 'full' : 'none'
  const path = pageUrl(sub?.url ?? data.url)
  const url = options.origin ? new URL(path, options.origin).href : path
  const hash = url.indexOf('#')
  return {
    objectID: path,
    type,
    url,
    url_without_anchor: hash < 0 ? url : url.slice(0, hash),
    anchor: hash < 0 ? null : url.slice(hash + 1),
    hierarchy,
    content: escapeHtml(plain),
    ...(options.language && { language: options.language }),
    ...(options.docusaurusTag && { docusaurus_tag: options.docusaurusTag }),
    _highlightResult: {
      hierarchy: highlighted.hierarchy,
      content: { value: excerpt, matchLevel, matchedWords: words },
    },
    _snippetResult: {
      hierarchy: snippets.hierarchy,
      content: { value: excerpt, matchLevel },
    },
  }
}
