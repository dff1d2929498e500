import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { SidebarItem, VersionProps } from './sidebars'

const link = (href: string): SidebarItem => ({ type: 'link', href })
const category = (label: string, hrefs: string[]): SidebarItem => ({
  type: 'category',
  label,
  items: hrefs.map(link),
})
const lazy = (label: string, href: string): SidebarItem => ({
  type: 'category',
  label,
  items: [link(href)],
  lazy: true,
})

// The whole sidebar and what two sections bring of it.
const whole = () => [
  category('Queries', ['/api/get', '/api/find']),
  category('Actions', ['/api/click', '/api/type']),
]
const fromQueries = () => [
  category('Queries', ['/api/get', '/api/find']),
  lazy('Actions', '/api/click'),
]
const fromActions = () => [
  lazy('Queries', '/api/get'),
  category('Actions', ['/api/click', '/api/type']),
]

describe('client/sidebars', () => {
  let sidebars: typeof import('./sidebars')
  let props: VersionProps
  beforeEach(async () => {
    vi.resetModules()
    sidebars = await import('./sidebars')
    props = { version: { docsSidebars: {} } }
  })

  it('a section puts its sidebar in the version data; a second section keeps the categories either brought whole', () => {
    sidebars.setSidebar(props, 'api', fromQueries(), async () => undefined)
    expect(props.version.docsSidebars.api).toEqual(fromQueries())
    sidebars.setSidebar(props, 'api', fromActions(), async () => undefined)
    expect(props.version.docsSidebars.api).toEqual(whole())
  })

  it('the whole sidebar fills the reduced categories in place and tells the categories on screen', () => {
    sidebars.setSidebar(props, 'api', fromQueries(), async () => undefined)
    const shown = props.version.docsSidebars.api
    const actions = shown[1]
    const listener = vi.fn()
    sidebars.subscribeToSidebars(listener)
    const before = sidebars.sidebarsFilled()
    sidebars.fillSidebar(props, 'api', whole())
    expect(props.version.docsSidebars.api).toBe(shown)
    expect(actions).toEqual(whole()[1])
    expect(listener).toHaveBeenCalledOnce()
    expect(sidebars.sidebarsFilled()).toBe(before + 1)
  })

  it('a section that runs after the whole sidebar loaded gets the whole sidebar', () => {
    sidebars.setSidebar(props, 'api', fromQueries(), async () => undefined)
    sidebars.fillSidebar(props, 'api', whole())
    sidebars.setSidebar(props, 'api', fromActions(), async () => undefined)
    expect(props.version.docsSidebars.api).toEqual(whole())
  })

  it('loads each whole sidebar once, and again on the next reach if it failed', async () => {
    const load = vi.fn(async () => {
      sidebars.fillSidebar(props, 'api', whole())
    })
    let fail = true
    const flaky = vi.fn(async () => {
      if (fail) throw new Error('offline')
    })
    sidebars.setSidebar(props, 'api', fromQueries(), load)
    sidebars.setSidebar(props, 'guides', [], flaky)
    await sidebars.loadWholeSidebars()
    expect(load).toHaveBeenCalledOnce()
    expect(flaky).toHaveBeenCalledOnce()
    await sidebars.loadWholeSidebars()
    expect(flaky).toHaveBeenCalledTimes(2)
    fail = false
    await sidebars.loadWholeSidebars()
    await sidebars.loadWholeSidebars()
    expect(flaky).toHaveBeenCalledTimes(3)
  })
})
