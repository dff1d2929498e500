import { describe, expect, it } from 'vitest'

import { deferredPrefetch, type IdleDeadlineLike } from './idlePrefetch'

function setup() {
  const prefetched: string[] = []
  const idle: Array<(deadline: IdleDeadlineLike) => void> = []
  const clock = { ms: 0, perPrefetch: 1 }
  const modal = { open: false }
  const prefetch = deferredPrefetch(
    (path) => {
      prefetched.push(path)
      clock.ms += clock.perPrefetch
      return false
    },
    (run) => idle.push(run),
    { now: () => clock.ms, ignoring: () => modal.open },
  )
  /** Runs the pending idle callback with `ms` of idle time per prefetch budget. */
  const runIdle = (deadline: IdleDeadlineLike) => idle.shift()?.(deadline)
  return { prefetch, prefetched, idle, runIdle, clock, modal }
}

describe('deferredPrefetch', () => {
  it('prefetches nothing until the browser is idle, then in order, once each', () => {
    const { prefetch, prefetched, idle, runIdle } = setup()
    expect(prefetch('/a')).toBe(false)
    prefetch('/b')
    prefetch('/a')
    expect(prefetched).toEqual([])
    expect(idle).toHaveLength(1)
    runIdle({ didTimeout: false, timeRemaining: () => 50 })
    expect(prefetched).toEqual(['/a', '/b'])
    expect(idle).toHaveLength(0)
  })

  it('stops when the idle period runs out and continues in the next one', () => {
    const { prefetch, prefetched, idle, runIdle } = setup()
    for (const path of ['/a', '/b', '/c']) prefetch(path)
    let remaining = 9
    runIdle({
      didTimeout: false,
      timeRemaining: () => {
        remaining -= 3
        return remaining
      },
    })
    expect(prefetched).toEqual(['/a'])
    expect(idle).toHaveLength(1)
    runIdle({ didTimeout: false, timeRemaining: () => 50 })
    expect(prefetched).toEqual(['/a', '/b', '/c'])
  })

  it('works at most about 8 ms per callback, however long the idle period', () => {
    const { prefetch, prefetched, idle, runIdle, clock } = setup()
    clock.perPrefetch = 3
    for (let i = 0; i < 10; i += 1) prefetch(`/p${i}`)
    runIdle({ didTimeout: false, timeRemaining: () => 50 })
    expect(prefetched).toEqual(['/p0', '/p1', '/p2'])
    expect(idle).toHaveLength(1)
  })

  it('after a timeout (never idle), prefetches a small batch per callback', () => {
    const { prefetch, prefetched, idle, runIdle } = setup()
    for (let i = 0; i < 10; i += 1) prefetch(`/p${i}`)
    runIdle({ didTimeout: true, timeRemaining: () => 0 })
    expect(prefetched).toHaveLength(4)
    expect(idle).toHaveLength(1)
  })

  it('drops what is asked while the search modal is open, and prefetches again once it is closed', () => {
    const { prefetch, prefetched, runIdle, modal } = setup()
    prefetch('/before')
    modal.open = true
    prefetch('/hit-1')
    prefetch('/hit-2')
    modal.open = false
    prefetch('/after')
    runIdle({ didTimeout: false, timeRemaining: () => 50 })
    expect(prefetched).toEqual(['/before', '/after'])
  })
})
