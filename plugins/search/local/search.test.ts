import { describe, expect, it, vi } from 'vitest'

import type { LoadedIndex } from './clientState'
import {
  allWordsButOne,
  asTyped,
  findPages,
  spellingCorrected,
  SupersededSearch,
  type Search,
  type SearchIndex,
} from './search'
import { titleNamedFirst } from './ranking'
import type { PagefindResult, PagefindResultData } from './types'

const data = (url: string, excerpt = ''): PagefindResultData => ({
  url,
  excerpt,
  meta: { title: url },
})

const result = (id: string, score = 1, excerpt = ''): PagefindResult => ({
  id,
  score,
  data: vi.fn(async () => data(id, excerpt)),
})

/** An index whose Pagefind answers each query from `answers`. */
function index(
  answers: Record<string, PagefindResult[]>,
  loaded: Partial<LoadedIndex> = {},
): SearchIndex {
  return {
    pagefind: {
      options: async () => {},
      search: vi.fn(async (query: string) => ({
        results: answers[query] ?? [],
      })),
    },
    loadWords: vi.fn(async () => {}),
    loadSummaries: vi.fn(async () => {}),
    loaded: () => ({
      parts: {},
      codeNames: new Set(),
      knownWords: new Set(),
      summaries: new Map(),
      ...loaded,
    }),
  }
}

const ids = (found: { found: PagefindResult[] } | null) =>
  found?.found.map(({ id }) => id)

describe('asTyped', () => {
  it('searches the query, and the pages of a code name its words spell first', async () => {
    const searched = index(
      { 'set base url': [result('branch')], 'set baseurl': [result('config')] },
      { codeNames: new Set(['baseurl']) },
    )
    expect(ids(await asTyped('set base url', searched))).toEqual([
      'config',
      'branch',
    ])
    expect(searched.loadWords).toHaveBeenCalled()
    expect(searched.loadSummaries).toHaveBeenCalled()
  })

  it('loads nothing for a query of one word, and does not apply to none', async () => {
    const searched = index({ get: [result('get')] })
    expect(ids(await asTyped('get', searched))).toEqual(['get'])
    expect(searched.loadWords).not.toHaveBeenCalled()
    expect(await asTyped('', searched)).toBeNull()
  })
})

describe('spellingCorrected', () => {
  it('searches the query with its misspelt words corrected', async () => {
    const searched = index(
      { 'intercept stub': [result('intercept')] },
      { knownWords: new Set(['intercept']) },
    )
    expect(await spellingCorrected('intercpet stub', searched)).toMatchObject({
      query: 'intercept stub',
    })
    expect(searched.loadWords).toHaveBeenCalled()
  })

  it('does not apply when no word is an edit or two from a known one', async () => {
    const searched = index({}, { knownWords: new Set(['intercept']) })
    expect(await spellingCorrected('qwxzvbnm', searched)).toBeNull()
  })
})

describe('allWordsButOne', () => {
  it('finds the pages holding every word but one, more words and higher scores first', async () => {
    const searched = index({
      stop: [result('each', 5), result('other', 1)],
      each: [result('each', 5), result('other', 1), result('loop', 9)],
      early: [result('other', 1)],
    })
    expect(ids(await allWordsButOne('stop each early', searched))).toEqual([
      'other',
      'each',
    ])
  })

  it('does not apply to a query of one word', async () => {
    expect(await allWordsButOne('stop', index({}))).toBeNull()
  })
})

describe('findPages', () => {
  const window = { page: 0, hitsPerPage: 2, superseded: () => false }

  it('answers with the first search that finds pages, fetching the pages shown only', async () => {
    const first: Search = vi.fn(async () => null)
    const second: Search = vi.fn(async (query) => ({
      query: `${query} corrected`,
      found: [result('a'), result('b'), result('c')],
    }))
    const third: Search = vi.fn(async () => null)
    const found = await findPages('query', index({}), {
      ...window,
      searches: [first, second, third],
    })
    expect(found.query).toBe('query corrected')
    expect(found.pages.map(({ page }) => page)).toEqual(['a', 'b', 'c'])
    expect(found.shown.map(({ url }) => url)).toEqual(['a', 'b'])
    expect(found.pages[2].result.data).not.toHaveBeenCalled()
    expect(third).not.toHaveBeenCalled()
  })

  it('goes on to the next search, with its rewritten query, when a word was only stood in for', async () => {
    // Pagefind answers "qwxzvbnm" with the "-q" flag.
    const standIn: Search = async () => ({
      query: 'qwxzvbnm',
      found: [result('command-line', 1, 'the <mark>-q</mark> flag')],
    })
    const next = vi.fn<Search>(async () => null)
    const found = await findPages('qwxzvbnm', index({}), {
      ...window,
      searches: [standIn, next],
    })
    expect(next).toHaveBeenCalledWith('qwxzvbnm', expect.anything())
    expect(found).toEqual({ query: 'qwxzvbnm', pages: [], shown: [] })
  })

  it('keeps an answer only a beginning of a word found in reserve, for when the next searches find nothing better', async () => {
    // Pagefind answers "intercpet" with the "inter" of a font file.
    const font: Search = async () => ({
      query: 'intercpet',
      found: [result('styling', 1, "<mark>url('/fonts/inter.woff2')</mark>")],
    })
    const corrected: Search = async () => ({
      query: 'intercept',
      found: [result('intercept', 1, '<mark>intercept</mark>')],
    })
    const nothing: Search = async () => null
    const searches = { ...window, searches: [font, corrected] }
    const found = await findPages('intercpet', index({}), searches)
    expect(found.query).toBe('intercept')
    expect(found.shown.map(({ url }) => url)).toEqual(['intercept'])
    const reserved = await findPages('intercpet', index({}), {
      ...window,
      searches: [font, nothing],
    })
    expect(reserved.query).toBe('intercpet')
    expect(reserved.shown.map(({ url }) => url)).toEqual(['styling'])
  })

  it('loads the summaries for a code name typed with its prefix, also in a query of one word', async () => {
    const searches = { ...window, searches: [asTyped] }
    const plain = index({ prompt: [result('a')] })
    await findPages('prompt', plain, searches)
    expect(plain.loadSummaries).not.toHaveBeenCalled()
    const named = index({ prompt: [result('a')] })
    await findPages('prompt', named, { ...searches, codeNames: ['cy.prompt'] })
    expect(named.loadSummaries).toHaveBeenCalled()
  })

  it('ranks the pages shown again once fetched, by the steps that read their data', async () => {
    const found = await findPages(
      'wait',
      index({ wait: [result('a'), result('wait')] }),
      {
        ...window,
        steps: [titleNamedFirst],
      },
    )
    expect(found.pages.map(({ page }) => page)).toEqual(['a', 'wait'])
    expect(found.shown.map(({ url }) => url)).toEqual(['wait', 'a'])
  })

  it('stops once a newer search started, before fetching anything', async () => {
    const page = result('a')
    await expect(
      findPages('a', index({ a: [page] }), {
        ...window,
        superseded: () => true,
      }),
    ).rejects.toBeInstanceOf(SupersededSearch)
    expect(page.data).not.toHaveBeenCalled()
  })

  it("lists a long page's parts as their page, by parts.json", async () => {
    const found = await findPages(
      'retries',
      index(
        { retries: [result('log-2'), result('get'), result('log-0')] },
        { parts: { 'log-2': 'log-0' } },
      ),
      window,
    )
    expect(found.pages.map(({ result: { id } }) => id)).toEqual([
      'log-2',
      'get',
    ])
  })
})
