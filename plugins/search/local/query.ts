/**
 * What is searched: the query as Pagefind should see it, its words as the
 * ranking compares them, and the rewritings tried when the query as typed
 * finds nothing (a code name typed as words, a misspelt word). Pure
 * functions: the search (./search.ts) calls them in the browser, the unit
 * tests in Node.
 */

/**
 * Words a reader puts between the words that matter ("how do I wait for a
 * request", "log in once per spec", "stub vs spy", "tests pass locally but
 * fail in CI"). Pagefind ranks by every word it is given and answers only
 * pages that hold them all: "a" or "the" stand everywhere and say nothing
 * about the page, and a comparison's "vs", "or" or "but" stands on few
 * pages, which then are all a comparison finds (the FAQ that asks "Why do
 * my tests pass locally and fail in CI?" lacks the "but").
 * Command names that look like such words (`and`, `as`, `its`, `then`,
 * `within`, `not`, `on`) are not on the list, nor words that start page
 * titles ("Why Cypress?", "What's new").
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
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
  'but',
])

/**
 * `cy.get()` and `.should` as `get` and `should`: readers type a command as
 * they write it, and its page is titled by its name. Other dotted names
 * stay whole: Pagefind matches `Cypress.config` and `cypress.run` as the
 * compound words it indexed.
 */
export function commandNamesBare(query: string): string {
  return query
    .replace(/\bcy\./gi, ' ')
    .replace(/(^|\s)\.(?=\w)/g, '$1')
    .replace(/\(\)/g, ' ')
}

/**
 * The query without filler words (FILLER_WORDS), unless it is nothing else,
 * its words one space apart.
 */
export function fillerWordsLeftOut(query: string): string {
  const words = query.split(/\s+/).filter(Boolean)
  const meaningful = words.filter(
    (word) => !FILLER_WORDS.has(word.toLowerCase()),
  )
  return (meaningful.length > 0 ? meaningful : words).join(' ')
}

/** How the query typed becomes the query Pagefind is given, in order. */
export const QUERY_STEPS: readonly ((query: string) => string)[] = [
  commandNamesBare,
  fillerWordsLeftOut,
]

/** The query as Pagefind should see it (QUERY_STEPS applied in order). */
export function pagefindQuery(query: string): string {
  return QUERY_STEPS.reduce((rewritten, step) => step(rewritten), query)
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
 * The code names the reader typed with their prefix, as the summaries hold
 * them (`codeNames` of a page's summary, see `summaryCodeNames` in
 * ./writeIndex.mjs): lowercase, without `()`, a command as `cy.x` however
 * it was typed (`cy.get`, `.should()`), an API as `cypress.x`
 * (`Cypress.expose`). A prefix says the reader means the code name, not the
 * word: `commandNamesBare` drops it before the search, and these keep it
 * for the ranking (codeNameNamedFirst).
 */
export function typedCodeNames(query: string): string[] {
  const names = [
    ...query.matchAll(
      /(?:^|[^\w$.])(cy|cypress)?\.([\p{L}_$][\p{L}\p{N}_$]*)/giu,
    ),
  ].map(
    ([, prefix, name]) =>
      `${prefix?.toLowerCase() === 'cypress' ? 'cypress' : 'cy'}.${name.toLowerCase()}`,
  )
  return [...new Set(names)]
}

/** Whether a query has two words or more. */
export const hasSeveralWords = (query: string) => /\S\s+\S/.test(query)

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
