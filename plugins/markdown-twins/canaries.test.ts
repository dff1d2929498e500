import { describe, expect, it } from 'vitest'

import { readPackageFile } from '../../tests/packageInternals'
import { ADMONITION_TITLES } from './toMarkdown'

/**
 * The Markdown twins' canaries: what toMarkdown.ts restates of the classic
 * theme, checked against the installed theme.
 */

describe('admonitions', () => {
  it("a twin titles an unlabelled admonition as the theme does (its default label, which the theme's CSS capitalizes)", () => {
    const usedBy = 'plugins/markdown-twins/toMarkdown.ts (ADMONITION_TITLES)'
    const types = readPackageFile(
      '@docusaurus/theme-classic',
      'lib/theme/Admonition/Types.js',
      usedBy,
    )
    // The types and the legacy alias that keeps a default label (caution).
    const names = [...types.matchAll(/^ {2}(\w+): AdmonitionType\w+,$/gm)].map(
      ([, name]) => name,
    )
    const labels = Object.fromEntries(
      names.map((name) => {
        const file = `lib/theme/Admonition/Type/${name[0].toUpperCase()}${name.slice(1)}.js`
        const label =
          /id="theme\.admonition\.\w+"[^>]*>\s*(\w+)\s*<\/Translate>/.exec(
            readPackageFile('@docusaurus/theme-classic', file, usedBy),
          )?.[1]
        return [name, label && label[0].toUpperCase() + label.slice(1)]
      }),
    )
    expect(
      labels,
      `The theme's admonition types or their default labels changed: update ${usedBy}`,
    ).toEqual(ADMONITION_TITLES)
  })
})
