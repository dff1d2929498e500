import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import UiPicture from '.'

describe('UiPicture', () => {
  const html = renderToStaticMarkup(
    <UiPicture html={'<figure class="ui-figure">drawn</figure>'} />,
  )

  it('links the pictures stylesheet', () => {
    expect(html).toMatch(
      /^<link rel="stylesheet" href="\/assets\/css\/ui-pictures\.[0-9a-f]{8}\.css" data-precedence="ui-pictures"\/>/,
    )
  })

  it('puts the HTML drawn at compile time in the page as it is', () => {
    expect(html).toContain(
      '<div class="ui-picture"><figure class="ui-figure">drawn</figure></div>',
    )
  })
})
