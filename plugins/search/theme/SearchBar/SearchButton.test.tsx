import { DocSearchButton } from '@docsearch/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import SearchButton from './SearchButton'

/**
 * The elements of some markup, in order, by tag and class: what the
 * DocSearch stylesheet sees.
 */
function skeleton(html: string): string[] {
  return [...html.matchAll(/<(\/?)([a-z]+)([^>]*)>/g)].map(
    ([, closing, tag, attributes]) => {
      const className = /class="([^"]*)"/.exec(attributes)?.[1]
      return `${closing}${tag}${className ? `.${className.split(' ').join('.')}` : ''}`
    },
  )
}

const noop = () => {}

describe('SearchButton: the button shown until search is first used', () => {
  it("has DocSearch's button markup, so the swap to DocSearch's own button does not move or restyle it", () => {
    const ours = skeleton(
      renderToStaticMarkup(<SearchButton onUse={noop} onPreload={noop} />),
    )
    const docSearch = skeleton(
      renderToStaticMarkup(
        <DocSearchButton
          translations={{ buttonText: 'Search', buttonAriaLabel: 'Search' }}
        />,
      ),
    )
    // DocSearch draws its glass as one path; ours is a circle and a path.
    const glass = (list: string[]) =>
      list.filter((tag) => !/^\/?(path|circle)$/.test(tag))
    expect(
      glass(ours),
      "DocSearch's button markup changed: update plugins/search/theme/SearchBar/SearchButton.tsx to match it",
    ).toEqual(glass(docSearch))
  })

  it('names itself Search and announces its shortcuts', () => {
    const html = renderToStaticMarkup(
      <SearchButton onUse={noop} onPreload={noop} />,
    )
    expect(html).toContain('aria-label="Search"')
    expect(html).toContain('aria-keyshortcuts="Control+K Meta+K /"')
    expect(html).toContain('>Search</span>')
  })
})
