import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

import ComponentOnlyBadge from '.'

it('labels a component-testing-only feature', () => {
  expect(renderToStaticMarkup(<ComponentOnlyBadge />)).toMatch(
    /<span class="[^"]*">Component testing only<\/span>/,
  )
})
