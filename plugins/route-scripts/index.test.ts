import { describe, expect, it } from 'vitest'

import {
  type ClientManifest,
  registryImports,
  withImportOrigins,
} from './index'

// Two entries as Docusaurus 3.10 writes them in .docusaurus/registry.js.
// canaries.test.ts reads a registry the installed
// @docusaurus/core generates, so a change of format fails there.
const registry = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],
};
`

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['9783', '1889'],
    '17896441': ['1043', '7118', '106'],
    '5e95c892': ['5e95c892'],
  },
  assets: { '1043': { js: [{ file: 'assets/js/1043.js' }] } },
}

describe('route-scripts', () => {
  it('reads chunk names and import paths from the route registry', () => {
    expect([...registryImports(registry)]).toEqual([
      ['17896441', '@theme/DocItem'],
      ['5e95c892', '@theme/DocsRoot'],
    ])
  })

  it('lists each route chunk under its import path too, keeping the rest', () => {
    const completed = withImportOrigins(manifest, registryImports(registry))
    expect(completed.origins['@theme/DocItem']).toEqual(['1043', '7118', '106'])
    expect(completed.origins['@theme/DocsRoot']).toEqual(['5e95c892'])
    expect(completed.origins['17896441']).toEqual(['1043', '7118', '106'])
    expect(completed.entrypoints).toEqual(['main'])
    expect(completed.assets).toBe(manifest.assets)
    // The input is not changed.
    expect(manifest.origins['@theme/DocItem']).toBeUndefined()
  })

  it('fails the build, saying why, when the registry format changes', () => {
    expect(() =>
      withImportOrigins(manifest, registryImports('export default {}')),
    ).toThrow(/found no entries in the route registry.*registryImports/)
  })

  it('fails the build when no registry chunk is in the manifest', () => {
    const renamed = { ...manifest, origins: { main: ['9783'] } }
    expect(() => withImportOrigins(renamed, registryImports(registry))).toThrow(
      /none of the registry's 2 chunk names \(such as "17896441"\)/,
    )
  })
})
