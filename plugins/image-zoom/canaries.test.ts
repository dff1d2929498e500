import { describe, expect, it } from 'vitest'

import { zoom } from '../../src/config/zoom'
import { readPackageFile } from '../../tests/packageInternals'

/**
 * Image zoom's canaries: the theme's `markdown` class, which the zoom
 * selector starts from, and the options docusaurus-plugin-image-zoom reads,
 * which src/config/zoom.ts restates as a type (the package ships none).
 * Each test checks one assumption about another package against the
 * installed package, and fails saying what changed and what to update.
 * README.md ("Internals it relies on") says what each buys.
 */

describe('plugins/image-zoom: the markdown class and the plugin options', () => {
  it("the theme puts the markdown class on the element that holds a doc's content", () => {
    const source = readPackageFile(
      '@docusaurus/theme-classic',
      'lib/theme/DocItem/Content/index.js',
      'src/config/zoom.ts',
    )
    expect(
      zoom.selector.startsWith('.markdown '),
      'src/config/zoom.ts no longer starts its selector from .markdown: update this canary and plugins/image-zoom/README.md',
    ).toBe(true)
    expect(
      source,
      "@docusaurus/theme-classic's DocItem/Content no longer wraps a doc's content (<MDXContent>) in an element with the `markdown` class: no image would zoom. Make the selector in src/config/zoom.ts start from the class the theme puts there now (and `.markdown a` in src/css/custom.css)",
    ).toMatch(
      /className=\{clsx\([^)]*'markdown'[^)]*\)\}>[\s\S]*?<MDXContent>\{children\}<\/MDXContent>/,
    )
  })

  it('docusaurus-plugin-image-zoom reads the selector, the two backgrounds and the medium-zoom options from themeConfig.zoom', () => {
    const source = readPackageFile(
      'docusaurus-plugin-image-zoom',
      'lib/zoom.js',
      'src/config/zoom.ts',
    )
    const read = {
      zoom: /const \{ zoom \} = themeConfig;/.test(source),
      selectorAndConfig:
        /const \{ selector = [^,]+, config = \{\} \} = zoom/.test(source),
      background: ['dark', 'light'].filter((mode) =>
        new RegExp(`zoom\\.background\\?\\.${mode}\\b`).test(source),
      ),
      medium: /mediumZoom\(selector, config\)/.test(source),
    }
    expect(
      read,
      'docusaurus-plugin-image-zoom reads other options than src/config/zoom.ts gives (ZoomThemeConfig): read its lib/zoom.js and README, and update ZoomThemeConfig and zoom',
    ).toEqual({
      zoom: true,
      selectorAndConfig: true,
      background: ['dark', 'light'],
      medium: true,
    })
  })

  it("the plugin's client module imports medium-zoom and uses only mediumZoom(selector, config), detach() and update()", () => {
    const source = readPackageFile(
      'docusaurus-plugin-image-zoom',
      'lib/zoom.js',
      'plugins/image-zoom/index.ts',
    )
    const calls = [...source.matchAll(/zoomObject\.(\w+)\(/g)].map(
      ([, method]) => method,
    )
    expect(
      /^import mediumZoom from 'medium-zoom';$/m.test(source) &&
        /mediumZoom\(selector, config\)/.test(source) &&
        calls.length > 0 &&
        calls.every((method) => method === 'detach' || method === 'update'),
      "docusaurus-plugin-image-zoom's lib/zoom.js no longer imports 'medium-zoom' as its default, calls mediumZoom(selector, config), and uses only detach() and update() of what it returns: plugins/image-zoom/index.ts aliases that import to ./mediumZoomOnDemand.ts, which has only those; update both (or drop the alias: medium-zoom would then load with every page)",
    ).toBe(true)
  })
})
