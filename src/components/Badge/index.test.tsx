import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import Badge from '.'

describe('Badge', () => {
  it('renders its text with the classes of its tone', () => {
    expect(renderToStaticMarkup(<Badge type="success">Official</Badge>)).toBe(
      '<span class="cy-badge cy-badge--success">Official</span>',
    )
  })

  it('is neutral unless told otherwise', () => {
    expect(renderToStaticMarkup(<Badge>Community</Badge>)).toContain(
      'cy-badge--neutral',
    )
  })
})
