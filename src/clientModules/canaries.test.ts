import { describe, expect, it } from 'vitest'

import { readPackageFile } from '../../tests/packageInternals'

/**
 * The client modules' canaries: window.docusaurus, which idlePrefetch.ts replaces.
 * Each test checks one assumption about another package's internals against
 * the installed package, and fails saying what changed and what to update.
 * README.md ("Internals it relies on") says what the coupling buys.
 */

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
