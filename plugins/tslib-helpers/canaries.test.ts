import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  jsFiles,
  namedImports,
  packageDir,
  root,
} from '../../tests/packageInternals'

/**
 * The tslib-helpers plugin's canary: the tslib helpers the browser code calls.
 * Each test checks one assumption about another package's internals against
 * the installed package, and fails saying what changed and what to update.
 * README.md ("Internals it relies on") says what the coupling buys.
 */

describe('plugins/tslib-helpers: the tslib helpers the browser bundle calls', () => {
  /**
   * The bare imports of the site's browser code, followed through
   * node_modules, and the tslib helpers each module calls.
   */
  function tslibHelpersInBrowserCode(): Map<string, string> {
    // The site's browser code: src/ (but its data and the build-time
    // library), every plugin's theme components, and the plugins' client
    // modules and the modules they load.
    const browserDirs = [
      'src/theme',
      'src/pages',
      'src/components',
      'src/clientModules',
      'src/utils',
      ...readdirSync(path.join(root, 'plugins')).flatMap((plugin) =>
        ['theme', 'client', 'copyPage']
          .map((dir) => `plugins/${plugin}/${dir}`)
          .filter((dir) => existsSync(path.join(root, dir))),
      ),
    ]
    const ownEntries = [
      ...browserDirs.flatMap((dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
          .map((file) => path.join(root, dir, file)),
      ),
      ...[
        'plugins/code-highlighting/wordWrapOnDemand.ts',
        'plugins/search/local/client.ts',
        'plugins/search/local/clientModule.ts',
        'plugins/search/local/HeadWithoutPreconnect.tsx',
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
      ['docusaurus-plugin-image-zoom', 'lib/zoom.js'],
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
    const ours = (await import('./helpers')) as Record<string, unknown>
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
