import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { productChangelogs, weekLabel } from '../../data/productChangelogs'
import ProductChangelog from '.'

// The theme's Heading and Docusaurus' Link, as plain elements.
vi.mock('@theme/Heading', () => ({
  default: ({
    as: Tag,
    id,
    children,
  }: {
    as: 'h3'
    id: string
    children: ReactNode
  }) => <Tag id={id}>{children}</Tag>,
}))
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children: ReactNode }) => (
    <a href={to}>{children}</a>
  ),
}))

describe('ProductChangelog', () => {
  const oldest = productChangelogs['ui-coverage'].at(-1)!

  it('gives each week of the year a heading with its anchor, newest first', () => {
    const html = renderToStaticMarkup(
      <ProductChangelog product="accessibility" year={2023} />,
    )
    const headings = [...html.matchAll(/<h3 id="([^"]+)">(.*?)<\/h3>/g)].map(
      ([, id, inner]) => [id, inner.replace(/<[^>]+>/g, '')],
    )
    expect(headings).toEqual(
      productChangelogs.accessibility
        .filter((entry) => entry.week.startsWith('2023-'))
        .map((entry) => [`week-of-${entry.week}`, weekLabel(entry.week)]),
    )
  })

  it('writes each item as a bold title, then its text with code and doc links', () => {
    const html = renderToStaticMarkup(
      <ProductChangelog product="ui-coverage" year={2023} />,
    )
    expect(html).toContain(`<time dateTime="${oldest.week}">`)
    expect(html).toContain(`<strong>${oldest.items[0].title}:</strong> `)
    expect(html).toContain(
      '<a href="/guides/cloud/ui-coverage/views">Views</a>',
    )
    const coded = renderToStaticMarkup(
      <ProductChangelog product="ui-coverage" year={2024} />,
    )
    expect(coded).toContain(
      '<strong><code>data-cy-ui-group</code> cascades:</strong>',
    )
  })

  it('refuses a year with no entries, naming the years it has', () => {
    expect(() =>
      renderToStaticMarkup(
        <ProductChangelog product="ui-coverage" year={1999} />,
      ),
    ).toThrow('no entries that year; it has 2026, 2025, 2024, 2023')
  })
})
