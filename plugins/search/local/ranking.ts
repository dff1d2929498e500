import { decodeEntities } from './hits'
import { FILLER_WORDS, queryWords, sameWord } from './query'
import type { PagefindResult, PagefindResultData } from './types'

/**
 * The order of the pages a query found: Pagefind's order, then RANKING_STEPS
 * applied one after the other by `rank`. Each step is a function of the
 * list and the query, with its reason beside it and its own tests
 * (./ranking.test.ts); a step that puts some pages first keeps each group
 * in the order it was given, so a later step decides over the earlier
 * ones. The relevance sets (`npm run search:relevance`, and the held-out
 * set through `npm run bench:search`) show what a step changes.
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
}

/**
 * What a page says it is about: the words of its title, keywords and
 * description, and those of each question its headings ask.
 */
export interface PageSummary {
  words: readonly string[]
  questions: readonly (readonly string[])[]
}

/** What the steps know of the query and of the pages. */
export interface RankingContext {
  /** The query's words (`queryWords` of the query searched). */
  words: readonly string[]
  /** A page's summary, by its part 0's fragment name (`summaries.json`). */
  summaryOf(page: string): PageSummary | undefined
}

export type RankingStep = (
  pages: readonly FoundPage[],
  context: RankingContext,
) => FoundPage[]

/** The pages that pass `test` first, then the others, each in its order. */
function first(
  pages: readonly FoundPage[],
  test: (page: FoundPage) => boolean,
): FoundPage[] {
  const chosen = pages.filter(test)
  return [...chosen, ...pages.filter((page) => !chosen.includes(page))]
}

/**
 * Each page once, where its best part stands: a long page's parts are
 * separate records, several of which may hold the words, and a page
 * listed twice hides another.
 */
export function onePagePerResult(pages: readonly FoundPage[]): FoundPage[] {
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
export function summarizedFirst(
  pages: readonly FoundPage[],
  { words, summaryOf }: RankingContext,
): FoundPage[] {
  if (words.length < 2) return [...pages]
  const holdsAll = (list: readonly string[]) =>
    words.every((typed) => list.some((word) => sameWord(typed, word)))
  return first(pages, ({ page }) => {
    const summary = summaryOf(page)
    return (
      summary !== undefined &&
      (holdsAll(summary.words) || summary.questions.some(holdsAll))
    )
  })
}

/** The ranking, in the order it is applied. */
export const RANKING_STEPS: readonly RankingStep[] = [
  onePagePerResult,
  summarizedFirst,
]

/** The pages in the order the steps give them. */
export function rank(
  pages: readonly FoundPage[],
  context: RankingContext,
  steps: readonly RankingStep[] = RANKING_STEPS,
): FoundPage[] {
  return steps.reduce((ranked, step) => step(ranked, context), [...pages])
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
 * the order given. Pagefind ranks by how much of a page the words weigh,
 * so a long guide that uses "request" on every line outranks the command
 * page a reader asked for by name. The title is known once a page's data
 * is fetched, so this orders the pages shown.
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
