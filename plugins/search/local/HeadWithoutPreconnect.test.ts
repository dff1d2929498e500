import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { isAlgoliaPreconnect } from './HeadWithoutPreconnect'

const link = (props: Record<string, string>) => createElement('link', props)

describe('isAlgoliaPreconnect', () => {
  it('matches the theme preconnect hint to the DocSearch cluster', () => {
    expect(
      isAlgoliaPreconnect(
        link({
          rel: 'preconnect',
          href: 'https://local-dsn.algolia.net',
          crossOrigin: 'anonymous',
        }),
      ),
    ).toBe(true)
  })

  it.each([
    [
      'a preconnect elsewhere',
      link({ rel: 'preconnect', href: 'https://fonts.example.com' }),
    ],
    [
      'another link to Algolia',
      link({ rel: 'stylesheet', href: 'https://x.algolia.net/a.css' }),
    ],
    [
      'a host that only ends like it',
      link({ rel: 'preconnect', href: 'https://evil.example/?.algolia.net' }),
    ],
    ['a meta tag', createElement('meta', { name: 'x', content: 'y' })],
    ['text', 'preconnect'],
    ['nothing', null],
  ])('keeps %s', (_name, child) => {
    expect(isAlgoliaPreconnect(child)).toBe(false)
  })
})
