import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  copiedFileHash,
  jsFiles,
  namedImports,
  packageDir,
  readPackageFile,
  root,
} from '../../tests/packageInternals'
import { SEARCH_TAGS } from './config'
import { DOCSEARCH_4_ENTRIES, docSearchModule } from './docsearchModule'
import searchPlugin, { algoliaThemeDir } from './index'

/**
 * The search feature's canaries: each checks one assumption about the
 * internals of the search theme, DocSearch or Pagefind against the
 * installed package, and fails saying what changed and what to update.
 * README.md ("Couplings") says what each coupling buys.
 */

const configure = (backend: 'local' | 'algolia') =>
  searchPlugin({ siteDir: root, outDir: root } as never, {
    backend,
  }).configureWebpack!({} as never, false, {} as never, {} as never) as {
    resolve: { alias: Record<string, string> }
    module: { rules: Array<{ test: RegExp }> }
  }

describe('the search theme', () => {
  it("its SearchBar is in the folder its getThemePath() names, which theme/SearchBar's alias points at", async () => {
    const { default: theme } =
      (await import('@docusaurus/theme-search-algolia')) as unknown as {
        default: (context: unknown) => { getThemePath: () => string }
      }
    const entry = createRequire(__filename).resolve(
      '@docusaurus/theme-search-algolia',
    )
    const themePath = theme({
      siteConfig: { themeConfig: { algolia: {} } },
      i18n: {},
    }).getThemePath()
    expect(
      path.resolve(path.dirname(entry), themePath),
      '@docusaurus/theme-search-algolia serves its theme from another folder: update algoliaThemeDir() in plugins/search/index.ts',
    ).toBe(algoliaThemeDir())
    expect(configure('algolia').resolve.alias).toMatchObject({
      '@theme-search-algolia/SearchBar': path.join(
        algoliaThemeDir(),
        'SearchBar',
      ),
    })
  })

  it("the preconnect rule matches the theme's SearchBar, which renders the Algolia preconnect through @docusaurus/Head", () => {
    const file = path.join(algoliaThemeDir(), 'SearchBar/index.js')
    const source = readPackageFile(
      '@docusaurus/theme-search-algolia',
      'lib/theme/SearchBar/index.js',
      'plugins/search/index.ts (the HeadWithoutPreconnect rule)',
    )
    expect(configure('local').module.rules[0].test.test(file)).toBe(true)
    expect(configure('algolia').module.rules).toEqual([])
    expect(
      source.includes("import Head from '@docusaurus/Head';") &&
        /rel="preconnect"\s*href=\{`https:\/\/\$\{props\.appId\}-dsn\.algolia\.net`\}/.test(
          source,
        ),
      "The theme's SearchBar no longer renders the Algolia preconnect through @docusaurus/Head: update the rule in plugins/search/index.ts and local/HeadWithoutPreconnect.tsx",
    ).toBe(true)
  })

  it('imports from algoliasearch/lite only what local/client.ts exports', async () => {
    const ours = (await import('./local/client')) as Record<string, unknown>
    const imports = [
      ...jsFiles(
        path.join(packageDir('@docusaurus/theme-search-algolia'), 'lib'),
      ),
      ...jsFiles(path.join(packageDir('@docsearch/react'), 'dist/esm')),
    ].flatMap((file) =>
      namedImports(readFileSync(file, 'utf8'), 'algoliasearch/lite').map(
        (name) => [path.relative(root, file), name] as const,
      ),
    )
    expect(imports).toContainEqual([
      'node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js',
      'liteClient',
    ])
    for (const [file, name] of imports) {
      expect(
        typeof ours[name],
        `${file} imports ${name} from algoliasearch/lite, which plugins/search/local/client.ts does not export: add it there`,
      ).toBe('function')
    }
  })

  it("writes the search tags config.ts filters on (SEARCH_TAGS) into the pages' docsearch:docusaurus_tag", () => {
    const usedBy = 'plugins/search/config.ts (SEARCH_TAGS)'
    const common = readPackageFile(
      '@docusaurus/theme-common',
      'lib/utils/searchUtils.js',
      usedBy,
    )
    const defaultTag = /export const DEFAULT_SEARCH_TAG = '([^']+)';/.exec(
      common,
    )?.[1]
    // The docs' tag, as DocVersionRoot computes it for each doc page.
    const docs = readPackageFile(
      '@docusaurus/plugin-content-docs',
      'lib/client/docsSearch.js',
      usedBy,
    )
    const body =
      /export function getDocsVersionSearchTag\(pluginId, versionName\) \{\s*(return [^;]*;)/.exec(
        docs,
      )?.[1]
    const docsTag = body
      ? (
          new Function('pluginId', 'versionName', body) as (
            pluginId: string,
            versionName: string,
          ) => string
        )('default', 'current')
      : undefined
    expect(
      [defaultTag, docsTag],
      'The theme tags pages for search differently: update SEARCH_TAGS in plugins/search/config.ts (the facet filters) and the crawler configuration',
    ).toEqual([...SEARCH_TAGS])
  })

  it('the SearchButton stand-in copies the theme SearchBar it was made from', () => {
    const { actual, message } = copiedFileHash(
      '@docusaurus/theme-search-algolia',
      'lib/theme/SearchBar/index.js',
      'plugins/search/theme/SearchBar/SearchButton.tsx',
    )
    expect(actual, message).toBe(
      '0fe30dcb603307a500d96d6a4e951cd625054231ae3a2dbbcb99f1f918c3ba52',
    )
  })
})

describe('what the index and the crawler leave out', () => {
  it("the heading's # link is the theme Heading's .hash-link, code blocks carry ThemeClassNames' theme-code-block", () => {
    const usedBy =
      'plugins/search/local/writeIndex.mjs (EXCLUDE_SELECTORS) and algolia/crawler.config.js'
    expect(
      readPackageFile(
        '@docusaurus/theme-classic',
        'lib/theme/Heading/index.js',
        usedBy,
      ),
      `The theme's heading anchor is no longer class "hash-link": the index would hold a "#" after every heading; update ${usedBy}`,
    ).toContain('className="hash-link"')
    expect(
      readPackageFile(
        '@docusaurus/theme-common',
        'lib/utils/ThemeClassNames.js',
        usedBy,
      ),
      `ThemeClassNames.common.codeBlock is no longer "theme-code-block": code samples would drown the index; update ${usedBy}`,
    ).toContain("codeBlock: 'theme-code-block'")
  })
})

describe('DocSearch 3', () => {
  it("the theme aliases DocSearch 4's entry points to DocSearch 3's main, which docsearchModule.ts replaces", () => {
    const source = readPackageFile(
      '@docusaurus/theme-search-algolia',
      'lib/index.js',
      'plugins/search/docsearchModule.ts',
    )
    for (const entry of DOCSEARCH_4_ENTRIES) {
      expect(
        source.includes(`'@docsearch/react/${entry}': docSearchV3Entry`),
        `The search theme no longer aliases @docsearch/react/${entry} for DocSearch 3: if it dropped DocSearch 3, move to DocSearch 4 (its modal chunk is about 110 KiB gzip) or alias the entry points it imports in plugins/search/docsearchModule.ts; if it points them at the ES module itself, remove docSearchModuleAliases()`,
      ).toBe(true)
    }
    expect(source).toContain("require.resolve('@docsearch/react')")
    expect(configure('local').resolve.alias).toMatchObject(
      Object.fromEntries(
        DOCSEARCH_4_ENTRIES.map((entry) => [
          `@docsearch/react/${entry}`,
          docSearchModule(),
        ]),
      ),
    )
  })

  it('the module the aliases point at is the one @docsearch/react/modal and /button re-export', () => {
    const { version } = JSON.parse(
      readPackageFile(
        '@docsearch/react',
        'package.json',
        'plugins/search/docsearchModule.ts',
      ),
    ) as { version: string }
    expect(
      version.startsWith('3.'),
      'DocSearch is no longer 3.x: plugins/search/docsearchModule.ts and theme/SearchBar/SearchButton.tsx assume DocSearch 3',
    ).toBe(true)
    for (const entry of ['modal.js', 'button.js']) {
      const from = /from\s+['"]([^'"]+)['"]/.exec(
        readPackageFile(
          '@docsearch/react',
          entry,
          'plugins/search/docsearchModule.ts',
        ),
      )?.[1]
      expect(
        from,
        `@docsearch/react/${entry} no longer re-exports a module`,
      ).toBeDefined()
      expect(
        createRequire(path.join(packageDir('@docsearch/react'), entry)).resolve(
          from!,
        ),
      ).toBe(docSearchModule())
    }
  })

  it('marks <body> DocSearch--active while the modal is open, and only then', () => {
    const source = readPackageFile(
      '@docsearch/react',
      'dist/esm/index.js',
      'plugins/search/theme/SearchBar/useTypeToSearch.ts and src/clientModules/idlePrefetch.ts',
    )
    expect(
      source.includes(
        'document.body.classList.add("DocSearch--active"),function(){',
      ) &&
        source.includes('document.body.classList.remove("DocSearch--active")'),
      "DocSearch no longer adds DocSearch--active to <body> when its modal mounts and removes it when it unmounts: useTypeToSearch.ts would keep a typed character as the next opening's query, and idlePrefetch.ts would prefetch the hits' pages; find what marks the open modal now and update both",
    ).toBe(true)
  })
})

describe('Pagefind', () => {
  it('has the Node API local/writeIndex.mjs calls', async () => {
    const pagefind = (await import('pagefind')) as Record<string, unknown>
    for (const name of ['createIndex', 'close']) {
      expect(
        typeof pagefind[name],
        `pagefind no longer exports ${name}(): update plugins/search/local/writeIndex.mjs to its new Node API`,
      ).toBe('function')
    }
    const { index } = await (
      pagefind.createIndex as () => Promise<{ index?: Record<string, unknown> }>
    )()
    try {
      for (const name of ['addHTMLFile', 'writeFiles']) {
        expect(
          typeof index?.[name],
          `a pagefind index no longer has ${name}(): update plugins/search/local/writeIndex.mjs`,
        ).toBe('function')
      }
    } finally {
      await (pagefind.close as () => Promise<void>)()
    }
  })
})
