import { describe, expect, it } from 'vitest'

import { fixtureIndexJson, fixtureRecords } from './__fixtures__/fixtureDocs'
import {
  buildIndex,
  escapeHtml,
  facetPredicate,
  loadIndex,
  normalizeQuery,
  runQuery,
  searchRecords,
} from './engine'
import type { Hierarchy, SearchRecord } from './types'

const index = loadIndex(fixtureIndexJson())

const urls = (query: string) =>
  searchRecords(index, query).map((hit) => hit.record.url)

const INTERCEPT = '/api/commands/intercept'

function record(
  objectID: string,
  type: SearchRecord['type'],
  url: string,
  levels: Partial<Hierarchy>,
  content: string | null = null,
): SearchRecord {
  return {
    objectID,
    type,
    url,
    content,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: null,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
      ...levels,
    },
  }
}

describe('normalizeQuery', () => {
  it.each([
    ['cy.intercept', 'intercept'],
    ['cy.intercept()', 'intercept'],
    ['.should', 'should'],
    ['.should()', 'should'],
    ['cy.get()', 'get'],
    ['  Cy.Get  .find ', 'get find'],
    ['cy.', 'cy'],
    ['defaultCommandTimeout', 'defaultcommandtimeout'],
    ['', ''],
  ])('%j -> %j', (query, normalized) => {
    expect(normalizeQuery(query)).toBe(normalized)
  })
})

describe('relevance', () => {
  it.each(['cy.intercept', 'cy.intercept()', 'intercept', '.intercept()'])(
    '%s finds the intercept page first',
    (query) => {
      expect(urls(query)[0]).toBe(INTERCEPT)
    },
  )

  it('forgives a typo: intercpt', () => {
    expect(urls('intercpt')[0]).toBe(INTERCEPT)
  })

  it('forgives typos from five letters, not in shorter words (list is not last)', () => {
    const words = loadIndex(
      buildIndex([
        record('a', 'lvl1', '/last', { lvl1: 'last' }),
        record('b', 'content', '/guide', { lvl1: 'Guide' }, 'A list of rules.'),
        record('c', 'lvl1', '/click', { lvl1: 'click' }),
      ]),
    )
    const search = (query: string) =>
      searchRecords(words, query).map((hit) => hit.record.url)
    expect(search('list')).toEqual(['/guide'])
    expect(search('clikk')).toEqual(['/click'])
  })

  it('searches the last word as a prefix: interc', () => {
    expect(urls('interc')[0]).toBe(INTERCEPT)
  })

  it.each([
    ['cy.get()', '/api/commands/get'],
    ['.should', '/api/assertions/should'],
    ['should', '/api/assertions/should'],
  ])('%s finds its command page first', (query, url) => {
    expect(urls(query)[0]).toBe(url)
  })

  it('finds nothing for words that are nowhere', () => {
    expect(urls('zyxwvut')).toEqual([])
    expect(urls('')).toEqual([])
    expect(urls('  ')).toEqual([])
  })

  it('ranks a page title above a heading above text', () => {
    const boosted = loadIndex(
      buildIndex([
        record('a', 'content', '/a', { lvl1: 'Alpha' }, 'Retries retries.'),
        record('b', 'lvl2', '/b#retries', { lvl1: 'Beta', lvl2: 'Retries' }),
        record('c', 'lvl1', '/c', { lvl1: 'Retries' }),
      ]),
    )
    expect(
      searchRecords(boosted, 'retries').map((hit) => hit.record.url),
    ).toEqual(['/c', '/b#retries', '/a'])
  })

  it('puts the page whose title is the query before better-scored text', () => {
    const text = 'wait '.repeat(3).trim()
    const exact = loadIndex(
      buildIndex([
        record('a', 'lvl2', '/a#wait', { lvl1: 'Alpha', lvl2: 'Wait' }),
        record(
          'a2',
          'content',
          '/a#wait',
          { lvl1: 'Alpha', lvl2: 'Wait' },
          text,
        ),
        record('b', 'lvl1', '/api/wait', { lvl1: 'wait' }, 'Waits for time.'),
      ]),
    )
    expect(searchRecords(exact, 'cy.wait()')[0].record.url).toBe('/api/wait')
  })

  it('needs a match in a record’s own text, not only in its headings', () => {
    // The "Syntax" heading lives on the intercept page but does not say it.
    expect(urls('intercept')).not.toContain(`${INTERCEPT}#syntax`)
    // Its page title still counts for a query that also names the heading.
    expect(urls('intercept syntax')).toEqual([`${INTERCEPT}#syntax`])
  })

  it('requires every word, and falls back to any word', () => {
    expect(urls('stub response')).toContain(`${INTERCEPT}#examples`)
    expect(urls('stub zyxwvut').length).toBeGreaterThan(0)
  })

  it('finds words inside camelCase names', () => {
    expect(urls('command timeout')).toContain(`${INTERCEPT}#route-matcher`)
  })

  it('returns one hit per URL, each page title before its other hits', () => {
    for (const query of ['intercept', 'request', 'get', 'the']) {
      const hits = searchRecords(index, query)
      const seen = hits.map((hit) => hit.record.url)
      expect(new Set(seen).size).toBe(seen.length)
      hits.forEach((hit, position) => {
        if (hit.record.type !== 'lvl1') return
        const page = hit.record.url
        const first = seen.findIndex((url) => url.split('#')[0] === page)
        expect(first, `${query}: ${page}`).toBe(position)
      })
    }
  })
})

describe('facet filters', () => {
  const records = [
    { ...record('a', 'lvl1', '/a', { lvl1: 'Alpha' }), language: 'en' },
    {
      ...record('b', 'lvl1', '/fr/b', { lvl1: 'Alpha' }),
      language: 'fr',
      docusaurus_tag: 'docs-default-current',
    },
  ]
  const matches = (filters: Parameters<typeof facetPredicate>[0]) =>
    records.filter(facetPredicate(filters)).map((r) => r.objectID)

  it.each([
    [undefined, ['a', 'b']],
    [[], ['a', 'b']],
    [['language:en'], ['a']],
    ['language:fr', ['b']],
    ['["language:fr"]', ['b']],
    [[['language:en', 'language:fr']], ['a', 'b']],
    [['language:fr', 'docusaurus_tag:docs-default-current'], ['b']],
    [['-language:en'], ['b']],
    [['docusaurus_tag:default'], []],
    [['hierarchy.lvl1:Alpha'], ['a', 'b']],
  ])('%j', (filters, expected) => {
    expect(matches(filters as Parameters<typeof facetPredicate>[0])).toEqual(
      expected,
    )
  })

  it('applies to searches', () => {
    const local = loadIndex(fixtureIndexJson({ language: 'en' }))
    const en = runQuery(local, { query: 'get', facetFilters: ['language:en'] })
    const fr = runQuery(local, { query: 'get', facetFilters: ['language:fr'] })
    expect(en.nbHits).toBeGreaterThan(0)
    expect(fr.nbHits).toBe(0)
  })
})

describe('hits', () => {
  const first = (query: string, params = {}) =>
    runQuery(index, { query, ...params }, 'https://docs.example.com').hits[0]

  it('are Algolia-shaped, with absolute URLs', () => {
    const hit = first('cy.intercept')
    expect(hit).toMatchObject({
      objectID: '/api/commands/intercept::0',
      type: 'lvl1',
      url: 'https://docs.example.com/api/commands/intercept',
      url_without_anchor: 'https://docs.example.com/api/commands/intercept',
      anchor: null,
      hierarchy: { lvl0: 'Commands', lvl1: 'intercept', lvl2: null },
      content: 'Spy on and stub network requests and responses.',
    })
    expect(new URL(hit.url).pathname).toBe(INTERCEPT)
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual([
      'lvl0',
      'lvl1',
    ])
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>intercept</mark>',
      matchLevel: 'full',
      matchedWords: ['intercept'],
      fullyHighlighted: true,
    })
    expect(hit._snippetResult.hierarchy.lvl1?.value).toBe(
      '<mark>intercept</mark>',
    )
    expect(hit._highlightResult.hierarchy.lvl0?.matchLevel).toBe('none')
  })

  it('carry anchors for headings and text below them', () => {
    const hit = first('routeMatcher')
    expect(hit.url).toBe(
      'https://docs.example.com/api/commands/intercept#route-matcher',
    )
    expect(hit.anchor).toBe('route-matcher')
    expect(hit._snippetResult.hierarchy.lvl4?.value).toBe(
      '<mark>routeMatcher</mark>',
    )
  })

  it('highlight only the typed part of a prefix', () => {
    const hit = first('interc')
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(
      '<mark>interc</mark>ept',
    )
  })

  it('highlight typo matches whole', () => {
    const hit = first('intercpt')
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(
      '<mark>intercept</mark>',
    )
  })

  it('use the requested tags and ellipsis', () => {
    const hit = first('retried', {
      highlightPreTag: '<em class="hit">',
      highlightPostTag: '</em>',
      snippetEllipsisText: '...',
      attributesToSnippet: ['content:4'],
    })
    expect(hit._highlightResult.content?.value).toContain(
      '<em class="hit">retried</em>',
    )
    expect(hit._snippetResult.content?.value).toMatch(
      /^\.\.\..*<em class="hit">retried<\/em>.*$/,
    )
  })

  it('snippet about 20 words around the first match', () => {
    const long = loadIndex(
      buildIndex([
        record(
          'a',
          'content',
          '/a',
          { lvl1: 'A' },
          `${'lorem '.repeat(40)}needle ${'ipsum '.repeat(40)}`,
        ),
      ]),
    )
    const [hit] = runQuery(long, { query: 'needle' }).hits
    const value = hit._snippetResult.content?.value ?? ''
    expect(value.startsWith('…')).toBe(true)
    expect(value.endsWith('…')).toBe(true)
    expect(value).toContain('<mark>needle</mark>')
    expect(value.replace(/…/g, '').trim().split(/\s+/)).toHaveLength(20)
    expect(
      hit._highlightResult.content?.value.trim().split(/\s+/),
    ).toHaveLength(81)
  })
})

describe('escaping', () => {
  const XSS = '<img src=x onerror=alert(1)>'

  it('escapes the five HTML characters DocSearch decodes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#039;s&lt;/a&gt;',
    )
  })

  it('never lets markup from the docs through', () => {
    for (const query of ['img', 'onerror', 'payload', 'escaping', 'html']) {
      const { hits } = runQuery(index, { query, hitsPerPage: 50 })
      expect(hits.length, query).toBeGreaterThan(0)
      for (const hit of hits) {
        const values = JSON.stringify([
          hit._highlightResult,
          hit._snippetResult,
          hit.hierarchy,
          hit.content,
        ])
        expect(values, query).not.toMatch(/<(?!\/?mark>)/)
      }
    }
  })

  it('highlights inside escaped text', () => {
    const hit = runQuery(index, { query: 'onerror' }).hits[0]
    expect(hit.content).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(hit._highlightResult.content?.value).toContain(
      '&lt;img src=x <mark>onerror</mark>=alert(1)&gt;',
    )
    expect(hit._snippetResult.content?.value).toContain('&lt;img')
    expect(hit._snippetResult.content?.value).not.toContain(XSS)
    expect(hit._highlightResult.content?.value).toContain(
      '&quot;like this&quot; and &#039;this&#039;',
    )
  })

  it('does not highlight inside entities', () => {
    const local = loadIndex(
      buildIndex([record('a', 'content', '/a', { lvl1: 'A' }, 'x < y, lt')]),
    )
    const [hit] = runQuery(local, { query: 'lt' }).hits
    expect(hit._highlightResult.content?.value).toBe(
      'x &lt; y, <mark>lt</mark>',
    )
  })

  it('escapes titles and sections', () => {
    const hit = runQuery(index, { query: 'escaping' }).hits[0]
    expect(hit.hierarchy.lvl1).toBe('Escaping &amp; HTML')
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(
      '<mark>Escaping</mark> &amp; HTML',
    )
  })
})

describe('pagination and facets', () => {
  it('pages through the ranked hits', () => {
    const all = runQuery(index, { query: 'the', hitsPerPage: 1000 })
    expect(all.nbHits).toBeGreaterThan(5)
    const pages = Array.from({ length: all.nbHits }, (_, page) =>
      runQuery(index, { query: 'the', hitsPerPage: 1, page }),
    )
    expect(pages.map((page) => page.hits[0].objectID)).toEqual(
      all.hits.map((hit) => hit.objectID),
    )
    expect(pages[0]).toMatchObject({
      page: 0,
      hitsPerPage: 1,
      nbPages: all.nbHits,
      nbHits: all.nbHits,
    })
    const past = runQuery(index, { query: 'the', page: all.nbHits })
    expect(past.hits).toEqual([])
    expect(runQuery(index, { query: 'the', hitsPerPage: 0 })).toMatchObject({
      hits: [],
      nbPages: 0,
    })
  })

  it('counts requested facets over every hit', () => {
    const local = loadIndex(fixtureIndexJson({ language: 'en' }))
    const result = runQuery(local, { query: 'get', facets: ['language'] })
    expect(result.facets).toEqual({ language: { en: result.nbHits } })
    expect(runQuery(local, { query: 'get' }).facets).toEqual({})
  })
})

describe('serialization', () => {
  it('gives the same answers after a trip through JSON', () => {
    const direct = loadIndex(buildIndex(fixtureRecords()))
    for (const query of ['intercept', 'get', 'intercpt', 'stub response']) {
      expect(runQuery(index, { query })).toEqual(runQuery(direct, { query }))
    }
  })

  it('restores every record', () => {
    const records = fixtureRecords({
      language: 'en',
      docusaurusTag: 'docs-default-current',
    })
    expect(loadIndex(buildIndex(records)).records).toEqual(records)
  })

  it('refuses an index of another version', () => {
    const serialized = { ...buildIndex([]), version: 2 }
    expect(() => loadIndex(serialized as never)).toThrow(/version 2/)
  })
})
