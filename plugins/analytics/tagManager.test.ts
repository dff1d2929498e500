import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTagManager, type DataLayerWindow } from './tagManager'

function fakeWindow(pathname: string, title: string) {
  return {
    location: { pathname, search: '' },
    document: { title },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  } as unknown as Window & DataLayerWindow
}

describe('createTagManager', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends nothing and loads nothing until started', () => {
    const win = fakeWindow('/a', 'A')
    const load = vi.fn()
    const tags = createTagManager('GTM-1', win, load)
    tags.routeChanged('/b', '/a')
    vi.runAllTimers()
    expect(load).not.toHaveBeenCalled()
    expect(win.dataLayer).toBeUndefined()
  })

  it('loads the container once and records the page it starts on', () => {
    const win = fakeWindow('/guides/x', 'X | Docs')
    const load = vi.fn()
    const tags = createTagManager('GTM-A&B', win, load)
    tags.start()
    tags.start()
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledWith(
      'https://www.googletagmanager.com/gtm.js?id=GTM-A%26B',
    )
    expect(win.dataLayer?.map((entry) => entry.event)).toEqual([
      'gtm.js',
      'page_view',
    ])
    expect(win.dataLayer?.[1]).toMatchObject({
      page_path: '/guides/x',
      page_title: 'X | Docs',
    })
  })

  it('records a page view per path change, with the new title', () => {
    const win = fakeWindow('/a', 'A')
    const tags = createTagManager('GTM-1', win, () => {})
    tags.start()
    tags.routeChanged('/a', undefined)
    tags.routeChanged('/a', '/a')
    ;(win as { location: { pathname: string } }).location.pathname = '/b'
    tags.routeChanged('/b', '/a')
    ;(win as { document: { title: string } }).document.title = 'B'
    vi.runAllTimers()
    expect(
      win.dataLayer
        ?.filter((entry) => entry.event === 'page_view')
        .map((entry) => [entry.page_path, entry.page_title]),
    ).toEqual([
      ['/a', 'A'],
      ['/b', 'B'],
    ])
  })
})
