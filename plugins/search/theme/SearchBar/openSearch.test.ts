import { afterEach, describe, expect, it, vi } from 'vitest'

import { openSearch, registerSearchOpener } from './openSearch'

describe('openSearch', () => {
  const registrations: Array<() => void> = []
  const register = (open: (query?: string) => void) => {
    const unregister = registerSearchOpener(open)
    registrations.push(unregister)
    return unregister
  }
  afterEach(() => registrations.splice(0).forEach((unregister) => unregister()))

  it('says it could not open search when no search bar registered', () => {
    expect(openSearch()).toBe(false)
  })

  it('opens through the newest registration, with the query', () => {
    const loader = vi.fn()
    const modal = vi.fn()
    register(loader)
    register(modal)
    expect(openSearch('cy.get')).toBe(true)
    expect(modal).toHaveBeenCalledWith('cy.get')
    expect(loader).not.toHaveBeenCalled()
  })

  it('an opener that was replaced unregisters without removing the newer one', () => {
    const loader = vi.fn()
    const modal = vi.fn()
    const unregisterLoader = register(loader)
    register(modal)
    unregisterLoader()
    expect(openSearch()).toBe(true)
    expect(modal).toHaveBeenCalledTimes(1)
  })

  it('an opener unregistered is no longer called', () => {
    const open = vi.fn()
    register(open)()
    expect(openSearch()).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })
})
