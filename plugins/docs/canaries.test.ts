import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import type { RouteConfig } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'

import { jsFiles, packageDir, root } from '../../tests/packageInternals'
import { withoutDocsMap } from './index'

/**
 * The docs plugin wrapper's canaries: the version data of the docs routes.
 * Each test checks one assumption about another package's internals against
 * the installed package, and fails saying what changed and what to update.
 * README.md ("Internals it relies on") says what the coupling buys.
 */

const requireHere = createRequire(__filename)

describe('plugins/docs: the version data of the docs routes', () => {
  it("the docs plugin puts a map of every doc in the version route's props, and withoutDocsMap empties only that", async () => {
    const { buildAllRoutes } = requireHere(
      '@docusaurus/plugin-content-docs/lib/routes.js',
    ) as { buildAllRoutes: (param: unknown) => Promise<RouteConfig[]> }
    const doc = (id: string) => ({
      id,
      title: `Title of ${id}`,
      description: `What ${id} is about.`,
      sidebar: 'guides',
      source: `@site/docs/${id}.mdx`,
      permalink: `/${id}`,
      tags: [],
      frontMatter: {},
      unlisted: false,
    })
    const routes = await buildAllRoutes({
      baseUrl: '/',
      actions: { createData: async () => '', addRoute: () => {} },
      options: {
        id: 'default',
        routeBasePath: '/',
        docsRootComponent: '@theme/DocsRoot',
        docVersionRootComponent: '@theme/DocVersionRoot',
        docRootComponent: '@theme/DocRoot',
        docItemComponent: '@theme/DocItem',
        docTagsListComponent: '@theme/DocTagsListPage',
        docTagDocListComponent: '@theme/DocTagDocListPage',
        docCategoryGeneratedIndexComponent:
          '@theme/DocCategoryGeneratedIndexPage',
      },
      versions: [
        {
          versionName: 'current',
          label: 'Next',
          path: '/',
          tagsPath: '/tags',
          isLast: true,
          routePriority: undefined,
          sidebars: {
            guides: [
              { type: 'doc', id: 'a' },
              { type: 'doc', id: 'b' },
            ],
          },
          categoryGeneratedIndices: [],
          docs: [doc('a'), doc('b')],
        },
      ],
    })
    const find = (list: RouteConfig[] | undefined): RouteConfig | undefined =>
      list
        ?.flatMap((route) => [route, find(route.routes)])
        .find((route) => route?.props?.version !== undefined)
    const before = find(routes)?.props?.version as
      { docs?: Record<string, Record<string, unknown>> } | undefined
    expect(
      before?.docs?.a?.description,
      "The docs plugin no longer puts the version's docs in a route's props.version.docs: plugins/docs/index.ts (withoutDocsMap) removes nothing now; find where the map went (lib/props.js, toVersionMetadataProp)",
    ).toBe('What a is about.')
    const lean = find([withoutDocsMap(routes[0])])?.props?.version as {
      docs: Record<string, Record<string, unknown>>
    }
    const { docs: _docs, ...rest } = before as Record<string, unknown>
    const { docs: _leanDocs, ...leanRest } = lean as Record<string, unknown>
    const message =
      'withoutDocsMap (plugins/docs/index.ts) no longer empties exactly the docs map of the version data the docs plugin builds (lib/props.js, toVersionMetadataProp); update it'
    expect(leanRest, message).toEqual(rest)
    expect(lean.docs, message).toEqual({})
  })

  it('the theme reads the docs map of the version data only in DocCard, which the site does not render', () => {
    const readers = [
      ['@docusaurus/theme-classic', 'lib/theme'],
      ['@docusaurus/theme-common', 'lib'],
      ['@docusaurus/plugin-content-docs', 'lib/client'],
    ]
      .flatMap(([name, sub]) => jsFiles(path.join(packageDir(name), sub)))
      .filter((file) =>
        /\buseDocById\(|version\.docs\[/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(root, file))
    expect(
      readers.sort(),
      "Another theme component reads docs from the version data's docs map, which plugins/docs/index.ts (withoutDocsMap) empties: keep the entries it reads",
    ).toEqual([
      'node_modules/@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
      'node_modules/@docusaurus/theme-classic/lib/theme/DocCard/index.js',
    ])
    const docCardUsers = [
      ...readdirSync(path.join(root, 'docs'), {
        recursive: true,
        encoding: 'utf8',
      })
        .filter((file) => file.endsWith('.mdx') || file.endsWith('.json'))
        .map((file) => path.join('docs', file)),
      'sidebars.ts',
    ].filter((file) =>
      /DocCardList|generated-index/.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    )
    expect(
      docCardUsers,
      'These docs render doc cards, which read the docs map that plugins/docs empties; keep the map (plugins/docs/index.ts) or drop the cards',
    ).toEqual([])
  })
})
