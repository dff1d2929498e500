import { describe, expect, it, vi } from 'vitest'

import { createSearchStatus, reportingOutcomes } from './searchStatus'

const response = (...lvl0s: (string | null)[]) => ({
  results: [{ hits: lvl0s.map((lvl0) => ({ hierarchy: { lvl0 } })) }],
})

/**
 * A reporting client whose searches stay on their way until the test
 * settles them: `searches[n]` resolves or rejects the n-th search.
 */
function heldSearchClient() {
  const status = createSearchStatus()
  const searches: {
    resolve: (value: unknown) => void
    reject: (error: unknown) => void
  }[] = []
  const client = reportingOutcomes(
    {
      search: () =>
        new Promise((resolve, reject) => searches.push({ resolve, reject })),
    },
    status,
  )
  return { status, client, searches }
}

describe('createSearchStatus', () => {
  it('starts with nothing on its way and no failure', () => {
    expect(createSearchStatus().snapshot()).toEqual({
      loading: false,
      pending: false,
      failed: false,
    })
  })

  it('marks a search waiting for the index, until it is answered or fails', () => {
    const status = createSearchStatus()
    status.report({ pending: true, loading: true })
    expect(status.snapshot()).toMatchObject({ pending: true, loading: true })
    status.report({ failed: false })
    expect(status.snapshot()).toMatchObject({
      pending: false,
      loading: false,
      failed: false,
    })
    status.report({ pending: true, loading: false })
    expect(status.snapshot()).toMatchObject({ pending: true, loading: false })
    status.report({ failed: true })
    expect(status.snapshot()).toMatchObject({ pending: false, failed: true })
  })

  it('marks a failure and clears it on the next answer', () => {
    const status = createSearchStatus()
    status.report({ failed: true })
    expect(status.snapshot().failed).toBe(true)
    status.report({ failed: false })
    expect(status.snapshot().failed).toBe(false)
  })

  it('notifies listeners on a change only, with a new snapshot object', () => {
    const status = createSearchStatus()
    const listener = vi.fn()
    const unsubscribe = status.subscribe(listener)
    const before = status.snapshot()
    status.report({ failed: false })
    expect(listener).not.toHaveBeenCalled()
    expect(status.snapshot()).toBe(before)
    status.report({ failed: true })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(status.snapshot()).not.toBe(before)
    unsubscribe()
    status.report({ failed: false })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('reportingOutcomes', () => {
  it('passes the response through and reports the answer', async () => {
    const status = createSearchStatus()
    const answer = response('Queries')
    const client = reportingOutcomes(
      { search: async () => answer, other: 1 },
      status,
    )
    await expect(client.search()).resolves.toBe(answer)
    expect(client.other).toBe(1)
    expect(status.snapshot()).toEqual({
      loading: false,
      pending: false,
      failed: false,
    })
  })

  it('reports the wait while the local index loads, and only then', async () => {
    const status = createSearchStatus()
    let ready = false
    let answer: (value: unknown) => void = () => {}
    const client = reportingOutcomes(
      {
        search: () => new Promise((resolve) => (answer = resolve)),
        indexReady: () => ready,
      },
      status,
    )
    const first = client.search()
    expect(status.snapshot()).toMatchObject({ pending: true, loading: true })
    ready = true
    answer(response('Queries'))
    await first
    expect(status.snapshot()).toMatchObject({ pending: false, loading: false })
    const second = client.search()
    expect(status.snapshot()).toMatchObject({ pending: true, loading: false })
    answer(response())
    await second
    expect(status.snapshot().pending).toBe(false)
  })

  it('keeps the wait while a later search is still on its way, without a flicker', async () => {
    const { status, client, searches } = heldSearchClient()
    const first = client.search()
    const second = client.search()
    // Each notification redraws the screens: an earlier search answering
    // while a later one waits changes nothing on them.
    const listener = vi.fn()
    status.subscribe(listener)
    searches[0].resolve(response('Queries'))
    await first
    expect(status.snapshot().pending).toBe(true)
    expect(listener).not.toHaveBeenCalled()
    searches[1].resolve(response('Queries'))
    await second
    expect(status.snapshot().pending).toBe(false)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('ends the wait when the newest search is answered, though an earlier one never is', async () => {
    const { status, client, searches } = heldSearchClient()
    void client.search()
    const newest = client.search()
    searches[1].resolve(response('Queries'))
    await newest
    expect(status.snapshot()).toMatchObject({ pending: false, failed: false })
  })

  it('shows the newest outcome: an earlier search failing later changes nothing', async () => {
    const { status, client, searches } = heldSearchClient()
    const earlier = client.search()
    const newest = client.search()
    searches[1].resolve(response('Queries'))
    await newest
    searches[0].reject(new Error('offline'))
    await expect(earlier).rejects.toThrow('offline')
    expect(status.snapshot()).toMatchObject({ pending: false, failed: false })
  })

  it('reports a failure and rethrows the same error', async () => {
    const status = createSearchStatus()
    const error = Object.assign(new Error('offline'), { name: 'RetryError' })
    const client = reportingOutcomes(
      {
        search: async () => {
          throw error
        },
      },
      status,
    )
    await expect(client.search()).rejects.toBe(error)
    expect(status.snapshot().failed).toBe(true)
  })
})
