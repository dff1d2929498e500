import { describe, expect, it } from 'vitest'

import type { ClientManifest } from '../route-scripts'
import { withSectionScripts } from './index'
import type { Split } from './split'

const split = {
  shell: [],
  containers: [],
  containerProps: [],
  sidebars: [],
  chunkNames: {},
  registry: new Map([['docItem', '@theme/DocItem']]),
  sections: [
    {
      key: '/api/commands',
      folder: '/api/commands',
      from: '',
      leaves: [],
      chunkNames: {},
      registry: new Map([['click', '@site/docs/api/actions/click.mdx']]),
      docs: [],
    },
  ],
} satisfies Split

describe('withSectionScripts', () => {
  it("adds the section's chunks to each page module it owns, after the page's own", () => {
    const manifest: ClientManifest = {
      entrypoints: ['main'],
      origins: {
        click: ['7402'],
        // plugins/route-scripts has listed the page's chunk by import path.
        '@site/docs/api/actions/click.mdx': ['7402'],
        'route-section-0': ['253'],
        docItem: ['106'],
      },
      assets: {},
    }
    const completed = withSectionScripts(manifest, split)
    expect(completed.origins['@site/docs/api/actions/click.mdx']).toEqual([
      '7402',
      '253',
    ])
    // Modules every section uses are left as they were.
    expect(completed.origins.docItem).toEqual(['106'])
    expect(manifest.origins['@site/docs/api/actions/click.mdx']).toEqual([
      '7402',
    ])
  })

  it('names the section whose chunk the manifest lacks', () => {
    expect(() =>
      withSectionScripts({ entrypoints: [], origins: {}, assets: {} }, split),
    ).toThrow(
      /no chunk named "route-section-0" \(the section \/api\/commands\)/,
    )
  })
})
