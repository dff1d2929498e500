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
import searchPlugin, { algoliaThemeDir, THEME_SEARCH_BAR } from './index'

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
    expect(
      source.includes("import Head from '@docusaurus/Head';") &&
        /rel="preconnect"\s*href=\{`https:\/\/\$\{props\.appId\}-dsn\.algolia\.net`\}/.test(
          source,
        ),
      "The theme's SearchBar no longer renders the Algolia preconnect through @docusaurus/Head: update the rule in plugins/search/index.ts and local/HeadWithoutPreconnect.tsx",
    ).toBe(true)
  })

  it("renders DocSearch's button from @docsearch/react/button with its openModal as onClick, which theme/SearchBar/DocSearchButton.tsx hands over", () => {
    const usedBy =
      'plugins/search/theme/SearchBar/DocSearchButton.tsx (aliased in plugins/search/index.ts)'
    const source = readPackageFile(
      '@docusaurus/theme-search-algolia',
      'lib/theme/SearchBar/index.js',
      usedBy,
    )
    expect(
      source.includes(
        "import {DocSearchButton} from '@docsearch/react/button';",
      ) &&
        /<DocSearchButton[^>]*\bonClick=\{openModal\}/.test(source) &&
        /const openModal = useCallback\(\(\) => \{/.test(source),
      `The theme's SearchBar no longer renders DocSearchButton from '@docsearch/react/button' with onClick={openModal}: the search prompt and a character typed on the button could not open the modal; find how the theme opens it now and update ${usedBy}`,
    ).toBe(true)
    for (const backend of ['local', 'algolia'] as const) {
      const [rule] = configure(backend).module.rules as Array<{
        test: RegExp
        resolve: { alias: Record<string, string> }
      }>
      expect(rule.test).toBe(THEME_SEARCH_BAR)
      expect(rule.resolve.alias['@docsearch/react/button$']).toBe(
        path.join(__dirname, 'theme/SearchBar/DocSearchButton.tsx'),
      )
    }
  })

  it('passes the props theme/SearchBar/FullSearchBar.tsx gives it to the modal after its own, so they win', () => {
    const usedBy = 'plugins/search/theme/SearchBar/FullSearchBar.tsx'
    const source = readPackageFile(
      '@docusaurus/theme-search-algolia',
      'lib/theme/SearchBar/index.js',
      usedBy,
    )
    const modal = /<DocSearchModal\b([\s\S]*?)\/>/.exec(source)?.[1] ?? ''
    const at = (text: string) => modal.indexOf(text)
    expect(
      at('initialQuery={initialQuery}') >= 0 &&
        at('transformSearchClient={transformSearchClient}') >= 0 &&
        at('{...props}') > at('initialQuery={initialQuery}') &&
        at('{...props}') > at('transformSearchClient={transformSearchClient}'),
      `The theme's SearchBar no longer lets its props override the modal's initialQuery and transformSearchClient: the query typed on the button and the local client would be ignored; update ${usedBy}`,
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

describe("the theme's class names", () => {
  it('ThemeClassNames still names the elements the crawler reads', () => {
    const usedBy = 'plugins/search/algolia/crawler.config.js'
    const names = readPackageFile(
      '@docusaurus/theme-common',
      'lib/utils/ThemeClassNames.js',
      usedBy,
    )
    for (const entry of [
      "docSidebarMenu: 'theme-doc-sidebar-menu'",
      'docSidebarItemCategoryLevel: (level) => `theme-doc-sidebar-item-category-level-${level}`',
      "containerLeft: 'theme-layout-navbar-left'",
      "docTocMobile: 'theme-doc-toc-mobile'",
      "docMarkdown: 'theme-doc-markdown'",
    ]) {
      expect(
        names,
        `ThemeClassNames no longer has ${entry}: the crawler would give records no section, or index the navigation; update ${usedBy}`,
      ).toContain(entry)
    }
  })

  it("the search page's Algolia mark sits in a searchLogoColumn CSS-module class", () => {
    const usedBy = 'plugins/search/local/local-search.css'
    expect(
      readPackageFile(
        '@docusaurus/theme-search-algolia',
        'lib/theme/SearchPage/styles.module.css',
        usedBy,
      ),
      `The theme's search page no longer has a .searchLogoColumn class: in local mode it would show "Search by Algolia", which answers nothing; update the selector in ${usedBy}`,
    ).toMatch(/^\.searchLogoColumn \{/m)
    expect(
      readPackageFile(
        '@docusaurus/theme-search-algolia',
        'lib/theme/SearchPage/index.js',
        usedBy,
      ),
    ).toContain('styles.searchLogoColumn')
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

/** DocSearch 3's built module, where its markup and behaviour are read. */
const docSearchSource = (usedBy: string) =>
  readPackageFile('@docsearch/react', 'dist/esm/index.js', usedBy)

/**
 * The class names of DocSearch's markup that our code, styles and screens
 * rely on: each with the files that rely on it and what breaks without it.
 */
const DOCSEARCH_CLASSES: ReadonlyArray<{
  className: string
  usedBy: string
  breaks: string
}> = [
  {
    className: 'DocSearch DocSearch-Button',
    usedBy: 'plugins/search/theme/SearchBar/SearchButton.tsx',
    breaks: 'the stand-in button would lose its look, and jump when replaced',
  },
  {
    className: 'DocSearch-Button-Container',
    usedBy: 'plugins/search/theme/SearchBar/SearchButton.tsx',
    breaks: 'the stand-in button would lose its look',
  },
  {
    className: 'DocSearch-Button-Placeholder',
    usedBy: 'plugins/search/theme/SearchBar/SearchButton.tsx',
    breaks: 'the stand-in button would lose its label style',
  },
  {
    className: 'DocSearch-Button-Keys',
    usedBy:
      'plugins/search/theme/SearchBar/SearchButton.tsx and theme/SearchBar/styles.css',
    breaks:
      'the shortcut keys would show once DocSearch renders them, and the navbar would shift',
  },
  {
    className: 'DocSearch-Dropdown',
    usedBy:
      'plugins/search/theme/SearchBar/SearchLoadingScreen.tsx, SearchErrorScreen.tsx and styles.css',
    breaks:
      'the loading and error screens would find no place in the modal, and "No results" would show for a query not yet answered',
  },
  {
    className: 'DocSearch-NoResults',
    usedBy: 'plugins/search/theme/SearchBar/styles.css',
    breaks: '"No results" would show for a query not yet answered',
  },
  {
    className: 'DocSearch-StartScreen',
    usedBy: 'plugins/search/theme/SearchBar/SearchLoadingScreen.tsx',
    breaks: "the loading screen would lose the look of DocSearch's screens",
  },
  {
    className: 'DocSearch-ErrorScreen',
    usedBy: 'plugins/search/theme/SearchBar/SearchErrorScreen.tsx',
    breaks: "the error screen would no longer look like DocSearch's own",
  },
  {
    className: 'DocSearch-Title',
    usedBy: 'plugins/search/theme/SearchBar/SearchErrorScreen.tsx',
    breaks: "the error screen's title would lose its style",
  },
  {
    className: 'DocSearch-Help',
    usedBy:
      'plugins/search/theme/SearchBar/SearchLoadingScreen.tsx, SearchErrorScreen.tsx and styles.css',
    breaks:
      'the screens\' text would lose its style, and the "Let us know." link its underline',
  },
  {
    className: 'DocSearch-Prefill',
    usedBy: 'plugins/search/theme/SearchBar/styles.css',
    breaks:
      'the suggested sections of "No results" would be targets smaller than 24 px (WCAG 2.5.8)',
  },
  {
    className: 'DocSearch-Input',
    usedBy: 'plugins/search/theme/SearchBar/useExistingAriaControls.ts',
    breaks:
      "the input's aria-controls would name lists that do not exist (an axe violation)",
  },
  {
    className: 'DocSearch-Logo',
    usedBy: 'plugins/search/local/local-search.css',
    breaks:
      'in local mode the modal would say "Search by Algolia", which answers nothing',
  },
]

describe("DocSearch 3's markup", () => {
  it.each(DOCSEARCH_CLASSES)(
    'renders an element of class $className',
    ({ className, usedBy, breaks }) => {
      expect(
        docSearchSource(usedBy).includes(`className:"${className}"`),
        `DocSearch no longer renders an element of class "${className}": ${breaks}. Find the element's new class in node_modules/@docsearch/react/dist/esm/index.js and update ${usedBy}`,
      ).toBe(true)
    },
  )

  it("renders its screen as the one child of .DocSearch-Dropdown, each screen's root carrying its class", () => {
    const usedBy =
      'plugins/search/theme/SearchBar/styles.css (the :has() rules) and SearchLoadingScreen.tsx, SearchErrorScreen.tsx (portals into the dropdown)'
    const source = docSearchSource(usedBy)
    expect(
      /createElement\("div",\{className:"DocSearch-Dropdown",ref:\w+\},\w+\.createElement\(\w+,/.test(
        source,
      ),
      `DocSearch's .DocSearch-Dropdown no longer holds its screen as its one child: the rules that hide its screens under ours (:has(> .search-loading-screen) > :not(...)) would hide the wrong elements or none; update ${usedBy}`,
    ).toBe(true)
    for (const screen of [
      'DocSearch-ErrorScreen',
      'DocSearch-NoResults',
      'DocSearch-StartScreen',
      'DocSearch-Dropdown-Container',
    ]) {
      expect(
        source,
        `DocSearch's screen ${screen} is no longer a <div> root: update ${usedBy}`,
      ).toContain(`createElement("div",{className:"${screen}"}`)
    }
  })

  it('says what SearchErrorScreen.tsx says, in the same elements', () => {
    const usedBy = 'plugins/search/theme/SearchBar/SearchErrorScreen.tsx'
    const source = docSearchSource(usedBy)
    for (const words of [
      '"Unable to fetch results"',
      '"You might want to check your network connection."',
    ]) {
      expect(
        source,
        `DocSearch's error screen no longer says ${words}: update the words of ${usedBy}`,
      ).toContain(words)
    }
    expect(
      /createElement\("div",\{className:"DocSearch-ErrorScreen"\},\w+\.createElement\("div",\{className:"DocSearch-Screen-Icon"\}[^;]*?createElement\("p",\{className:"DocSearch-Title"\},\w+\),\w+\.createElement\("p",\{className:"DocSearch-Help"\},\w+\)\)/.test(
        source,
      ),
      `DocSearch's error screen is no longer a title and a help paragraph: update ${usedBy} to match it`,
    ).toBe(true)
  })

  it('shows its error screen only for an error named RetryError', () => {
    const usedBy =
      'plugins/search/local/client.ts (SearchIndexUnavailableError) and theme/SearchBar/searchStatus.ts'
    expect(
      /\.catch\(\(function\(\w+\)\{throw"RetryError"===\w+\.name&&\w+\("error"\),\w+\}\)\)/.test(
        docSearchSource(usedBy),
      ),
      `DocSearch no longer switches to its error screen for an error named RetryError: a local index that cannot load would show "No results"; find what it reacts to now and update ${usedBy}`,
    ).toBe(true)
  })

  it('groups the hits by hierarchy.lvl0, the groups in the order they first appear', () => {
    const usedBy = 'plugins/search/theme/SearchBar/modalOrder.ts'
    const source = docSearchSource(usedBy)
    const groupBy =
      /function (\w+)\(\w+,\w+,\w+\)\{return \w+\.reduce\(\(function\(\w+,\w+\)\{var \w+=\w+\(\w+\);return \w+\.hasOwnProperty\(\w+\)\|\|\(\w+\[\w+\]=\[\]\),\w+\[\w+\]\.length<\(\w+\|\|5\)&&\w+\[\w+\]\.push\(\w+\),\w+\}\),\{\}\)\}/.exec(
        source,
      )
    expect(
      groupBy,
      `DocSearch no longer groups its hits with the same reduce into an object: check how it orders them and update ${usedBy}`,
    ).not.toBeNull()
    expect(
      new RegExp(
        `${groupBy![1]}\\(\\w+,\\(function\\(\\w+\\)\\{return (\\w+)\\(\\w+\\)\\}\\)`,
      ).test(source) && /return \w+\.hierarchy\.lvl0;/.test(source),
      `DocSearch no longer groups its hits by their lvl0: the best hits may already come first; update ${usedBy}`,
    ).toBe(true)
  })

  it("names in its input's aria-controls the list of every source, rendered or not", () => {
    const usedBy = 'plugins/search/theme/SearchBar/useExistingAriaControls.ts'
    expect(
      /"aria-controls":\w+\.getState\(\)\.isOpen\?\w+\.getState\(\)\.collections\.map\(\(function\(\w+\)\{var \w+=\w+\.source;return \w+\(\w+\.id,"list",\w+\)\}\)\)\.join\(" "\):void 0,"aria-labelledby":\w+\(\w+\.id,"label"\),value:/.test(
        docSearchSource(usedBy),
      ),
      `DocSearch's autocomplete no longer names every source's list in the input's aria-controls: if it now names only the lists it renders, remove ${usedBy}; otherwise update it`,
    ).toBe(true)
  })

  it('styles itself from the --docsearch-* variables src/css/custom.css sets', () => {
    const usedBy = 'src/css/custom.css (DocSearch in the site palette)'
    const css = readPackageFile('@docsearch/css', 'dist/style.css', usedBy)
    const ours = readFileSync(path.join(root, 'src/css/custom.css'), 'utf8')
    const set = [...new Set(ours.match(/--docsearch-[a-z-]+(?=:)/g))]
    expect(set.length).toBeGreaterThan(0)
    for (const variable of set) {
      expect(
        css,
        `DocSearch no longer reads ${variable}: the modal would keep its own colours there (its muted grey fails WCAG AA); update ${usedBy}`,
      ).toContain(`var(${variable})`)
    }
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
