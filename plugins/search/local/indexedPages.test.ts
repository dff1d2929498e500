import { describe, expect, it } from 'vitest'

import type { SidebarItem } from '../../../src/lib/sidebars'
import { htmlFile, searchSection } from './indexedPages'
import {
  codeNames,
  indexParts,
  markForIndex,
  summaryCodeNames,
  titleWords,
} from './writeIndex.mjs'

const sidebars: Record<string, SidebarItem[]> = {
  guides: [
    { type: 'doc', id: 'guides/why' },
    {
      type: 'category',
      label: 'Core Concepts',
      link: { type: 'doc', id: 'guides/core/index' },
      items: [
        { type: 'doc', id: 'guides/core/retries' },
        {
          type: 'category',
          label: 'Deeper',
          link: { type: 'doc', id: 'guides/core/deeper' },
          items: [{ type: 'doc', id: 'guides/core/deeper/one' }],
        },
      ],
    },
    { type: 'link' },
  ],
  faq: [{ type: 'doc', id: 'faq/using' }],
}

describe('searchSection: the section the theme breadcrumbs name', () => {
  it.each([
    ['a doc in a top-level category', 'guides/core/retries', 'Core Concepts'],
    ['a doc in a nested category', 'guides/core/deeper/one', 'Core Concepts'],
    ["a nested category's page", 'guides/core/deeper', 'Core Concepts'],
    ["a top-level category's page", 'guides/core/index', 'Guides'],
    ['a doc at the top of its sidebar', 'guides/why', 'Guides'],
  ])('%s', (_name, id, section) => {
    expect(searchSection(sidebars, 'guides', id)).toBe(section)
  })

  it('names a short sidebar in capitals, and none for a doc in no sidebar', () => {
    expect(searchSection(sidebars, 'faq', 'faq/using')).toBe('FAQ')
    expect(searchSection(sidebars, undefined, 'x')).toBeUndefined()
  })
})

describe('htmlFile', () => {
  it('is where the build writes a route', () => {
    expect(htmlFile('/api/commands/click', '/')).toBe(
      'api/commands/click/index.html',
    )
    expect(htmlFile('/docs/', '/docs/')).toBe('index.html')
  })
})

describe('codeNames', () => {
  it("lists the camelCase names of the doc's inline code, lowercase, once each", () => {
    const html =
      '<nav><code>navOnly</code></nav><div class="theme-doc-markdown markdown"><h1>T</h1>' +
      '<p>Set <code>baseUrl</code> or <code>cy.selectFile()</code>; <code>baseUrl</code> again, ' +
      '<code>CYPRESS_RECORD_KEY</code>, <code>ReactComponent</code>, <code>visit</code>.</p>' +
      '<div class="theme-code-block"><pre><code>const blockOnly = 1</code></pre></div></div>'
    expect(codeNames(html)).toEqual(['baseurl', 'selectfile', 'reactcomponent'])
  })
})

describe('titleWords', () => {
  it("lists the words of the doc's h1, lowercase, of three letters or more", () => {
    const html =
      '<h1>Site</h1><div class="theme-doc-markdown markdown"><header><h1>Writing and <code>cy.intercept</code> Tests</h1></header><p>Text</p></div>'
    expect(titleWords(html)).toEqual(['writing', 'and', 'intercept', 'tests'])
  })
})

describe('summaryCodeNames', () => {
  const doc = (title: string, content = '') =>
    `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${content}</div>`

  it.each([
    ['a title that is one', doc('Cypress.config'), [], ['cypress.config']],
    ['a jQuery title', doc('Cypress.$'), [], ['cypress.$']],
    [
      'a title its inline code writes as a command',
      doc('intercept', '<p><code>cy.intercept()</code> registers a rule</p>'),
      [],
      ['cy.intercept'],
    ],
    [
      'a chained command',
      doc('should', '<p>Use <code>.should()</code> to assert</p>'),
      [],
      ['cy.should'],
    ],
    [
      'keywords that are one exactly',
      doc('Releases after 15.3.0'),
      ['cy.prompt', 'Cypress.expose', '.its()', 'cy.exec deprecated', 'tap'],
      ['cy.prompt', 'cypress.expose', 'cy.its'],
    ],
    [
      'no word title without a command of that name',
      doc(
        'Debugging',
        '<p><code>cy.debug()</code></p><pre><code>cy.Debugging()</code></pre>',
      ),
      [],
      [],
    ],
  ])('%s', (_name, html, keywords, names) => {
    expect(summaryCodeNames(html, { keywords })).toEqual(names)
  })
})

describe('markForIndex', () => {
  const page = (inner: string) =>
    `<body><nav>n</nav><div class="theme-doc-markdown markdown"><h1>T</h1>${inner}</div><footer>f</footer></body>`

  it('marks the doc content with its section, and adds the keywords after its title', () => {
    expect(
      markForIndex(page('<div><p>a</p></div><p>b</p>'), {
        section: 'Tips & "tricks"',
        keywords: ['baseUrl', '<base>'],
      }),
    ).toBe(
      '<body><nav>n</nav><div data-pagefind-body="" data-pagefind-meta="section:Tips &amp; &quot;tricks&quot;" class="theme-doc-markdown markdown"><h1>T</h1><p hidden data-pagefind-weight="7">baseUrl, &lt;base></p><div><p>a</p></div><p>b</p></div><footer>f</footer></body>',
    )
  })

  it('adds nothing else for a page without section or keywords', () => {
    expect(markForIndex(page(''), {})).toBe(
      '<body><nav>n</nav><div data-pagefind-body="" class="theme-doc-markdown markdown"><h1>T</h1></div><footer>f</footer></body>',
    )
  })

  it('keeps the words of cells and items the minified HTML leaves unclosed apart', () => {
    expect(
      markForIndex(
        page(
          '<table><tr><td><code>baseUrl</code><td>null<td>The URL</table><ul><li>one<li>two</ul>',
        ),
        {},
      ),
    ).toContain(
      '<table> <tr> <td><code>baseUrl</code> <td>null <td>The URL</table><ul> <li>one <li>two</ul>',
    )
  })

  it('weights the content of a page that sets a weight, the keywords keeping theirs', () => {
    expect(
      markForIndex(page('<p>a</p>'), { keywords: ['k'], weight: 0.25 }),
    ).toBe(
      '<body><nav>n</nav><div data-pagefind-body="" class="theme-doc-markdown markdown"><div data-pagefind-weight="0.25"><h1>T</h1><p hidden data-pagefind-weight="7">k</p><p>a</p></div></div><footer>f</footer></body>',
    )
  })

  it('refuses a page without the theme-doc-markdown element', () => {
    expect(() => markForIndex('<main><h1>A</h1></main>', {})).toThrow(
      /ThemeClassNames\.docs\.docMarkdown/,
    )
  })
})

describe('indexParts', () => {
  const words = (count: number) => Array(count).fill('word').join(' ')
  const page = (inner: string) =>
    `<html lang="en"><body><nav>n</nav><div class="theme-doc-markdown markdown"><h1>Changelog</h1>${inner}</div><footer>f</footer></body></html>`

  it('indexes a page of up to the limit whole, as markForIndex marks it', () => {
    const html = page(`<p>${words(8)}</p><h2 id="a">A</h2><p>${words(2)}</p>`)
    expect(indexParts(html, { keywords: ['k'] }, 12)).toEqual([
      { part: 0, content: markForIndex(html, { keywords: ['k'] }) },
    ])
  })

  it('cuts a longer page before its h2 and h3 headings, never inside an element, into runs of up to the limit', () => {
    const html = page(
      `<p>${words(4)}</p>` +
        `<h2 id="a">A</h2><p>${words(4)}</p>` +
        `<details><h3 id="inner">Inner</h3><p>${words(4)}</p></details>` +
        `<h3 id="b">B</h3><p>${words(4)}</p>`,
    )
    const parts = indexParts(
      html,
      { section: 'Ref', keywords: ['k'], weight: 0.25 },
      10,
    )
    expect(parts.map((part) => part.part)).toEqual([0, 1, 2])
    const [first, second, third] = parts.map((part) => part.content)
    // Part 0 is the page: its title, keywords and first run of sections,
    // weighted as the page is.
    expect(first).toContain(
      '<nav>n</nav><div data-pagefind-body="" data-pagefind-meta="section:Ref"',
    )
    expect(first).toContain(
      '<div data-pagefind-weight="0.25"><h1>Changelog</h1><p hidden data-pagefind-weight="7">k</p><p>word word word word</p></div>',
    )
    // The others hold their run only, under the page's title.
    expect(second).toBe(
      `<html lang="en"><head><title>Changelog</title></head><body><span hidden data-pagefind-meta="title">Changelog</span><div data-pagefind-body="" data-pagefind-meta="section:Ref" class="theme-doc-markdown markdown"><div data-pagefind-weight="0.25"><h2 id="a">A</h2><p>${words(4)}</p><details><h3 id="inner">Inner</h3><p>${words(4)}</p></details></div></div></body></html>`,
    )
    expect(third).toContain(`<h3 id="b">B</h3><p>${words(4)}</p>`)
    expect(third).not.toContain('<h1>')
  })
})
