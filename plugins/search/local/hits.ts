import {
  LEVELS,
  type AlgoliaHit,
  type Hierarchy,
  type HighlightValue,
  type MatchLevel,
  type RecordType,
} from './types'

/**
 * Pagefind's results as the Algolia-shaped hits the theme's DocSearch modal
 * and search page render. Pure functions: the client (./client.ts) calls them
 * in the browser, the unit tests in Node.
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

function decodeEntities(html: string): string {
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
 * Words a reader puts between the words that matter ("how do I wait for a
 * request", "log in once per spec", "stub vs spy"). Pagefind ranks by every
 * word it is given and answers only pages that hold them all: "a" or "the"
 * stand everywhere and say nothing about the page, and a comparison's "vs"
 * or "or" stands on few pages, which then are all a comparison finds.
 * Command names that look like such words (`and`, `as`, `its`, `then`,
 * `within`, `not`, `on`) are not on the list, nor words that start page
 * titles ("Why Cypress?", "What's new").
 */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'for',
  'of',
  'in',
  'at',
  'by',
  'with',
  'from',
  'into',
  'is',
  'are',
  'be',
  'do',
  'does',
  'how',
  'i',
  'my',
  'me',
  'can',
  'which',
  'this',
  'that',
  'per',
  'or',
  'vs',
  'versus',
])

/**
 * The query as Pagefind should see it: `cy.get()` and `.should` as `get` and
 * `should`, without filler words unless the query is nothing else. Other
 * dotted names stay whole: Pagefind matches `Cypress.config` and
 * `cypress.run` as the compound words it indexed.
 */
export function pagefindQuery(query: string): string {
  const words = query
    .replace(/\bcy\./gi, ' ')
    .replace(/(^|\s)\.(?=\w)/g, '$1')
    .replace(/\(\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const meaningful = words.filter(
    (word) => !FILLER_WORDS.has(word.toLowerCase()),
  )
  return (meaningful.length > 0 ? meaningful : words).join(' ')
}

/** The query's words, lowercase, without the punctuation around them. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/\bcy\./g, ' ')
    .split(/[^\p{L}\p{N}_$:-]+/u)
    .map((word) => word.replace(/^[-:]+|[-:]+$/g, ''))
    .filter(Boolean)
}

/**
 * The query with the longest run of its words that together spell a code
 * name joined into that name ("set base url" as "set baseurl"), or null
 * when no run does. Readers type `baseUrl` or `selectFile` as words; the
 * index holds each such name as one word, which the words apart do not
 * find. `names` are the camelCase names of the docs' inline code, lowercase
 * (`codeNames` of the index's `search-words.json`).
 */
export function joinCodeName(
  query: string,
  names: ReadonlySet<string>,
): string | null {
  if (names.size === 0) return null
  const words = query.split(/\s+/).filter(Boolean)
  for (let length = words.length; length >= 2; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const name = words
        .slice(start, start + length)
        .join('')
        .toLowerCase()
      if (names.has(name)) {
        return [
          ...words.slice(0, start),
          name,
          ...words.slice(start + length),
        ].join(' ')
      }
    }
  }
  return null
}

/**
 * Edit distance with adjacent swaps counted as one edit ("intercpet" is one
 * from "intercept"), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1)
      }
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    before = previous
    previous = current
  }
  return previous[b.length]
}

/**
 * The query with each word that is not a known word but lies within one
 * edit of one (two for words of eight letters or more), starting with the
 * same letter, replaced by it: "intercpet" as "intercept", "visti" as
 * "visit", "defualtCommandTimeout" as "defaultcommandtimeout". Known words
 * are the docs' title words and code names. Null when nothing changed.
 */
export function correctSpelling(
  query: string,
  known: ReadonlySet<string>,
): string | null {
  let changed = false
  const words = query
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const typed = word.toLowerCase()
      if (typed.length < 4 || known.has(typed)) return word
      const limit = typed.length >= 8 ? 2 : 1
      let best: string | null = null
      let bestDistance = limit + 1
      for (const candidate of known) {
        if (candidate[0] !== typed[0]) continue
        const distance = editDistance(typed, candidate, limit)
        if (distance < bestDistance) {
          best = candidate
          bestDistance = distance
        }
      }
      if (best === null) return word
      changed = true
      return best
    })
  return changed ? words.join(' ') : null
}

/** Title words that name nothing: "Writing and Organizing Tests". */
const TITLE_FILLER = new Set([...FILLER_WORDS, 'and', 'your'])

/**
 * Whether the query names the page: each word of its title (but filler)
 * begins a query word or is begun by one ("request" and "wait" for "wait
 * for a request"; not "Network Requests", whose "network" the query lacks).
 */
export function titleNamedBy(title: string, words: readonly string[]): boolean {
  const titleWords = queryWords(title).filter((word) => !TITLE_FILLER.has(word))
  return (
    titleWords.length > 0 &&
    titleWords.every((titleWord) =>
      words.some(
        (word) => titleWord.startsWith(word) || word.startsWith(titleWord),
      ),
    )
  )
}

/**
 * The pages shown, those whose title the query names first, each group in
 * Pagefind's order. Pagefind ranks by how much of a page the words weigh,
 * so a long guide that uses "request" on every line outranks the command
 * page a reader asked for by name.
 */
export function namedFirst<Data extends PagefindResultData>(
  shown: readonly Data[],
  words: readonly string[],
): Data[] {
  const named = shown.filter((data) =>
    titleNamedBy(data.meta.title ?? '', words),
  )
  return [...named, ...shown.filter((data) => !named.includes(data))]
}

// Each word's stem, once: a query compares every word it types with the
// summary words of every page found, and the summaries hold a few thousand
// words in all.
const stems = new Map<string, string>()

/**
 * A word without its English inflection, to compare forms of one word:
 * "applies" and "apply", "tests" and "testing", "running" and "run",
 * "configured" and "configure" stem alike; "application" and "apply" do not.
 */
export function stem(word: string): string {
  let stemmed = stems.get(word)
  if (stemmed === undefined) {
    const bare = word
      .replace(/(?<=\p{L}{2})ie[sd]$/u, 'y')
      .replace(/(?<=\p{L}{3})(?:ing|ed|es|s|e)$/u, '')
    // "running" and "stubbed" leave a doubled last letter.
    stemmed =
      /(\p{L})\1$/u.test(bare) && bare.length > 3 ? bare.slice(0, -1) : bare
    stems.set(word, stemmed)
  }
  return stemmed
}

/**
 * Whether a word the reader typed is `word`, or a form of it: `word` starts
 * with it, as Pagefind matches a word typed ("config" is `configuration`),
 * if it has four letters or more, or both have the same stem.
 */
export function sameWord(typed: string, word: string): boolean {
  return (
    typed === word ||
    (typed.length >= 4 && word.startsWith(typed)) ||
    stem(typed) === stem(word)
  )
}

/**
 * What a page says it is about: the words of its title, keywords and
 * description, and those of each question its headings ask.
 */
export interface PageSummary {
  words: readonly string[]
  questions: readonly (readonly string[])[]
}

/**
 * The results of a query of two words or more, those whose page's summary
 * (`summaryOf`) holds every word of the query first, each group in the
 * order given: in its title, keywords and description together, or in one
 * of the questions its headings ask. A page that says in its summary what
 * a question asks ("cypress vs selenium", "e2e vs component"), or asks the
 * reader's question as an FAQ does, answers it better than one that uses
 * the same words in passing; Pagefind ranks by how often the words stand
 * in a page, and a long page that mentions them all outranks the one about
 * them.
 */
export function summarizedFirst<Result>(
  results: readonly Result[],
  words: readonly string[],
  summaryOf: (result: Result) => PageSummary | undefined,
): Result[] {
  if (words.length < 2) return [...results]
  const holdsAll = (list: readonly string[]) =>
    words.every((typed) => list.some((word) => sameWord(typed, word)))
  const holds = (result: Result) => {
    const summary = summaryOf(result)
    return (
      summary !== undefined &&
      (holdsAll(summary.words) || summary.questions.some(holdsAll))
    )
  }
  const first = new Set(results.filter(holds))
  return [...first, ...results.filter((result) => !first.has(result))]
}

/** A word as Pagefind indexes it: lowercase letters, digits and `_`. */
function indexedForm(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, '')
}

/**
 * The parts of a compound word, lowercase, of two characters or more, as
 * Pagefind indexes them: split at punctuation, between letters and digits,
 * and before an inner capital (`IndexedDB` is `indexed` and `db`,
 * `iphone-se2` is `iphone` and `se`; the `s` of "application's" is none).
 */
function wordParts(word: string): string[] {
  return word
    .split(
      /[^\p{L}\p{N}]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u,
    )
    .map((part) => part.toLowerCase())
    .filter((part) => part.length > 1)
}

/**
 * The query word that nothing in the index answers, judged from the hits
 * shown, or null. When no indexed word starts with a query word, Pagefind
 * falls back to the longest indexed word the query word starts with, however
 * short: "qwxzvbnm" finds the `-q` flag of the command-line page, and a
 * query of nonsense lists pages instead of saying there are none. Such a
 * stand-in is marked in the excerpts like a match, and may be a part of
 * the word marked: Pagefind also indexes the parts of a compound word, so
 * "sesion" found the `se` of `iphone-se2`, and "dblclik" the `DB` of
 * `IndexedDB`. A mark, or a part of it, at most a third as long as the word
 * typed and that word's beginning is taken for what it is, no match (a stem
 * is longer: "running" is found as "run"), and since Pagefind answers only
 * pages that match every word, the query then has no answer.
 */
export function unansweredWord(
  shown: readonly PagefindResultData[],
  words: readonly string[],
): string | null {
  // Each word typed, whole and in parts: Pagefind searches a compound
  // word's parts too (`after:browser:launch`).
  const typed = words
    .map((word) => [indexedForm(word), ...wordParts(word)].filter(Boolean))
    .filter((parts) => parts.length > 0)
  const stemOf = (part: string, whole: string) =>
    whole.startsWith(part) && part.length * 3 > whole.length
  // The word typed that a mark stands in for, or null when the mark is a
  // match.
  const standsInFor = (text: string): string | null => {
    const decoded = decodeEntities(text)
    const marked = indexedForm(decoded)
    if (!marked) return null
    const parts = [marked, ...wordParts(decoded)]
    // A match: a part of the mark starts with a part of a word typed, or
    // is that part's stem.
    const matches = typed.some((word) =>
      word.some((typedPart) =>
        parts.some(
          (part) => part.startsWith(typedPart) || stemOf(part, typedPart),
        ),
      ),
    )
    if (matches) return null
    const unanswered = typed.find((word) =>
      word.some((typedPart) =>
        parts.some((part) => typedPart.startsWith(part)),
      ),
    )
    return unanswered ? unanswered[0] : null
  }
  // The same few words are marked over and over in a page's excerpts:
  // each mark is judged once, in the order it first stands.
  const marks = new Set(
    shown
      .flatMap((data) => [
        data.excerpt,
        ...(data.sub_results ?? []).map((sub) => sub.excerpt),
      ])
      .flatMap((excerpt) =>
        [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map(([, text]) => text),
      ),
  )
  for (const text of marks) {
    const unanswered = standsInFor(text)
    if (unanswered) return unanswered
  }
  return null
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
