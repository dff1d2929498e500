/**
 * The framework table of docs/guides/component-testing/
 * component-framework-configuration.mdx lists exactly the `framework` and
 * `bundler` values of `Cypress.DevServerConfigOptions` in the installed
 * cypress types, pair by pair. When a Cypress upgrade adds or drops a
 * framework or a bundler, this test names the value to add or remove.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { mdxTables } from '../../src/lib/mdx.mjs'

const root = path.resolve(__dirname, '../..')
const TYPES = path.join(root, 'node_modules/cypress/types/cypress.d.ts')
const PAGE =
  'docs/guides/component-testing/component-framework-configuration.mdx'

/** A `framework` value with the `bundler` it is paired with. */
interface Combination {
  framework: string
  bundler: string
}

const key = ({ framework, bundler }: Combination) => `${framework} + ${bundler}`

/** The string literals of a type node: `'a' | 'b'` -> ['a', 'b']. */
function literals(node: ts.TypeNode | undefined): string[] {
  if (!node) return []
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(literals)
  if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) {
    return [node.literal.text]
  }
  return []
}

/**
 * Every framework/bundler pair of the `DevServerConfigOptions` union, read
 * from the declaration file's syntax: each member of the union is an object
 * type with a `bundler` and a `framework` property.
 */
function readCombinations(source: string): Combination[] {
  const file = ts.createSourceFile(
    'cypress.d.ts',
    source,
    ts.ScriptTarget.Latest,
    true,
  )
  let declaration: ts.TypeAliasDeclaration | undefined
  const visit = (node: ts.Node) => {
    if (
      ts.isTypeAliasDeclaration(node) &&
      node.name.text === 'DevServerConfigOptions'
    ) {
      declaration ??= node
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  if (!declaration) return []
  const members = ts.isUnionTypeNode(declaration.type)
    ? declaration.type.types
    : [declaration.type]
  const combinations: Combination[] = []
  for (const member of members) {
    if (!ts.isTypeLiteralNode(member)) continue
    const property = (name: string) =>
      member.members.find(
        (m): m is ts.PropertySignature =>
          ts.isPropertySignature(m) && m.name.getText(file) === name,
      )?.type
    for (const bundler of literals(property('bundler'))) {
      for (const framework of literals(property('framework'))) {
        combinations.push({ framework, bundler })
      }
    }
  }
  return combinations
}

/** `'react'`, `` `'react'` `` or `react` -> react; several spans -> several. */
function cellValues(cell: string): string[] {
  const spans = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1])
  return (spans.length ? spans : [cell])
    .map((value) => value.trim().replace(/^'(.*)'$/, '$1'))
    .filter(Boolean)
}

const plain = (cell: string) => cell.replace(/`/g, '').trim().toLowerCase()

/**
 * The pairs the page's framework table lists, each with its line; undefined
 * when the page has no table whose first two header cells are `framework`
 * and `bundler`.
 */
function tableCombinations(
  markdown: string,
): Map<string, Combination & { line: number }> | undefined {
  const table = mdxTables(markdown).find(
    ({ header }) =>
      plain(header[0] ?? '') === 'framework' &&
      plain(header[1] ?? '') === 'bundler',
  )
  if (!table) return undefined
  const listed = new Map<string, Combination & { line: number }>()
  for (const row of table.rows) {
    for (const framework of cellValues(row.cells[0] ?? '')) {
      for (const bundler of cellValues(row.cells[1] ?? '')) {
        const combination = { framework, bundler, line: row.line }
        if (!listed.has(key(combination)))
          listed.set(key(combination), combination)
      }
    }
  }
  return listed
}

/** Problems with the table, each naming the value and what to change. */
function checkFrameworkTable(
  page: string,
  markdown: string,
  combinations: Combination[],
): string[] {
  if (!combinations.length) {
    return [
      'no DevServerConfigOptions union with framework and bundler values in the cypress types',
    ]
  }
  const listed = tableCombinations(markdown)
  if (!listed) {
    return [
      `${page}: no table whose header starts with | framework | bundler |`,
    ]
  }
  const typed = new Map(combinations.map((c) => [key(c), c]))
  const frameworks = new Set(combinations.map((c) => c.framework))
  const bundlers = new Set(combinations.map((c) => c.bundler))
  const listedFrameworks = new Set([...listed.values()].map((c) => c.framework))
  const listedBundlers = new Set([...listed.values()].map((c) => c.bundler))
  const problems: string[] = []
  for (const framework of frameworks) {
    if (!listedFrameworks.has(framework)) {
      problems.push(
        `${page}: the framework table has no row for the framework \`${framework}\`; add one`,
      )
    }
  }
  for (const bundler of bundlers) {
    if (!listedBundlers.has(bundler)) {
      problems.push(
        `${page}: the framework table has no row for the bundler \`${bundler}\`; add one`,
      )
    }
  }
  for (const combination of listed.values()) {
    const where = `${page}:${combination.line}`
    if (!frameworks.has(combination.framework)) {
      problems.push(
        `${where}: \`${combination.framework}\` is not a framework value of DevServerConfigOptions; remove the row or fix the name`,
      )
    } else if (!bundlers.has(combination.bundler)) {
      problems.push(
        `${where}: \`${combination.bundler}\` is not a bundler value of DevServerConfigOptions; remove the row or fix the name`,
      )
    } else if (!typed.has(key(combination))) {
      problems.push(
        `${where}: the framework \`${combination.framework}\` does not take the bundler \`${combination.bundler}\`; remove the row`,
      )
    }
  }
  for (const combination of combinations) {
    if (
      listedFrameworks.has(combination.framework) &&
      listedBundlers.has(combination.bundler) &&
      !listed.has(key(combination))
    ) {
      problems.push(
        `${page}: the framework table has no row for \`${combination.framework}\` with \`${combination.bundler}\`; add one`,
      )
    }
  }
  return problems
}

const combinations = readCombinations(readFileSync(TYPES, 'utf8'))

describe('the cypress types', () => {
  it('are read: DevServerConfigOptions pairs frameworks with bundlers', () => {
    expect(combinations.length).toBeGreaterThan(0)
    expect(combinations).toContainEqual({ framework: 'react', bundler: 'vite' })
    expect(combinations).toContainEqual({
      framework: 'angular',
      bundler: 'webpack',
    })
  })
})

describe('checkFrameworkTable', () => {
  const types: Combination[] = [
    { framework: 'react', bundler: 'vite' },
    { framework: 'react', bundler: 'webpack' },
    { framework: 'angular', bundler: 'webpack' },
  ]
  const page = (rows: string) =>
    `| framework | bundler | Notes |\n| --- | --- | --- |\n${rows}`

  it('accepts a table that lists every pair', () => {
    const rows =
      "| `'react'` | `'vite'` | A. |\n| `'react'` | `'webpack'` | B. |\n| `'angular'` | `'webpack'` | C. |\n"
    expect(checkFrameworkTable('p.mdx', page(rows), types)).toEqual([])
  })

  it('names a framework the table lacks', () => {
    const rows =
      "| `'react'` | `'vite'` | A. |\n| `'react'` | `'webpack'` | B. |\n"
    expect(checkFrameworkTable('p.mdx', page(rows), types)).toEqual([
      'p.mdx: the framework table has no row for the framework `angular`; add one',
    ])
  })

  it('names a value the types do not have', () => {
    const rows =
      "| `'react'` | `'vite'` | A. |\n| `'react'` | `'webpack'` | B. |\n| `'angular'` | `'webpack'` | C. |\n| `'nuxt'` | `'vite'` | D. |\n| `'react'` | `'rspack'` | E. |\n"
    expect(checkFrameworkTable('p.mdx', page(rows), types)).toEqual([
      'p.mdx:6: `nuxt` is not a framework value of DevServerConfigOptions; remove the row or fix the name',
      'p.mdx:7: `rspack` is not a bundler value of DevServerConfigOptions; remove the row or fix the name',
    ])
  })

  it('names a pair that is missing or not allowed', () => {
    const rows =
      "| `'react'` | `'vite'` | A. |\n| `'angular'` | `'webpack'`, `'vite'` | C. |\n"
    expect(checkFrameworkTable('p.mdx', page(rows), types)).toEqual([
      'p.mdx:4: the framework `angular` does not take the bundler `vite`; remove the row',
      'p.mdx: the framework table has no row for `react` with `webpack`; add one',
    ])
  })

  it('says when the page has no framework table', () => {
    expect(checkFrameworkTable('p.mdx', 'No table here.\n', types)).toEqual([
      'p.mdx: no table whose header starts with | framework | bundler |',
    ])
  })
})

describe(PAGE, () => {
  it('lists every framework and bundler of DevServerConfigOptions, and no other', () => {
    const markdown = readFileSync(path.join(root, PAGE), 'utf8')
    expect(checkFrameworkTable(PAGE, markdown, combinations)).toEqual([])
  })
})
