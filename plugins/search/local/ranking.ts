import { decodeEntities } from './hits'
import { FILLER_WORDS, queryWords, sameWord } from './query'
import type { PagefindResult, PagefindResultData } from './types'

/**
 * The order of the pages a query found: Pagefind's order, then RANKING_STEPS
 * applied one after the other by `rank`. Each step is a function of the
 * list and the query, with its reason beside it and its own tests
 * (./ranking.test.ts); a step that puts some pages first keeps each group
 * in the order it was given, so a later step decides over the earlier
 * ones. Some steps read a page's data (its title, headings, keywords),
 * which is fetched for the pages shown only: `rank` orders the pages found
 * (those steps leave pages without data in place), and again the pages
 * shown once fetched. The relevance sets (`npm run search:relevance`, and
 * both sets through `npm run bench:search`) show what a step changes.
 */

/** A page a query found, as the ranking steps see it. */
export interface FoundPage {
  /** Pagefind's result: the record's fragment name (`id`), score and data. */
  result: PagefindResult
  /**
   * The fragment name of the page's part 0: a long page is indexed in
   * parts (`parts.json`), and is one page here whichever part was found.
   */
  page: string
  /**
   * The page's data (title, headings, excerpts), once fetched: only the
   * pages shown are, and the steps that read it leave the others in place.
   */
  data?: PagefindResultData
}

/**
 * What a page says it is about: the words of its title, keywords and
 * description, those of each question its headings ask, and the code names
 * it is about, with their prefix (`cy.get`, `cypress.config`).
 */
export interface PageSummary {
  words: readonly string[]
  questions: readonly (readonly string[])[]
  codeNames: readonly string[]
}

/** What the steps know of the query and of the pages. */
export interface RankingContext {
  /** The query's words (`queryWords` of the query searched). */
  words: readonly string[]
  /**
   * The code names typed with their prefix (`typedCodeNames` of the query
   * as typed): `cy.prompt` for "cy.prompt", whose `words` are `prompt`.
   */
  codeNames: readonly string[]
  /** A page's summary, by its part 0's fragment name (`summaries.json`). */
  summaryOf(page: string): PageSummary | undefined
}

export type RankingStep = <Page extends FoundPage>(
  pages: readonly Page[],
  context: RankingContext,
) => Page[]

/** The pages that pass `test` first, then the others, each in its order. */
function first<Page extends FoundPage>(
  pages: readonly Page[],
  test: (page: Page) => boolean,
): Page[] {
  const chosen = pages.filter(test)
  return [...chosen, ...pages.filter((page) => !chosen.includes(page))]
}

/**
 * Each page once, where its best part stands: a long page's parts are
 * separate records, several of which may hold the words, and a page
 * listed twice hides another.
 */
export function onePagePerResult<Page extends FoundPage>(
  pages: readonly Page[],
): Page[] {
  const seen = new Set<string>()
  return pages.filter(({ page }) => !seen.has(page) && Boolean(seen.add(page)))
}

/**
 * Of a query of two words or more, the pages whose summary holds every
 * word of the query first: in its title, keywords and description
 * together, or in one of the questions its headings ask. A page that says
 * in its summary what a question asks ("cypress vs selenium", "e2e vs
 * component"), or asks the reader's question as an FAQ does, answers it
 * better than one that uses the same words in passing; Pagefind ranks by
 * how often the words stand in a page, and a long page that mentions them
 * all outranks the one about them.
 */
export function summarizedFirst<Page extends FoundPage>(
  pages: readonly Page[],
  { words, summaryOf }: RankingContext,
): Page[] {
  if (words.length < 2) return [...pages]
  return first(pages, ({ page }) => summaryHoldsAll(summaryOf(page), words))
}

/**
 * Whether a page's summary holds every word of the query: its title,
 * keywords and description together, or one of its questions.
 */
function summaryHoldsAll(
  summary: PageSummary | undefined,
  words: readonly string[],
): boolean {
  const holdsAll = (list: readonly string[]) =>
    words.every((typed) => list.some((word) => sameWord(typed, word)))
  return (
    summary !== undefined &&
    (holdsAll(summary.words) || summary.questions.some(holdsAll))
  )
}

/** Title words that name nothing: "Writing and Organizing Tests". */
const TITLE_FILLER = new Set([...FILLER_WORDS, 'and', 'your', 'cypress'])

/**
 * How many of the query's words name the page: each word of its title (but
 * filler, and "Cypress", which names every page of these docs) is a word
 * of the query, a form of one, or begins with one ("request" and "wait"
 * for "wait for a request"; not "Network Requests", whose "network" the
 * query lacks), and together those words are at least half of the query's
 * (but filler). Else 0. A title word that only begins a word typed does
 * not count: "debugger" asks for the debugging guide, not for `debug`. A
 * query that holds a short title among more other words asks about
 * something else: "react mount props" names `mount` in passing, and the
 * React mount API answers it.
 */
export function wordsNamingTitle(
  title: string,
  words: readonly string[],
): number {
  const titleWords = queryWords(title).filter((word) => !TITLE_FILLER.has(word))
  const typed = [...new Set(words)].filter((word) => !TITLE_FILLER.has(word))
  const names = (word: string, titleWord: string) =>
    sameWord(word, titleWord) || titleWord.startsWith(word)
  const naming = typed.filter((word) =>
    titleWords.some((titleWord) => names(word, titleWord)),
  )
  const named =
    titleWords.length > 0 &&
    titleWords.every((titleWord) =>
      typed.some((word) => names(word, titleWord)),
    ) &&
    naming.length * 2 >= typed.length
  return named ? naming.length : 0
}

/**
 * The pages whose title the query names first, those it names with more
 * of its words before the others (see wordsNamingTitle), each group in the
 * order given. Pagefind ranks by how much of a page the words weigh, so a
 * long guide that uses "request" on every line outranks the command page
 * a reader asked for by name, and "accessibility changelog" lists the
 * Cypress Accessibility Changelog before the app's Changelog. The title is
 * known once the page is fetched.
 */
export function titleNamedFirst<Page extends FoundPage>(
  pages: readonly Page[],
  { words }: RankingContext,
): Page[] {
  const naming = (page: Page) =>
    page.data ? wordsNamingTitle(page.data.meta.title ?? '', words) : 0
  return pages
    .map((page, i) => ({ page, i, naming: naming(page) }))
    .sort((a, b) => b.naming - a.naming || a.i - b.i)
    .map(({ page }) => page)
}

/**
 * Words with the parts of each compound one (`uncaught:exception`,
 * `end-to-end`), which a reader types apart.
 */
function withParts(words: readonly string[]): string[] {
  return words.flatMap((word) => {
    const parts = word.split(/[:.-]+/).filter(Boolean)
    return parts.length > 1 ? [word, ...parts] : [word]
  })
}

/**
 * The pages with a section on the query first: those whose title and one
 * of the headings Pagefind found the words under hold every word of the
 * query between them, each group in the order given. What a heading adds
 * depends on what the page's summary says already (summarizedFirst, which
 * comes after this step and so decides over it):
 *
 * - Of a query of three words or more, it lifts the pages whose summary
 *   lacks the words: "when are failure screenshots taken" is answered
 *   under `Cypress.Screenshot`'s "When failure screenshots are taken", while
 *   the guide and the command only use the words. A summary that holds
 *   three words or more is about the query already, and among such pages
 *   Pagefind's order stands ("end-to-end or component testing": Testing
 *   Types compares the two without a heading that names both).
 * - Two words often stand together in a heading by chance (`exec`'s
 *   example "Reset and seed a database" for "seed the database", which the
 *   guide to testing your app answers), and in a summary in passing: of a
 *   query of two words, it orders the pages whose summary holds them, "flaky
 *   tests" listing the test retries guide, with its "Finding flaky tests",
 *   before Branch Review, whose description lists flaky tests among what
 *   it compares.
 *
 * The headings are known once the page is fetched.
 */
export function sectionNamedFirst<Page extends FoundPage>(
  pages: readonly Page[],
  { words, summaryOf }: RankingContext,
): Page[] {
  if (words.length < 2) return [...pages]
  const holdsAll = (list: readonly string[]) =>
    words.every((typed) => list.some((word) => sameWord(typed, word)))
  return first(pages, ({ data, page }) => {
    if (!data) return false
    const summarized = summaryHoldsAll(summaryOf(page), words)
    if (summarized !== words.length < 3) return false
    const title = queryWords(data.meta.title ?? '')
    return (data.sub_results ?? []).some((sub) =>
      holdsAll(withParts([...title, ...queryWords(sub.title)])),
    )
  })
}

/**
 * The pages about a code name the reader typed with its prefix first: those
 * titled by it (the command page `get` for "cy.get", `Cypress.config`), or
 * that give it as a keyword exactly (the page on the releases after 15.3.0
 * for "cy.prompt" and "Cypress.expose"), each group in the order given. A
 * prefix says the reader means the code name, but the query searched has
 * lost it (`commandNamesBare`: "cy.prompt" is searched as "prompt"), and
 * Pagefind ranks first the pages that use the word most: the guides to
 * writing prompts for AI agents. Only when the code names are at least
 * half of the query (each counted as one word): "auth0 universal login
 * with cy.origin" asks for the Auth0 guide, and "type the result of
 * cy.task in typescript" for the TypeScript guide, not for the command
 * they name in passing. Known before the pages are fetched: the summaries
 * hold each page's code names.
 */
export function codeNameNamedFirst<Page extends FoundPage>(
  pages: readonly Page[],
  { words, codeNames, summaryOf }: RankingContext,
): Page[] {
  const parts = new Set(codeNames.flatMap((name) => name.split('.')))
  const others = words.filter(
    (word) => !parts.has(word) && !FILLER_WORDS.has(word),
  )
  if (codeNames.length === 0 || others.length > codeNames.length) {
    return [...pages]
  }
  return first(pages, ({ page }) =>
    codeNames.some((name) => summaryOf(page)?.codeNames.includes(name)),
  )
}

/**
 * The ranking, in the order it is applied: each step puts its pages first,
 * so the last decides first, and the first only among pages the others
 * leave equal.
 */
export const RANKING_STEPS: readonly RankingStep[] = [
  onePagePerResult,
  sectionNamedFirst,
  summarizedFirst,
  titleNamedFirst,
  codeNameNamedFirst,
]

/** The pages in the order the steps give them. */
export function rank<Page extends FoundPage>(
  pages: readonly Page[],
  context: RankingContext,
  steps: readonly RankingStep[] = RANKING_STEPS,
): Page[] {
  return steps.reduce((ranked, step) => step(ranked, context), [...pages])
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

/** The marks Pagefind put in the excerpts shown, each once, in order. */
function marksIn(shown: readonly PagefindResultData[]): Set<string> {
  // The same few words are marked over and over in a page's excerpts.
  return new Set(
    shown
      .flatMap((data) => [
        data.excerpt,
        ...(data.sub_results ?? []).map((sub) => sub.excerpt),
      ])
      .flatMap((excerpt) =>
        [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map(([, text]) => text),
      ),
  )
}

/**
 * English endings, one or more of which make a word of its stem
 * ("previous-ly", "install-ation", "assert-ion-s").
 */
const SUFFIXES =
  /^(?:s|es|e|ed|ing|ly|er|est|ion|ation|ment|ness|ful|able|ible|al|ity|ities|ive|ize|ise|y|ies|ied|ous|ance|ence|ant|ent|ism|ist)+$/

/**
 * Whether `word` is `beginning` followed by English endings, its last
 * letter doubled or not ("run-ning"): a form of a word that begins it, as
 * Pagefind's stemming finds it.
 */
function endsInSuffixes(beginning: string, word: string): boolean {
  let rest = word.slice(beginning.length)
  if (rest[0] === beginning.at(-1)) rest = rest.slice(1)
  return rest === '' || SUFFIXES.test(rest)
}

/** How a mark answers a word typed (in parts, see wordParts). */
type MarkAnswer =
  /** The word, a longer word it starts, or a form of it. */
  | 'match'
  /** A beginning of the word, more than a third of it, not a stem of it. */
  | 'beginning'
  /** A beginning of the word, a third of it or less. */
  | 'stand-in'
  | 'none'

/** What `mark` is to the words typed: the best of what it is to each. */
function markAnswers(mark: string, typed: readonly string[]): MarkAnswer {
  const decoded = decodeEntities(mark)
  const marked = indexedForm(decoded)
  if (!marked) return 'none'
  const parts = [marked, ...wordParts(decoded)]
  let answer: MarkAnswer = 'none'
  for (const typedPart of typed) {
    for (const part of parts) {
      if (part.startsWith(typedPart)) return 'match'
      if (!typedPart.startsWith(part)) continue
      // A stem is longer than a third of the word ("running" is found as
      // "run"); what is left of the word after it is an inflection.
      if (part.length * 3 > typedPart.length) {
        if (endsInSuffixes(part, typedPart)) return 'match'
        answer = 'beginning'
      } else if (answer === 'none') answer = 'stand-in'
    }
  }
  return answer
}

/** Each word typed, whole and in parts, as Pagefind indexes it. */
function typedParts(words: readonly string[]): string[][] {
  // Pagefind searches a compound word's parts too (`after:browser:launch`).
  return words
    .map((word) => [indexedForm(word), ...wordParts(word)].filter(Boolean))
    .filter((parts) => parts.length > 0)
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
 * pages that match every word, the query then has no answer. A longer
 * beginning is a possible answer: see partlyAnsweredWord.
 */
export function unansweredWord(
  shown: readonly PagefindResultData[],
  words: readonly string[],
): string | null {
  const typed = typedParts(words)
  for (const text of marksIn(shown)) {
    if (markAnswers(text, typed.flat()) !== 'stand-in') continue
    const unanswered = typed.find(
      (word) => markAnswers(text, word) === 'stand-in',
    )
    if (unanswered) return unanswered[0]
  }
  return null
}

/**
 * The query word that only a beginning of it answers in the hits shown, a
 * beginning longer than a third of it that is not its stem, or null:
 * Pagefind's stand-in for a word no indexed word starts with, which may be
 * a word or a part of one that has nothing to do with it ("intercpet"
 * found the `inter` of a font file, `url('/fonts/inter.woff2')`, on one
 * page). Such an answer is kept in reserve, in case a correction of the
 * word finds what the reader meant, and shown if nothing else answers
 * ("cypressio" still lists the pages about Cypress).
 */
export function partlyAnsweredWord(
  shown: readonly PagefindResultData[],
  words: readonly string[],
): string | null {
  const typed = typedParts(words)
  const marks = [...marksIn(shown)]
  const partly = typed.find((word) => {
    const answers = marks.map((text) => markAnswers(text, word))
    return answers.includes('beginning') && !answers.includes('match')
  })
  return partly ? partly[0] : null
}
