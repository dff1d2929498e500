import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import Badge from '.'

describe('Badge', () => {
  it('renders its text', () => {
    expect(
      renderToStaticMarkup(<Badge type="success">Free plan</Badge>),
    ).toMatch(/<span class="[^"]*">Free plan<\/span>/)
  })
})
