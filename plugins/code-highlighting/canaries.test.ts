import { readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  copiedFileHash,
  jsFiles,
  missingInternalImports,
  namedImports,
  packageDir,
  readPackageFile,
  root,
} from '../../tests/packageInternals'
import codeHighlightingPlugin from './index'

/**
 * The code-highlighting feature's canaries: each checks one assumption about
 * the classic theme or prism-react-renderer against the installed packages,
 * and fails saying what changed and what to update. README.md ("Internals
 * it relies on") says what each coupling buys.
 */

describe('Prism in the theme', () => {
  it("the alias drops the theme's prism-include-languages client module, the one that imports Prism", () => {
    const alias = (
      codeHighlightingPlugin().configureWebpack!(
        {} as never,
        false,
        {} as never,
        {} as never,
      ) as { resolve: { alias: Record<string, unknown> } }
    ).resolve.alias
    const theme = readPackageFile(
      '@docusaurus/theme-classic',
      'lib/index.js',
      'plugins/code-highlighting/index.ts',
    )
    expect(
      theme,
      "@docusaurus/theme-classic no longer lists './prism-include-languages' as a client module; update the alias in plugins/code-highlighting/index.ts",
    ).toMatch(/getClientModules\(\) \{[\s\S]*'\.\/prism-include-languages',/)
    // The bundler resolves modules to their real paths, and so does the
    // plugin's require.resolve: node_modules may be a symlink.
    const file = realpathSync(
      path.join(
        packageDir('@docusaurus/theme-classic'),
        'lib/prism-include-languages.js',
      ),
    )
    expect(
      alias[file],
      'plugins/code-highlighting/index.ts no longer aliases lib/prism-include-languages.js to nothing',
    ).toBe(false)
    expect(
      namedImports(readFileSync(file, 'utf8'), 'prism-react-renderer'),
      'prism-include-languages.js no longer imports Prism: check that pages still carry no Prism (codeBlocks.spec.ts) and update plugins/code-highlighting',
    ).toEqual(['Prism'])
  })

  it('the theme imports from prism-react-renderer in the browser only what client/ exports', async () => {
    const ours = (await import('./client')) as Record<string, unknown>
    const imports = [
      ['@docusaurus/theme-classic', 'lib/theme'],
      ['@docusaurus/theme-common', 'lib'],
    ]
      .flatMap(([name, sub]) => jsFiles(path.join(packageDir(name), sub)))
      .flatMap((file) =>
        namedImports(readFileSync(file, 'utf8'), 'prism-react-renderer').map(
          (name) => [path.relative(root, file), name] as const,
        ),
      )
    expect(imports.length).toBeGreaterThan(0)
    for (const [file, name] of imports) {
      expect(
        typeof ours[name],
        `${file} imports ${name} from prism-react-renderer, which plugins/code-highlighting/client/index.ts does not export: add it there`,
      ).toBe('function')
    }
  })
})

describe('the CodeBlock this plugin serves', () => {
  // Each file of ours, the theme file it was copied from, and that file's
  // hash when it was copied.
  it.each([
    [
      'plugins/code-highlighting/theme/CodeBlock/index.tsx',
      '@docusaurus/theme-classic',
      'lib/theme/CodeBlock/index.js',
      '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
    ],
    [
      'plugins/code-highlighting/theme/CodeBlock/Content/String.tsx',
      '@docusaurus/theme-classic',
      'lib/theme/CodeBlock/Content/String.js',
      '81ab153e9e797be7a86bcfe00dfd53ae6eb14bca2b40d30515d075e5b4e95f99',
    ],
    [
      'plugins/code-highlighting/wordWrapOnDemand.ts (useWordWrapOnDemand)',
      '@docusaurus/theme-common',
      'lib/hooks/useCodeWordWrap.js',
      '3483ac26c8c5cb90064902fb63a5256576092207a86b572480a04a8fb103b012',
    ],
  ] as const)(
    '%s: the theme file it copies is unchanged',
    (ours, name, file, hash) => {
      const { actual, message } = copiedFileHash(name, file, ours)
      expect(actual, message).toBe(hash)
    },
  )

  it('@docusaurus/theme-common/internal still exports what it imports', () => {
    expect(
      missingInternalImports([
        'plugins/code-highlighting/theme/CodeBlock/Content/String.tsx',
        'plugins/code-highlighting/wordWrapOnDemand.ts',
      ]),
    ).toEqual([])
  })
})
