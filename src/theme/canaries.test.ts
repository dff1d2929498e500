import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  namedImports,
  readPackageFile,
  root,
  sha256,
} from '../../tests/packageInternals'

/**
 * The site-wide theme overrides' canaries: the browser context Root provides, and the components copied from the classic theme.
 * Each test checks one assumption about another package's internals against
 * the installed package, and fails saying what changed and what to update.
 * README.md ("Internals it relies on") says what the coupling buys.
 */

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
        `${name}/${file} changed since ${ours} was copied from it: compare the two, carry the theme's change into ${ours}, then update this hash in src/theme/canaries.test.ts`,
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
