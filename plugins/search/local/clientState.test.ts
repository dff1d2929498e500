import { describe, expect, it, vi } from 'vitest'

import { createClientState, parseSummaries } from './clientState'
import type { PagefindModule } from './types'

const pagefind = (): PagefindModule => ({
  options: vi.fn(async () => {}),
  search: vi.fn(async () => ({ results: [] })),
})

describe('createClientState', () => {
  it('loads Pagefind and the parts once, sets its options, and is ready after', async () => {
    const module = pagefind()
    const loadPagefind = vi.fn(async () => module)
    const loadParts = vi.fn(async () => ({ 'page-1': 'page-0' }))
    const state = createClientState({
      loadPagefind,
      loadParts,
      pagefindOptions: { baseUrl: '/' },
    })
    expect(state.indexReady()).toBe(false)
    expect(loadPagefind).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([
      state.pagefind(),
      state.pagefind(),
    ])
    expect(first).toBe(module)
    expect(second).toBe(module)
    expect(loadPagefind).toHaveBeenCalledTimes(1)
    expect(loadParts).toHaveBeenCalledTimes(1)
    expect(module.options).toHaveBeenCalledWith({ baseUrl: '/' })
    expect(state.indexReady()).toBe(true)
    expect(state.loaded().parts).toEqual({ 'page-1': 'page-0' })
  })

  it('forgets a failed load of Pagefind, so the next call tries again', async () => {
    const module = pagefind()
    const loadPagefind = vi
      .fn<() => Promise<PagefindModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module)
    const state = createClientState({ loadPagefind })
    await expect(state.pagefind()).rejects.toThrow('offline')
    expect(state.indexReady()).toBe(false)
    await expect(state.pagefind()).resolves.toBe(module)
    expect(loadPagefind).toHaveBeenCalledTimes(2)
  })

  it('a loader that throws instead of rejecting fails the same way', async () => {
    const state = createClientState({
      loadPagefind: () => {
        throw new Error('no script')
      },
    })
    await expect(state.pagefind()).rejects.toThrow('no script')
  })

  it('searches without the parts when they fail to load', async () => {
    const state = createClientState({
      loadPagefind: async () => pagefind(),
      loadParts: async () => {
        throw new Error('404')
      },
    })
    await state.pagefind()
    expect(state.indexReady()).toBe(true)
    expect(state.loaded().parts).toEqual({})
  })

  it('loads the words once, when first awaited, as code names and known words', async () => {
    const loadWords = vi.fn(async () => ({
      codeNames: ['baseurl'],
      titleWords: ['intercept'],
    }))
    const state = createClientState({
      loadPagefind: async () => pagefind(),
      loadWords,
    })
    expect(loadWords).not.toHaveBeenCalled()
    await Promise.all([state.loadWords(), state.loadWords()])
    await state.loadWords()
    expect(loadWords).toHaveBeenCalledTimes(1)
    expect([...state.loaded().codeNames]).toEqual(['baseurl'])
    expect([...state.loaded().knownWords]).toEqual(['intercept', 'baseurl'])
  })

  it('loads the summaries once; what fails to load leaves search without it', async () => {
    const loadSummaries = vi.fn(async () => ({ get: 'get dom|what is it' }))
    const state = createClientState({
      loadPagefind: async () => pagefind(),
      loadSummaries,
      loadWords: async () => {
        throw new Error('404')
      },
    })
    await Promise.all([state.loadSummaries(), state.loadWords()])
    await state.loadSummaries()
    expect(loadSummaries).toHaveBeenCalledTimes(1)
    expect(state.loaded().summaries.get('get')).toEqual({
      words: ['get', 'dom'],
      questions: [['what', 'is', 'it']],
      codeNames: [],
    })
    expect(state.loaded().codeNames.size).toBe(0)
  })

  it('marks a search superseded once a newer one starts on its channel, not on another', () => {
    const state = createClientState({ loadPagefind: async () => pagefind() })
    const first = state.begin('modal')
    const page = state.begin('search page')
    expect(first()).toBe(false)
    const second = state.begin('modal')
    expect(first()).toBe(true)
    expect(second()).toBe(false)
    expect(page()).toBe(false)
  })
})

describe('parseSummaries', () => {
  it('splits each page into its summary words, its code names (the words with a dot) and its questions', () => {
    expect(
      parseSummaries({
        a: 'key differences|is it free|can i test',
        b: 'b',
        get: 'get dom cy.get|why does cy get retry',
      }),
    ).toEqual(
      new Map([
        [
          'a',
          {
            words: ['key', 'differences'],
            questions: [
              ['is', 'it', 'free'],
              ['can', 'i', 'test'],
            ],
            codeNames: [],
          },
        ],
        ['b', { words: ['b'], questions: [], codeNames: [] }],
        [
          'get',
          {
            words: ['get', 'dom'],
            questions: [['why', 'does', 'cy', 'get', 'retry']],
            codeNames: ['cy.get'],
          },
        ],
      ]),
    )
  })
})
