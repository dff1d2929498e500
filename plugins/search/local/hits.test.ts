import { describe, expect, it } from 'vitest'

import {
  bestSubResult,
  highlightText,
  pageUrl,
  retagExcerpt,
  toAlgoliaHit,
} from './hits'
import type { PagefindResultData } from './types'

const tags = { pre: '<em>', post: '</em>' }

const intercept: PagefindResultData = {
  url: '/api/commands/intercept/',
  excerpt: 'Spy on and stub <mark>requests</mark>.',
  meta: { title: 'intercept', section: 'Other Commands' },
  sub_results: [
    {
      title: 'intercept',
      url: '/api/commands/intercept/',
      excerpt: 'Spy on and stub <mark>requests</mark>.',
      weighted_locations: [{ weight: 1, balanced_score: 10 }],
    },
    {
      title: 'Waiting on a request',
      url: '/api/commands/intercept/#waiting-on-a-request',
      anchor: { id: 'waiting-on-a-request', element: 'h3', text: '' },
      excerpt: 'Alias it, then <mark>wait</mark> for the &lt;alias&gt;.',
      weighted_locations: [
        { weight: 5, balanced_score: 60 },
        { weight: 1, balanced_score: 12 },
      ],
    },
    {
      title: 'Notes',
      url: '/api/commands/intercept/#notes',
      anchor: { id: 'notes', element: 'h2', text: '' },
      excerpt: 'A <mark>wait</mark> in notes.',
      weighted_locations: [{ weight: 1, balanced_score: 12 }],
    },
  ],
}

describe('retagExcerpt', () => {
  it("puts our tags where Pagefind's <mark> were, and keeps the text escaped", () => {
    expect(
      retagExcerpt('an &lt;input&gt; or <mark>&lt;textarea&gt;</mark>', tags),
    ).toBe('an &lt;input&gt; or <em>&lt;textarea&gt;</em>')
  })

  it('never lets markup through, even if the excerpt held some', () => {
    expect(
      retagExcerpt('<img src=x onerror=alert(1)><mark>a</mark>', tags),
    ).toBe('&lt;img src=x onerror=alert(1)&gt;<em>a</em>')
    expect(retagExcerpt('&amp;lt;b&amp;gt;', tags)).toBe('&amp;lt;b&amp;gt;')
  })
})

describe('highlightText', () => {
  it('marks words that start with a query word, escaping the rest', () => {
    expect(highlightText('Waiting <on> requests', ['wait'], tags)).toEqual({
      value: '<em>Waiting</em> &lt;on&gt; requests',
      matchLevel: 'full',
      matchedWords: ['wait'],
    })
  })

  it('says how much of the query matched', () => {
    expect(highlightText('Notes', ['wait'], tags).matchLevel).toBe('none')
    expect(highlightText('Wait here', ['wait', 'alias'], tags).matchLevel).toBe(
      'partial',
    )
  })
})

describe('bestSubResult', () => {
  it('is the page itself when its title holds every query word', () => {
    expect(bestSubResult(intercept, ['intercept'])?.anchor).toBeUndefined()
  })

  it('else the heading with the most weighted matches', () => {
    expect(bestSubResult(intercept, ['wait'])?.anchor?.id).toBe(
      'waiting-on-a-request',
    )
  })
})

describe('pageUrl', () => {
  it('drops the trailing slash of dir/index.html pages, keeping the anchor', () => {
    expect(pageUrl('/api/commands/get/')).toBe('/api/commands/get')
    // A long page's part is its page.
    expect(pageUrl('/guides/references/changelog/?part=3#15-0-0')).toBe(
      '/guides/references/changelog#15-0-0',
    )
    expect(pageUrl('/api/commands/get/#syntax')).toBe(
      '/api/commands/get#syntax',
    )
    expect(pageUrl('/')).toBe('/')
  })
})

describe('toAlgoliaHit', () => {
  it('a heading hit: absolute URL, anchor, section, page and heading, escaped snippet', () => {
    const hit = toAlgoliaHit(intercept, 'wait', {
      tags,
      origin: 'https://docs.example.com',
      language: 'en',
    })
    expect(hit).toMatchObject({
      type: 'lvl2',
      url: 'https://docs.example.com/api/commands/intercept#waiting-on-a-request',
      url_without_anchor: 'https://docs.example.com/api/commands/intercept',
      anchor: 'waiting-on-a-request',
      hierarchy: {
        lvl0: 'Other Commands',
        lvl1: 'intercept',
        lvl2: 'Waiting on a request',
      },
      language: 'en',
      content: 'Alias it, then wait for the &lt;alias&gt;.',
    })
    expect(hit._highlightResult.hierarchy.lvl2?.value).toBe(
      '<em>Waiting</em> on a request',
    )
    expect(hit._snippetResult.content?.value).toBe(
      'Alias it, then <em>wait</em> for the &lt;alias&gt;.',
    )
  })

  it('a page hit when the title matches', () => {
    const hit = toAlgoliaHit(intercept, 'cy.intercept', { tags })
    expect(hit).toMatchObject({
      type: 'lvl1',
      url: '/api/commands/intercept',
      anchor: null,
      hierarchy: { lvl1: 'intercept', lvl2: null },
    })
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(
      '<em>intercept</em>',
    )
    // The title the page text starts with is not repeated in the snippet.
    const titled = toAlgoliaHit(
      {
        ...intercept,
        sub_results: [
          {
            title: 'intercept',
            url: '/api/commands/intercept/',
            excerpt: '<mark>intercept.</mark> Spy on requests.',
          },
        ],
      },
      'intercept',
      { tags },
    )
    expect(titled._snippetResult.content?.value).toBe('Spy on requests.')
  })

  it('a text hit under a heading that does not itself match', () => {
    const data = {
      ...intercept,
      sub_results: intercept.sub_results?.slice(2),
    }
    const hit = toAlgoliaHit(data, 'wait', { tags })
    expect(hit).toMatchObject({
      type: 'content',
      hierarchy: { lvl2: 'Notes' },
      anchor: 'notes',
    })
  })

  it('escapes titles and sections in every attribute DocSearch may render raw', () => {
    const hit = toAlgoliaHit(
      {
        url: '/x/',
        excerpt: '',
        meta: { title: '<b>x</b>', section: 'A & B' },
        sub_results: [],
      },
      'x',
    )
    expect(hit.hierarchy.lvl1).toBe('&lt;b&gt;x&lt;/b&gt;')
    expect(hit.hierarchy.lvl0).toBe('A &amp; B')
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(
      '&lt;b&gt;<mark>x</mark>&lt;/b&gt;',
    )
  })
})
