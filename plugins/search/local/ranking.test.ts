import { describe, expect, it } from 'vitest'

import {
  codeNameNamedFirst,
  onePagePerResult,
  partlyAnsweredWord,
  rank,
  RANKING_STEPS,
  sectionNamedFirst,
  summarizedFirst,
  titleNamedFirst,
  unansweredWord,
  wordsNamingTitle,
  type FoundPage,
  type PageSummary,
  type RankingContext,
  type RankingStep,
} from './ranking'
import type { PagefindResultData } from './types'

/** A page found, by its fragment name (`id`), as part `part` of `page`. */
function found(id: string, page = id): FoundPage {
  return {
    result: {
      id,
      score: 1,
      data: async () => ({ url: `/${id}/`, excerpt: '', meta: {} }),
    },
    page,
  }
}

/** A page found, with its data fetched: its title and headings. */
function titled(title: string, headings: string[] = []): FoundPage {
  return {
    ...found(title),
    data: {
      url: `/${title}/`,
      excerpt: '',
      meta: { title },
      sub_results: headings.map((heading) => ({
        title: heading,
        url: `/${title}/#${heading}`,
        excerpt: '',
      })),
    },
  }
}

const intercept: PagefindResultData = {
  url: '/api/commands/intercept/',
  excerpt: 'Spy on and stub <mark>requests</mark>.',
  meta: { title: 'intercept', section: 'Other Commands' },
  sub_results: [
    {
      title: 'Waiting on a request',
      url: '/api/commands/intercept/#waiting-on-a-request',
      anchor: { id: 'waiting-on-a-request', element: 'h3', text: '' },
      excerpt: 'Alias it, then <mark>wait</mark> for the &lt;alias&gt;.',
    },
  ],
}

describe('onePagePerResult', () => {
  it("lists a long page once, where its first part stands, keeping the others' order", () => {
    const pages = [
      found('changelog-2', 'changelog-0'),
      found('get'),
      found('changelog-0'),
      found('changelog-1', 'changelog-0'),
      found('click'),
    ]
    expect(onePagePerResult(pages).map(({ result }) => result.id)).toEqual([
      'changelog-2',
      'get',
      'click',
    ])
  })
})

describe('rank', () => {
  it('applies the steps in order, each to what the one before left', () => {
    const calls: string[] = []
    const step =
      (name: string): RankingStep =>
      (pages) => {
        calls.push(`${name}:${pages.map(({ page }) => page).join(',')}`)
        return [...pages].reverse()
      }
    const ranked = rank(
      [found('a'), found('b'), found('c')],
      { words: [], codeNames: [], summaryOf: () => undefined },
      [step('one'), step('two')],
    )
    expect(calls).toEqual(['one:a,b,c', 'two:c,b,a'])
    expect(ranked.map(({ page }) => page)).toEqual(['a', 'b', 'c'])
  })

  it('ranks by RANKING_STEPS by default: each page once, the summarized first, those the query names before them', () => {
    expect(RANKING_STEPS).toEqual([
      onePagePerResult,
      sectionNamedFirst,
      summarizedFirst,
      titleNamedFirst,
      codeNameNamedFirst,
    ])
    const context: RankingContext = {
      words: ['stub', 'spy'],
      codeNames: [],
      summaryOf: (page) =>
        page === 'about'
          ? {
              words: ['stubs', 'spies', 'clocks'],
              questions: [],
              codeNames: [],
            }
          : undefined,
    }
    const pages = [
      found('long'),
      found('long-1', 'long'),
      found('about'),
      titled('spy'),
    ]
    expect(rank(pages, context).map(({ result }) => result.id)).toEqual([
      'spy',
      'about',
      'long',
    ])
    // Before the pages shown are fetched, the steps that read a page's
    // data leave it in place.
    expect(
      rank(
        pages.map((page) => ({ ...page, data: undefined })),
        context,
      ).map(({ result }) => result.id),
    ).toEqual(['about', 'long', 'spy'])
  })
})

describe('codeNameNamedFirst', () => {
  const summary = (...codeNames: string[]): PageSummary => ({
    words: ['prompt', 'prompts'],
    questions: [],
    codeNames,
  })
  const summaries: Record<string, PageSummary> = {
    'ui-coverage': summary(),
    accessibility: summary(),
    'after-15-3-0': summary('cy.prompt', 'cypress.expose'),
    get: summary('cy.get'),
    'a-guide': summary('cy.get'),
  }
  const order = (pages: string[], codeNames: string[]) =>
    codeNameNamedFirst(
      pages.map((page) => found(page)),
      { words: ['prompt'], codeNames, summaryOf: (page) => summaries[page] },
    ).map(({ page }) => page)

  it('puts first the pages about a code name typed with its prefix, known before they are fetched', () => {
    expect(
      order(['ui-coverage', 'accessibility', 'after-15-3-0'], ['cy.prompt']),
    ).toEqual(['after-15-3-0', 'ui-coverage', 'accessibility'])
    expect(
      order(['ui-coverage', 'after-15-3-0', 'unknown'], ['cypress.expose']),
    ).toEqual(['after-15-3-0', 'ui-coverage', 'unknown'])
  })

  it('keeps the order among the pages about it, and of a query without a code name', () => {
    expect(order(['ui-coverage', 'get', 'a-guide'], ['cy.get'])).toEqual([
      'get',
      'a-guide',
      'ui-coverage',
    ])
    expect(order(['ui-coverage', 'after-15-3-0'], [])).toEqual([
      'ui-coverage',
      'after-15-3-0',
    ])
    // A page about another code name is not lifted.
    expect(order(['ui-coverage', 'after-15-3-0'], ['cy.get'])).toEqual([
      'ui-coverage',
      'after-15-3-0',
    ])
  })

  it('keeps the order of a query that names the code name in passing, among more other words', () => {
    const ordered = (words: string[], codeNames: string[]) =>
      codeNameNamedFirst(
        ['ui-coverage', 'after-15-3-0'].map((page) => found(page)),
        { words, codeNames, summaryOf: (page) => summaries[page] },
      ).map(({ page }) => page)
    expect(ordered(['write', 'prompt', 'agents'], ['cy.prompt'])).toEqual([
      'ui-coverage',
      'after-15-3-0',
    ])
    // Half of the query, filler aside, is enough; so is a code name typed
    // as two words (`Cypress.expose` is searched as "cypress expose").
    expect(ordered(['prompt', 'examples'], ['cy.prompt'])).toEqual([
      'after-15-3-0',
      'ui-coverage',
    ])
    expect(
      ordered(['the', 'cypress', 'expose', 'api'], ['cypress.expose']),
    ).toEqual(['after-15-3-0', 'ui-coverage'])
  })

  it('decides over the title named, which orders the pages about the code name: its command page before a page that gives it as a keyword', () => {
    const context: RankingContext = {
      words: ['prompt'],
      codeNames: ['cy.prompt'],
      summaryOf: (page) =>
        page === 'prompt' ? summary('cy.prompt') : summaries[page],
    }
    const pages = [
      found('ui-coverage'),
      found('after-15-3-0'),
      titled('prompt'),
    ]
    expect(rank(pages, context).map(({ page }) => page)).toEqual([
      'prompt',
      'after-15-3-0',
      'ui-coverage',
    ])
    // Before the pages are fetched, their summaries alone order them.
    expect(
      rank(
        pages.map((page) => ({ ...page, data: undefined })),
        context,
      ).map(({ page }) => page),
    ).toEqual(['after-15-3-0', 'prompt', 'ui-coverage'])
  })
})

describe('wordsNamingTitle', () => {
  it('counts the query words that name every word of the title but filler', () => {
    expect(wordsNamingTitle('wait', ['wait', 'request'])).toBe(1)
    expect(wordsNamingTitle('request', ['wait', 'requests'])).toBe(1)
    expect(
      wordsNamingTitle('Writing and Organizing Tests', [
        'writ',
        'organiz',
        'test',
      ]),
    ).toBe(3)
    expect(wordsNamingTitle('its', ['its'])).toBe(1)
    expect(
      wordsNamingTitle('Cypress Accessibility Changelog', [
        'accessibility',
        'changelog',
      ]),
    ).toBe(2)
  })

  it('is 0 when the query lacks a title word', () => {
    expect(wordsNamingTitle('Network Requests', ['wait', 'request'])).toBe(0)
    expect(wordsNamingTitle('', ['wait'])).toBe(0)
    expect(wordsNamingTitle('Cypress', ['cypress'])).toBe(0)
  })

  it('is 0 for a title word that only begins a word typed', () => {
    expect(wordsNamingTitle('debug', ['debugger'])).toBe(0)
    expect(wordsNamingTitle('debug', ['debugging'])).toBe(1)
  })

  it('is 0 when the title names fewer than half of the query words', () => {
    expect(wordsNamingTitle('mount', ['react', 'mount', 'props'])).toBe(0)
    expect(wordsNamingTitle('mount', ['react', 'mount'])).toBe(1)
  })
})

describe('titleNamedFirst', () => {
  const order = (titles: string[], words: string[]) =>
    titleNamedFirst(
      titles.map((title) => titled(title)),
      {
        words,
        codeNames: [],
        summaryOf: () => undefined,
      },
    ).map(({ data }) => data?.meta.title)

  it('puts the pages the query names first, each group in its order', () => {
    expect(
      order(
        ['Network Requests', 'request', 'Block Pull Requests', 'wait'],
        ['wait', 'request'],
      ),
    ).toEqual(['request', 'wait', 'Network Requests', 'Block Pull Requests'])
  })

  it('puts those it names with more of its words first', () => {
    expect(
      order(
        ['Changelog', 'Cypress Accessibility Changelog', 'Introduction'],
        ['accessibility', 'changelog'],
      ),
    ).toEqual(['Cypress Accessibility Changelog', 'Changelog', 'Introduction'])
  })

  it('leaves the pages not fetched yet in place', () => {
    const pages = [found('wait'), titled('request')]
    expect(
      titleNamedFirst(pages, {
        words: ['wait'],
        codeNames: [],
        summaryOf: () => undefined,
      }).map(({ page }) => page),
    ).toEqual(['wait', 'request'])
  })
})

describe('sectionNamedFirst', () => {
  const summaries: Record<string, PageSummary> = {
    'Test Retries': {
      words: ['find', 'flaky', 'tests'],
      questions: [],
      codeNames: [],
    },
    'Branch Review': {
      words: ['flaky', 'tests', 'failures'],
      questions: [],
      codeNames: [],
    },
  }
  const order = (pages: FoundPage[], words: string[]) =>
    sectionNamedFirst(pages, {
      words,
      codeNames: [],
      summaryOf: (page) => summaries[page],
    }).map(({ page }) => page)

  it('puts first the pages whose title and a heading hold every word of a query of three words or more', () => {
    const pages = [
      titled('screenshot', ['Screenshots on failure']),
      titled('Cypress.Screenshot', ['When failure screenshots are taken']),
    ]
    expect(order(pages, ['when', 'failure', 'screenshots', 'taken'])).toEqual([
      'Cypress.Screenshot',
      'screenshot',
    ])
    // The title's words count, and the parts of a compound word.
    expect(
      order(
        [
          titled('screenshot'),
          titled('Catalog of Events', ['Turn off uncaught:exception']),
        ],
        ['turn', 'off', 'uncaught', 'exception'],
      ),
    ).toEqual(['Catalog of Events', 'screenshot'])
  })

  it('leaves in place, of a query of three words or more, the pages whose summary holds them all', () => {
    summaries.Summarized = {
      words: ['turn', 'off', 'uncaught', 'exceptions'],
      questions: [],
      codeNames: [],
    }
    expect(
      order(
        [
          titled('other'),
          titled('Summarized', ['Turn off uncaught exceptions']),
        ],
        ['turn', 'off', 'uncaught', 'exception'],
      ),
    ).toEqual(['other', 'Summarized'])
  })

  it('orders, of a query of two words, only the pages whose summary holds them', () => {
    const pages = [
      titled('Branch Review', ['Compare one test']),
      titled('exec', ['Reset and seed a database']),
      titled('Test Retries', ['Finding flaky tests']),
    ]
    expect(order(pages, ['flaky', 'tests'])).toEqual([
      'Test Retries',
      'Branch Review',
      'exec',
    ])
    expect(order(pages, ['seed', 'database'])).toEqual([
      'Branch Review',
      'exec',
      'Test Retries',
    ])
  })

  it('keeps the order of a one-word query, and of pages not fetched yet', () => {
    const pages = [titled('a'), titled('flaky', ['flaky'])]
    expect(order(pages, ['flaky'])).toEqual(['a', 'flaky'])
    expect(
      order([found('a'), found('Test Retries')], ['flaky', 'tests']),
    ).toEqual(['a', 'Test Retries'])
  })
})

describe('summarizedFirst', () => {
  const summaries: Record<string, PageSummary> = {
    migrating: {
      words: ['migrating', 'from', 'selenium', 'to', 'cypress'],
      questions: [],
      codeNames: [],
    },
    long: {
      words: ['configuration', 'every', 'option'],
      questions: [],
      codeNames: [],
    },
    differences: {
      words: ['key', 'differences', 'cypress', 'selenium', 'webdriver'],
      questions: [],
      codeNames: [],
    },
    faq: {
      words: ['using', 'cypress'],
      questions: [
        ['how', 'do', 'i', 'get', 'an', 'element', 's', 'text', 'contents'],
        ['can', 'i', 'test', 'a', 'chat', 'app'],
      ],
      codeNames: [],
    },
  }
  const results = ['long', 'migrating', 'unknown', 'differences', 'faq']
  const ranked = (words: string[]) =>
    summarizedFirst(
      results.map((id) => found(id)),
      {
        words,
        codeNames: [],
        summaryOf: (id) => summaries[id],
      },
    ).map(({ page }) => page)

  it('puts the results whose summary holds every word first, each group in its order', () => {
    expect(ranked(['cypress', 'selenium'])).toEqual([
      'migrating',
      'differences',
      'long',
      'unknown',
      'faq',
    ])
  })

  it('puts first a page one of whose questions holds every word', () => {
    expect(ranked(['get', 'text', 'element'])).toEqual([
      'faq',
      'long',
      'migrating',
      'unknown',
      'differences',
    ])
  })

  it("does not take a query's words from two questions, or from a question and the title", () => {
    expect(ranked(['text', 'chat'])).toEqual(results)
    expect(ranked(['using', 'chat'])).toEqual(results)
  })

  it('keeps the order of a one-word query, or when no summary holds the query', () => {
    expect(ranked(['selenium'])).toEqual(results)
    expect(ranked(['cypress', 'playwright'])).toEqual(results)
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

  it('leaves a longer beginning that is not a stem to partlyAnsweredWord', () => {
    const font = commandLine("<mark>url('/fonts/inter.woff2')</mark>")
    expect(unansweredWord([font], ['intercpet'])).toBeNull()
    expect(partlyAnsweredWord([font], ['intercpet'])).toBe('intercpet')
    expect(partlyAnsweredWord([font], ['font', 'intercpet'])).toBe('intercpet')
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

describe('partlyAnsweredWord', () => {
  const page = (excerpt: string): PagefindResultData => ({
    url: '/page/',
    excerpt,
    meta: { title: 'Page' },
  })
  const partly = (mark: string, word: string) =>
    partlyAnsweredWord([page(`<mark>${mark}</mark>`)], [word])

  it('is null when the word, a longer word, or a stem of it is marked', () => {
    expect(partly('intercepts', 'intercept')).toBeNull()
    expect(partly('run', 'running')).toBeNull()
    expect(partly('previous', 'previously')).toBeNull()
    expect(partly('install', 'installation')).toBeNull()
    expect(partly('assert', 'assertions')).toBeNull()
  })

  it('is the word when a beginning of it that no ending completes is marked', () => {
    expect(partly('inter', 'intercept')).toBe('intercept')
    expect(partly('Cypress', 'cypressio')).toBe('cypressio')
  })

  it('is null when another mark answers the word in full', () => {
    const marks = page('<mark>inter</mark> and <mark>intercept</mark>')
    expect(partlyAnsweredWord([marks], ['intercept'])).toBeNull()
  })
})
