import { describe, expect, it } from 'vitest'

import { registryImports } from '../route-scripts'
import { pageOf, partOf, sectionOf } from './sectionOf'
import {
  files,
  readRoutes,
  sectionChunkName,
  splitGlobalData,
  splitModules,
  splitRoutes,
  splitSidebars,
  trimSidebar,
} from './split'

// A route table in the shape @docusaurus/core 3.10 writes
// (.docusaurus/routes.js): top-level pages, the docs layout's nested routes
// with their pages, and the 404 route. canaries.test.ts reads one that the
// installed core generates.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '5de'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', '459'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'b8d'),
        routes: [
          {
            path: '/api/commands/click',
            component: ComponentCreator('/api/commands/click', '91f'),
            exact: true,
            sidebar: "api"
          },
          {
            path: '/api/commands/type',
            component: ComponentCreator('/api/commands/type', '2a0'),
            exact: true,
            sidebar: "api"
          },
          {
            path: '/guides/overview/why-cypress',
            component: ComponentCreator('/guides/overview/why-cypress', '7c1'),
            exact: true,
            sidebar: "guides"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`

const chunkNames = {
  '/search-5de': { __comp: 'search' },
  '/-459': {
    __comp: 'docsRoot',
    __context: { plugin: 'docsPlugin' },
    __props: 'versionProps',
  },
  '/-b8d': { __comp: 'docRoot' },
  '/api/commands/click-91f': { __comp: 'docItem', content: 'click' },
  '/api/commands/type-2a0': { __comp: 'docItem', content: 'type' },
  '/guides/overview/why-cypress-7c1': { __comp: 'docItem', content: 'why' },
}

const registry = registryImports(
  `export default {\n${Object.entries({
    search: '@theme/SearchPage',
    docsRoot: '@theme/DocsRoot',
    docsPlugin: '@generated/docs/__plugin.json',
    versionProps: '@generated/docs/p/index.json',
    docRoot: '@theme/DocRoot',
    docItem: '@theme/DocItem',
    click: '@site/docs/api/actions/click.mdx',
    type: '@site/docs/api/actions/type.mdx',
    why: '@site/docs/guides/overview/why-cypress.mdx',
  })
    .map(
      ([name, path]) =>
        `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`,
    )
    .join('\n')}\n};\n`,
)

describe('sectionOf', () => {
  it.each([
    ['/api/commands/click', '/api/commands'],
    ['/api/commands/click/', '/api/commands'],
    ['/api/commands/click.html', '/api/commands'],
    ['/api/commands/click/index.html', '/api/commands'],
    ['/api/table-of-contents', '/api'],
    ['/faq', '/'],
    ['/', '/'],
  ])('%s belongs to %s', (path, section) => {
    expect(sectionOf(path)).toBe(section)
  })
})

describe('pageOf and partOf', () => {
  it.each([
    ['/api/commands/click', 'click'],
    ['/api/commands/click/', 'click'],
    ['/api/commands/click.html', 'click'],
    ['/faq', 'faq'],
  ])('%s names the page %s', (path, page) => {
    expect(pageOf(path)).toBe(page)
  })

  it.each([
    ['as', ''],
    ['exec', 'exec'],
    ['intercept', 'exec'],
    ['visit', 'session'],
  ])('%s belongs to the part from %j', (page, from) => {
    const parts = [{ from: '' }, { from: 'exec' }, { from: 'session' }]
    expect(partOf(parts, page)?.from).toBe(from)
  })
})

describe('readRoutes', () => {
  it('reads the routes with their ComponentCreator arguments and attributes', () => {
    const routes = readRoutes(routesSource)
    expect(routes.map((route) => route.path)).toEqual(['/search', '/', '*'])
    expect(routes[2].creator).toEqual(['*'])
    const page = routes[1].routes?.[0].routes?.[0]
    expect(page).toEqual({
      path: '/api/commands/click',
      creator: ['/api/commands/click', '91f'],
      exact: true,
      attributes: { sidebar: 'api' },
    })
  })

  it('names the file when it no longer exports a route array', () => {
    expect(() => readRoutes('export const routes = []')).toThrow(
      /\.docusaurus\/routes\.js no longer has an `export default`/,
    )
  })
})

describe('splitRoutes', () => {
  const split = splitRoutes(readRoutes(routesSource), chunkNames, registry)

  it('keeps the top-level pages and the routes that hold pages in the shell', () => {
    expect(split.shell.map((route) => route.path)).toEqual([
      '/search',
      '/',
      '*',
    ])
    expect(split.containers).toHaveLength(1)
    expect(split.containers[0].routes).toEqual([])
    expect(split.shell[1].routes?.[0]).toBe(split.containers[0])
  })

  it('groups the pages by folder, with their chunk names', () => {
    expect(
      split.sections.map((section) => [
        section.key,
        section.leaves.flatMap((leaf) => leaf.routes.map((r) => r.path)),
      ]),
    ).toEqual([
      ['/api/commands', ['/api/commands/click', '/api/commands/type']],
      ['/guides/overview', ['/guides/overview/why-cypress']],
    ])
    expect(Object.keys(split.sections[0].chunkNames)).toEqual([
      '/api/commands/click-91f',
      '/api/commands/type-2a0',
    ])
    expect(Object.keys(split.chunkNames)).toEqual([
      '/search-5de',
      '/-459',
      '/-b8d',
    ])
  })

  it('moves a registry entry with the one section that uses it, and keeps shared ones in the shell', () => {
    expect([...split.sections[0].registry.keys()]).toEqual(['click', 'type'])
    expect([...split.sections[1].registry.keys()]).toEqual(['why'])
    // The doc page component serves every section; the layout is the shell's.
    expect([...split.registry.keys()].sort()).toEqual(
      [
        'docItem',
        'docRoot',
        'docsPlugin',
        'docsRoot',
        'search',
        'versionProps',
      ].sort(),
    )
  })

  it('refuses a route that holds both pages and routes with pages', () => {
    const mixed = readRoutes(
      routesSource.replace(
        "routes: [\n          {\n            path: '/api/commands/click'",
        "routes: [\n          { path: '/nested', component: ComponentCreator('/nested', 'aaa'), routes: [] },\n          {\n            path: '/api/commands/click'",
      ),
    )
    expect(() => splitRoutes(mixed, chunkNames, registry)).toThrow(
      /holds both pages and routes with pages/,
    )
  })
})

describe('splitModules', () => {
  const modules = splitModules(
    splitRoutes(readRoutes(routesSource), chunkNames, registry),
  )

  it('writes a shell whose pages-holding route reads its pages from `containers`', () => {
    const shell = modules.get(files.routes) ?? ''
    expect(shell).toContain('export const containers = [[]]')
    expect(shell).toContain('routes: containers[0]')
    expect(shell).not.toContain('/api/commands/click')
    // The route table keeps its shape: it reads back as the shell.
    const reread = readRoutes(
      shell.replace(
        /^export const containers = .*$/m,
        'const containers = [[]]',
      ),
    )
    expect(reread.map((route) => route.path)).toEqual(['/search', '/', '*'])
  })

  it('writes the shell chunk names as JSON and the shell registry as a module', () => {
    expect(JSON.parse(modules.get(files.chunkNames) ?? '')).toEqual({
      '/search-5de': chunkNames['/search-5de'],
      '/-459': chunkNames['/-459'],
      '/-b8d': chunkNames['/-b8d'],
    })
    expect(modules.get(files.registry)).toContain(
      '"docItem": [() => import(/* webpackChunkName: "docItem" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
    )
    expect(modules.get(files.registry)).not.toContain('"click"')
  })

  it('writes a table of the sections, each imported as a named chunk', () => {
    expect(modules.get(files.sections)).toContain(
      `"/api/commands": [{ from: "", load: () => import(/* webpackChunkName: "${sectionChunkName(0)}" */ "./${files.section(0)}"), chunks: ["${sectionChunkName(0)}"] }],`,
    )
  })

  it("writes each section to add its chunk names, registry entries and pages to the shell's modules by their core names", () => {
    const section = modules.get(files.section(0)) ?? ''
    expect(section).toContain(
      "import chunkNames from '@generated/routesChunkNames'",
    )
    expect(section).toContain("import registry from '@generated/registry'")
    expect(section).toContain("import { containers } from '@generated/routes'")
    expect(section).toContain('"/api/commands/click-91f"')
    expect(section).toContain('"click": [() => import(')
    expect(section).toMatch(
      /containers\[0\]\.push\([\s\S]*path: "\/api\/commands\/click"[\s\S]*component: ComponentCreator\("\/api\/commands\/click", "91f"\)[\s\S]*exact: true[\s\S]*"sidebar": "api"/,
    )
  })
})

describe('splitGlobalData', () => {
  it("moves each page's entry of the docs list to its section, keeping the main doc and the navbar's", () => {
    const split = splitRoutes(readRoutes(routesSource), chunkNames, registry)
    const doc = (id: string, path: string) => ({ id, path, sidebar: 'api' })
    const shell = splitGlobalData(
      {
        'docusaurus-plugin-content-docs': {
          default: {
            path: '/',
            versions: [
              {
                name: 'current',
                mainDocId: 'why',
                docs: [
                  doc('click', '/api/commands/click'),
                  doc('type', '/api/commands/type'),
                  doc('why', '/guides/overview/why-cypress'),
                  doc('orphan', '/elsewhere/page'),
                ],
              },
            ],
          },
        },
        other: { default: { kept: true } },
      },
      split,
      new Set(['type']),
    )
    const versions = (
      shell['docusaurus-plugin-content-docs'].default as {
        versions: Array<{ docs: Array<{ id: string }> }>
      }
    ).versions
    expect(versions[0].docs.map((d) => d.id)).toEqual(['type', 'why', 'orphan'])
    expect(shell.other).toEqual({ default: { kept: true } })
    expect(split.sections[0].docs).toEqual([
      {
        plugin: 'default',
        version: 0,
        docs: [doc('click', '/api/commands/click')],
      },
    ])
    expect(modulesOf(split).get(files.section(0))).toContain(
      'globalData["docusaurus-plugin-content-docs"]["default"].versions[0].docs.push(',
    )
  })
})

describe('splitSidebars', () => {
  const versionProps = {
    version: {
      label: 'Next',
      docsSidebars: {
        api: [{ type: 'link', label: 'click', href: '/api/commands/click' }],
        guides: [
          { type: 'link', label: 'Why', href: '/guides/overview/why-cypress' },
        ],
      },
      docs: {},
    },
  }
  const read = (importPath: string) => {
    expect(importPath).toBe('@generated/docs/p/index.json')
    return versionProps
  }

  it('gives each sidebar a module that the sections showing it load, and the version data none', () => {
    const split = splitRoutes(readRoutes(routesSource), chunkNames, registry)
    const shellProps = splitSidebars(split, read)
    expect(
      split.sidebars.map(({ name, sections }) => [name, sections]),
    ).toEqual([
      ['api', ['/api/commands']],
      ['guides', ['/guides/overview']],
    ])
    expect([...shellProps]).toEqual([
      [
        '@generated/docs/p/index.json',
        { version: { label: 'Next', docsSidebars: {}, docs: {} } },
      ],
    ])
    const modules = splitModules(split, undefined, shellProps)
    expect(modules.get(files.sidebar(0))).toContain(
      'import props from "@generated/docs/p/index.json"',
    )
    expect(modules.get(files.sidebar(0))).toContain(
      'fillSidebar(props, "api", [{"type":"link","label":"click","href":"/api/commands/click"}])',
    )
    // The section sets its trimmed sidebar at once and loads the whole one
    // only when asked.
    const section = modules.get(files.section(0)) ?? ''
    expect(section).toContain(
      'import props0 from "@generated/docs/p/index.json"',
    )
    expect(section).toContain(
      'setSidebar(props0, "api", [{"type":"link","label":"click","href":"/api/commands/click"}], () => import(/* webpackChunkName: "route-sidebar-0" */ "./sidebar-0.js"))',
    )
    expect(modules.get(files.sections)).toContain(
      `"/api/commands": [{ from: "", load: () => import(/* webpackChunkName: "route-section-0" */ "./section-0.js"), chunks: ["route-section-0"] }],`,
    )
    expect(
      JSON.parse(
        modules.get(files.props('@generated/docs/p/index.json')) ?? '',
      ),
    ).toEqual({ version: { label: 'Next', docsSidebars: {}, docs: {} } })
  })

  it('names the page and the sidebars there are when a page shows a sidebar the version lacks', () => {
    const split = splitRoutes(
      readRoutes(
        routesSource.replace('sidebar: "guides"', 'sidebar: "tutorial"'),
      ),
      chunkNames,
      registry,
    )
    expect(() => splitSidebars(split, read)).toThrow(
      /\/guides\/overview\/why-cypress shows the sidebar "tutorial".*it has api, guides/,
    )
  })
})

function modulesOf(split: ReturnType<typeof splitRoutes>) {
  return splitModules(split)
}

describe('splitRoutes with a folder of many pages', () => {
  it('cuts the folder in parts of about equal size, in the order of its pages, each holding what its pages need', () => {
    const split = splitRoutes(readRoutes(routesSource), chunkNames, registry, 1)
    expect(
      split.sections.map(({ key, folder, from }) => [key, folder, from]),
    ).toEqual([
      ['/api/commands', '/api/commands', ''],
      ['/api/commands#type', '/api/commands', 'type'],
      ['/guides/overview', '/guides/overview', ''],
    ])
    expect(Object.keys(split.sections[1].chunkNames)).toEqual([
      '/api/commands/type-2a0',
    ])
    expect([...split.sections[1].registry.keys()]).toEqual(['type'])
    expect(splitModules(split).get(files.sections)).toContain(
      '"/api/commands": [{ from: "", load: () => import(',
    )
    expect(splitModules(split).get(files.sections)).toContain(
      '{ from: "type", load: () => import(',
    )
  })
})

describe('trimSidebar', () => {
  const link = (href: string, extra = {}) => ({
    type: 'link',
    label: href.split('/').pop(),
    href,
    ...extra,
  })
  const sidebar = [
    link('/api/table-of-contents'),
    {
      type: 'category',
      label: 'Queries',
      items: [link('/api/commands/get'), link('/api/commands/find')],
    },
    {
      type: 'category',
      label: 'Actions',
      items: [
        link('/api/commands/hidden', { unlisted: true }),
        {
          type: 'category',
          label: 'Mouse',
          items: [link('/api/commands/click'), link('/api/commands/hover')],
        },
        link('/api/commands/type'),
      ],
    },
    { type: 'category', label: 'Empty', items: [] },
  ]

  it('keeps whole the categories that hold one of the pages, and the links', () => {
    const trimmed = trimSidebar(sidebar, new Set(['/api/commands/click']))
    expect(trimmed[0]).toBe(sidebar[0])
    expect(trimmed[2]).toBe(sidebar[2])
  })

  it('reduces every other category to the first link a reader can see, marked lazy', () => {
    const trimmed = trimSidebar(sidebar, new Set(['/api/commands/get']))
    expect(trimmed[1]).toBe(sidebar[1])
    // Depth first, past an unlisted page: what the theme links a closed
    // category without a link of its own to.
    expect(trimmed[2]).toEqual({
      type: 'category',
      label: 'Actions',
      items: [link('/api/commands/click')],
      lazy: true,
    })
    // A category with no link to keep stays as it is.
    expect(trimmed[3]).toBe(sidebar[3])
  })

  it('keeps whole a category that starts open or cannot close', () => {
    const open = { ...sidebar[1], collapsed: false }
    const fixed = { ...sidebar[2], collapsible: false }
    const trimmed = trimSidebar([open, fixed], new Set(['/elsewhere']))
    expect(trimmed[0]).toBe(open)
    expect(trimmed[1]).toBe(fixed)
  })
})
