import { describe, expect, it } from 'vitest'

import {
  bestSubResult,
  correctSpelling,
  editDistance,
  highlightText,
  joinCodeName,
  namedFirst,
  pagefindQuery,
  pageUrl,
  queryWords,
  retagExcerpt,
  sameWord,
  summarizedFirst,
  titleNamedBy,
  toAlgoliaHit,
  unansweredWord,
  type PageSummary,
  type PagefindResultData,
} from './hits'

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

describe('pagefindQuery', () => {
  it('drops the cy. prefix, a leading dot and call parentheses', () => {
    expect(pagefindQuery('cy.get()')).toBe('get')
    expect(pagefindQuery('.should have.length')).toBe('should have.length')
  })

  it('keeps other dotted names whole', () => {
    expect(pagefindQuery('Cypress.config')).toBe('Cypress.config')
    expect(pagefindQuery('cypress.run() options')).toBe('cypress.run options')
  })

  it('drops the words of a comparison and "per"', () => {
    expect(pagefindQuery('.filter vs .find')).toBe('filter find')
    expect(pagefindQuery('stub versus spy')).toBe('stub spy')
    expect(pagefindQuery('e2e or component')).toBe('e2e component')
    expect(pagefindQuery('log in once per spec')).toBe('log once spec')
  })

  it('drops filler words, unless the query is nothing else', () => {
    expect(pagefindQuery('how do I wait for a request')).toBe('wait request')
    expect(pagefindQuery('upload a file')).toBe('upload file')
    expect(pagefindQuery('the')).toBe('the')
    expect(pagefindQuery('how to')).toBe('how to')
  })

  it('keeps command names that look like filler words', () => {
    expect(pagefindQuery('cy.on')).toBe('on')
    expect(pagefindQuery('.and .its .as .then .within .not')).toBe(
      'and its as then within not',
    )
  })
})

describe('queryWords', () => {
  it('lowercases and drops the cy. and leading-dot forms readers type', () => {
    expect(queryWords('cy.get()')).toEqual(['get'])
    expect(queryWords('.should Have Length')).toEqual([
      'should',
      'have',
      'length',
    ])
  })

  it('keeps event names and environment variables whole', () => {
    expect(queryWords('before:browser:launch')).toEqual([
      'before:browser:launch',
    ])
    expect(queryWords('CYPRESS_INSTALL_BINARY')).toEqual([
      'cypress_install_binary',
    ])
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

describe('joinCodeName', () => {
  const names = new Set(['baseurl', 'defaultcommandtimeout', 'setcookie'])

  it('joins the words that spell a code name, the longest run first', () => {
    expect(joinCodeName('set base url', names)).toBe('set baseurl')
    expect(joinCodeName('default command timeout', names)).toBe(
      'defaultcommandtimeout',
    )
    expect(joinCodeName('Set Cookie', names)).toBe('setcookie')
  })

  it('is null when no run of words spells one', () => {
    expect(joinCodeName('url base', names)).toBeNull()
    expect(joinCodeName('baseurl', names)).toBeNull()
    expect(joinCodeName('set base url', new Set())).toBeNull()
  })
})

describe('editDistance', () => {
  it('counts an adjacent swap as one edit, and stops past the limit', () => {
    expect(editDistance('intercpet', 'intercept', 2)).toBe(1)
    expect(editDistance('visti', 'visit', 1)).toBe(1)
    expect(editDistance('sesion', 'session', 1)).toBe(1)
    expect(editDistance('kitten', 'sitting', 5)).toBe(3)
    expect(editDistance('kitten', 'sitting', 1)).toBe(2)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})

describe('correctSpelling', () => {
  const known = new Set([
    'intercept',
    'visit',
    'session',
    'defaultcommandtimeout',
    'viewport',
  ])

  it('replaces words an edit or two from a known word', () => {
    expect(correctSpelling('intercpet', known)).toBe('intercept')
    expect(correctSpelling('visti', known)).toBe('visit')
    expect(correctSpelling('sesion', known)).toBe('session')
    expect(correctSpelling('defualtCommandTimeout', known)).toBe(
      'defaultcommandtimeout',
    )
    expect(correctSpelling('visti sticky header', known)).toBe(
      'visit sticky header',
    )
  })

  it('is null when no word changes: known, short, too far, or another first letter', () => {
    expect(correctSpelling('visit', known)).toBeNull()
    expect(correctSpelling('vis', known)).toBeNull()
    expect(correctSpelling('vesta', known)).toBeNull()
    expect(correctSpelling('bisit', known)).toBeNull()
    expect(correctSpelling('visti', new Set())).toBeNull()
  })
})

describe('titleNamedBy', () => {
  it('is true when every title word but filler begins a query word or is begun by one', () => {
    expect(titleNamedBy('wait', ['wait', 'request'])).toBe(true)
    expect(titleNamedBy('request', ['wait', 'requests'])).toBe(true)
    expect(
      titleNamedBy('Writing and Organizing Tests', ['writ', 'organiz', 'test']),
    ).toBe(true)
    expect(titleNamedBy('its', ['its'])).toBe(true)
  })

  it('is false when the query lacks a title word', () => {
    expect(titleNamedBy('Network Requests', ['wait', 'request'])).toBe(false)
    expect(titleNamedBy('', ['wait'])).toBe(false)
  })
})

describe('namedFirst', () => {
  const titled = (title: string): PagefindResultData => ({
    url: `/${title}/`,
    excerpt: '',
    meta: { title },
  })

  it('puts the pages the query names first, each group in its order', () => {
    const shown = ['Network Requests', 'request', 'Block Pull Requests', 'wait']
    expect(
      namedFirst(shown.map(titled), ['wait', 'request']).map(
        (data) => data.meta.title,
      ),
    ).toEqual(['request', 'wait', 'Network Requests', 'Block Pull Requests'])
  })
})

describe('sameWord', () => {
  it('is true for a word typed that begins the word, or has its stem', () => {
    expect(sameWord('config', 'configuration')).toBe(true)
    expect(sameWord('tests', 'testing')).toBe(true)
    expect(sameWord('runs', 'running')).toBe(true)
    expect(sameWord('applies', 'apply')).toBe(true)
    expect(sameWord('spies', 'spy')).toBe(true)
    expect(sameWord('cache', 'caches')).toBe(true)
    expect(sameWord('configured', 'configure')).toBe(true)
  })

  it('is false for other words that begin alike', () => {
    expect(sameWord('apply', 'application')).toBe(false)
    expect(sameWord('configuration', 'conflict')).toBe(false)
    expect(sameWord('it', 'its')).toBe(false)
    expect(sameWord('spy', 'spec')).toBe(false)
    expect(sameWord('e2e', 'end-to-end')).toBe(false)
  })
})

describe('summarizedFirst', () => {
  const summaries: Record<string, PageSummary> = {
    migrating: {
      words: ['migrating', 'from', 'selenium', 'to', 'cypress'],
      questions: [],
    },
    long: { words: ['configuration', 'every', 'option'], questions: [] },
    differences: {
      words: ['key', 'differences', 'cypress', 'selenium', 'webdriver'],
      questions: [],
    },
    faq: {
      words: ['using', 'cypress'],
      questions: [
        ['how', 'do', 'i', 'get', 'an', 'element', 's', 'text', 'contents'],
        ['can', 'i', 'test', 'a', 'chat', 'app'],
      ],
    },
  }
  const results = ['long', 'migrating', 'unknown', 'differences', 'faq']
  const summaryOf = (id: string) => summaries[id]

  it('puts the results whose summary holds every word first, each group in its order', () => {
    expect(
      summarizedFirst(results, ['cypress', 'selenium'], summaryOf),
    ).toEqual(['migrating', 'differences', 'long', 'unknown', 'faq'])
  })

  it('puts first a page one of whose questions holds every word', () => {
    expect(
      summarizedFirst(results, ['get', 'text', 'element'], summaryOf),
    ).toEqual(['faq', 'long', 'migrating', 'unknown', 'differences'])
  })

  it("does not take a query's words from two questions, or from a question and the title", () => {
    expect(summarizedFirst(results, ['text', 'chat'], summaryOf)).toEqual(
      results,
    )
    expect(summarizedFirst(results, ['using', 'chat'], summaryOf)).toEqual(
      results,
    )
  })

  it('keeps the order of a one-word query, or when no summary holds the query', () => {
    expect(summarizedFirst(results, ['selenium'], summaryOf)).toEqual(results)
    expect(
      summarizedFirst(results, ['cypress', 'playwright'], summaryOf),
    ).toEqual(results)
  })
})

describe('unansweredWord', () => {
  const commandLine = (excerpt: string): PagefindResultData => ({
    url: '/guides/guides/command-line/',
    excerpt,
    meta: { title: 'Command Line' },
  })

  it('is the word that only a much shorter indexed word stood in for', () => {
    const flag = commandLine('--quiet <mark>-q</mark> Print only the output')
    expect(unansweredWord([flag], ['qwxzvbnm'])).toBe('qwxzvbnm')
    expect(unansweredWord([flag], ['cypress', 'qwxzvbnm'])).toBe('qwxzvbnm')
  })

  it('reads a part of a compound word as the stand-in it was', () => {
    // Pagefind indexes the parts of `iphone-se2` and `IndexedDB` too.
    expect(
      unansweredWord(
        [commandLine('the <mark>iphone-se2</mark> preset')],
        ['sesion'],
      ),
    ).toBe('sesion')
    expect(
      unansweredWord([commandLine('in <mark>IndexedDB</mark>')], ['dblclik']),
    ).toBe('dblclik')
    // A part that the word typed starts is a match.
    expect(
      unansweredWord([commandLine('in <mark>IndexedDB</mark>')], ['db']),
    ).toBeNull()
    expect(
      unansweredWord(
        [commandLine('the <mark>iphone-se2</mark> preset')],
        ['iphone'],
      ),
    ).toBeNull()
    // A compound typed is searched in parts too; a stem found in a part.
    expect(
      unansweredWord(
        [commandLine('<mark>after:run</mark> fires')],
        ['after:browser:launch'],
      ),
    ).toBeNull()
    expect(
      unansweredWord([commandLine('a <mark>re-run</mark>')], ['runs']),
    ).toBeNull()
  })

  it('does not take the s of a possessive for a stand-in', () => {
    const faq: PagefindResultData = {
      url: '/faq/',
      excerpt: "queries the <mark>application's</mark> document",
      meta: { title: 'FAQ' },
    }
    expect(unansweredWord([faq], ['within', 'scope', 'apply'])).toBeNull()
  })

  it('is null for matches, stems and longer stand-ins', () => {
    // The word itself, a longer word it starts, a stem, a near-whole prefix.
    expect(unansweredWord([commandLine('<mark>-q</mark>')], ['q'])).toBeNull()
    expect(
      unansweredWord([commandLine('<mark>quiet</mark> mode')], ['qui']),
    ).toBeNull()
    expect(
      unansweredWord([commandLine('<mark>run</mark> the specs')], ['running']),
    ).toBeNull()
    expect(
      unansweredWord([commandLine('<mark>Cypress</mark> app')], ['cypressio']),
    ).toBeNull()
    expect(unansweredWord([intercept], ['wait', 'requests'])).toBeNull()
  })

  it("reads the headings' excerpts too", () => {
    const data: PagefindResultData = {
      ...commandLine('Options of <mark>cypress</mark> run'),
      sub_results: [
        {
          title: 'Options',
          url: '/guides/guides/command-line/#options',
          excerpt: 'Print less: <mark>-q</mark>',
        },
      ],
    }
    expect(unansweredWord([data], ['cypress', 'qwxzvbnm'])).toBe('qwxzvbnm')
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
