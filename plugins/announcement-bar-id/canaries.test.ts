import { createRequire } from 'node:module'
import path from 'node:path'
import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import siteConfig from '../../docusaurus.config'
import { readPackageFile, root } from '../../tests/packageInternals'
import {
  DISMISS_KEY,
  HIDDEN_ATTRIBUTE,
  ID_KEY,
  announcementIdScript,
} from './index'

/**
 * The announcement-bar-id plugin's canaries: the theme's announcement bar storage and inline script.
 * Each test checks one assumption about another package's internals against
 * the installed package, and fails saying what changed and what to update.
 * README.md ("Internals it relies on") says what the coupling buys.
 */

const requireHere = createRequire(__filename)

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
