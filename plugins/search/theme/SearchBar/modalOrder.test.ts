import { describe, expect, it } from 'vitest'

import { bestHitsFirst, keepBestFirst } from './modalOrder'

const hit = (url: string, lvl0: string) => ({ url, hierarchy: { lvl0 } })

/** The order DocSearch shows hits in: grouped by section, first seen first. */
function shown(hits: ReturnType<typeof hit>[]): string[] {
  const groups = new Map<string, string[]>()
  for (const { url, hierarchy } of hits) {
    groups.set(hierarchy.lvl0, [...(groups.get(hierarchy.lvl0) ?? []), url])
  }
  return [...groups.values()].flat()
}

describe('keepBestFirst', () => {
  it('the modal then shows the three best hits first, in rank order', () => {
    const ranked = [
      hit('test-isolation', 'Core concepts'),
      hit('session', 'API'),
      hit('writing-tests', 'Core concepts'),
      hit('conditional', 'Core concepts'),
      hit('origin', 'API'),
      hit('faq', 'FAQ'),
    ]
    // Grouping alone would put session fourth.
    expect(shown(ranked).slice(0, 3)).not.toContain('session')
    const kept = keepBestFirst(ranked)
    expect(shown(kept).slice(0, 3)).toEqual([
      'test-isolation',
      'writing-tests',
      'session',
    ])
    // Hits of the last top section and of later sections stay.
    expect(kept.map((h) => h.url)).toEqual([
      'test-isolation',
      'session',
      'writing-tests',
      'origin',
      'faq',
    ])
  })

  it('keeps every hit when the best ones share one section', () => {
    const ranked = [
      hit('get', 'Queries'),
      hit('find', 'Queries'),
      hit('within', 'Queries'),
      hit('guide', 'Guides'),
    ]
    expect(keepBestFirst(ranked)).toEqual(ranked)
  })

  it('keeps short lists whole', () => {
    const ranked = [hit('a', 'A'), hit('b', 'B')]
    expect(keepBestFirst(ranked)).toEqual(ranked)
    expect(keepBestFirst([])).toEqual([])
  })
})

describe('bestHitsFirst', () => {
  it("passes each result's hits through keepBestFirst, and the rest of the client and response unchanged", async () => {
    const ranked = [
      hit('test-isolation', 'Core concepts'),
      hit('session', 'API'),
      hit('writing-tests', 'Core concepts'),
      hit('conditional', 'Core concepts'),
    ]
    const client = bestHitsFirst({
      search: async () => ({
        results: [{ hits: ranked, nbHits: 40 }, { facetHits: [] }],
      }),
      addAlgoliaAgent: () => 'kept',
    })
    const response = await client.search()
    expect(client.addAlgoliaAgent()).toBe('kept')
    expect(response.results?.[0]).toEqual({
      hits: keepBestFirst(ranked),
      nbHits: 40,
    })
    expect(response.results?.[1]).toEqual({ facetHits: [] })
  })
})
