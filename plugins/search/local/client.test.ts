import algoliasearchHelper from 'algoliasearch-helper'
import { describe, expect, it, vi } from 'vitest'

import {
  MAX_HITS_PER_PAGE,
  createLocalSearchClient,
  toQueryParams,
  type PagefindModule,
} from './client'
import type { PagefindResultData } from './types'

/**
 * Holds every search of `module` until the returned function is called, so
 * that each keystroke's search is still on its way when the next is typed.
 */
function heldSearches(module: PagefindModule): () => void {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const search = module.search
  module.search = vi.fn(async (query: string) => {
    await held
    return search(query)
  })
  return release
}

/** A stand-in for pagefind.js over a few pages, counting fragment loads. */
function fakePagefind(pages: PagefindResultData[]) {
  const loaded: string[] = []
  const module: PagefindModule = {
    options: vi.fn(async () => {}),
    search: vi.fn(async (query: string) => ({
      results: pages
        .filter((page) =>
          `${page.meta.title} ${page.excerpt}`.toLowerCase().includes(query),
        )
        .map((page, i) => ({
          id: page.url,
          score: 1 / (i + 1),
          data: async () => {
            loaded.push(page.url)
            return page
          },
        })),
    })),
  }
  return { module, loaded }
}

const page = (n: number, section = 'Guides'): PagefindResultData => ({
  url: `/guides/page-${n}/`,
  excerpt: `About <mark>retries</mark> on page ${n}.`,
  meta: { title: `Page ${n} retries`, section },
  sub_results: [
    {
      title: `Page ${n} retries`,
      url: `/guides/page-${n}/`,
      excerpt: `About <mark>retries</mark> on page ${n}.`,
    },
  ],
})

const pages = Array.from({ length: 25 }, (_, i) => page(i + 1))

describe('toQueryParams', () => {
  it('reads v4 string params and v5 objects alike', () => {
    expect(
      toQueryParams({
        indexName: 'docs',
        params: 'query=retries&hitsPerPage=5&page=1',
      }),
    ).toMatchObject({
      indexName: 'docs',
      query: 'retries',
      hitsPerPage: 5,
      page: 1,
    })
    expect(
      toQueryParams({ indexName: 'docs', query: 'get', hitsPerPage: 20 }),
    ).toMatchObject({ query: 'get', hitsPerPage: 20 })
  })
})

describe('createLocalSearchClient', () => {
  it('loads Pagefind on the first search only, and sets its options once', async () => {
    const { module } = fakePagefind(pages)
    const loadPagefind = vi.fn(async () => module)
    const client = createLocalSearchClient({
      loadPagefind,
      pagefindOptions: { baseUrl: '/' },
      origin: 'https://docs.example.com',
    })
    expect(loadPagefind).not.toHaveBeenCalled()
    expect(client.indexReady()).toBe(false)
    await client.search([{ indexName: 'docs', query: 'retries' }])
    await client.search([{ indexName: 'docs', query: 'page 2' }])
    expect(loadPagefind).toHaveBeenCalledTimes(1)
    expect(module.options).toHaveBeenCalledWith({ baseUrl: '/' })
    expect(client.indexReady()).toBe(true)
  })

  it('answers in Algolia shape, and fetches the fragments of the hits shown only', async () => {
    const { module, loaded } = fakePagefind(pages)
    const client = createLocalSearchClient({
      loadPagefind: async () => module,
      origin: 'https://docs.example.com',
    })
    const { results } = await client.search({
      requests: [{ indexName: 'docs', query: 'retries', hitsPerPage: 20 }],
    })
    const [result] = results
    expect(result).toMatchObject({
      nbHits: 25,
      hitsPerPage: MAX_HITS_PER_PAGE,
      nbPages: 3,
      page: 0,
      index: 'docs',
      query: 'retries',
    })
    expect(result.hits).toHaveLength(MAX_HITS_PER_PAGE)
    expect(result.hits[0]).toMatchObject({
      url: 'https://docs.example.com/guides/page-1',
      hierarchy: { lvl0: 'Guides', lvl1: 'Page 1 retries' },
    })
    expect(loaded).toHaveLength(MAX_HITS_PER_PAGE)
  })

  it('answers nothing when a word only had a much shorter stand-in', async () => {
    // Pagefind answers "qwxzvbnm", which no indexed word starts with, with
    // the pages holding the longest indexed word it starts with: "-q".
    const flag: PagefindResultData = {
      url: '/guides/guides/command-line/',
      excerpt: '--quiet <mark>-q</mark> Print only the output',
      meta: { title: 'Command Line', section: 'Guides' },
    }
    const module: PagefindModule = {
      options: async () => {},
      search: async () => ({
        results: [{ id: flag.url, score: 1, data: async () => flag }],
      }),
    }
    const client = createLocalSearchClient({ loadPagefind: async () => module })
    const { results } = await client.search([
      { indexName: 'docs', query: 'qwxzvbnm' },
    ])
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 })
  })

  it('searches words that spell a code name joined too, its pages first', async () => {
    const doc = (url: string, title: string): PagefindResultData => ({
      url,
      excerpt: '',
      meta: { title },
    })
    const answers: Record<string, PagefindResultData[]> = {
      'set base url': [doc('/branch-review/', 'Branch Review')],
      'set baseurl': [
        doc('/configuration/', 'Configuration'),
        doc('/branch-review/', 'Branch Review'),
      ],
    }
    const search = vi.fn(async (query: string) => ({
      results: (answers[query] ?? []).map((data) => ({
        id: data.url,
        score: 1,
        data: async () => data,
      })),
    }))
    const client = createLocalSearchClient({
      loadPagefind: async () => ({ options: async () => {}, search }),
      loadWords: async () => ({ codeNames: ['baseurl'], titleWords: [] }),
    })
    const { results } = await client.search([
      { indexName: 'docs', query: 'set base url' },
    ])
    expect(search).toHaveBeenCalledWith('set baseurl')
    expect(results[0].nbHits).toBe(2)
    expect(results[0].hits.map((hit) => hit.url)).toEqual([
      '/configuration',
      '/branch-review',
    ])

    // Without the names (here, they fail to load) search still answers.
    const plain = createLocalSearchClient({
      loadPagefind: async () => ({ options: async () => {}, search }),
      loadWords: async () => {
        throw new Error('404')
      },
    })
    const answered = await plain.search([
      { indexName: 'docs', query: 'set base url' },
    ])
    expect(answered.results[0].hits.map((hit) => hit.url)).toEqual([
      '/branch-review',
    ])
  })

  it('loads the words only for a query of two words or one that finds nothing, and once', async () => {
    const { module } = fakePagefind(pages)
    const loadWords = vi.fn(async () => ({
      codeNames: [],
      titleWords: ['retries'],
    }))
    const client = createLocalSearchClient({
      loadPagefind: async () => module,
      loadWords,
    })
    await client.search([{ indexName: 'docs', query: 'retries' }])
    expect(loadWords).not.toHaveBeenCalled()
    await client.search([{ indexName: 'docs', query: 'page retries' }])
    expect(loadWords).toHaveBeenCalledTimes(1)
    const { results } = await client.search([
      { indexName: 'docs', query: 'retires' },
    ])
    expect(results[0].nbHits).toBe(25)
    expect(loadWords).toHaveBeenCalledTimes(1)

    const fresh = createLocalSearchClient({
      loadPagefind: async () => module,
      loadWords,
    })
    const corrected = await fresh.search([
      { indexName: 'docs', query: 'retires' },
    ])
    expect(corrected.results[0].nbHits).toBe(25)
    expect(loadWords).toHaveBeenCalledTimes(2)
  })

  it('corrects a misspelt word to a known one when no page holds it', async () => {
    const intercept: PagefindResultData = {
      url: '/api/commands/intercept/',
      excerpt: 'Spy and stub network requests.',
      meta: { title: 'intercept' },
    }
    const search = vi.fn(async (query: string) => ({
      results:
        query === 'intercept'
          ? [{ id: intercept.url, score: 1, data: async () => intercept }]
          : [],
    }))
    const client = createLocalSearchClient({
      loadPagefind: async () => ({ options: async () => {}, search }),
      loadWords: async () => ({
        codeNames: [],
        titleWords: ['intercept', 'interface'],
      }),
    })
    const { results } = await client.search([
      { indexName: 'docs', query: 'cy.intercpet' },
    ])
    expect(search).toHaveBeenCalledWith('intercpet')
    expect(search).toHaveBeenLastCalledWith('intercept')
    expect(results[0].hits.map((hit) => hit.url)).toEqual([
      '/api/commands/intercept',
    ])
  })

  it('lists the pages the query names first among those shown', async () => {
    const titles = ['Network Requests', 'request', 'wait']
    const module: PagefindModule = {
      options: async () => {},
      search: async () => ({
        results: titles.map((title) => ({
          id: title,
          score: 1,
          data: async () => ({
            url: `/${title}/`,
            excerpt: '',
            meta: { title },
          }),
        })),
      }),
    }
    const client = createLocalSearchClient({ loadPagefind: async () => module })
    const { results } = await client.search([
      { indexName: 'docs', query: 'wait for a request' },
    ])
    expect(results[0].hits.map((hit) => hit.hierarchy.lvl1)).toEqual([
      'request',
      'wait',
      'Network Requests',
    ])
  })

  it('lists a long page once, where its best part stands, downloading only that part', async () => {
    const part = (n: number, url: string, id: string) => ({
      ...page(n),
      url,
      sub_results: [{ ...page(n).sub_results![0], url }],
      id,
    })
    const records = [
      part(1, '/guides/references/changelog/?part=2', 'changelog-2'),
      part(2, '/api/commands/get/', 'get'),
      part(3, '/guides/references/changelog/', 'changelog-0'),
      part(4, '/guides/references/changelog/?part=1', 'changelog-1'),
    ]
    const loaded: string[] = []
    const module: PagefindModule = {
      options: async () => {},
      search: async () => ({
        results: records.map(({ id, ...data }, i) => ({
          id,
          score: 1 / (i + 1),
          data: async () => {
            loaded.push(id)
            return data
          },
        })),
      }),
    }
    const client = createLocalSearchClient({
      loadPagefind: async () => module,
      loadParts: async () => ({
        'changelog-1': 'changelog-0',
        'changelog-2': 'changelog-0',
      }),
    })
    const { results } = await client.search([
      { indexName: 'docs', query: 'retries' },
    ])
    expect(results[0].nbHits).toBe(2)
    expect(results[0].hits.map((hit) => hit.url)).toEqual([
      '/guides/references/changelog',
      '/api/commands/get',
    ])
    expect(loaded).toEqual(['changelog-2', 'get'])
  })

  it('pages through the results', async () => {
    const { module } = fakePagefind(pages)
    const client = createLocalSearchClient({ loadPagefind: async () => module })
    const { results } = await client.search([
      { indexName: 'docs', params: 'query=retries&hitsPerPage=10&page=2' },
    ])
    expect(results[0].hits.map((hit) => hit.url)).toEqual([
      '/guides/page-21',
      '/guides/page-22',
      '/guides/page-23',
      '/guides/page-24',
      '/guides/page-25',
    ])
  })

  it('an empty query and a facet-count request fetch no fragment', async () => {
    const { module, loaded } = fakePagefind(pages)
    const client = createLocalSearchClient({
      loadPagefind: async () => module,
      language: 'en',
    })
    const { results } = await client.search([
      { indexName: 'docs', query: '   ' },
      {
        indexName: 'docs',
        query: 'retries',
        hitsPerPage: 0,
        facets: ['language'],
      },
    ])
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0 })
    expect(results[1]).toMatchObject({
      hits: [],
      nbHits: 25,
      facets: { language: { en: 25 } },
    })
    expect(loaded).toEqual([])
  })

  it('answers the newest keystroke alone, fetching fragments for it only; earlier ones are abandoned', async () => {
    const mixed = [
      ...pages.slice(0, 3),
      { ...page(30), meta: { title: 'Page 30 retry-ability' } },
    ]
    const { module, loaded } = fakePagefind(mixed)
    // Pagefind answers slowly: every keystroke's search is still on its way
    // when the next one is typed.
    const release = heldSearches(module)
    const client = createLocalSearchClient({ loadPagefind: async () => module })
    const answered: string[] = []
    const typed = ['r', 'retry-', 'retry-ab'].map((query) => ({
      query,
      response: client.search([{ indexName: 'docs', query, hitsPerPage: 5 }]),
    }))
    for (const { query, response } of typed) {
      void response.then(() => answered.push(query))
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
    release()
    const { results } = await typed[2].response
    expect(results[0].query).toBe('retry-ab')
    expect(results[0].hits.map((hit) => hit.url)).toEqual(['/guides/page-30'])
    expect(loaded).toEqual(['/guides/page-30/'])
    // The earlier keystrokes' searches never answer, not even late.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answered).toEqual(['retry-ab'])
  })

  it('abandons a search already at Pagefind when a newer one starts', async () => {
    const { module, loaded } = fakePagefind(pages)
    const release = heldSearches(module)
    const client = createLocalSearchClient({ loadPagefind: async () => module })
    let earlierAnswered = false
    void client
      .search([{ indexName: 'docs', query: 'page', hitsPerPage: 5 }])
      .then(() => (earlierAnswered = true))
    // The earlier search has reached Pagefind before the next keystroke.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(module.search).toHaveBeenCalledTimes(1)
    const newer = client.search([
      { indexName: 'docs', query: 'page 2 ', hitsPerPage: 5 },
    ])
    release()
    const { results } = await newer
    expect(results[0].query).toBe('page 2 ')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(earlierAnswered).toBe(false)
    // No fragment was fetched for the earlier query's hits.
    expect(loaded).toEqual(results[0].hits.map((hit) => `${hit.url}/`))
  })

  it('keeps the modal and the search page apart: one does not supersede the other', async () => {
    const { module } = fakePagefind(pages)
    const client = createLocalSearchClient({ loadPagefind: async () => module })
    const [modal, searchPage] = await Promise.all([
      client.search([{ indexName: 'docs', query: 'page 1 ', hitsPerPage: 5 }]),
      client.search([
        { indexName: 'docs', query: 'page 2 ', hitsPerPage: 10, page: 0 },
      ]),
    ])
    expect(modal.results[0].query).toBe('page 1 ')
    expect(searchPage.results[0].query).toBe('page 2 ')
  })

  it('fails as RetryError when Pagefind cannot load, and tries again on the next search', async () => {
    const { module } = fakePagefind(pages)
    const loadPagefind = vi
      .fn<() => Promise<PagefindModule>>()
      .mockRejectedValueOnce(new Error('404 /pagefind/pagefind.js'))
      .mockResolvedValue(module)
    const client = createLocalSearchClient({ loadPagefind })
    await expect(
      client.search([{ indexName: 'docs', query: 'retries' }]),
    ).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('404 /pagefind/pagefind.js'),
    })
    expect(client.indexReady()).toBe(false)
    await expect(
      client.search([{ indexName: 'docs', query: 'retries' }]),
    ).resolves.toBeTruthy()
  })

  it("drives the theme's search page helper as Algolia would", async () => {
    const { module } = fakePagefind(pages)
    const client = createLocalSearchClient({
      loadPagefind: async () => module,
      language: 'en',
    })
    const helper = algoliasearchHelper(client as never, 'docs', {
      hitsPerPage: 15,
      disjunctiveFacets: ['language'],
    })
    helper.addDisjunctiveFacetRefinement('language', 'en')
    const result = await new Promise<algoliasearchHelper.SearchResults>(
      (resolve, reject) => {
        helper.on('result', ({ results }) => resolve(results))
        helper.on('error', ({ error }) => reject(error))
        helper.setQuery('retries').search()
      },
    )
    expect(result.nbHits).toBe(25)
    expect(result.hits).toHaveLength(MAX_HITS_PER_PAGE)
  })
  it('lists first the pages whose title, keywords and description hold every word of a query of two words, loading the summaries once', async () => {
    const doc = (url: string, title: string): PagefindResultData => ({
      url,
      excerpt: '',
      meta: { title },
    })
    // Pagefind ranks a long page that uses both words often first.
    const found = [
      doc('/protractor/', 'Migrating from Protractor'),
      doc('/faq/', 'General questions'),
      doc('/differences/', 'Key differences'),
    ]
    const search = vi.fn(async (query: string) => ({
      results: (query === 'selenium' || query === 'cypress selenium'
        ? found
        : []
      ).map((data, i) => ({
        id: data.url,
        score: 1 / (i + 1),
        data: async () => data,
      })),
    }))
    const loadSummaries = vi.fn(async () => ({
      '/protractor/': 'migrating from protractor to cypress',
      '/differences/': 'key differences how cypress differs from selenium',
    }))
    const client = createLocalSearchClient({
      loadPagefind: async () => ({ options: async () => {}, search }),
      loadSummaries,
    })
    const one = await client.search([{ indexName: 'docs', query: 'selenium' }])
    expect(loadSummaries).not.toHaveBeenCalled()
    expect(one.results[0].hits.map((hit) => hit.url)).toEqual([
      '/protractor',
      '/faq',
      '/differences',
    ])
    const { results } = await client.search([
      { indexName: 'docs', query: 'cypress vs selenium' },
    ])
    expect(results[0].hits.map((hit) => hit.url)).toEqual([
      '/differences',
      '/protractor',
      '/faq',
    ])
    await client.search([{ indexName: 'docs', query: 'selenium cypress' }])
    expect(loadSummaries).toHaveBeenCalledTimes(1)
  })

  it('lists first the pages one of whose questions holds every word of the query', async () => {
    const found: PagefindResultData[] = [
      { url: '/migrating/', excerpt: '', meta: { title: 'Migrating' } },
      { url: '/faq/', excerpt: '', meta: { title: 'Using Cypress' } },
    ]
    const search = vi.fn(async () => ({
      results: found.map((data, i) => ({
        id: data.url,
        score: 1 / (i + 1),
        data: async () => data,
      })),
    }))
    const client = createLocalSearchClient({
      loadPagefind: async () => ({ options: async () => {}, search }),
      loadSummaries: async () => ({
        '/migrating/': 'migrating from protractor to cypress',
        '/faq/':
          'using cypress|how do i get an element s text contents|can i test a chat app',
      }),
    })
    const urls = async (query: string) => {
      const { results } = await client.search([{ indexName: 'docs', query }])
      return results[0].hits.map((hit) => hit.url)
    }
    expect(await urls('get the text of an element')).toEqual([
      '/faq',
      '/migrating',
    ])
    // Words from two questions are not one question.
    expect(await urls('chat app text')).toEqual(['/migrating', '/faq'])
  })

  it('answers a query no page holds whole with the pages that hold all its words but one', async () => {
    const doc = (url: string): PagefindResultData => ({
      url,
      excerpt: '',
      meta: { title: url },
    })
    const answers: Record<string, string[]> = {
      retry: ['/module-api/', '/retries/'],
      flaky: ['/retries/', '/dashboard/'],
      assertion: ['/statistics/', '/module-api/'],
    }
    const search = vi.fn(async (query: string) => ({
      results: (answers[query] ?? []).map((url) => ({
        id: url,
        score: url === '/retries/' ? 2 : 1,
        data: async () => doc(url),
      })),
    }))
    const client = createLocalSearchClient({
      loadPagefind: async () => ({ options: async () => {}, search }),
    })
    const { results } = await client.search([
      { indexName: 'docs', query: 'retry flaky assertion' },
    ])
    // Two words of three, the higher scores first; one word is not enough.
    expect(results[0].hits.map((hit) => hit.url)).toEqual([
      '/retries',
      '/module-api',
    ])

    // A page holds every word: no word is searched alone.
    search.mockClear()
    answers['retry flaky assertion'] = ['/glossary/']
    const whole = await client.search([
      { indexName: 'docs', query: 'retry flaky assertion' },
    ])
    expect(whole.results[0].hits.map((hit) => hit.url)).toEqual(['/glossary'])
    expect(search).toHaveBeenCalledTimes(1)
  })
})
