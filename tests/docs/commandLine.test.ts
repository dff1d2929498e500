/**
 * The command-line guide documents every flag the Module API's run and open
 * options define: a new option in the `cypress` types fails this test until
 * the page names its flag.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const typesFile = path.join(
  root,
  'node_modules/cypress/types/cypress-npm-api.d.ts',
)
const pageFile = path.join(root, 'docs/guides/guides/command-line.mdx')

/** The property names of one interface in the types file. */
export function interfaceProperties(source: string, name: string): string[] {
  const start = source.indexOf(`interface ${name} `)
  if (start < 0) throw new Error(`${name} is not in ${typesFile}`)
  const open = source.indexOf('{', start)
  let depth = 0
  let end = open
  for (; end < source.length; end++) {
    if (source[end] === '{') depth++
    if (source[end] === '}' && --depth === 0) break
  }
  const body = source
    .slice(open + 1, end)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
  return [...body.matchAll(/^\s{4}(\w+)\??:/gm)].map((match) => match[1])
}

/** `ciBuildId` to `--ci-build-id`; `testingType` is two flags. */
export function flagsFor(option: string): string[] {
  if (option === 'testingType') return ['--e2e', '--component']
  return [`--${option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`]
}

const types = readFileSync(typesFile, 'utf8')
const page = readFileSync(pageFile, 'utf8')
const options = [
  'CypressCommonOptions',
  'CypressRunOptions',
  'CypressOpenOptions',
].flatMap((name) =>
  interfaceProperties(types, name).map((option) => ({ name, option })),
)

describe('command-line guide', () => {
  it('reads the options from the types', () => {
    expect(options.map(({ option }) => option)).toEqual(
      expect.arrayContaining([
        'browser',
        'spec',
        'ciBuildId',
        'testingType',
        'detached',
      ]),
    )
  })

  it.each(options.map(({ name, option }) => [option, name]))(
    'names the flag of %s (%s) in code',
    (option) => {
      for (const flag of flagsFor(option)) {
        expect(
          page,
          `${path.relative(root, pageFile)} never shows \`${flag}\``,
        ).toContain(`\`${flag}`)
      }
    },
  )
})
