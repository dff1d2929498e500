import { describe, expect, it } from 'vitest'

import { deferredPrefetch, type IdleDeadlineLike } from './idlePrefetch'

function setup() {
  const prefetched: string[] = []
  const idle: Array<(deadline: IdleDeadlineLike) => void> = []
  const prefetch = deferredPrefetch(
    (path) => {
      prefetched.push(path)
      return false
    },
    (run) => idle.push(run),
  )
  /** Runs the pending idle callback with `ms` of idle time per prefetch budget. */
  const runIdle = (deadline: IdleDeadlineLike) => idle.shift()?.(deadline)
  return { prefetch, prefetched, idle, runIdle }
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

  it('after a timeout (never idle), prefetches a small batch per callback', () => {
    const { prefetch, prefetched, idle, runIdle } = setup()
    for (let i = 0; i < 10; i += 1) prefetch(`/p${i}`)
    runIdle({ didTimeout: true, timeRemaining: () => 0 })
    expect(prefetched).toHaveLength(4)
    expect(idle).toHaveLength(1)
  })
})
