import { describe, expect, it } from 'vitest'

import { sidebarLabel } from './sidebars'

describe('sidebarLabel', () => {
  it.each([
    ['guides', 'Guides'],
    ['api', 'API'],
    ['faq', 'FAQ'],
    ['examples', 'Examples'],
  ])('%s', (name, label) => {
    expect(sidebarLabel(name)).toBe(label)
  })
})
