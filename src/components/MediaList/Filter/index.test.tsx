import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import Filter from '.'

describe('Filter', () => {
  const html = (value: string) =>
    renderToStaticMarkup(
      <Filter
        id="plugin-badge"
        label="Badge"
        allLabel="All badges"
        value={value}
        options={[
          { value: 'official', label: 'Official' },
          { value: 'community', label: 'Community' },
        ]}
        onChange={() => {}}
      />,
    )

  it('labels its select', () => {
    expect(html('')).toContain(
      '<label for="plugin-badge">Badge</label><select id="plugin-badge">',
    )
  })

  it('offers "all" first, then each choice by its label, with its value', () => {
    const options = [
      ...html('').matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g),
    ]
    expect(options.map(([, value, label]) => [value, label])).toEqual([
      ['', 'All badges'],
      ['official', 'Official'],
      ['community', 'Community'],
    ])
  })

  it('shows the chosen value, or "all" for none', () => {
    expect(html('community')).toMatch(/<option value="community" selected="">/)
    expect(html('')).toMatch(/<option value="" selected="">All badges/)
  })
})
