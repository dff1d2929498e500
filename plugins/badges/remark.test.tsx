import path from 'node:path'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'

import { evaluate } from '@mdx-js/mdx'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import type { PluggableList } from 'unified'
import { describe, expect, it } from 'vitest'

import { badgeKinds } from '../../src/data/badges'
import remarkBadges from './remark'

// Docusaurus' own heading-id and table-of-contents plugins, run after ours
// as the docs plugin runs them (beforeDefaultRemarkPlugins). Internals: the
// canaries below fail, naming what changed, when an upgrade moves them.
import docusaurusHeadings from '@docusaurus/mdx-loader/lib/remark/headings'
import docusaurusToc from '@docusaurus/mdx-loader/lib/remark/toc'

const docsDir = path.resolve(__dirname, '../../docs')
const page = path.join(docsDir, 'api/commands/origin.mdx')

interface TocItem {
  value: string
  id: string
  level: number
}

/** The page compiled and rendered as the build does, with its TOC. */
async function render(
  mdx: string,
  plugins: PluggableList = [[remarkBadges, { docsDir }]],
) {
  const module = await evaluate(
    { value: mdx, path: page },
    {
      ...runtime,
      remarkPlugins: [
        remarkDirective,
        remarkGfm,
        ...plugins,
        [docusaurusHeadings, { anchorsMaintainCase: false }],
        docusaurusToc,
      ],
    },
  )
  return {
    html: renderToStaticMarkup(<module.default />),
    toc: module.toc as TocItem[],
  }
}

describe('a badge in a heading', () => {
  it('is a label in the heading and in the table of contents', async () => {
    const { html, toc } = await render('## origin <Badge kind="e2e-only" />\n')
    expect(html).toBe(
      '<h2 id="origin">origin <span class="cy-badge cy-badge--success">End-to-end only</span></h2>',
    )
    expect(toc).toEqual([
      {
        value:
          'origin <span class="cy-badge cy-badge--success">End-to-end only</span>',
        id: 'origin',
        level: 2,
      },
    ])
  })

  it.each([
    ['### `window:before:load` <Badge kind="e2e-only" />', 'windowbeforeload'],
    [
      '## Auto Cancellation <Badge kind="business-plan" />',
      'auto-cancellation',
    ],
    ['## <Badge kind="experimental" /> Retry strategies', 'retry-strategies'],
    [
      '### Run *all* specs <Badge kind="experimental" /> <Badge kind="e2e-only" />',
      'run-all-specs',
    ],
    [
      '## Images ![a chart](/img/chart.svg) <Badge kind="deprecated" />',
      'images-a-chart',
    ],
  ])('%s keeps the id it has without the badge', async (heading, id) => {
    const withBadge = await render(`${heading}\n`)
    const without = await render(
      `${heading.replace(/ ?<Badge kind="[^"]+" \/> ?/g, ' ').trim()}\n`,
      [],
    )
    expect(withBadge.toc[0].id).toBe(id)
    expect(without.toc[0].id).toBe(id)
  })

  it('keeps an explicit id', async () => {
    const { html, toc } = await render(
      '### Can I write API tests? <Badge kind="e2e-only" /> {/* #api-tests */}\n',
    )
    expect(html).toContain('<h3 id="api-tests">')
    expect(toc[0].value).toBe(
      'Can I write API tests? <span class="cy-badge cy-badge--success">End-to-end only</span>',
    )
  })

  it('gives a repeated heading the suffix it would get without the badge', async () => {
    const { toc } = await render(
      '## Notes\n\n## Notes <Badge kind="deprecated" />\n',
    )
    expect(toc.map((item) => item.id)).toEqual(['notes', 'notes-1'])
  })
})

describe('a badge elsewhere', () => {
  it('is a label in a sentence or a table cell', async () => {
    const { html } = await render(
      'Some text <Badge kind="experimental" /> here.\n\n| Option | Note |\n| --- | --- |\n| `a` | <Badge kind="deprecated" /> |\n',
    )
    expect(html).toContain(
      'Some text <span class="cy-badge cy-badge--warning">Experimental</span> here.',
    )
    expect(html).toContain(
      '<td><span class="cy-badge cy-badge--danger">Deprecated</span></td>',
    )
  })

  it('on a line of its own, links to what it means', async () => {
    const { html } = await render('<Badge kind="business-plan" />\n\nText.\n')
    expect(html).toBe(
      '<p><a href="../../guides/cloud/account-management/billing-and-usage.mdx#change-your-plan" class="cy-badge cy-badge--neutral">Business plan or higher</a></p>\n<p>Text.</p>',
    )
  })

  it('several on a line of their own are links too', async () => {
    const { html } = await render(
      '<Badge kind="e2e-only" /> <Badge kind="experimental" />\n',
    )
    expect(html).toBe(
      '<p><a href="../../guides/core-concepts/testing-types.mdx#which-features-belong-to-which-type" class="cy-badge cy-badge--success">End-to-end only</a> <a href="../../guides/references/experiments.mdx" class="cy-badge cy-badge--warning">Experimental</a></p>',
    )
  })
})

describe('a badge the site does not know', () => {
  it.each([
    ['<Badge kind="e2e" />', 'is not a badge kind. Use one of e2e-only'],
    ['<Badge />', '<Badge> needs a kind: one of e2e-only'],
    ['<Badge kind={kind} />', 'takes its kind as plain text'],
    ['## visit <E2EOnlyBadge />', 'write <Badge kind="e2e-only" />'],
    ['<Badge type="info">Beta</Badge>', '<Badge> needs a kind'],
  ])('%s fails the build', async (mdx, message) => {
    await expect(render(`${mdx}\n`)).rejects.toThrow(message)
  })

  it('names the line and every kind', async () => {
    const failure = (await render('Text.\n\n<Badge kind="pro-plan" />\n').catch(
      (error: unknown) => error,
    )) as { line: number; reason: string }
    expect(failure).toMatchObject({ line: 3 })
    expect(failure.reason).toContain(badgeKinds.join(', '))
  })
})
