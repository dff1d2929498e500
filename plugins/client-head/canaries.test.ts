import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  jsFiles,
  namedImports,
  packageDir,
  readPackageFile,
  root,
} from '../../tests/packageInternals'

/**
 * The client-head plugin's canaries: react-helmet-async in the browser.
 * Each test checks one assumption about another package's internals against
 * the installed package, and fails saying what changed and what to update.
 * README.md ("Internals it relies on") says what the coupling buys.
 */

describe('plugins/client-head: react-helmet-async in the browser', () => {
  it('Docusaurus imports from react-helmet-async in the browser only what plugins/client-head/client exports', async () => {
    const ours = await import('./client/index')
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
