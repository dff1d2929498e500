import algoliaSearchHelper from 'algoliasearch-helper'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { fixtureIndexJson } from './__fixtures__/fixtureDocs'
import {
  configureLocalSearch,
  createLocalSearchClient,
  fetchIndex,
  getLocalSearchClient,
  liteClient,
  toQueryParams,
} from './client'
import type { SerializedIndex } from './types'

const ORIGIN = 'https://docs.example.com'
const serialized: SerializedIndex = fixtureIndexJson({
  language: 'en',
  docusaurusTag: 'docs-default-current',
})

function client(loadIndex = vi.fn(async () => serialized)) {
  return {
    loadIndex,
    client: createLocalSearchClient({ loadIndex, origin: ORIGIN }),
  }
}

/** The request the DocSearch modal sends (see @docsearch/react). */
const docSearchRequest = (query: string) => ({
  requests: [
    {
      query,
      indexName: 'cypress',
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content'],
      attributesToSnippet: ['hierarchy.lvl1:15', 'content:15'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: ['language:en'],
    },
  ],
})

describe('createLocalSearchClient', () => {
  it('answers the DocSearch modal’s request shape', async () => {
    const { client: local } = client()
    const { results } = await local.search(docSearchRequest('cy.intercept'))
    expect(results).toHaveLength(1)
    const [result] = results
    expect(result).toMatchObject({
      query: 'cy.intercept',
      index: 'cypress',
      page: 0,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      facets: {},
    })
    expect(result.nbHits).toBe(result.hits.length)
    expect(result.nbPages).toBe(1)
    expect(result.processingTimeMS).toBeGreaterThanOrEqual(0)
    expect(result.hits[0].url).toBe(`${ORIGIN}/api/commands/intercept`)
    // What the theme does with every hit URL.
    for (const hit of result.hits) expect(() => new URL(hit.url)).not.toThrow()
    expect(result.hits[0]._snippetResult.content?.value).toContain('stub')
  })

  it('answers the search page’s request shape, params as object or string', async () => {
    const { client: local } = client()
    const params = {
      query: 'intercept',
      page: 0,
      hitsPerPage: 2,
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
      facetFilters: [
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ],
    }
    const asObject = await local.search([{ indexName: 'cypress', params }])
    const asString = await local.search([
      {
        indexName: 'cypress',
        params: new URLSearchParams({
          query: 'intercept',
          page: '0',
          hitsPerPage: '2',
          highlightPreTag: '<b>',
          highlightPostTag: '</b>',
          facetFilters: JSON.stringify(params.facetFilters),
        }).toString(),
      },
    ])
    expect(asString.results[0].hits).toEqual(asObject.results[0].hits)
    const [result] = asObject.results
    expect(result.hits).toHaveLength(2)
    expect(result.hitsPerPage).toBe(2)
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2))
    expect(result.hits[0]._highlightResult.hierarchy.lvl1?.value).toBe(
      '<b>intercept</b>',
    )
  })

  it('answers several requests at once, in order', async () => {
    const { client: local } = client()
    const { results } = await local.search({
      requests: [
        { indexName: 'a', query: 'get' },
        { indexName: 'b', query: 'should' },
        { indexName: 'c', query: 'zyxwvut' },
      ],
    })
    expect(results.map((r) => [r.index, r.query])).toEqual([
      ['a', 'get'],
      ['b', 'should'],
      ['c', 'zyxwvut'],
    ])
    expect(results[2]).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 })
  })

  it('pages through results', async () => {
    const { client: local } = client()
    const page = async (n: number) =>
      (
        await local.search([
          { indexName: 'x', params: { query: 'the', hitsPerPage: 3, page: n } },
        ])
      ).results[0]
    const first = await page(0)
    expect(first.nbHits).toBeGreaterThan(3)
    const all = await Promise.all(
      Array.from({ length: first.nbPages }, (_, n) => page(n)),
    )
    const ids = all.flatMap((result) => result.hits.map((hit) => hit.objectID))
    expect(ids).toHaveLength(first.nbHits)
    expect(new Set(ids).size).toBe(first.nbHits)
    expect((await page(first.nbPages)).hits).toEqual([])
  })

  it('loads the index once, on the first search', async () => {
    const { client: local, loadIndex } = client()
    expect(loadIndex).not.toHaveBeenCalled()
    await Promise.all([local.search([]), local.search(docSearchRequest('a'))])
    await local.search(docSearchRequest('b'))
    expect(loadIndex).toHaveBeenCalledTimes(1)
  })

  it('rejects while the index cannot load, and tries again next time', async () => {
    const loadIndex = vi
      .fn<() => Promise<SerializedIndex>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(serialized)
    const { client: local } = client(loadIndex)
    const failed = local.search(docSearchRequest('get'))
    await expect(failed).rejects.toMatchObject({
      // The name DocSearch checks before showing "Unable to fetch results".
      name: 'RetryError',
      message: expect.stringContaining('offline'),
    })
    const { results } = await local.search(docSearchRequest('get'))
    expect(results[0].nbHits).toBeGreaterThan(0)
    expect(loadIndex).toHaveBeenCalledTimes(2)
  })

  it('rejects when the loader throws instead of rejecting', async () => {
    const { client: local } = client(
      vi.fn(() => {
        throw new Error('no loader')
      }),
    )
    await expect(local.search(docSearchRequest('get'))).rejects.toMatchObject({
      name: 'RetryError',
    })
  })

  it('rejects an index it cannot read', async () => {
    const { client: local } = client(vi.fn(async () => ({}) as never))
    await expect(local.search(docSearchRequest('get'))).rejects.toMatchObject({
      name: 'RetryError',
    })
  })

  it('rejects a malformed call', async () => {
    const { client: local } = client()
    await expect(local.search({} as never)).rejects.toThrow(/requests/)
  })

  it('has the methods the theme and the helper call', async () => {
    const { client: local } = client()
    expect(() => local.addAlgoliaAgent('docusaurus', '3')).not.toThrow()
    await expect(local.clearCache()).resolves.toBeUndefined()
    await expect(local.searchForFacetValues()).resolves.toEqual([
      { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 },
    ])
  })
})

describe('toQueryParams', () => {
  it('reads both shapes into the same parameters', () => {
    const expected = {
      indexName: 'i',
      query: 'q',
      page: 2,
      hitsPerPage: 5,
      attributesToSnippet: ['content:10'],
      facets: ['language', 'type'],
    }
    expect(
      toQueryParams({
        indexName: 'i',
        query: 'q',
        page: 2,
        hitsPerPage: 5,
        attributesToSnippet: ['content:10'],
        facets: ['language', 'type'],
      }),
    ).toMatchObject(expected)
    expect(
      toQueryParams({
        indexName: 'i',
        params:
          'query=q&page=2&hitsPerPage=5&attributesToSnippet=%5B%22content%3A10%22%5D&facets=language,type',
      }),
    ).toMatchObject(expected)
  })
})

describe('with algoliasearch-helper, as the search page uses it', () => {
  it('gives the page what it reads from each hit', async () => {
    const { client: local } = client()
    const helper = algoliaSearchHelper(local as never, 'cypress', {
      hitsPerPage: 15,
      advancedSyntax: true,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    })
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default')
    helper.addDisjunctiveFacetRefinement(
      'docusaurus_tag',
      'docs-default-current',
    )
    helper.addDisjunctiveFacetRefinement('language', 'en')
    const result = new Promise<algoliaSearchHelper.SearchResults>(
      (resolve, reject) => {
        helper.on('result', ({ results }) => resolve(results))
        helper.on('error', ({ error }) => reject(error))
      },
    )
    helper.setQuery('cy.intercept').setPage(0).search()
    const { hits, nbHits, nbPages, page, query } = await result
    expect({ nbPages, page, query }).toEqual({
      nbPages: Math.ceil(nbHits / 15),
      page: 0,
      query: 'cy.intercept',
    })
    // The search page's mapping (theme-search-algolia SearchPage).
    const items = hits.map(({ url, _highlightResult, _snippetResult }) => {
      const titles = Object.values(
        _highlightResult.hierarchy as Record<string, { value: string }>,
      ).map((level) => level.value)
      return {
        title: titles.pop(),
        url: new URL(url).pathname,
        summary: _snippetResult?.content?.value ?? '',
        breadcrumbs: titles,
      }
    })
    expect(items[0]).toEqual({
      title: '<mark>intercept</mark>',
      url: '/api/commands/intercept',
      summary: expect.stringContaining('stub'),
      breadcrumbs: ['Commands'],
    })
  })
})

describe('liteClient', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('returns the shared client and loads nothing when called', () => {
    const loadIndex = vi.fn(async () => serialized)
    configureLocalSearch({ loadIndex, origin: ORIGIN })
    expect(liteClient('appId', 'apiKey')).toBe(getLocalSearchClient())
    expect(liteClient()).toBe(liteClient('other', 'key'))
    expect(loadIndex).not.toHaveBeenCalled()
  })

  it('searches with the configured loader and window’s origin', async () => {
    vi.stubGlobal('window', { location: { origin: 'http://localhost:3000' } })
    configureLocalSearch({ loadIndex: async () => serialized })
    const { results } = await liteClient('a', 'b').search([
      { indexName: 'x', params: { query: 'get' } },
    ])
    expect(results[0].hits[0].url).toBe(
      'http://localhost:3000/api/commands/get',
    )
  })
})

describe('fetchIndex', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('fetches the JSON asset and fails on an HTTP error', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, json: async () => serialized })
      .mockResolvedValueOnce({ ok: false, status: 404 })
    vi.stubGlobal('fetch', fetch)
    const load = fetchIndex('/search-index.abc123.json')
    await expect(load()).resolves.toBe(serialized)
    await expect(load()).rejects.toThrow(/404/)
    expect(fetch).toHaveBeenCalledWith('/search-index.abc123.json')
  })
})
