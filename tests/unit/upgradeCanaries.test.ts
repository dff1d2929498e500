import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { runInNewContext } from 'node:vm'

import type { RouteConfig } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'

import siteConfig from '../../docusaurus.config'
import {
  DISMISS_KEY,
  HIDDEN_ATTRIBUTE,
  ID_KEY,
  announcementIdScript,
} from '../../plugins/announcement-bar-id'
import { withoutDocDescriptions } from '../../plugins/docs'
import { registryImports } from '../../plugins/route-scripts'

/**
 * Upgrade canaries. Each test checks one assumption the site makes about
 * the internals of Docusaurus or of a package a plugin aliases, against the
 * installed package, and fails saying what changed and which of our files
 * to update. CONTRIBUTING.md ("Upgrading Docusaurus and pinned packages")
 * lists them, with the other tests that guard the same couplings.
 */

const root = path.resolve(__dirname, '../..')
const requireHere = createRequire(__filename)

/** The installed package's folder (node_modules/<name>). */
function packageDir(name: string): string {
  const dir = path.join(root, 'node_modules', name)
  if (!existsSync(path.join(dir, 'package.json'))) {
    throw new Error(`${name} is not installed at node_modules/${name}`)
  }
  return dir
}

/** A file of an installed package, as text; fails naming it if it is gone. */
function readPackageFile(name: string, file: string, usedBy: string): string {
  const full = path.join(packageDir(name), file)
  if (!existsSync(full)) {
    throw new Error(
      `${name}/${file} no longer exists: ${usedBy} depends on it. Find where it moved and update ${usedBy}.`,
    )
  }
  return readFileSync(full, 'utf8')
}

/** Every .js file under a package folder (not .d.ts). */
function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(c|m)?js$/.test(file))
    .map((file) => path.join(dir, file))
}

/** Names imported from `module` by ES imports in `source`. */
function namedImports(source: string, module: string): string[] {
  const from = module.replace(/[/.]/g, '\\$&')
  const pattern = new RegExp(
    `import\\s*(?:(\\w+)\\s*,?\\s*)?(?:\\{([^}]*)\\})?\\s*from\\s*['"]${from}['"]`,
    'g',
  )
  const names: string[] = []
  for (const [, defaultName, list] of source.matchAll(pattern)) {
    // `import type { … }` brings in nothing at run time.
    if (defaultName === 'type') continue
    if (defaultName) names.push('default')
    for (const item of list?.split(',') ?? []) {
      const name = item.trim().split(/\s+as\s+/)[0]
      if (name && !name.startsWith('type ')) names.push(name)
    }
  }
  return names
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('src/theme/Root.tsx: the browser context', () => {
  it('@docusaurus/core/lib/client/browserContext exports the Context that useIsBrowser reads', () => {
    const usedBy = 'src/theme/Root.tsx'
    const context = readPackageFile(
      '@docusaurus/core',
      'lib/client/browserContext.js',
      usedBy,
    )
    expect(
      context,
      `@docusaurus/core/lib/client/browserContext.js no longer exports "Context" made by createContext; update the import in ${usedBy}`,
    ).toMatch(/export const Context = React\.createContext\(/)
    const hook = readPackageFile(
      '@docusaurus/core',
      'lib/client/exports/useIsBrowser.js',
      usedBy,
    )
    expect(
      hook,
      `useIsBrowser no longer reads the Context of browserContext.js: a provider of that context in ${usedBy} would change nothing; find what useIsBrowser reads now`,
    ).toMatch(
      /import \{ Context \} from '\.\.\/browserContext';[\s\S]*useContext\(Context\)/,
    )
  })

  it("Docusaurus renders its BrowserContextProvider above @theme/Root, so Root's provider is the nearest", () => {
    const app = readPackageFile(
      '@docusaurus/core',
      'lib/client/App.js',
      'src/theme/Root.tsx',
    )
    const open = app.indexOf('<BrowserContextProvider>')
    const root = app.indexOf('<Root>')
    const close = app.indexOf('</BrowserContextProvider>')
    expect(
      open !== -1 && open < root && app.indexOf('</Root>') < close,
      "@docusaurus/core's App no longer renders <Root> inside <BrowserContextProvider>: src/theme/Root.tsx's provider may no longer be the one useIsBrowser reads; read lib/client/App.js and update src/theme/Root.tsx",
    ).toBe(true)
  })
})

describe('src/clientModules/idlePrefetch.ts: window.docusaurus', () => {
  it('the client entry evaluates the client modules, assigns window.docusaurus in the same task, then renders later', () => {
    const usedBy = 'src/clientModules/idlePrefetch.ts'
    const app = readPackageFile('@docusaurus/core', 'lib/client/App.js', usedBy)
    expect(
      app,
      `@docusaurus/core's App no longer imports '@generated/client-modules' when it is evaluated; ${usedBy} may run too late or too early to swap window.docusaurus`,
    ).toMatch(/^import '@generated\/client-modules';$/m)
    const entry = readPackageFile(
      '@docusaurus/core',
      'lib/client/clientEntry.js',
      usedBy,
    )
    expect(
      entry,
      `@docusaurus/core's clientEntry.js no longer imports ./App (and with it the client modules) before it runs; check when ${usedBy} runs now`,
    ).toMatch(/^import App from '\.\/App';$/m)
    const guard = entry.indexOf('if (ExecutionEnvironment.canUseDOM) {')
    const assign = entry.indexOf('    window.docusaurus = docusaurus;')
    const render = entry.indexOf('preload(window.location.pathname).then(')
    expect(
      guard !== -1 &&
        guard < assign &&
        assign < render &&
        !/=>|function/.test(entry.slice(guard, assign)),
      `@docusaurus/core's clientEntry.js no longer assigns window.docusaurus at the top of its module, before rendering after a promise: the microtask in ${usedBy} relies on that order; read lib/client/clientEntry.js and update ${usedBy}`,
    ).toBe(true)
  })

  it('Link calls window.docusaurus.prefetch and .preload at each use', () => {
    const link = readPackageFile(
      '@docusaurus/core',
      'lib/client/exports/Link.js',
      'src/clientModules/idlePrefetch.ts',
    )
    expect(
      link.includes('window.docusaurus.prefetch(') &&
        link.includes('window.docusaurus.preload(') &&
        !/from '\.\.\/(docusaurus|prefetch)'/.test(link),
      "@docusaurus/core's Link no longer calls window.docusaurus.prefetch and .preload when a link shows or is hovered: replacing window.docusaurus (src/clientModules/idlePrefetch.ts) no longer defers its prefetches; read lib/client/exports/Link.js",
    ).toBe(true)
  })

  it('window.docusaurus is a frozen object of prefetch and preload', () => {
    const docusaurus = readPackageFile(
      '@docusaurus/core',
      'lib/client/docusaurus.js',
      'src/clientModules/idlePrefetch.ts',
    )
    expect(
      docusaurus,
      "window.docusaurus has other members than prefetch and preload, or is no longer frozen: check that src/clientModules/idlePrefetch.ts's copy still carries everything over",
    ).toMatch(
      /const docusaurus = \{\s*prefetch,\s*preload,\s*\};[\s\S]*export default Object\.freeze\(docusaurus\);/,
    )
  })
})

describe('plugins/client-head: react-helmet-async in the browser', () => {
  it('Docusaurus imports from react-helmet-async in the browser only what plugins/client-head/client exports', async () => {
    const ours = await import('../../plugins/client-head/client/index')
    const importers = [
      ...readdirSync(path.join(root, 'node_modules/@docusaurus')).flatMap(
        (name) => jsFiles(path.join(packageDir(`@docusaurus/${name}`), 'lib')),
      ),
    ]
      // The server bundle keeps the real helmet (plugins/client-head/index.ts).
      .filter((file) => !file.endsWith('serverEntry.js'))
      .map((file) => ({
        file: path.relative(root, file),
        names: namedImports(readFileSync(file, 'utf8'), 'react-helmet-async'),
      }))
      .filter(({ names }) => names.length > 0)
    expect(importers.map(({ file }) => file).sort()).toEqual([
      'node_modules/@docusaurus/core/lib/client/clientEntry.js',
      'node_modules/@docusaurus/core/lib/client/exports/Head.js',
    ])
    for (const { file, names } of importers) {
      for (const name of names) {
        expect(
          typeof (ours as Record<string, unknown>)[name],
          `${file} imports ${name} from react-helmet-async, which plugins/client-head/client/index.tsx does not export: add it there, or drop the client-head plugin`,
        ).toBe('function')
      }
    }
  })

  it('<Head> hands its props to Helmet, and the themes give it children only', () => {
    const head = readPackageFile(
      '@docusaurus/core',
      'lib/client/exports/Head.js',
      'plugins/client-head',
    )
    expect(
      head,
      '@docusaurus/Head no longer renders <Helmet {...props}/>: plugins/client-head/client reads children only; check what it passes now',
    ).toMatch(/return <Helmet \{\.\.\.props\}\/>;/)
    const withProps = readdirSync(path.join(root, 'node_modules/@docusaurus'))
      .flatMap((name) =>
        jsFiles(path.join(packageDir(`@docusaurus/${name}`), 'lib')),
      )
      .filter((file) => /<Head\s+[a-zA-Z{]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
    expect(
      withProps,
      'A Docusaurus component passes props (not only children) to <Head>; plugins/client-head/headState.ts (readHead) ignores them: support them there and add the case to headState.test.tsx',
    ).toEqual([])
  })
})

describe('plugins/announcement-bar-id: the theme announcement bar storage', () => {
  /** The site's storage namespace, as Docusaurus computes it. */
  function siteStorage(): { type: string; namespace: string } {
    const { createSiteStorage } = requireHere(
      '@docusaurus/core/lib/server/storage.js',
    ) as {
      createSiteStorage: (config: unknown) => {
        type: string
        namespace: string
      }
    }
    const { validateConfig } = requireHere(
      '@docusaurus/core/lib/server/configValidation.js',
    ) as { validateConfig: (config: unknown, file: string) => unknown }
    return createSiteStorage(
      validateConfig(siteConfig, path.join(root, 'docusaurus.config.ts')),
    )
  }

  it('the theme keeps the dismissal and the seen id under the keys the plugin uses', () => {
    const source = readPackageFile(
      '@docusaurus/theme-common',
      'lib/contexts/announcementBar.js',
      'plugins/announcement-bar-id/index.ts',
    )
    const slot = (name: string) =>
      new RegExp(`const ${name} = createStorageSlot\\('([^']+)'\\)`).exec(
        source,
      )?.[1]
    const { namespace } = siteStorage()
    expect(
      `${slot('AnnouncementBarDismissStorage')}${namespace}`,
      "The theme stores the announcement bar's dismissal under another key; update DISMISS_KEY in plugins/announcement-bar-id/index.ts",
    ).toBe(DISMISS_KEY)
    expect(
      `${slot('IdStorage')}${namespace}`,
      'The theme stores the seen announcement id under another key; update ID_KEY in plugins/announcement-bar-id/index.ts',
    ).toBe(ID_KEY)
  })

  it("the plugin's script un-hides a new announcement before or after the theme's own script runs", () => {
    const { getAnnouncementBarInlineScript } = requireHere(
      '@docusaurus/theme-classic/lib/inlineScripts.js',
    ) as { getAnnouncementBarInlineScript?: (options: unknown) => string }
    expect(
      typeof getAnnouncementBarInlineScript,
      '@docusaurus/theme-classic no longer exports getAnnouncementBarInlineScript from lib/inlineScripts.js; find how it hides a dismissed bar now and update plugins/announcement-bar-id/index.ts',
    ).toBe('function')
    const theirs = getAnnouncementBarInlineScript!({
      siteStorage: siteStorage(),
    })
    const ours = announcementIdScript('new-id')
    const run = (scripts: string[], seenId: string) => {
      const storage = new Map([
        [DISMISS_KEY, 'true'],
        [ID_KEY, seenId],
      ])
      const attributes = new Map<string, string>()
      const sandbox = {
        localStorage: {
          getItem: (key: string) => storage.get(key) ?? null,
          setItem: (key: string, value: string) => storage.set(key, value),
        },
        document: {
          documentElement: {
            setAttribute: (name: string, value: unknown) =>
              attributes.set(name, String(value)),
          },
        },
      }
      for (const script of scripts) runInNewContext(script, sandbox)
      return attributes.get(HIDDEN_ATTRIBUTE)
    }
    expect(
      run([theirs], 'new-id'),
      `The theme's inline script no longer hides a dismissed bar by setting ${HIDDEN_ATTRIBUTE} from ${DISMISS_KEY}; update plugins/announcement-bar-id/index.ts`,
    ).toBe('true')
    expect(run([theirs, ours], 'old-id')).toBe('false')
    expect(
      run([ours, theirs], 'old-id'),
      "The theme's inline script no longer reads the dismissal our script clears; update plugins/announcement-bar-id/index.ts",
    ).toBe('false')
    expect(run([theirs, ours], 'new-id')).toBe('true')
  })
})

describe('plugins/tslib-helpers: the tslib helpers the browser bundle calls', () => {
  /**
   * The bare imports of the site's browser code, followed through
   * node_modules, and the tslib helpers each module calls.
   */
  function tslibHelpersInBrowserCode(): Map<string, string> {
    const ownEntries = [
      ...[
        'src/theme',
        'src/pages',
        'src/components',
        'src/clientModules',
        'src/utils',
        'plugins/search/theme',
        'plugins/code-highlighting/theme',
        'plugins/markdown-twins/theme',
        'plugins/markdown-twins/copyPage',
      ].flatMap((dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
          .map((file) => path.join(root, dir, file)),
      ),
      ...[
        'plugins/client-head/client/index.tsx',
        'plugins/code-highlighting/client/index.ts',
        'plugins/code-highlighting/client/prism.ts',
        'plugins/code-highlighting/wordWrapOnDemand.ts',
        'plugins/search/local/client.ts',
        'plugins/search/local/clientModule.ts',
        'plugins/search/local/HeadWithoutPreconnect.tsx',
        'plugins/image-zoom/client.ts',
        'plugins/analytics/theme/Root.tsx',
        'plugins/analytics/clientModule.ts',
      ].map((file) => path.join(root, file)),
    ]
    const packageEntries = [
      ['@docusaurus/core', 'lib/client'],
      ['@docusaurus/theme-classic', 'lib/theme'],
      ['@docusaurus/theme-common', 'lib'],
      ['@docusaurus/plugin-content-docs', 'lib/client'],
      ['@docusaurus/theme-search-algolia', 'lib/theme'],
      ['@docusaurus/theme-search-algolia', 'lib/client'],
    ].flatMap(([name, sub]) => {
      const full = path.join(packageDir(name), sub)
      return full.endsWith('.js') ? [full] : jsFiles(full)
    })
    const helpers = new Map<string, string>()
    const seen = new Set<string>()
    const queue = [...ownEntries, ...packageEntries]
    const importPattern =
      /(?:^|[^.\w])(?:import|export)\s*(?!type\b)[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[^.\w])import\s*\(?\s*['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/gm
    while (queue.length > 0) {
      const file = queue.pop()!
      if (seen.has(file)) continue
      seen.add(file)
      const source = readFileSync(file, 'utf8')
      const own = !file.includes(`${path.sep}node_modules${path.sep}`)
      for (const [, helper] of source.matchAll(/\btslib_\d+\.(__\w+)\b/g)) {
        helpers.set(helper, path.relative(root, file))
      }
      for (const name of namedImports(source, 'tslib')) {
        helpers.set(name, path.relative(root, file))
      }
      for (const match of source.matchAll(importPattern)) {
        const specifier = match[1] ?? match[2] ?? match[3]
        if (
          !specifier ||
          /^(node:|@theme|@generated|@site|@docusaurus\/(?!theme-common|utils-common|plugin-content-docs\/client|router$|renderRoutes$))/.test(
            specifier,
          )
        ) {
          continue
        }
        // Our own relative imports are entries already.
        if (own && specifier.startsWith('.')) continue
        if (specifier === 'tslib') continue
        try {
          const resolved = createRequire(file).resolve(specifier)
          if (/\.(c|m)?js$/.test(resolved)) queue.push(resolved)
        } catch {
          // ESM-only export maps and CSS: not CommonJS users of tslib.
        }
      }
    }
    return helpers
  }

  it('tslib/tslib.es6.mjs exports every helper that browser code calls', async () => {
    const ours =
      (await import('../../plugins/tslib-helpers/helpers')) as Record<
        string,
        unknown
      >
    const used = tslibHelpersInBrowserCode()
    expect(
      used.size,
      'No module of the browser bundle calls tslib any more: plugins/tslib-helpers can be removed (and its entry in docusaurus.config.ts)',
    ).toBeGreaterThan(0)
    for (const [helper, file] of used) {
      expect(
        typeof ours[helper],
        `${file} calls tslib's ${helper}, which plugins/tslib-helpers/helpers.ts does not export: add it there`,
      ).toBe('function')
    }
  })
})

describe('plugins/route-scripts: the route registry', () => {
  it("reads the registry that @docusaurus/core's code generator writes", async () => {
    const { generateRouteFiles } = requireHere(
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    ) as {
      generateRouteFiles: (options: {
        generatedFilesDir: string
        routes: RouteConfig[]
      }) => Promise<void>
    }
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'registry-'))
    try {
      await generateRouteFiles({
        generatedFilesDir,
        routes: [
          {
            path: '/api/commands/click',
            component: '@theme/DocItem',
            exact: true,
            modules: { content: '@site/docs/api/actions/click.mdx' },
          },
        ],
      })
      const registry = readFileSync(
        path.join(generatedFilesDir, 'registry.js'),
        'utf8',
      )
      const chunkNames = JSON.parse(
        readFileSync(
          path.join(generatedFilesDir, 'routesChunkNames.json'),
          'utf8',
        ),
      ) as Record<string, Record<string, string>>
      const imports = registryImports(registry)
      expect(
        [...imports.values()].sort(),
        `registryImports (plugins/route-scripts/index.ts) no longer reads the registry @docusaurus/core writes (lib/server/codegen/codegenRoutes.js, genRegistry), which now reads:\n${registry}`,
      ).toEqual(['@site/docs/api/actions/click.mdx', '@theme/DocItem'])
      // The names it reads are the route's chunk names.
      expect(
        [...imports.keys()].sort(),
        'The registry keys are no longer the chunk names of routesChunkNames.json; see plugins/route-scripts/README.md',
      ).toEqual(Object.values(Object.values(chunkNames)[0]).sort())
    } finally {
      rmSync(generatedFilesDir, { recursive: true, force: true })
    }
  })
})

describe('plugins/docs: the version data of the docs routes', () => {
  it("the docs plugin puts each doc's description in the version route's props, and withoutDocDescriptions removes only that", async () => {
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
      "The docs plugin no longer puts the version's docs, with descriptions, in a route's props.version.docs: plugins/docs/index.ts (withoutDocDescriptions) removes nothing now; find where the descriptions went (lib/props.js, toVersionMetadataProp)",
    ).toBe('What a is about.')
    const lean = find([withoutDocDescriptions(routes[0])])?.props?.version as {
      docs: Record<string, Record<string, unknown>>
    }
    const { docs: _docs, ...rest } = before as Record<string, unknown>
    const { docs: _leanDocs, ...leanRest } = lean as Record<string, unknown>
    const message =
      "withoutDocDescriptions (plugins/docs/index.ts) no longer removes exactly the docs' descriptions from the version data the docs plugin builds (lib/props.js, toVersionMetadataProp); update it"
    expect(leanRest, message).toEqual(rest)
    expect(lean.docs.a, message).toEqual({
      id: 'a',
      title: 'Title of a',
      sidebar: 'guides',
    })
  })

  it("the theme reads a doc's description from the version data only in DocCard, which the site does not render", () => {
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
      "Another theme component reads docs from the version data; if it shows a doc's description, plugins/docs/index.ts must keep them",
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
      'These docs render doc cards, which show descriptions that plugins/docs removes; drop plugins/docs (register the docs plugin directly) or the cards',
    ).toEqual([])
  })
})

describe('src/theme: components ejected from the theme', () => {
  // The theme file each was copied from, and its hash when it was copied.
  const ejected = [
    [
      'src/theme/DocSidebar/Mobile/index.tsx',
      '@docusaurus/theme-classic',
      'lib/theme/DocSidebar/Mobile/index.js',
      'aac2e5836058716a5289f9e126f030b88222d3d4ec21f734c14cba1522eb22d7',
    ],
    [
      'src/theme/LastUpdated/index.tsx',
      '@docusaurus/theme-classic',
      'lib/theme/LastUpdated/index.js',
      '30948229c514009458316d5f6d94da1562993c6d05ca40f3f56be9079f89b35c',
    ],
    [
      'src/theme/NavbarItem/ComponentTypes.tsx',
      '@docusaurus/theme-classic',
      'lib/theme/NavbarItem/ComponentTypes.js',
      '90ba290ccf01e0b8bc0adea87308f878a3c84b390d9ace12967c31538414bc9d',
    ],
  ] as const

  it.each(ejected)(
    '%s: the theme file it copies is unchanged',
    (ours, name, file, hash) => {
      expect(
        sha256(readPackageFile(name, file, ours)),
        `${name}/${file} changed since ${ours} was copied from it: compare the two, carry the theme's change into ${ours}, then update this hash in tests/unit/upgradeCanaries.test.ts`,
      ).toBe(hash)
    },
  )

  it('@docusaurus/theme-common/internal still exports what the ejected components import', () => {
    const internal = readPackageFile(
      '@docusaurus/theme-common',
      'lib/internal.js',
      'src/theme',
    )
    const exported = new Set(
      [...internal.matchAll(/export \{([^}]*)\}/g)].flatMap(([, list]) =>
        list.split(',').map((item) =>
          item
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
      ),
    )
    const imported = ['src/theme/DocSidebar/Mobile/index.tsx'].flatMap((file) =>
      namedImports(
        readFileSync(path.join(root, file), 'utf8'),
        '@docusaurus/theme-common/internal',
      ).map((name) => [file, name] as const),
    )
    expect(imported.length).toBeGreaterThanOrEqual(1)
    for (const [file, name] of imported) {
      expect(
        exported.has(name),
        `@docusaurus/theme-common/internal no longer exports ${name}, which ${file} imports`,
      ).toBe(true)
    }
  })
})
