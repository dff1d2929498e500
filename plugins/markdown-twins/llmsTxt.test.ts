import { describe, expect, it } from 'vitest'

import {
  OTHER_PAGES,
  llmsFullTxt,
  llmsSections,
  llmsTxt,
  llmsTxtLinks,
  type LlmsPage,
} from './llmsTxt'
import type { SidebarItem } from '../../src/lib/sidebars'

function page(id: string, description = `About ${id}.`): LlmsPage {
  return {
    id,
    title: id.split('/').at(-1)!,
    description,
    url: `https://docs.cypress.io/${id}`,
    markdownUrl: `https://docs.cypress.io/${id}.md`,
    body: `Body of ${id}.`,
  }
}

const doc = (id: string): SidebarItem => ({ type: 'doc', id })

const sidebars: Record<string, SidebarItem[]> = {
  guides: [
    {
      type: 'category',
      label: 'Overview',
      items: [doc('guides/overview/why'), doc('guides/overview/unlisted')],
    },
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'doc', id: 'guides/guides/index' },
      items: [
        doc('guides/guides/cli'),
        {
          type: 'category',
          label: 'Nested',
          items: [doc('guides/guides/nested/deep')],
        },
        { type: 'link' },
      ],
    },
  ],
  api: [
    doc('api/table-of-contents'),
    { type: 'category', label: 'Queries', items: [doc('api/queries/get')] },
    doc('api/later'),
    { type: 'category', label: 'Overview', items: [doc('api/overview')] },
  ],
  faq: [{ type: 'category', label: 'FAQ', items: [doc('faq/general')] }],
}

// Every doc the sidebars name, except the unlisted one, plus one no sidebar
// shows.
const pages = [
  'guides/overview/why',
  'guides/guides/index',
  'guides/guides/cli',
  'guides/guides/nested/deep',
  'api/table-of-contents',
  'api/queries/get',
  'api/later',
  'api/overview',
  'faq/general',
  'hidden/orphan',
].map((id) => page(id))

describe('llmsSections', () => {
  it('gives one section per sidebar and top-level category, in sidebar order', () => {
    expect(
      llmsSections(sidebars, pages).map(({ label, pages: listed }) => [
        label,
        listed.map(({ id }) => id),
      ]),
    ).toEqual([
      ['Overview', ['guides/overview/why']],
      [
        'Guides',
        [
          'guides/guides/index',
          'guides/guides/cli',
          'guides/guides/nested/deep',
        ],
      ],
      ['API', ['api/table-of-contents', 'api/later']],
      ['Queries', ['api/queries/get']],
      ['API: Overview', ['api/overview']],
      ['FAQ', ['faq/general']],
      [OTHER_PAGES, ['hidden/orphan']],
    ])
  })
})

describe('llmsTxt', () => {
  const files = {
    title: 'Cypress Documentation',
    summary: 'The docs.\nAll of them.',
    sections: llmsSections(sidebars, pages),
  }

  it('lists every page given, once, and nothing else', () => {
    const links = llmsTxtLinks(llmsTxt(files))
    expect(links).toHaveLength(pages.length)
    expect(new Set(links)).toEqual(new Set(pages.map((p) => p.markdownUrl)))
  })

  it('follows the llms.txt layout: title, summary, sections of links with descriptions', () => {
    const text = llmsTxt({
      ...files,
      sections: [
        {
          label: 'Queries',
          pages: [page('api/queries/get'), page('api/[x]', '')],
        },
      ],
    })
    expect(text).toBe(
      [
        '# Cypress Documentation',
        '',
        '> The docs. All of them.',
        '',
        '## Queries',
        '',
        '- [get](https://docs.cypress.io/api/queries/get.md): About api/queries/get.',
        '- [\\[x\\]](https://docs.cypress.io/api/[x].md)',
        '',
      ].join('\n'),
    )
    expect(llmsTxtLinks(text)).toEqual([
      'https://docs.cypress.io/api/queries/get.md',
      'https://docs.cypress.io/api/[x].md',
    ])
  })

  it('puts every page in llms-full.txt under its title and URL, in the same order', () => {
    const full = llmsFullTxt(files)
    const order = pages.map((p) =>
      full.indexOf(`# ${p.title}\n\nURL: ${p.url}\n\n${p.body}`),
    )
    expect(order.every((at) => at > 0)).toBe(true)
    expect(
      full.startsWith('# Cypress Documentation\n\n> The docs. All of them.'),
    ).toBe(true)
  })
})
