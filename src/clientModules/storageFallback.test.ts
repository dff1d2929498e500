import { afterEach, describe, expect, it, vi } from 'vitest'

import { installStorageFallback, storageWorks } from './storageFallback'

/** A window whose storages throw on access, like blocked cookies. */
function blockedWindow() {
  const win = {} as Window
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(win, name, {
      configurable: true,
      get() {
        throw new DOMException('Access is denied', 'SecurityError')
      },
    })
  }
  return win
}

afterEach(() => vi.restoreAllMocks())

describe('installStorageFallback', () => {
  it('makes refused storages read as absent, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const win = blockedWindow()
    expect(storageWorks(win, 'localStorage')).toBe(false)
    expect(installStorageFallback(win)).toEqual([
      'localStorage',
      'sessionStorage',
    ])
    // Reading no longer throws; callers see no storage and fall back.
    expect(win.localStorage).toBeNull()
    expect(win.sessionStorage).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain('Browser storage is unavailable')
  })

  it('leaves working storage alone and stays quiet', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const memory = () => {
      const items = new Map<string, string>()
      return {
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      }
    }
    const local = memory()
    const win = { localStorage: local, sessionStorage: memory() }
    expect(installStorageFallback(win as unknown as Window)).toEqual([])
    expect(win.localStorage).toBe(local)
    expect(warn).not.toHaveBeenCalled()
  })

  it('checks storage without writing to it, and keeps one that refuses writes', () => {
    const setItem = vi.fn(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    const full = { setItem, getItem: () => null, removeItem: () => {} }
    const win = { localStorage: full, sessionStorage: full }
    expect(installStorageFallback(win as unknown as Window)).toEqual([])
    expect(win.localStorage).toBe(full)
    expect(setItem).not.toHaveBeenCalled()
  })
})
