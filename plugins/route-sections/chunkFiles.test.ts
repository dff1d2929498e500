import { describe, expect, it } from 'vitest'

import {
  filesPlaceholder,
  moveChunkFiles,
  registry,
  withSectionFiles,
} from './chunkFiles'
import { ownedChunks } from './index'

// The two runtime functions as the bundler renders them before
// minification (Rspack 1.7, Docusaurus 3.10's ChunkAssetPlugin).
// canaries.test.ts renders them with the installed bundler.
const runtime = `// webpack/runtime/get javascript chunk filename
(() => {
// This function allow to reference chunks
__webpack_require__.u = (chunkId) => {
  // return url for filenames not based on template

  // return url for filenames based on template
  return "assets/js/" + ({"106": "17896441","253": "route-section-3","7402": "e91fad8f",}[chunkId] || chunkId) + "." + {"106": "69bcf00c","253": "c8eec60b","7402": "1771b6fa","9000": "aaaabbbb",}[chunkId] + ".js"
}
})();
// ChunkAssetRuntimeModule
(() => {
// Docusaurus function to get chunk asset
__webpack_require__.gca = function(chunkId) { chunkId = {"17896441":"106","route-section-3":"253","e91fad8f":"7402"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };
})();
`

/** Runs the runtime's two functions on a fake `__webpack_require__`. */
function runRuntime(source: string) {
  const require = { p: '/' } as Record<string, unknown>
  new Function('__webpack_require__', source)(require)
  return require as {
    u: (id: string) => string
    gca: (name: string) => string
    rsN: Record<string, string>
    rsH: Record<string, string>
    rsG: Record<string, string>
  }
}

describe('moveChunkFiles', () => {
  const owned = new Map([
    ['7402', 3],
    ['9000', 3],
  ])
  const moved = moveChunkFiles(runtime, owned)

  it("leaves out the owned chunks' names, hashes and ids, and gives them to their section", () => {
    expect(moved.runtime).not.toContain('e91fad8f')
    expect(moved.runtime).not.toContain('aaaabbbb')
    expect(moved.sections.get(3)).toEqual({
      n: { '7402': 'e91fad8f' },
      h: { '7402': '1771b6fa', '9000': 'aaaabbbb' },
      g: { e91fad8f: '7402' },
    })
  })

  it('finds the other chunks as before, and the owned ones once their section registered them', () => {
    const before = runRuntime(runtime)
    const after = runRuntime(moved.runtime)
    for (const id of ['106', '253']) expect(after.u(id)).toBe(before.u(id))
    expect(after.gca('17896441')).toBe(before.gca('17896441'))
    Object.assign(after.rsN, moved.sections.get(3)!.n)
    Object.assign(after.rsH, moved.sections.get(3)!.h)
    Object.assign(after.rsG, moved.sections.get(3)!.g)
    for (const id of ['7402', '9000']) expect(after.u(id)).toBe(before.u(id))
    expect(after.gca('e91fad8f')).toBe(before.gca('e91fad8f'))
  })

  it('says what it no longer finds in the runtime', () => {
    expect(() => moveChunkFiles('__webpack_require__.u = x', owned)).toThrow(
      /no longer defines __webpack_require__\.u/,
    )
    expect(() =>
      moveChunkFiles(
        runtime.replace(/__webpack_require__\.gca[^\n]*/, ''),
        owned,
      ),
    ).toThrow(/__webpack_require__\.gca/)
  })
})

describe('withSectionFiles', () => {
  it("puts the section's files in place of its placeholder, as a value the module registers", () => {
    const source = `registerFiles(${JSON.stringify(filesPlaceholder(3))})`
    const files = {
      n: { '7402': 'e91fad8f' },
      h: { '7402': '1771b6fa' },
      g: {},
    }
    expect(withSectionFiles(source, 3, files)).toBe(
      `registerFiles(${JSON.stringify(files)})`,
    )
    expect(() => withSectionFiles(source, 4, files)).toThrow(
      /section 4 no longer holds its placeholder/,
    )
  })

  it('registers on the names the runtime reads', () => {
    expect(Object.values(registry)).toEqual([
      '__webpack_require__.rsN',
      '__webpack_require__.rsH',
      '__webpack_require__.rsG',
    ])
  })
})

describe('ownedChunks', () => {
  interface Group {
    name: string
    chunks: Array<{ id: string; ids: string[] }>
    childrenIterable: Group[]
  }
  const group = (
    name: string,
    ids: string[],
    children: Group[] = [],
  ): Group => ({
    name,
    chunks: ids.map((id) => ({ id, ids: [id] })),
    childrenIterable: children,
  })

  it('gives a section the chunks only it leads to, and keeps the shell and shared ones known', () => {
    const docItem = group('17896441', ['106'])
    const click = group('e91fad8f', ['7402'])
    const type = group('2a0b', ['7500', '4014'])
    const why = group('why', ['8000', '4014'])
    const apiSection = group('route-section-0', ['253'], [docItem, click, type])
    const guidesSection = group('route-section-1', ['254'], [docItem, why])
    const main = group('main', ['1889'], [apiSection, guidesSection, docItem])
    const owned = ownedChunks(
      [main],
      new Map([
        [0, apiSection],
        [1, guidesSection],
      ]),
    )
    expect([...owned].sort()).toEqual([
      ['7402', 0],
      ['7500', 0],
      ['8000', 1],
    ])
  })
})
