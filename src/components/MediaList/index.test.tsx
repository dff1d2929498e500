import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { MediaEntry } from '../../data/media'
import MediaList, { formatDate } from '.'

const entries: MediaEntry[] = [
  {
    title: 'Newer talk',
    url: 'https://example.com/newer',
    author: 'Ada',
    source: 'ExampleConf',
    date: '2021-05-04',
    kind: 'talk',
    topics: ['ci'],
  },
  {
    title: 'Older talk',
    url: 'https://example.com/older',
    author: 'Grace',
    date: '2019-11',
    kind: 'talk',
    topics: ['debugging', 'ci'],
  },
]

describe('MediaList', () => {
  const html = renderToStaticMarkup(<MediaList kind="talk" entries={entries} />)

  it('labels both filters', () => {
    expect(html).toMatch(/<label for="([^"]+)-topic">Topic<\/label>/)
    expect(html).toMatch(/<label for="([^"]+)-year">Year<\/label>/)
  })

  it('offers each topic and year once', () => {
    expect(html.match(/<option value="ci">/g)).toHaveLength(1)
    expect(html).toContain('<option value="2021">2021</option>')
    expect(html).toContain('<option value="2019">2019</option>')
  })

  it('announces the count in a live region', () => {
    expect(html).toContain('aria-live="polite"')
    expect(html).toContain('Showing all 2 entries.')
  })

  it('lists entries in order with their dates', () => {
    expect(html.indexOf('Newer talk')).toBeLessThan(html.indexOf('Older talk'))
    expect(html).toContain('<time dateTime="2021-05-04">May 4, 2021</time>')
  })

  it('formats month-only dates', () => {
    expect(formatDate('2019-11')).toBe('November 2019')
  })

  it('leaves out the date and the year filter for undated entries', () => {
    const undated: MediaEntry[] = [
      {
        title: 'Example project',
        url: 'https://example.com/project',
        author: 'example-org',
        source: 'GitHub',
        kind: 'project',
        topics: ['ci'],
      },
    ]
    const markup = renderToStaticMarkup(
      <MediaList kind="project" entries={undated} />,
    )
    expect(markup).toContain('Example project')
    expect(markup).not.toContain('<time')
    expect(markup).not.toContain('-year')
    expect(markup).toMatch(/<label for="([^"]+)-topic">Topic<\/label>/)
  })
})
