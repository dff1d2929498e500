import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { markdownForms } from '../../src/components/markdownForms'
import { majorsOverview } from '../../src/components/UpgradePlanner/plan'
import {
  productChangelogs,
  products,
  weekLabel,
} from '../../src/data/productChangelogs'
import { readFrontMatter } from '../../src/lib/mdx.mjs'
import { markdownProblems } from './checkMarkdown'
import {
  codeTitle,
  literalValue,
  mdxToMarkdown,
  yamlString,
  type TwinContext,
} from './toMarkdown'

/**
 * Golden fixtures: each `__fixtures__/<name>.mdx` is a page using one kind
 * of component or syntax, and `<name>.md` is its Markdown twin.
 * `UPDATE_GOLDEN=1` rewrites the `.md` files; read the diff before you
 * commit it.
 */
const fixturesDir = path.join(__dirname, '__fixtures__')
const fixtures = readdirSync(fixturesDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''))

/** Every fixture stands at /guides/example/page, next to ./other.mdx. */
function context(source: string): TwinContext {
  const fields = readFrontMatter(source)?.fields ?? {}
  return {
    siteUrl: 'https://docs.cypress.io',
    baseUrl: '/',
    permalink: '/guides/example/page',
    sourcePath: 'docs/guides/example/page.mdx',
    permalinks: new Map([
      ['docs/guides/example/page.mdx', '/guides/example/page'],
      ['docs/guides/example/other.mdx', '/guides/example/other'],
      ['docs/api/actions/click.mdx', '/api/commands/click'],
    ]),
    title: fields.title ?? '',
    description: fields.description ?? '',
  }
}

describe('mdxToMarkdown', () => {
  it.each(fixtures)('%s.mdx becomes %s.md', async (name) => {
    const source = readFileSync(path.join(fixturesDir, `${name}.mdx`), 'utf8')
    const twin = await mdxToMarkdown(source, context(source))
    const expected = path.join(fixturesDir, `${name}.md`)
    if (process.env.UPDATE_GOLDEN) writeFileSync(expected, twin.markdown)
    expect(twin.markdown).toBe(readFileSync(expected, 'utf8'))
    expect(twin.warnings).toEqual([])
    expect(markdownProblems(twin.markdown)).toEqual([])
  })

  it('keeps the body without front matter or title for llms-full.txt', async () => {
    const source = readFileSync(path.join(fixturesDir, 'tabs.mdx'), 'utf8')
    const twin = await mdxToMarkdown(source, context(source))
    expect(twin.body.startsWith('Install the binary')).toBe(true)
    expect(twin.markdown.endsWith(twin.body)).toBe(true)
  })

  it('warns, naming the page and line, about a link it cannot resolve and a component it does not know', async () => {
    const source =
      '[gone](./missing.mdx)\n\n<Mystery>\n\nKept text.\n\n</Mystery>\n'
    const twin = await mdxToMarkdown(source, context(source))
    expect(twin.warnings).toEqual([
      'docs/guides/example/page.mdx:1: cannot resolve the link ./missing.mdx',
      'docs/guides/example/page.mdx:3: <Mystery> has no Markdown form; its content is kept',
    ])
    expect(twin.markdown).toContain('Kept text.')
    expect(markdownProblems(twin.markdown)).toEqual([
      'line 9: the link ./missing.mdx is not an absolute URL (an unresolved relative link)',
    ])
  })

  it('fails, naming the page and line, on a CommandLog row the component would refuse', async () => {
    const source = "<CommandLog rows={[{ message: 'no name' }]} />\n"
    await expect(mdxToMarkdown(source, context(source))).rejects.toThrow(
      'docs/guides/example/page.mdx:1: CommandLog row 1: a command needs a name',
    )
  })

  it('fails, naming the page and line, on a badge of no known kind', async () => {
    const source = 'Text.\n\n## visit <Badge kind="e2e" />\n'
    await expect(mdxToMarkdown(source, context(source))).rejects.toThrow(
      'docs/guides/example/page.mdx:3: <Badge kind="e2e"> is not a badge kind',
    )
  })
})

describe('the walk', () => {
  it('names no component: it looks each element up in src/components/markdownForms.ts', () => {
    const walk = readFileSync(path.join(__dirname, 'toMarkdown.ts'), 'utf8')
    // `code` is also the mdast node of a code fence, which the walk writes.
    const mdastTypes = new Set(['code'])
    const named = Object.keys(markdownForms).filter(
      (name) => !mdastTypes.has(name) && new RegExp(`\\b${name}\\b`).test(walk),
    )
    expect(Object.keys(markdownForms)).toContain('CommandLog')
    expect(
      named,
      'toMarkdown.ts names these components: move what it does with them into their markdown.ts',
    ).toEqual([])
  })

  it('writes a :::cypress-config as the tabs the page shows, and names the page and line of a broken one', async () => {
    const source = 'Text.\n\n:::cypress-config\n\nNo code.\n\n:::\n'
    await expect(mdxToMarkdown(source, context(source))).rejects.toThrow(
      'docs/guides/example/page.mdx:3: :::cypress-config holds exactly one code block and nothing else',
    )
  })
})

describe('<ProductChangelog> in a twin', () => {
  const root = path.resolve(__dirname, '../..')
  /** Every doc at the path of its file, as the product changelogs link them. */
  const permalinks = new Map(
    readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => [
        `docs/${file.split(path.sep).join('/')}`,
        `/${file
          .split(path.sep)
          .join('/')
          .replace(/\.mdx$/, '')}`,
      ]),
  )

  it.each(products)(
    'the %s changelog page lists every week and item, with absolute links',
    async (product) => {
      const sourcePath = `docs/guides/cloud/${product}/changelog.mdx`
      const source = readFileSync(path.join(root, sourcePath), 'utf8')
      const twin = await mdxToMarkdown(source, {
        ...context(source),
        sourcePath,
        permalink: permalinks.get(sourcePath)!,
        permalinks,
      })
      expect(twin.warnings).toEqual([])
      expect(markdownProblems(twin.markdown)).toEqual([])
      const entries = productChangelogs[product]
      const weeks = [...twin.markdown.matchAll(/^### (.*)$/gm)].map(
        ([, heading]) => heading,
      )
      expect(weeks).toEqual(entries.map((entry) => weekLabel(entry.week)))
      const items = [...twin.markdown.matchAll(/^- \*\*(.*?):\*\* /gm)].map(
        ([, title]) => title.replace(/`/g, ''),
      )
      expect(items).toEqual(
        entries.flatMap((entry) =>
          entry.items.map((item) => item.title.replace(/`/g, '')),
        ),
      )
      expect(twin.markdown).not.toMatch(/\]\((?!https:\/\/docs\.cypress\.io\/)/)
    },
  )

  it('writes an item as a bold title, then its text with absolute links', async () => {
    // The oldest UI Coverage week: one item that links to the Views page.
    const [item] = productChangelogs['ui-coverage'].at(-1)!.items
    const source = '<ProductChangelog product="ui-coverage" year={2023} />\n'
    const twin = await mdxToMarkdown(source, {
      ...context(source),
      permalinks: new Map([
        [
          'docs/guides/cloud/ui-coverage/views.mdx',
          '/guides/cloud/ui-coverage/views',
        ],
      ]),
    })
    const text = item.text.replace(
      '](guides/cloud/ui-coverage/views.mdx)',
      '](https://docs.cypress.io/guides/cloud/ui-coverage/views)',
    )
    expect(text).not.toBe(item.text)
    expect(twin.body).toBe(
      `### Week of Dec 31, 2023\n\n- **${item.title}:** ${text}\n`,
    )
  })

  it('fails, naming the page and line, on a product or year it has no entries for', async () => {
    const source =
      'Text.\n\n<ProductChangelog product="ui-coverage" year={1999} />\n'
    await expect(mdxToMarkdown(source, context(source))).rejects.toThrow(
      'docs/guides/example/page.mdx:3: <ProductChangelog product="ui-coverage" year={1999} /> has no entries',
    )
  })
})

/** The planner's page, next to the two pages it links to. */
function plannerContext(permalinks: [string, string][]): TwinContext {
  return {
    siteUrl: 'https://docs.cypress.io',
    baseUrl: '/',
    permalink: '/guides/references/upgrade-planner',
    sourcePath: 'docs/guides/references/upgrade-planner.mdx',
    permalinks: new Map(permalinks),
    title: 'Upgrade Planner',
    description: '',
  }
}

const pages: [string, string][] = [
  [
    'docs/guides/references/migration-guide.mdx',
    '/guides/references/migration-guide',
  ],
  ['docs/guides/references/changelog.mdx', '/guides/references/changelog'],
]

describe('<UpgradePlanner> in the twin', () => {
  it('says how to read the Changelog for the same plan, then lists every major with absolute links', async () => {
    const twin = await mdxToMarkdown(
      '<UpgradePlanner />\n',
      plannerContext(pages),
    )
    expect(twin.warnings).toEqual([])
    expect(markdownProblems(twin.markdown)).toEqual([])
    expect(twin.body).toContain(
      '[Changelog](https://docs.cypress.io/guides/references/changelog)',
    )
    expect(twin.body).toMatch(/^1\. Find the release you are on/m)
    expect(twin.body).toContain('**Breaking changes**')
    const majors = [...twin.body.matchAll(/^- \*\*Cypress (\d+)\*\*/gm)].map(
      ([, major]) => Number(major),
    )
    expect(majors).toEqual(majorsOverview().map(({ major }) => major))
    expect(twin.body).toContain(
      '- **Cypress 13** (13.0.0, Aug 29, 2023): [Migrating to Cypress 13.0](https://docs.cypress.io/guides/references/migration-guide#migrating-to-cypress-130) in the Migration Guide; [its releases](https://docs.cypress.io/guides/references/changelog#cypress-13) in the Changelog',
    )
    expect(twin.body).toContain(
      '- **Cypress 3** (3.0.0, May 29, 2018): no Migration Guide section;',
    )
  })

  it('fails, naming the page, when a page it links to is gone', async () => {
    await expect(
      mdxToMarkdown('<UpgradePlanner />\n', plannerContext(pages.slice(1))),
    ).rejects.toThrow(
      /upgrade-planner\.mdx:1: cannot resolve the link \/guides\/references\/migration-guide\.mdx/,
    )
  })
})

describe('codeTitle', () => {
  it.each([
    ['title="cypress.config.ts"', 'cypress.config.ts'],
    ["incorrect title='a b.js'", 'a b.js'],
    ['syntax', undefined],
    [null, undefined],
  ])('%s', (meta, title) => {
    expect(codeTitle(meta)).toBe(title)
  })
})

describe('yamlString', () => {
  it.each([
    ['Click', 'Click'],
    ['https://docs.cypress.io/a', 'https://docs.cypress.io/a'],
    ['Retry-ability: how it works', "'Retry-ability: how it works'"],
    ["It's one", "It's one"],
    ['a #comment', "'a #comment'"],
    ['true', "'true'"],
    ['15.3.0', "'15.3.0'"],
    ['`cy.get()` finds', "'`cy.get()` finds'"],
  ])('%s', (value, written) => {
    expect(yamlString(value)).toBe(written)
  })
})

describe('literalValue', () => {
  it('reads the literal props MDX pages pass and refuses code', () => {
    const program = (expression: unknown) => ({
      type: 'Program',
      body: [{ type: 'ExpressionStatement', expression }],
    })
    expect(
      literalValue(
        program({
          type: 'ArrayExpression',
          elements: [
            {
              type: 'ObjectExpression',
              properties: [
                {
                  type: 'Property',
                  key: { type: 'Identifier', name: 'n' },
                  value: {
                    type: 'UnaryExpression',
                    operator: '-',
                    argument: { type: 'Literal', value: 1 },
                  },
                },
              ],
            },
          ],
        }),
      ),
    ).toEqual([{ n: -1 }])
    expect(() =>
      literalValue(program({ type: 'CallExpression', arguments: [] })),
    ).toThrow('not CallExpression')
  })
})
