import { describe, expect, it, vi } from 'vitest'

import { sectionLoader } from './sections'

describe('sectionLoader', () => {
  it('loads the section of a path once, however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve())
    const { ensureSection, isLoaded, chunksOf } = sectionLoader({
      '/api/commands': [{ from: '', load, chunks: ['route-section-0'] }],
    })
    expect(chunksOf('/api/commands/click')).toEqual(['route-section-0'])
    expect(isLoaded('/api/commands/click')).toBe(false)
    await Promise.all([
      ensureSection('/api/commands/click'),
      ensureSection('/api/commands/type/'),
    ])
    await ensureSection('/api/commands/visit')
    expect(load).toHaveBeenCalledTimes(1)
    expect(isLoaded('/api/commands/visit')).toBe(true)
    expect(chunksOf('/api/commands/visit')).toEqual([])
  })

  it('settles at once for a path in no section', async () => {
    const { ensureSection, isLoaded } = sectionLoader({})
    await expect(ensureSection('/')).resolves.toBeUndefined()
    expect(isLoaded('/no/such/page')).toBe(true)
  })

  it('finds the section of an encoded path', async () => {
    const load = vi.fn(() => Promise.resolve())
    const { ensureSection } = sectionLoader({
      '/guides/ü': [{ from: '', load, chunks: [] }],
    })
    await ensureSection('/guides/%C3%BC/page')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rejects when the section fails to load, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined)
    const { ensureSection, isLoaded } = sectionLoader({
      '/faq/questions': [{ from: '', load, chunks: [] }],
    })
    await expect(ensureSection('/faq/questions/company-faq')).rejects.toThrow(
      'offline',
    )
    expect(isLoaded('/faq/questions/company-faq')).toBe(false)
    await ensureSection('/faq/questions/company-faq')
    expect(load).toHaveBeenCalledTimes(2)
    expect(isLoaded('/faq/questions/company-faq')).toBe(true)
  })

  it("loads the part of a folder's sections that holds the page", async () => {
    const first = vi.fn(() => Promise.resolve())
    const second = vi.fn(() => Promise.resolve())
    const { ensureSection, isLoaded } = sectionLoader({
      '/api/commands': [
        { from: '', load: first, chunks: ['route-section-0'] },
        { from: 'exec', load: second, chunks: ['route-section-1'] },
      ],
    })
    await ensureSection('/api/commands/click')
    expect(first).toHaveBeenCalledTimes(1)
    expect(isLoaded('/api/commands/exec')).toBe(false)
    await ensureSection('/api/commands/visit')
    await ensureSection('/api/commands/exec')
    expect(second).toHaveBeenCalledTimes(1)
    expect(isLoaded('/api/commands/blur')).toBe(true)
  })
})
