/**
 * The command-line guide documents every flag the Module API's run and open
 * options define: a new option in the `cypress` types fails this test until
 * the page names its flag.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { interfaceProperties } from './interfaceProperties'

const root = path.resolve(__dirname, '../..')
const typesFile = path.join(
  root,
  'node_modules/cypress/types/cypress-npm-api.d.ts',
)
const pageFile = path.join(root, 'docs/guides/guides/command-line.mdx')

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
  interfaceProperties(types, name, typesFile).map((option) => ({
    name,
    option,
  })),
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
