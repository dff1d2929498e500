import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  docToRecords,
  inlineText,
  parseBlocks,
  sidebarSections,
  stripFrontMatter,
  type DocSource,
} from './records'

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8')

const doc = (source: string, extra: Partial<DocSource> = {}): DocSource => ({
  source,
  title: 'Page',
  permalink: '/page',
  section: 'Guides',
  ...extra,
})

const anchors = (source: string) =>
  docToRecords(doc(source))
    .filter((record) => record.type !== 'content')
    .map((record) => record.url.replace('/page', ''))

const contents = (source: string) =>
  docToRecords(doc(source))
    .filter((record) => record.type === 'content')
    .map((record) => record.content)

describe('docToRecords golden fixture', () => {
  it('turns intercept.mdx into the expected records', async () => {
    const records = docToRecords({
      source: fixture('intercept.mdx'),
      title: 'intercept',
      permalink: '/api/commands/intercept',
      section: 'Commands',
      description: 'Spy on and stub network requests and responses.',
      language: 'en',
      docusaurusTag: 'docs-default-current',
    })
    await expect(`${JSON.stringify(records, null, 2)}\n`).toMatchFileSnapshot(
      './__fixtures__/intercept.records.json',
    )
  })
})

// tests/unit/upgradeCanaries.test.ts runs these headings, and every doc,
// through Docusaurus' own MDX pipeline and compares the ids.
describe('heading anchors, as Docusaurus computes them', () => {
  it.each([
    ['## Syntax', '#syntax'],
    ['## `cy.intercept()` vs `cy.route()`', '#cyintercept-vs-cyroute'],
    ['## Stubbing &amp; spying', '#stubbing--spying'],
    ['## Why *not* [retry](./retry.mdx)?', '#why-not-retry'],
    ['## Badge <Badge type="new">New</Badge>', '#badge-new'],
    ['## <Icon name="check" /> Done', '#-done'],
    ['## Über Straße', '#über-straße'],
    ['## Title {/* #my-id */}', '#my-id'],
    ['## Title {/* #my-id with words */}', '#my-id'],
    ['## Title {#classic-id}', '#classic-id'],
    ['## Title <!-- #html-id -->', '#html-id'],
    ['## Title {/* not an id */}', '#title--not-an-id-'],
  ])('%s -> %s', (heading, anchor) => {
    expect(anchors(heading)).toEqual(['', anchor])
  })

  it('numbers repeated headings, skipping explicit ids', () => {
    const source = [
      '## Examples',
      '## Examples',
      '## Notes {#examples-2}',
      '## Examples',
    ].join('\n\n')
    expect(anchors(source)).toEqual([
      '',
      '#examples',
      '#examples-1',
      '#examples-2',
      '#examples-2',
    ])
  })

  it('counts h1, h5 and h6 in the numbering without records for them', () => {
    const source = '# Page\n\n##### Notes\n\ntext\n\n## Notes\n'
    const records = docToRecords(doc(source))
    expect(records.map((record) => [record.type, record.url])).toEqual([
      ['lvl1', '/page'],
      ['content', '/page#notes'],
      ['lvl2', '/page#notes-1'],
    ])
  })

  it('keeps the case when anchorsMaintainCase is set', () => {
    const records = docToRecords(doc('## Use cy.Get'), {
      anchorsMaintainCase: true,
    })
    expect(records[1].url).toBe('/page#Use-cyGet')
  })
})

describe('inlineText', () => {
  it.each([
    ['**bold**, *em*, _em_ and ~~gone~~', 'bold, em, em and gone'],
    ['snake_case_name, __strong__', 'snake_case_name, strong'],
    ['a [link](./x.mdx "title") and [ref][r]', 'a link and ref'],
    ['an ![image](/img/x.png) here', 'an here'],
    ['`cy.get()` and `` a`b ``', 'cy.get() and a`b'],
    ['`<img src=x>` stays text', '<img src=x> stays text'],
    ['`**not bold**`', '**not bold**'],
    ['<Badge type="info">New</Badge> feature', 'New feature'],
    ['<DocsImage src="/x.png" alt="a > b" width={800} /> after', 'after'],
    ['x{/* comment */}y', 'xy'],
    ["{'<'}tag{'>'}", '<tag>'],
    ['{props.value} gone', 'gone'],
    ['\\*not em\\* and \\<tag\\>', '*not em* and <tag>'],
    ['&lt;img&gt; &amp; &#39;q&#x27; &nbsp;x', "<img> & 'q' x"],
    ['<https://example.com>', 'https://example.com'],
    ['**<Icon name="check" /> Correct Usage**', 'Correct Usage'],
  ])('%s', (mdx, text) => {
    expect(inlineText(mdx)).toBe(text)
  })
})

describe('blocks', () => {
  it('removes front matter', () => {
    expect(stripFrontMatter('---\ntitle: x\n---\n\nBody')).toBe('\nBody')
    expect(stripFrontMatter('No front matter')).toBe('No front matter')
  })

  it('skips code fences, nested ones included', () => {
    const source = [
      'Before.',
      '',
      '````md',
      '```js',
      "cy.get('secret')",
      '```',
      '````',
      '',
      '  ```js',
      '  cy.indented()',
      '  ```',
      '',
      '~~~',
      'tilde',
      '~~~',
      '',
      'After.',
    ].join('\n')
    expect(contents(source)).toEqual(['Before.', 'After.'])
  })

  it('indexes admonition content without the fence or its title', () => {
    const source = ':::tip[Good to know]\n\nInside the tip.\n\n:::\n'
    expect(contents(source)).toEqual(['Inside the tip.'])
  })

  it('skips imports and exports, multi-line ones included', () => {
    const source = [
      "import Tabs from '@theme/Tabs'",
      'import {',
      '  a,',
      "} from './a'",
      '',
      'export const data = {',
      '  b: 1,',
      '}',
      '',
      'Text.',
    ].join('\n')
    expect(contents(source)).toEqual(['Text.'])
  })

  it('reads a multi-line JSX tag as one tag, whatever its lines hold', () => {
    const source = [
      '<DocsImage',
      '  src="/x.png"',
      '  alt="Looks like',
      '## a heading',
      '- and a list"',
      '  caption={`multi',
      '| line |`}',
      '/>',
      '',
      'Text.',
    ].join('\n')
    expect(parseBlocks(source).filter((b) => b.kind === 'heading')).toEqual([])
    expect(contents(source)).toEqual(['Text.'])
  })

  it('keeps the text inside JSX blocks', () => {
    const source = [
      '<Tabs>',
      '<TabItem value="npm" label="npm">',
      '',
      'Install with npm.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n')
    expect(contents(source)).toEqual(['Install with npm.'])
  })

  it('makes one record per list item and per table body cell', () => {
    const source = [
      '- First item',
      '  continued',
      '- [x] Done task',
      '  1. Nested',
      '',
      '| Option | Default | Description |',
      '| ------ | ------- | ----------- |',
      '| `log`  | `true`  | a \\| b      |',
      '| `x`    | -       | `a|b`       |',
    ].join('\n')
    expect(contents(source)).toEqual([
      'First item continued',
      'Done task',
      'Nested',
      'log',
      'true',
      'a | b',
      'x',
      'a|b',
    ])
  })

  it('reads setext headings and block quotes', () => {
    const source = 'Title here\n---\n\n> Quoted **text**\n> goes on\n'
    const records = docToRecords(doc(source))
    expect(records.map((record) => [record.type, record.content])).toEqual([
      ['lvl1', null],
      ['lvl2', null],
      ['content', 'Quoted text goes on'],
    ])
  })
})

describe('records', () => {
  it('gives every record its hierarchy, url and facets', () => {
    const source = '## Syntax\n\n### Usage\n\nUse it.\n\n## Notes\n\nA note.'
    const records = docToRecords(
      doc(source, { language: 'en', docusaurusTag: 'docs-default-current' }),
    )
    expect(records.map((r) => [r.type, r.url, r.hierarchy])).toEqual([
      ['lvl1', '/page', h('Guides', 'Page')],
      ['lvl2', '/page#syntax', h('Guides', 'Page', 'Syntax')],
      ['lvl3', '/page#usage', h('Guides', 'Page', 'Syntax', 'Usage')],
      ['content', '/page#usage', h('Guides', 'Page', 'Syntax', 'Usage')],
      ['lvl2', '/page#notes', h('Guides', 'Page', 'Notes')],
      ['content', '/page#notes', h('Guides', 'Page', 'Notes')],
    ])
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length)
    expect(records.every((r) => r.language === 'en')).toBe(true)
    expect(
      records.every((r) => r.docusaurus_tag === 'docs-default-current'),
    ).toBe(true)
  })

  it('indexes the description on the page record', () => {
    const [page] = docToRecords(doc('', { description: 'What `x` does.' }))
    expect(page).toMatchObject({ type: 'lvl1', content: 'What x does.' })
  })

  it('falls back to a default section', () => {
    const [page] = docToRecords(doc('', { section: null }))
    expect(page.hierarchy.lvl0).toBe('Documentation')
  })

  it('drops blocks with no words', () => {
    expect(contents('<DocsImage src="/x.png" />\n\n---\n\n| - |\n')).toEqual([])
  })
})

describe('sidebarSections', () => {
  it('maps docs to their top-level category', () => {
    const sections = sidebarSections({
      api: [
        { type: 'doc', id: 'api/table-of-contents' },
        {
          type: 'category',
          label: 'Queries',
          link: { type: 'doc', id: 'api/queries/index' },
          items: [
            { type: 'doc', id: 'api/queries/get' },
            {
              type: 'category',
              label: 'Nested',
              items: [{ type: 'doc', id: 'api/queries/deep' }],
            },
          ],
        },
      ],
    })
    expect(Object.fromEntries(sections)).toEqual({
      'api/queries/index': 'Queries',
      'api/queries/get': 'Queries',
      'api/queries/deep': 'Queries',
    })
  })
})

function h(...levels: string[]) {
  return {
    lvl0: levels[0] ?? null,
    lvl1: levels[1] ?? null,
    lvl2: levels[2] ?? null,
    lvl3: levels[3] ?? null,
    lvl4: levels[4] ?? null,
    lvl5: levels[5] ?? null,
    lvl6: levels[6] ?? null,
  }
}
