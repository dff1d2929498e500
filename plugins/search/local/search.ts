import type { LoadedIndex } from './clientState'
import {
  correctSpelling,
  hasSeveralWords,
  joinCodeName,
  queryWords,
} from './query'
import {
  partlyAnsweredWord,
  rank,
  unansweredWord,
  type FoundPage,
  type RankingStep,
} from './ranking'
import type {
  PagefindModule,
  PagefindResult,
  PagefindResultData,
} from './types'

/**
 * One search, from the query Pagefind is given (`pagefindQuery`) to the
 * pages found and the data of those shown: SEARCHES are tried in order
 * until one answers; what it found is ranked (./ranking.ts), the pages
 * shown are fetched, and the answer stands unless a word of it was only
 * stood in for (`unansweredWord`), or only a beginning of it answered
 * (`partlyAnsweredWord`: then it stands if no later way answers).
 */

/** What a search reads of the index: Pagefind, and what has loaded. */
export interface SearchIndex {
  pagefind: PagefindModule
  /** Loads the code names and known words, once. */
  loadWords(): Promise<void>
  /** Loads the page summaries, once. */
  loadSummaries(): Promise<void>
  loaded(): LoadedIndex
}

/** The pages a search found for a query, in Pagefind's order. */
export interface Attempt {
  /** The query searched: the one given, or a rewriting of it. */
  query: string
  found: PagefindResult[]
}

/**
 * A way of searching a query: what it found, or null when it does not
 * apply to the query.
 */
export type Search = (
  query: string,
  index: SearchIndex,
) => Promise<Attempt | null>

/**
 * The query as given. Words that spell a code name ("base url") are also
 * searched joined (`baseurl`): the pages holding the name come first. The
 * names and the page summaries load while the query is searched, on the
 * first query of two words.
 */
export const asTyped: Search = async (query, index) => {
  if (!query) return null
  const searched = index.pagefind.search(query)
  if (hasSeveralWords(query)) {
    await Promise.all([index.loadWords(), index.loadSummaries()])
  }
  const joined = joinCodeName(query, index.loaded().codeNames)
  const [found, foundJoined] = await Promise.all([
    searched,
    joined ? index.pagefind.search(joined) : null,
  ])
  return {
    query,
    found: [...(foundJoined?.results ?? []), ...(found?.results ?? [])],
  }
}

/**
 * No page holds a word: if a known word (a title word or a code name) lies
 * an edit or two from it, the reader meant that one ("intercpet"). The
 * known words load on the first query that needs them.
 */
export const spellingCorrected: Search = async (query, index) => {
  if (!query) return null
  await index.loadWords()
  const corrected = correctSpelling(query, index.loaded().knownWords)
  return corrected ? asTyped(corrected, index) : null
}

/**
 * Still no page holds every word: the pages that hold all but one, those
 * that hold more words first, then by the sum of Pagefind's scores for
 * each word (its score for the whole query). A question often holds a word
 * that the page answering it never uses (a verb of the question, a word
 * for the thing the page names otherwise). Each word is one more search,
 * so this runs only when nothing else answers.
 */
export const allWordsButOne: Search = async (query, { pagefind }) => {
  if (!hasSeveralWords(query)) return null
  const words = query.split(/\s+/).filter(Boolean)
  const answers = await Promise.all(words.map((word) => pagefind.search(word)))
  const pages = new Map<
    string,
    { result: PagefindResult; words: number; score: number }
  >()
  for (const answer of answers) {
    for (const result of answer?.results ?? []) {
      const page = pages.get(result.id)
      if (page) {
        page.words += 1
        page.score += result.score
      } else {
        pages.set(result.id, { result, words: 1, score: result.score })
      }
    }
  }
  return {
    query,
    found: [...pages.values()]
      .filter(({ words: held }) => held >= words.length - 1)
      .sort((a, b) => b.words - a.words || b.score - a.score)
      .map(({ result }) => result),
  }
}

/** The ways of searching, tried in this order until one answers. */
export const SEARCHES: readonly Search[] = [
  asTyped,
  spellingCorrected,
  allWordsButOne,
]

/** A newer query was typed: this one stops where it is. */
export class SupersededSearch extends Error {}

export interface Found {
  /** The query that answered (corrected, if it was). */
  query: string
  /** Every page found, ranked. */
  pages: FoundPage[]
  /** The data of the pages shown (`page` of `hitsPerPage`), in order. */
  shown: PagefindResultData[]
}

/**
 * The pages found for `query` and the data of those shown, by the first of
 * `searches` that answers. Only the pages shown are fetched: each one's
 * data is a fragment file. `superseded` stops the search once Pagefind has
 * answered (its search cannot be stopped; what follows it can).
 * `codeNames` are the code names typed with their prefix, which `query`
 * has lost (`typedCodeNames`): the summaries, which say which pages are
 * about them, load with the search, also for a query of one word.
 */
export async function findPages(
  query: string,
  index: SearchIndex,
  {
    page,
    hitsPerPage,
    superseded,
    searches = SEARCHES,
    steps,
    codeNames = [],
  }: {
    page: number
    hitsPerPage: number
    superseded: () => boolean
    searches?: readonly Search[]
    steps?: readonly RankingStep[]
    codeNames?: readonly string[]
  },
): Promise<Found> {
  let reserve: Found | undefined
  const summariesLoading =
    codeNames.length > 0 ? index.loadSummaries() : undefined
  for (const search of searches) {
    const attempt = await search(query, index)
    await summariesLoading
    if (!attempt) continue
    query = attempt.query
    if (superseded()) throw new SupersededSearch()
    const words = queryWords(query)
    const { parts, summaries } = index.loaded()
    const context = {
      words,
      codeNames,
      summaryOf: (id: string) => summaries.get(id),
    }
    const pages = rank(
      attempt.found.map((result) => ({
        result,
        page: parts[result.id] ?? result.id,
      })),
      context,
      steps,
    )
    const fetched = await Promise.all(
      pages
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(async (found) => ({ ...found, data: await found.result.data() })),
    )
    const shown = fetched.map(({ data }) => data)
    // A word only a short stand-in answered was not found: the query has
    // no answer, as with any word not found.
    if (pages.length > 0 && !unansweredWord(shown, words)) {
      // The steps again, now that the pages shown have their data.
      const ranked = rank(fetched, context, steps)
      const found = { query, pages, shown: ranked.map(({ data }) => data) }
      // A word only a longer beginning of it answered may be misspelt: the
      // next ways of searching are tried, and this answer kept in reserve.
      if (!partlyAnsweredWord(shown, words)) return found
      reserve ??= found
    }
  }
  return reserve ?? { query, pages: [], shown: [] }
}
