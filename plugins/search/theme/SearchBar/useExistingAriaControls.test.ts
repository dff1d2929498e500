import { describe, expect, it } from 'vitest'

import { existingIds } from './useExistingAriaControls'

describe('existingIds', () => {
  const page = new Set(['docsearch-hits0-list', 'docsearch-hits1-list'])
  const exists = (id: string) => page.has(id)

  it('keeps the ids of lists that exist, in order', () => {
    expect(
      existingIds(
        'docsearch-hits0-list docsearch-hits1-list docsearch-hits2-list docsearch-hits3-list',
        exists,
      ),
    ).toEqual(['docsearch-hits0-list', 'docsearch-hits1-list'])
  })

  it('gives none for an empty list or when no list exists', () => {
    expect(existingIds('', exists)).toEqual([])
    expect(existingIds('  docsearch-hits5-list ', exists)).toEqual([])
  })
})
