import { describe, expect, it, vi } from 'vitest'

vi.mock('./ensureSection', () => ({
  chunksOf: () => [],
  isLoaded: () => true,
}))

const { sectionPrefetch } = await import('./prefetch')

const corePrefetch = () =>
  vi.fn((_path: string): Promise<void[]> => Promise.resolve([]))

describe('sectionPrefetch', () => {
  it("prefetches the route's chunks, as core does, when its section is loaded", () => {
    const prefetch = corePrefetch()
    const prefetchFile = vi.fn()
    const result = sectionPrefetch(
      prefetch,
      { isLoaded: () => true, chunksOf: () => [] },
      prefetchFile,
    )('/api/commands/click')
    expect(result).toBe(prefetch.mock.results[0]?.value)
    expect(prefetchFile).not.toHaveBeenCalled()
  })

  it("prefetches a section's files, once each, without running them, when it is not loaded", () => {
    const prefetch = corePrefetch()
    const prefetchFile = vi.fn()
    const sectionPrefetchOf = sectionPrefetch(
      prefetch,
      {
        isLoaded: () => false,
        chunksOf: () => ['route-section-3', 'route-sidebar-0'],
      },
      prefetchFile,
    )
    expect(sectionPrefetchOf('/faq/questions/cloud-faq')).toBe(false)
    sectionPrefetchOf('/faq/questions/company-faq')
    expect(prefetch).not.toHaveBeenCalled()
    expect(prefetchFile.mock.calls).toEqual([
      ['route-section-3'],
      ['route-sidebar-0'],
    ])
  })
})
