import type { RouteConfig } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'

import { withoutDocDescriptions } from '.'

const doc = (id: string) => ({
  id,
  title: `Title of ${id}`,
  description: `What ${id} is about.`,
  sidebar: 'guides',
})

// canaries.test.ts runs withoutDocDescriptions on the
// routes the installed docs plugin builds.
describe('withoutDocDescriptions', () => {
  it('drops the descriptions from the version data of nested routes, and keeps the rest', () => {
    const route: RouteConfig = {
      path: '/',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/',
          component: '@theme/DocVersionRoot',
          props: {
            version: {
              version: 'current',
              docsSidebars: { guides: [] },
              docs: { a: doc('a'), b: doc('b') },
            },
          },
          routes: [{ path: '/a', component: '@theme/DocItem' }],
        },
      ],
    }
    const lean = withoutDocDescriptions(route)
    expect(lean.routes?.[0].props).toEqual({
      version: {
        version: 'current',
        docsSidebars: { guides: [] },
        docs: {
          a: { id: 'a', title: 'Title of a', sidebar: 'guides' },
          b: { id: 'b', title: 'Title of b', sidebar: 'guides' },
        },
      },
    })
    expect(lean.routes?.[0].routes).toEqual([
      { path: '/a', component: '@theme/DocItem' },
    ])
    // The input is left as it was.
    expect(
      (route.routes?.[0].props?.version as { docs: { a: object } }).docs.a,
    ).toHaveProperty('description')
  })

  it('leaves routes without version data as they are', () => {
    const route: RouteConfig = {
      path: '/search',
      component: '@theme/SearchPage',
      props: { title: 'Search' },
    }
    expect(withoutDocDescriptions(route)).toEqual(route)
  })
})
