import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import type { RouteConfig } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'

import { readPackageFile } from '../../tests/packageInternals'
import { moveChunkFiles } from './chunkFiles'
import { readRoutes, splitRoutes } from './split'

/**
 * The route-sections plugin's canaries: how @docusaurus/core writes the
 * route table and how its client reads it. Each test checks one assumption
 * about another package's internals against the installed package, and
 * fails saying what changed and what to update. README.md ("Internals it
 * relies on") says what the coupling buys.
 */

const requireHere = createRequire(__filename)
const usedBy = 'plugins/route-sections'
const core = (file: string) =>
  readPackageFile('@docusaurus/core', `lib/client/${file}`, usedBy)

describe('plugins/route-sections: the route table core writes', () => {
  it("reads the route table @docusaurus/core's code generator writes, docs layout and all", () => {
    const { generateRoutesCode } = requireHere(
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    ) as {
      generateRoutesCode: (routes: RouteConfig[]) => {
        routesConfig: string
        routesChunkNames: Record<string, unknown>
        registry: Record<string, string>
      }
    }
    const page = (path: string, file: string): RouteConfig => ({
      path,
      component: '@theme/DocItem',
      exact: true,
      modules: { content: `@site/docs/${file}` },
      sidebar: 'api',
    })
    const generated = generateRoutesCode([
      { path: '/search', component: '@theme/SearchPage', exact: true },
      {
        path: '/',
        component: '@theme/DocsRoot',
        routes: [
          {
            path: '/',
            component: '@theme/DocRoot',
            routes: [
              page('/api/commands/click', 'api/actions/click.mdx'),
              page('/faq/questions/company-faq', 'faq/company-faq.mdx'),
            ],
          },
        ],
      },
    ])
    const routes = readRoutes(generated.routesConfig)
    const split = splitRoutes(
      routes,
      generated.routesChunkNames,
      new Map(Object.entries(generated.registry)),
    )
    expect(
      split.sections.map((section) => section.key),
      `readRoutes/splitRoutes (plugins/route-sections/split.ts) no longer read the route table @docusaurus/core writes (lib/server/codegen/codegenRoutes.js), which now reads:\n${generated.routesConfig}`,
    ).toEqual(['/api/commands', '/faq/questions'])
    const [click] = split.sections[0].leaves[0].routes
    expect(click.attributes).toEqual({ sidebar: 'api' })
    // Each page's chunk names are found under the key ComponentCreator reads.
    expect(
      Object.keys(split.sections[0].chunkNames),
      'the route keys of routesChunkNames.json are no longer `${path}-${hash}` with the hash of ComponentCreator(path, hash)',
    ).toEqual([`/api/commands/click-${click.creator[1]}`])
    // The doc page module moved with its section; the component stayed.
    expect([...split.sections[0].registry.values()]).toEqual([
      '@site/docs/api/actions/click.mdx',
    ])
    expect([...split.registry.values()]).toContain('@theme/DocItem')
  })
})

describe("plugins/route-sections: core's client", () => {
  it("core's preload is the three lines client/preload.ts repeats after loading the section", () => {
    const preload = core('preload.js')
    expect(
      preload
        .replace(/\/\*\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .trim(),
      `@docusaurus/core's lib/client/preload.js has changed; plugins/route-sections/client/preload.ts stands in for it and repeats its body: bring it up to date`,
    ).toBe(
      "import routes from '@generated/routes'; import { matchRoutes } from 'react-router-config'; export default function preload(pathname) { const matches = Array.from(new Set([pathname, decodeURI(pathname)])) .map((p) => matchRoutes(routes, p)) .flat(); return Promise.all(matches.map((match) => match.route.component.preload?.())); }",
    )
  })

  it('the first render, navigation and link preloads all go through that preload module', () => {
    for (const file of [
      'clientEntry.js',
      'PendingNavigation.js',
      'docusaurus.js',
    ]) {
      expect(
        core(file),
        `@docusaurus/core's lib/client/${file} no longer imports ./preload: a path it preloads another way would not load its section first (plugins/route-sections/client/preload.ts)`,
      ).toMatch(/^import (preload|preloadHelper) from '\.\/preload';$/m)
    }
  })

  it('a navigation whose preload fails reloads the page', () => {
    expect(
      core('PendingNavigation.js'),
      "@docusaurus/core's PendingNavigation no longer reloads the page when preloading the next route fails: a section that cannot load would leave the reader on the old page (plugins/route-sections)",
    ).toMatch(/\.catch\(\(e\) => \{[\s\S]*?window\.location\.reload\(\);/)
  })

  it('ComponentCreator looks a route up in routesChunkNames and the registry when it is called', () => {
    const creator = core('exports/ComponentCreator.js')
    expect(
      creator.includes(
        'const chunkNames = routesChunkNames[`${path}-${hash}`];',
      ) &&
        creator.includes('const chunkRegistry = registry[chunkName];') &&
        /^import routesChunkNames from '@generated\/routesChunkNames';$/m.test(
          creator,
        ) &&
        /^import registry from '@generated\/registry';$/m.test(creator),
      "@docusaurus/core's ComponentCreator no longer reads @generated/routesChunkNames and @generated/registry when called: a section's entries, added to them just before its pages' ComponentCreator calls, would not be found (plugins/route-sections/split.ts, splitModules)",
    ).toBe(true)
  })

  it('react-loadable reads the modules a route names only to report them to a capturing server render', () => {
    const loadable = readPackageFile('react-loadable', 'lib/index.js', usedBy)
    expect(
      loadable.match(/opts\.modules/g)?.length === 2 &&
        /if \(this\.context && Array\.isArray\(opts\.modules\)\) \{\s*opts\.modules\.forEach\(function \(moduleName\) \{\s*_this2\.context\.report\(moduleName\);/.test(
          loadable,
        ),
      "react-loadable (@docusaurus/react-loadable) now reads a route's `modules` for more than the server's capture: the browser's registry (plugins/route-sections/split.ts, registryEntries) leaves them empty and must give them back",
    ).toBe(true)
  })

  it("Docusaurus' runtime gives a chunk's file URL by chunk name (__webpack_require__.gca)", () => {
    const plugin = readPackageFile(
      '@docusaurus/core',
      'lib/webpack/plugins/ChunkAssetPlugin.js',
      usedBy,
    )
    expect(
      plugin.includes(
        "const DocusaurusGetChunkAssetFn = '__webpack_require__.gca';",
      ) && /chunkName/.test(plugin),
      "@docusaurus/core's ChunkAssetPlugin no longer adds __webpack_require__.gca (a chunk name to its URL): plugins/route-sections/client/prefetch.ts prefetches sections' files through it",
    ).toBe(true)
  })

  it("prefetch finds a route's chunks in routesChunkNames by path", () => {
    expect(
      core('docusaurus.js'),
      "@docusaurus/core's prefetch no longer looks chunk names up in @generated/routesChunkNames: check that a section's pages are still prefetched (plugins/route-sections/client/prefetch.ts)",
    ).toMatch(/Object\.entries\(routesChunkNames\)/)
  })

  it("the docs layout reads its pages from its route's `routes` when it renders", () => {
    const docsUtils = readPackageFile(
      '@docusaurus/plugin-content-docs',
      'lib/client/docsUtils.js',
      usedBy,
    )
    expect(
      docsUtils,
      "@docusaurus/plugin-content-docs' useDocRootMetadata no longer reads the doc pages from route.routes at render time: the pages a section adds to that array might not be seen (plugins/route-sections)",
    ).toMatch(
      /export function useDocRootMetadata\(\{ route \}\) \{[\s\S]*?const docRoutes = route\.routes;/,
    )
  })

  it("plugins' client modules run before the site's, so idlePrefetch defers this plugin's prefetch", () => {
    const plugins = readPackageFile(
      '@docusaurus/core',
      'lib/server/plugins/plugins.js',
      usedBy,
    )
    expect(
      plugins,
      "@docusaurus/core no longer adds the site's own client modules (the bootstrap plugin) after every plugin's: src/clientModules/idlePrefetch.ts would then wrap window.docusaurus.prefetch before plugins/route-sections/client/prefetch.ts, and sections would load at once instead of in idle time",
    ).toMatch(
      /initializedPlugins\.push\(\(0, synthetic_1\.createBootstrapPlugin\)/,
    )
  })
})

describe('plugins/route-sections: the docs sidebar the theme draws', () => {
  const category = () =>
    readPackageFile(
      '@docusaurus/theme-classic',
      'lib/theme/DocSidebarItem/Category/index.js',
      usedBy,
    )
  const docsUtils = () =>
    readPackageFile(
      '@docusaurus/plugin-content-docs',
      'lib/client/docsUtils.js',
      usedBy,
    )

  it("the docs layout reads the page's sidebar from the version data when it renders", () => {
    expect(
      docsUtils(),
      "@docusaurus/plugin-content-docs' useDocRootMetadata no longer reads the sidebar from versionMetadata.docsSidebars[route.sidebar]: the sidebar a section puts there (client/sidebars.ts) might not be drawn",
    ).toMatch(
      /const sidebarName = currentDocRoute\.sidebar;\s*const sidebarItems = sidebarName\s*\? versionMetadata\.docsSidebars\[sidebarName\]/,
    )
  })

  it('a closed category draws none of its items, and mounts them only once opened', () => {
    expect(
      category(),
      "@docusaurus/theme-classic's sidebar category no longer puts its items in a lazy Collapsible: a category reduced to its first link (split.ts, trimSidebar) might show that link alone before the whole sidebar loads",
    ).toMatch(
      /<Collapsible lazy as="ul" className="menu__list" collapsed=\{collapsed\}>/,
    )
    const collapsible = readPackageFile(
      '@docusaurus/theme-common',
      'lib/components/Collapsible/index.js',
      usedBy,
    )
    expect(
      collapsible,
      "@docusaurus/theme-common's lazy Collapsible no longer renders nothing until first opened (trimSidebar relies on it)",
    ).toMatch(
      /const \[mounted, setMounted\] = useState\(!collapsed\);[\s\S]*?return mounted \?/,
    )
  })

  it('a category is drawn as a category when it has one visible item, and links to its first link', () => {
    const source = category()
    expect(
      source,
      "@docusaurus/theme-classic's sidebar category no longer decides between a category and a plain link by its visible items: a category reduced to one link (trimSidebar) might render differently from the whole one",
    ).toMatch(
      /useVisibleSidebarItems\(\s*props\.item\.items,[\s\S]*?if \(visibleChildren\.length === 0\)/,
    )
    expect(
      source,
      "@docusaurus/theme-classic's sidebar category no longer falls back to its first link in the server render: check that the reduced category (trimSidebar's firstLink) still gives the same link",
    ).toMatch(/return findFirstSidebarItemLink\(item\);/)
    const utils = docsUtils()
    expect(
      utils,
      "@docusaurus/plugin-content-docs' findFirstSidebarItemLink no longer takes the first listed link depth first, which trimSidebar's firstLink keeps",
    ).toMatch(
      /export function findFirstSidebarItemLink\(item\) \{\s*if \(item\.type === 'link' && !item\.unlisted\) \{\s*return item\.href;/,
    )
    expect(
      utils,
      "@docusaurus/plugin-content-docs' useVisibleSidebarItems no longer recomputes when a category's items array changes: a category filled in by the whole sidebar (client/sidebars.ts) might keep showing one link",
    ).toMatch(
      /useMemo\(\(\) => items\.filter\(\(item\) => isVisibleSidebarItem\(item, activePath\)\), \[items, activePath\]\)/,
    )
  })

  it('the sidebar, the phone menu and its button carry the classes client/wholeSidebars.ts listens on', () => {
    expect(
      readPackageFile(
        '@docusaurus/theme-common',
        'lib/utils/ThemeClassNames.js',
        usedBy,
      ),
    ).toContain("docSidebarContainer: 'theme-doc-sidebar-container'")
    expect(
      readPackageFile(
        '@docusaurus/theme-classic',
        'lib/theme/Navbar/MobileSidebar/Toggle/index.js',
        usedBy,
      ),
      'the phone menu button lost the class navbar__toggle: the whole sidebar would load only once the menu is open (client/wholeSidebars.ts)',
    ).toContain('className="navbar__toggle clean-btn"')
    expect(
      readPackageFile(
        '@docusaurus/theme-classic',
        'lib/theme/Navbar/MobileSidebar/Layout/index.js',
        usedBy,
      ),
    ).toMatch(/'navbar-sidebar',/)
  })
})

describe("plugins/route-sections: the bundler's runtime", () => {
  it('moveChunkFiles reads the chunk file lookup the installed Rspack renders for "[name].[contenthash].js" chunks', async () => {
    const { rspack } = requireHere(
      '@rspack/core',
    ) as typeof import('@rspack/core')
    const dir = mkdtempSync(path.join(os.tmpdir(), 'route-sections-runtime-'))
    try {
      writeFileSync(
        path.join(dir, 'entry.js'),
        [
          "import(/* webpackChunkName: 'first' */ './first.js')",
          "import(/* webpackChunkName: 'second' */ './second.js')",
          "import('./third.js')",
        ].join('\n'),
      )
      // Several chunks, named and not, as a site has: one alone would be
      // written into the function without a lookup.
      for (const page of ['first', 'second', 'third']) {
        writeFileSync(
          path.join(dir, `${page}.js`),
          `export default '${page}'\n`,
        )
      }
      let runtime = ''
      const compiler = rspack({
        context: dir,
        mode: 'production',
        entry: { main: './entry.js' },
        output: {
          path: path.join(dir, 'out'),
          filename: 'assets/js/[name].[contenthash:8].js',
          chunkFilename: 'assets/js/[name].[contenthash:8].js',
        },
        optimization: { runtimeChunk: true, minimize: false },
        plugins: [
          {
            apply(compiler: import('@rspack/core').Compiler) {
              compiler.hooks.thisCompilation.tap('canary', (compilation) => {
                // Docusaurus' ChunkAssetPlugin adds gca the same way.
                compilation.hooks.processAssets.tap(
                  {
                    name: 'canary',
                    stage:
                      compiler.webpack.Compilation
                        .PROCESS_ASSETS_STAGE_ADDITIONS,
                  },
                  (assets) => {
                    const name = Object.keys(assets).find((file) =>
                      file.includes('runtime'),
                    )
                    runtime = name ? assets[name].source().toString() : ''
                  },
                )
              })
            },
          },
        ],
      })
      await new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) => {
          if (error || stats?.hasErrors()) reject(error ?? stats?.toString())
          else compiler.close(() => resolve())
        }),
      )
      const withGca = `${runtime}\n__webpack_require__.gca = function(chunkId) { chunkId = {"first":"1"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };`
      expect(
        () => moveChunkFiles(withGca, new Map()),
        `plugins/route-sections/chunkFiles.ts no longer reads the runtime the installed Rspack renders; its chunk file lookup now reads:\n${/__webpack_require__\.u = [\s\S]*?\n\}/.exec(runtime)?.[0]}`,
      ).not.toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("Docusaurus' gca is a lookup of chunk names, in the form chunkFiles.ts rewrites", () => {
    const plugin = readPackageFile(
      '@docusaurus/core',
      'lib/webpack/plugins/ChunkAssetPlugin.js',
      usedBy,
    )
    expect(
      plugin,
      "@docusaurus/core's ChunkAssetPlugin writes __webpack_require__.gca differently: plugins/route-sections/chunkFiles.ts (chunkAsset) rewrites it",
    ).toContain(
      '${DocusaurusGetChunkAssetFn} = function(chunkId) { chunkId = ${JSON.stringify(chunkNameToId)}[chunkId]||chunkId; return ${publicPath} + ${getChunkScriptFilename}(chunkId); };',
    )
  })
})
