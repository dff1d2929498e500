import type { RouteConfig } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'

import { withoutDocsMap } from '.'

const doc = (id: string) => ({
  id,
  title: `Title of ${id}`,
  description: `What ${id} is about.`,
  sidebar: 'guides',
})

// canaries.test.ts runs withoutDocsMap on the
// routes the installed docs plugin builds.
describe('withoutDocsMap', () => {
  it('empties the docs map of the version data of nested routes, and keeps the rest', () => {
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
    const lean = withoutDocsMap(route)
    expect(lean.routes?.[0].props).toEqual({
      version: {
        version: 'current',
        docsSidebars: { guides: [] },
        docs: {},
      },
    })
    expect(lean.routes?.[0].routes).toEqual([
      { path: '/a', component: '@theme/DocItem' },
    ])
    // The input is left as it was.
    expect(
      (route.routes?.[0].props?.version as { docs: { a: object } }).docs.a,
    ).toHaveProperty('title')
  })

  it('leaves routes without version data as they are', () => {
    const route: RouteConfig = {
      path: '/search',
      component: '@theme/SearchPage',
      props: { title: 'Search' },
    }
    expect(withoutDocsMap(route)).toEqual(route)
  })
})
