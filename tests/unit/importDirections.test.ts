import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import {
  directionProblems,
  folderImports,
  folderOf,
} from '../../scripts/import-directions.mjs'

const root = path.resolve(__dirname, '../..')

describe('import directions (scripts/import-directions.mjs)', () => {
  it('no two top-level folders of the project import each other, and plugins/ and src/ import neither scripts/ nor bench/', () => {
    const problems = directionProblems(folderImports(root))
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('counts test files with tests/, and the root and src/config as the assembly', () => {
    expect(
      [
        'plugins/search/index.ts',
        'plugins/search/canaries.test.ts',
        'bench/pictureWeight.spec.ts',
        'tests/packageInternals.ts',
        'src/config/zoom.ts',
        'docusaurus.config.ts',
        'src/lib/mdx.mjs',
        'docs/api/table-of-contents.mdx',
      ].map(folderOf),
    ).toEqual([
      'plugins',
      'tests',
      'tests',
      'tests',
      'assembly',
      'assembly',
      'src',
      'docs',
    ])
  })

  describe('on a small project', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'import-directions-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), text)
    }
    write('docusaurus.config.ts', "import zoom from './plugins/zoom'\n")
    write(
      'src/config/site.ts',
      "import { a } from '../../plugins/zoom/index'\nimport { b } from '../lib/b'\n",
    )
    write('src/lib/b.ts', 'export const b = 1\n')
    write(
      'plugins/zoom/index.ts',
      "import { b } from '@site/src/lib/b'\nimport { c } from '../../scripts/weigh.mjs'\nimport { gone } from '../../src/lib/gone'\n",
    )
    write(
      'plugins/zoom/zoom.spec.ts',
      "import { fixture } from '../../tests/fixtures'\nimport { w } from '../../bench/weight.mjs'\n",
    )
    write('tests/fixtures.ts', "import { b } from '../src/lib/b'\n")
    write('bench/weight.mjs', 'export const w = 1\n')
    write(
      'scripts/weigh.mjs',
      "import { w } from '../bench/weight.mjs'\nconst zoom = await import('../plugins/zoom/index.ts')\n",
    )

    it('names each pair of folders that import each other, and each import of the measuring code from plugins/ or src/', () => {
      expect(directionProblems(folderImports(dir))).toEqual([
        expect.stringMatching(
          /^plugins\/ and scripts\/ import each other: plugins\/zoom\/index\.ts imports scripts\/weigh\.mjs, and scripts\/weigh\.mjs imports plugins\/zoom\/index\.ts\./,
        ),
        expect.stringMatching(
          /^plugins\/zoom\/index\.ts imports scripts\/weigh\.mjs: plugins\/ never imports scripts\//,
        ),
        expect.stringMatching(
          /^plugins\/zoom\/zoom\.spec\.ts imports bench\/weight\.mjs: plugins\/ never imports bench\//,
        ),
      ])
    })

    it('follows relative and @site/ imports to files that exist, and dynamic imports', () => {
      expect(
        folderImports(dir)
          .map(({ file, target }) => `${file} -> ${target}`)
          .sort(),
      ).toEqual([
        'docusaurus.config.ts -> plugins/zoom/index.ts',
        'plugins/zoom/index.ts -> scripts/weigh.mjs',
        'plugins/zoom/index.ts -> src/lib/b.ts',
        'plugins/zoom/zoom.spec.ts -> bench/weight.mjs',
        'scripts/weigh.mjs -> bench/weight.mjs',
        'scripts/weigh.mjs -> plugins/zoom/index.ts',
        'src/config/site.ts -> plugins/zoom/index.ts',
        'src/config/site.ts -> src/lib/b.ts',
        'tests/fixtures.ts -> src/lib/b.ts',
      ])
    })
  })
})
