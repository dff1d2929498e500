import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

import E2EOnlyBadge from '.'

it('labels an end-to-end-only feature', () => {
  expect(renderToStaticMarkup(<E2EOnlyBadge />)).toMatch(
    /<span class="[^"]*">End-to-end only<\/span>/,
  )
})
