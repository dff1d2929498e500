/**
 * Checks the configuration reference (`docs/guides/references/configuration.mdx`)
 * and the experiments page against the `cypress` types: every option of the
 * configuration types has a row, no row names an option the types lack, and
 * each Default cell starts with the JSDoc `@default` of the option, except
 * where Cypress sets another value at run time (`RUNTIME_DEFAULT_EXCEPTIONS`).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { mdxTables } from '../../src/lib/mdx.mjs'
import {
  compareDefault,
  firstCodeSpan,
  normalizeDefault,
} from './commandReference'
import { readTypeMemberDefaults } from './referenceTables'

const root = path.resolve(__dirname, '../..')
const typesEntry = path.join(root, 'node_modules/cypress/types/index.d.ts')
const CONFIGURATION_PAGE = 'docs/guides/references/configuration.mdx'
const EXPERIMENTS_PAGE = 'docs/guides/references/experiments.mdx'
const OPTIONS_HEADER = ['Option', 'Default', 'Description']

/**
 * The types whose members are configuration options: what a config file,
 * `Cypress.config()`, a test or a suite may set, and what Cypress adds to the
 * resolved configuration at run time.
 */
export const CONFIGURATION_TYPES = [
  'ResolvedConfigOptions',
  'ConfigOptions',
  'EndToEndConfigOptions',
  'ComponentConfigOptions',
  'RuntimeConfigOptions',
  'PluginConfigOptions',
  'TestConfigOverrides',
  'SuiteConfigOverrides',
] as const

export interface RuntimeDefault {
  /** The value Cypress uses when the option is not set. */
  runtime: string
  /** The release whose changelog entry set that value, where it says so. */
  since: string | null
  source: 'packages/config/src/options.ts'
}

/**
 * Options whose default at run time (`defaultValue` in
 * `packages/config/src/options.ts` of cypress-io/cypress) is not the JSDoc
 * `@default` of the types. The page documents the runtime value; the Default
 * cell must start with `runtime` in a code span. For options whose runtime
 * default depends on the testing type, `runtime` is the end-to-end value.
 */
export const RUNTIME_DEFAULT_EXCEPTIONS: Readonly<
  Record<string, RuntimeDefault>
> = {
  videoCompression: {
    // cli/CHANGELOG.md 13.0.0: "The videoCompression configuration option
    // now defaults to false."
    runtime: 'false',
    since: '13.0.0',
    source: 'packages/config/src/options.ts',
  },
  reporterOptions: {
    runtime: 'null',
    since: null,
    source: 'packages/config/src/options.ts',
  },
  retries: {
    runtime: '{ runMode: 0, openMode: 0 }',
    since: null,
    source: 'packages/config/src/options.ts',
  },
  supportFile: {
    runtime: 'cypress/support/e2e.{js,jsx,ts,tsx}',
    since: null,
    source: 'packages/config/src/options.ts',
  },
  e2e: {
    runtime: "{ specPattern: 'cypress/e2e/**/*.cy.{js,jsx,ts,tsx}' }",
    since: null,
    source: 'packages/config/src/options.ts',
  },
  component: {
    runtime:
      "{ specPattern: '**/*.cy.{js,jsx,ts,tsx}', indexHtmlFile: 'cypress/support/component-index.html' }",
    since: null,
    source: 'packages/config/src/options.ts',
  },
}

/** A comment that marks the members after it as internal or unlisted. */
const UNLISTED_COMMENT = /Internal or Unlisted/

/**
 * Whether a member is one of the internal values an interface lists after a
 * `// Internal or Unlisted` comment (in `RuntimeConfigOptions` and
 * `RuntimeServerConfigOptions`): they get no documentation, like members
 * marked `@internal`.
 */
function isUnlisted(declaration: ts.Declaration): boolean {
  const parent = declaration.parent
  if (!ts.isInterfaceDeclaration(parent)) return false
  const text = declaration.getSourceFile().getFullText()
  let unlisted = false
  for (const member of parent.members) {
    const comments = ts.getLeadingCommentRanges(text, member.pos) ?? []
    if (
      comments.some((range) =>
        UNLISTED_COMMENT.test(text.slice(range.pos, range.end)),
      )
    ) {
      unlisted = true
    }
    if (member === declaration) return unlisted
  }
  return false
}

/**
 * Every documented option of the configuration types, with its @default
 * (the first a type gives, in the order of CONFIGURATION_TYPES).
 */
export function readConfigurationOptions(
  entry: string,
): Map<string, string | undefined> {
  const types = readTypeMemberDefaults(entry, CONFIGURATION_TYPES, isUnlisted)
  const missing = CONFIGURATION_TYPES.filter((name) => !types.has(name))
  if (missing.length) {
    throw new Error(`No ${missing.join(', ')} in the cypress types`)
  }
  const options = new Map<string, string | undefined>()
  for (const name of CONFIGURATION_TYPES) {
    for (const [option, value] of types.get(name)!) {
      options.set(option, options.get(option) ?? value)
    }
  }
  return options
}

export interface DocumentedOption {
  line: number
  defaultCell: string
}

/** The rows of every `Option | Default | Description` table of a page. */
export function documentedOptions(
  markdown: string,
): Map<string, DocumentedOption> {
  const rows = new Map<string, DocumentedOption>()
  for (const table of mdxTables(markdown)) {
    if (table.header.join('|') !== OPTIONS_HEADER.join('|')) continue
    for (const row of table.rows) {
      const name = /^`([^`]+)`$/.exec((row.cells[0] ?? '').trim())?.[1]
      if (name && !rows.has(name)) {
        rows.set(name, { line: row.line, defaultCell: row.cells[1] ?? '' })
      }
    }
  }
  return rows
}

export interface ConfigurationReport {
  problems: string[]
  optionsInTypes: number
  documented: number
  defaultMismatches: number
  exceptionsChecked: number
}

/** Compares a page's option tables with the options of the types. */
export function checkConfigurationPage(
  page: string,
  markdown: string,
  options: Map<string, string | undefined>,
  exceptions: Readonly<
    Record<string, RuntimeDefault>
  > = RUNTIME_DEFAULT_EXCEPTIONS,
): ConfigurationReport {
  const rows = documentedOptions(markdown)
  const problems: string[] = []
  let defaultMismatches = 0
  let exceptionsChecked = 0
  for (const [name, row] of rows) {
    if (!options.has(name)) {
      problems.push(
        `${page}:${row.line}: \`${name}\` is not an option of the configuration types; remove the row or fix the name`,
      )
      continue
    }
    const exception = exceptions[name]
    if (exception) {
      exceptionsChecked++
      const span = firstCodeSpan(row.defaultCell)
      if (
        span === undefined ||
        normalizeDefault(span) !== normalizeDefault(exception.runtime)
      ) {
        defaultMismatches++
        problems.push(
          `${page}:${row.line}: the Default cell of \`${name}\` must start with its runtime default \`${exception.runtime}\` (${exception.source})`,
        )
      }
      continue
    }
    const typesDefault = options.get(name)
    if (typesDefault === undefined) continue
    const check = compareDefault(typesDefault, row.defaultCell)
    if (
      check.kind === 'mismatch' ||
      (check.kind === 'descriptive' && !check.ok)
    ) {
      defaultMismatches++
      problems.push(
        `${page}:${row.line}: the Default cell of \`${name}\` does not start with the @default of the types (${typesDefault}); fix the cell or add a RUNTIME_DEFAULT_EXCEPTIONS entry`,
      )
    }
  }
  for (const name of options.keys()) {
    if (!rows.has(name)) {
      problems.push(
        `${page}: no row for the option \`${name}\`; add it to an ${OPTIONS_HEADER.join(' | ')} table`,
      )
    }
  }
  return {
    problems,
    optionsInTypes: options.size,
    documented: [...rows.keys()].filter((name) => options.has(name)).length,
    defaultMismatches,
    exceptionsChecked,
  }
}

/** Experimental options the experiments page has no row for. */
export function missingExperiments(
  markdown: string,
  options: Map<string, string | undefined>,
): string[] {
  const rows = documentedOptions(markdown)
  return [...options.keys()]
    .filter((name) => name.startsWith('experimental'))
    .filter((name) => !rows.has(name))
}

const read = (page: string) => {
  const file = path.join(root, page)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

describe('configuration reference', () => {
  const options = readConfigurationOptions(typesEntry)

  it('reads the options of the configuration types', () => {
    for (const name of [
      'baseUrl',
      'videoCompression',
      'experimentalRunAllSpecs',
      'experimentalSingleTabRunMode',
      'keystrokeDelay',
      'testingType',
    ]) {
      expect(options.has(name), name).toBe(true)
    }
    // internal members are left out
    for (const name of ['socketIoRoute', 'namespace', 'autoOpen']) {
      expect(options.has(name), name).toBe(false)
    }
  })

  it('lists only exceptions whose @default differs from the runtime', () => {
    for (const [name, exception] of Object.entries(
      RUNTIME_DEFAULT_EXCEPTIONS,
    )) {
      expect(options.has(name), `${name} is an option`).toBe(true)
      const typesDefault = options.get(name)
      if (typesDefault !== undefined) {
        expect(
          normalizeDefault(typesDefault),
          `${name}: the @default equals the runtime value; remove the exception`,
        ).not.toBe(normalizeDefault(exception.runtime))
      }
    }
  })

  it('names the missing row, the unknown row and the wrong default', () => {
    const page = [
      '| Option | Default | Description |',
      '| --- | --- | --- |',
      '| `baseUrl` | `"x"` | B. |',
      '| `nope` | `1` | N. |',
      '| `videoCompression` | `32` | V. |',
    ].join('\n')
    const report = checkConfigurationPage(
      'p.mdx',
      page,
      new Map([
        ['baseUrl', 'null'],
        ['videoCompression', '32'],
        ['viewportWidth', '1000'],
      ]),
    )
    expect(report.problems).toEqual([
      'p.mdx:3: the Default cell of `baseUrl` does not start with the @default of the types (null); fix the cell or add a RUNTIME_DEFAULT_EXCEPTIONS entry',
      'p.mdx:4: `nope` is not an option of the configuration types; remove the row or fix the name',
      'p.mdx:5: the Default cell of `videoCompression` must start with its runtime default `false` (packages/config/src/options.ts)',
      'p.mdx: no row for the option `viewportWidth`; add it to an Option | Default | Description table',
    ])
  })

  it(`${CONFIGURATION_PAGE} documents every option with its default`, () => {
    const markdown = read(CONFIGURATION_PAGE)
    expect(markdown, `${CONFIGURATION_PAGE} exists`).toBeDefined()
    const report = checkConfigurationPage(
      CONFIGURATION_PAGE,
      markdown ?? '',
      options,
    )
    console.log(
      [
        `configuration reference: ${report.optionsInTypes} options in the types`,
        `${report.documented} documented`,
        `${report.defaultMismatches} default mismatches`,
        `${Object.keys(RUNTIME_DEFAULT_EXCEPTIONS).length} runtime exceptions (${report.exceptionsChecked} checked)`,
      ].join(', '),
    )
    expect(report.problems).toEqual([])
  })

  it(`${EXPERIMENTS_PAGE} has a row for every experimental option`, () => {
    const markdown = read(EXPERIMENTS_PAGE)
    expect(markdown, `${EXPERIMENTS_PAGE} exists`).toBeDefined()
    const missing = missingExperiments(markdown ?? '', options)
    const rows = documentedOptions(markdown ?? '')
    const unknown = [...rows.keys()].filter((name) => !options.has(name))
    console.log(
      `experiments: ${[...options.keys()].filter((n) => n.startsWith('experimental')).length} experimental options in the types, ${missing.length} missing from the page`,
    )
    expect(missing).toEqual([])
    expect(unknown).toEqual([])
    const report = checkConfigurationPage(
      EXPERIMENTS_PAGE,
      markdown ?? '',
      new Map([...options].filter(([name]) => rows.has(name))),
    )
    expect(report.problems).toEqual([])
  })
})
