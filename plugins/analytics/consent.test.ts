import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  CONSENT_STORAGE_KEY,
  readConsent,
  whenConsented,
  writeConsent,
} from './consent'

/** A window with an event target and a local storage, enough for consent. */
function fakeWindow(storage: Partial<Storage> | (() => never)) {
  const target = new EventTarget()
  const win = Object.assign(target, {}) as unknown as Window
  Object.defineProperty(win, 'localStorage', {
    get: typeof storage === 'function' ? storage : () => storage,
  })
  vi.stubGlobal('window', win)
}

function memoryStorage(): Partial<Storage> {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('consent storage', () => {
  beforeEach(() => fakeWindow(memoryStorage()))

  it('has no choice until the reader makes one', () => {
    expect(readConsent()).toBeNull()
    writeConsent('granted')
    expect(readConsent()).toBe('granted')
    writeConsent('denied')
    expect(readConsent()).toBe('denied')
  })

  it('ignores a value it did not write', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'yes please')
    expect(readConsent()).toBeNull()
  })
})

describe('blocked storage', () => {
  beforeEach(() =>
    fakeWindow(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }),
  )

  it('reads as no choice and still applies a choice for this page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const started = vi.fn()
    expect(readConsent()).toBeNull()
    whenConsented(started)
    writeConsent('granted')
    expect(started).toHaveBeenCalledTimes(1)
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('whenConsented', () => {
  beforeEach(() => fakeWindow(memoryStorage()))

  it('starts at once when consent was given on an earlier visit', () => {
    writeConsent('granted')
    const started = vi.fn()
    whenConsented(started)
    expect(started).toHaveBeenCalledTimes(1)
  })

  it('waits for Accept, ignores Reject, and starts only once', () => {
    const started = vi.fn()
    whenConsented(started)
    writeConsent('denied')
    expect(started).not.toHaveBeenCalled()
    writeConsent('granted')
    writeConsent('granted')
    expect(started).toHaveBeenCalledTimes(1)
  })
})
