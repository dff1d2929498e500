import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { typecheckBlocks } from '../../tests/docs/typecheckBlocks'
import {
  ConfigExampleError,
  configFiles,
  formatExample,
  parseExample,
} from './configFiles.mjs'

/**
 * Golden fixtures: each folder of __fixtures__ holds the writer's block
 * (example.txt) and the two files the
 * build must make of it. `UPDATE_GOLDEN=1` rewrites the expected files;
 * read the diff before you commit it.
 */
const fixturesDir = path.join(__dirname, '__fixtures__')
const fixtures = readdirSync(fixturesDir)

function read(fixture: string, file: string) {
  return readFileSync(path.join(fixturesDir, fixture, file), 'utf8')
}

describe('configFiles', () => {
  it.each(fixtures)(
    '%s: makes the expected cypress.config.ts and .js',
    async (fixture) => {
      const files = await configFiles(read(fixture, 'example.txt'))
      if (process.env.UPDATE_GOLDEN) {
        writeFileSync(
          path.join(fixturesDir, fixture, 'cypress.config.ts.txt'),
          files.ts,
        )
        writeFileSync(
          path.join(fixturesDir, fixture, 'cypress.config.js.txt'),
          files.js,
        )
      }
      expect(files.ts).toBe(read(fixture, 'cypress.config.ts.txt'))
      expect(files.js).toBe(read(fixture, 'cypress.config.js.txt'))
    },
  )

  it('makes files that type-check against the cypress types, the .js one with checkJs', () => {
    const blocks = fixtures.flatMap((fixture) => [
      {
        file: `${fixture}/cypress.config.ts`,
        line: 0,
        lang: 'ts' as const,
        code: read(fixture, 'cypress.config.ts.txt'),
      },
      {
        file: `${fixture}/cypress.config.js`,
        line: 0,
        lang: 'js' as const,
        code: read(fixture, 'cypress.config.js.txt'),
      },
    ])
    expect(typecheckBlocks(blocks)).toEqual([])
  }, 60_000)

  it('leaves no type annotation, import or export in the .js file', async () => {
    for (const fixture of fixtures) {
      const js = read(fixture, 'cypress.config.js.txt')
      expect(js, fixture).not.toMatch(/^\s*(import|export)\s/m)
      expect(js, fixture).not.toMatch(/:\s*(string|number|Options|Promise<)/)
      expect(js, fixture).toMatch(/^module\.exports = defineConfig\(/m)
    }
  })

  it('keeps the blank lines and comments the writer put in', async () => {
    const { ts, js } = await configFiles(read('config-object', 'example.txt'))
    for (const file of [ts, js]) {
      expect(file).toContain(
        '  // Two more attempts in CI, none on your machine.\n',
      )
      expect(file).toContain('},\n\n  e2e: {')
    }
  })
})

describe('parseExample', () => {
  it.each([
    ['{ retries: 2 }', 'config', ''],
    [
      "import path from 'node:path'\n\n{ retries: 2 }",
      'config',
      "import path from 'node:path'",
    ],
    ["on('task', {})\nreturn config", 'setupNodeEvents', ''],
    [
      "import {\n  rm,\n} from 'node:fs/promises'\non('task', {})",
      'setupNodeEvents',
      "import {\n  rm,\n} from 'node:fs/promises'",
    ],
  ])('%j is a %s example', (code, kind, imports) => {
    expect(parseExample(code)).toMatchObject({ kind, imports })
  })

  it('says what is missing when there is nothing after the imports', () => {
    expect(() => parseExample("import path from 'node:path'\n")).toThrow(
      /needs the object passed to defineConfig, or the body of setupNodeEvents/,
    )
  })
})

describe('errors point at the line of the writer', () => {
  it('a block that does not parse names its first line', async () => {
    const error = await configFiles(
      "import a from 'a'\n\n{ retries: 2,, }",
    ).catch((e) => e)
    expect(error).toBeInstanceOf(ConfigExampleError)
    expect(error.message).toMatch(/cypress\.config\.ts does not parse/)
    expect(error.line).toBe(2)
  })

  it('a default and named import from one module is refused with the fix', async () => {
    await expect(
      configFiles("import a, { b } from 'a'\n{ env: { a, b } }"),
    ).rejects.toThrow(/in two import lines/)
  })
})

describe('formatExample', () => {
  it('formats the block as it stands in the file, keeping its form', async () => {
    expect(
      await formatExample('{retries:2,\n  e2e: {baseUrl: "http://localhost"}}'),
    ).toBe("{\n  retries: 2,\n  e2e: { baseUrl: 'http://localhost' },\n}\n")
    expect(
      await formatExample(
        'import x from "x"\non(\'task\', {x})\nreturn config',
      ),
    ).toBe("import x from 'x'\n\non('task', { x })\nreturn config\n")
  })

  it('leaves every fixture as it is: they are formatted', async () => {
    for (const fixture of fixtures) {
      const code = read(fixture, 'example.txt')
      expect(await formatExample(code), fixture).toBe(code)
    }
  })
})
