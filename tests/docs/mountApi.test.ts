/**
 * The mount API pages, docs/guides/component-testing/<framework>/api.mdx,
 * checked against the mount modules the installed `cypress` package ships
 * (`cypress/react`, `cypress/vue`, `cypress/angular`, `cypress/svelte`).
 *
 * For each framework the module's type declarations are read with the
 * TypeScript compiler: every export (functions, values, classes and types,
 * re-exports included) and every property of the options parameter of
 * `mount` (inherited and intersected ones included, across all overloads).
 * The page must name every export in an `##` or `###` heading, as the
 * heading text or a code span in it, and have one row per option in a table
 * whose header starts with `Option`, the option name alone in a code span.
 * It must not give an `##` heading to a name the module does not export,
 * nor a row to an option `mount` does not take (`global.plugins`-style
 * rows name a property of an option). Where the types give a `@default`,
 * the row's Default cell must contain it.
 *
 * The options types extend types of the frameworks themselves (Angular's
 * `TestModuleMetadata` from `@angular/core/testing`, Svelte's
 * `MountOptions` from `svelte`, Vue's and React's own types). Those
 * packages are dev dependencies, so the inherited properties are read and
 * compared like the others; a base type whose package does not resolve
 * fails the check and names the package to install.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'

import { mdxTables, parseMdx } from '../../src/lib/mdx.mjs'

const root = path.resolve(__dirname, '../..')

const FRAMEWORKS = ['react', 'vue', 'angular', 'svelte'] as const
type Framework = (typeof FRAMEWORKS)[number]

const apiPage = (framework: string) =>
  `docs/guides/component-testing/${framework}/api.mdx`

// ---------------------------------------------------------------------------
// Reading a mount module
// ---------------------------------------------------------------------------

type ExportKind = 'function' | 'value' | 'class' | 'type'

interface MountOption {
  name: string
  /** The JSDoc `@default`, as written, if the types give one. */
  defaultTag?: string
  symbol: ts.Symbol
}

interface MountSurface {
  /** Every export of the module, by name. */
  exports: Map<string, ExportKind>
  /** The properties of the options parameter of `mount`, by name. */
  options: Map<string, MountOption>
  /**
   * Base types of the options type that come from a package that is not
   * installed, as "Name from 'package'"; their properties are unknown.
   */
  unresolvedBases: string[]
  /** Whether `global.plugins` (an option, then properties of it) exists. */
  hasPath(dotted: string): boolean
  /** The `@default` of a dotted path, if the types give one. */
  defaultOf(dotted: string): string | undefined
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  types: [],
  typeRoots: [path.join(root, 'node_modules/@types')],
}

const UTILITY_TYPES = new Set([
  'Omit',
  'Pick',
  'Partial',
  'Required',
  'Readonly',
])

function defaultTagOf(symbol: ts.Symbol): string | undefined {
  const tag = symbol
    .getJsDocTags()
    .find((candidate) => candidate.name === 'default')
  if (!tag) return undefined
  return ts.displayPartsToString(tag.text).trim()
}

function readMountSurface(entry: string): MountSurface {
  const program = ts.createProgram({
    rootNames: [entry],
    options: compilerOptions,
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(entry)
  if (!source) throw new Error(`cannot read ${entry}`)
  const moduleSymbol = checker.getSymbolAtLocation(source)
  if (!moduleSymbol) throw new Error(`${entry} is not a module`)

  const exports = new Map<string, ExportKind>()
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias
        ? checker.getAliasedSymbol(exported)
        : exported
    let kind: ExportKind = 'type'
    if (symbol.flags & ts.SymbolFlags.Function) kind = 'function'
    else if (symbol.flags & ts.SymbolFlags.Class) kind = 'class'
    else if (symbol.flags & ts.SymbolFlags.Variable) {
      const type = checker.getTypeOfSymbol(symbol)
      kind = type.getCallSignatures().length > 0 ? 'function' : 'value'
    }
    exports.set(exported.name, kind)
  }

  // The named imports of the module's files whose package does not resolve.
  const dist = path.dirname(entry)
  const moduleFiles = program
    .getSourceFiles()
    .filter((file) => path.resolve(file.fileName).startsWith(dist))
  const unresolvedImports = new Map<string, string>()
  for (const file of moduleFiles) {
    for (const statement of file.statements) {
      if (
        !ts.isImportDeclaration(statement) ||
        !ts.isStringLiteral(statement.moduleSpecifier)
      ) {
        continue
      }
      const specifier = statement.moduleSpecifier.text
      const resolved = ts.resolveModuleName(
        specifier,
        file.fileName,
        compilerOptions,
        ts.sys,
      ).resolvedModule
      if (resolved) continue
      const clause = statement.importClause
      if (clause?.name) unresolvedImports.set(clause.name.text, specifier)
      const bindings = clause?.namedBindings
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          unresolvedImports.set(element.name.text, specifier)
        }
      }
    }
  }
  const localTypes = new Map<
    string,
    ts.InterfaceDeclaration | ts.TypeAliasDeclaration
  >()
  for (const file of moduleFiles) {
    for (const statement of file.statements) {
      if (
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement)
      ) {
        localTypes.set(statement.name.text, statement)
      }
    }
  }

  // Follow the options type through aliases, utility types, intersections
  // and `extends` clauses, and note the bases that come from a package that
  // is not installed.
  const unresolvedBases = new Set<string>()
  const seen = new Set<string>()
  const walk = (node: ts.Node | undefined): void => {
    if (!node) return
    if (
      ts.isTypeReferenceNode(node) ||
      ts.isExpressionWithTypeArguments(node)
    ) {
      const name = ts.isTypeReferenceNode(node)
        ? node.typeName.getText()
        : node.expression.getText()
      const from = unresolvedImports.get(name)
      if (from) {
        unresolvedBases.add(`${name} from '${from}'`)
        return
      }
      if (UTILITY_TYPES.has(name)) {
        walk(node.typeArguments?.[0])
        return
      }
      const local = localTypes.get(name)
      if (!local || seen.has(name)) return
      seen.add(name)
      if (ts.isInterfaceDeclaration(local)) {
        for (const clause of local.heritageClauses ?? []) {
          clause.types.forEach(walk)
        }
      } else {
        walk(local.type)
      }
      return
    }
    if (ts.isIntersectionTypeNode(node) || ts.isUnionTypeNode(node)) {
      node.types.forEach(walk)
      return
    }
    if (ts.isParenthesizedTypeNode(node)) {
      walk(node.type)
      return
    }
    if (ts.isConditionalTypeNode(node)) {
      walk(node.trueType)
      walk(node.falseType)
    }
  }

  const options = new Map<string, MountOption>()
  const mountExport = checker
    .getExportsOfModule(moduleSymbol)
    .find((symbol) => symbol.name === 'mount')
  const mount =
    mountExport && mountExport.flags & ts.SymbolFlags.Alias
      ? checker.getAliasedSymbol(mountExport)
      : mountExport
  for (const declaration of mount?.declarations ?? []) {
    if (!ts.isFunctionDeclaration(declaration)) continue
    const parameter = declaration.parameters[1]
    if (!parameter?.type) continue
    walk(parameter.type)
    const type = checker.getNonNullableType(
      checker.getTypeFromTypeNode(parameter.type),
    )
    for (const property of checker.getPropertiesOfType(type)) {
      if (!options.has(property.name)) {
        options.set(property.name, {
          name: property.name,
          defaultTag: defaultTagOf(property),
          symbol: property,
        })
      }
    }
  }

  const resolvePath = (dotted: string): ts.Symbol | undefined => {
    const [first, ...rest] = dotted.split('.')
    let symbol = options.get(first)?.symbol
    for (const part of rest) {
      if (!symbol) return undefined
      const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol))
      symbol = checker.getPropertyOfType(type, part)
    }
    return symbol
  }

  return {
    exports,
    options,
    unresolvedBases: [...unresolvedBases],
    hasPath: (dotted) => resolvePath(dotted) !== undefined,
    defaultOf: (dotted) => {
      const symbol = resolvePath(dotted)
      return symbol ? defaultTagOf(symbol) : undefined
    },
  }
}

// ---------------------------------------------------------------------------
// Reading an api.mdx page
// ---------------------------------------------------------------------------

interface PageHeading {
  depth: number
  line: number
  /** The heading's text without Markdown. */
  text: string
  /** The contents of the code spans in the heading. */
  codes: string[]
}

interface PageOptionRow {
  line: number
  name: string
  defaultCell?: string
}

/** `mount()`, `mount<T>(...)`, `VueTestUtils.config` name `mount`, `mount`, `VueTestUtils`. */
function headName(code: string): string {
  return code.trim().split(/[.(<\s]/)[0]
}

/** A plain heading that reads as an identifier: `mount`, `getContainerEl`, `MountOptions`. */
const IDENTIFIER_HEADING = /^(?:[a-z_$][\w$]*|[A-Z][a-z0-9]*[A-Z][\w$]*)$/

function readPage(source: string) {
  const headings: PageHeading[] = []
  visit(parseMdx(source), 'heading', (node) => {
    const codes: string[] = []
    let text = ''
    visit(node, (child) => {
      if (child.type === 'inlineCode') {
        codes.push(child.value)
        text += child.value
      } else if (child.type === 'text') {
        text += child.value
      }
    })
    headings.push({
      depth: node.depth,
      line: node.position?.start.line ?? 0,
      text: text.trim(),
      codes,
    })
  })

  const rows: PageOptionRow[] = []
  const malformed: string[] = []
  for (const table of mdxTables(source)) {
    if (table.header[0] !== 'Option') continue
    const defaultColumn = table.header.indexOf('Default')
    for (const row of table.rows) {
      const match = /^`([^`]+)`$/.exec(row.cells[0] ?? '')
      if (!match) {
        malformed.push(
          `line ${row.line}: the first cell should be the option name alone in a code span, found "${row.cells[0]}"`,
        )
        continue
      }
      rows.push({
        line: row.line,
        name: match[1],
        defaultCell: defaultColumn >= 0 ? row.cells[defaultColumn] : undefined,
      })
    }
  }
  return { headings, rows, malformed }
}

const normalize = (text: string) =>
  text.replace(/^["']|["']$/g, '').replace(/["'`\s]/g, '')

/** Every problem of one page, each naming the framework and the item. */
function checkPage(
  framework: string,
  page: string,
  source: string,
  surface: MountSurface,
) {
  const problems: string[] = []
  const { headings, rows, malformed } = readPage(source)
  const where = (line: number) => `${framework}: ${page}:${line}`

  // Every export has an ## or ### heading.
  const named = new Set<string>()
  for (const heading of headings) {
    if (heading.depth !== 2 && heading.depth !== 3) continue
    for (const code of heading.codes) named.add(headName(code))
    named.add(heading.text)
  }
  for (const [name, kind] of surface.exports) {
    if (!named.has(name)) {
      problems.push(
        `${framework}: ${page} has no ## or ### heading for the export \`${name}\` (${kind}) of cypress/${framework}; add one`,
      )
    }
  }

  // No ## heading names something the module does not export.
  for (const heading of headings) {
    if (heading.depth !== 2) continue
    const claims = [...heading.codes]
    if (heading.codes.length === 0 && IDENTIFIER_HEADING.test(heading.text)) {
      claims.push(heading.text)
    }
    for (const claim of claims) {
      const name = headName(claim)
      if (!surface.exports.has(name)) {
        problems.push(
          `${where(heading.line)}: the heading names \`${name}\`, which cypress/${framework} does not export; remove or rename it`,
        )
      }
    }
  }

  // One row per option, and no row for an option that does not exist.
  for (const line of malformed) problems.push(`${framework}: ${page}: ${line}`)
  const seen = new Map<string, number>()
  for (const row of rows) {
    const previous = seen.get(row.name)
    if (previous !== undefined) {
      problems.push(
        `${where(row.line)}: \`${row.name}\` already has a row (line ${previous}); keep one`,
      )
      continue
    }
    seen.set(row.name, row.line)
    if (!surface.hasPath(row.name)) {
      problems.push(
        `${where(row.line)}: the options table lists \`${row.name}\`, which the mount options of cypress/${framework} do not have; remove the row or fix the name`,
      )
      continue
    }
    const expected = surface.defaultOf(row.name)
    if (
      expected !== undefined &&
      !normalize(row.defaultCell ?? '').includes(normalize(expected))
    ) {
      problems.push(
        `${where(row.line)}: the Default cell of \`${row.name}\` should contain \`${expected}\`, the @default of cypress/${framework}`,
      )
    }
  }
  for (const name of surface.options.keys()) {
    if (!seen.has(name)) {
      problems.push(
        `${framework}: ${page} has no options-table row for \`${name}\`, an option of mount in cypress/${framework}; add one`,
      )
    }
  }
  return { problems }
}

// ---------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------

const surfaces = new Map<Framework, MountSurface>(
  FRAMEWORKS.map((framework) => [
    framework,
    readMountSurface(
      path.join(root, 'node_modules/cypress', framework, 'dist/index.d.ts'),
    ),
  ]),
)

describe('the mount modules', () => {
  it.each(FRAMEWORKS)(
    'cypress/%s is read: exports and mount options',
    (framework) => {
      const surface = surfaces.get(framework)!
      expect(surface.exports.get('mount')).toBe('function')
      expect(
        surface.unresolvedBases,
        `the mount options of cypress/${framework} extend ${surface.unresolvedBases.join(', ')}, which does not resolve; run npm ci (it is a dev dependency)`,
      ).toEqual([])
      expect(surface.options.size).toBeGreaterThan(0)
    },
  )

  it('reads inherited, intersected and nested options', () => {
    const react = surfaces.get('react')!
    const vue = surfaces.get('vue')!
    expect([...react.options.keys()].sort()).toEqual([
      'ReactDom',
      'log',
      'strict',
    ])
    expect(vue.options.has('log')).toBe(true) // from the Cypress intersection
    expect(vue.options.has('shallow')).toBe(true) // from an extended interface
    expect(vue.options.has('attachTo')).toBe(false) // left out with Omit
    expect(vue.hasPath('global.plugins')).toBe(true)
    expect(vue.hasPath('global.nothing')).toBe(false)
    expect(vue.defaultOf('shallow')).toBe('false')
    const angular = surfaces.get('angular')!
    expect(angular.options.has('componentProperties')).toBe(true) // its own
    expect(angular.options.has('providers')).toBe(true) // from TestModuleMetadata
    const svelte = surfaces.get('svelte')!
    expect(svelte.options.has('log')).toBe(true) // from the intersection
    expect(svelte.options.has('props')).toBe(true) // from Svelte's MountOptions
    expect(svelte.options.has('target')).toBe(false) // left out with Omit
    expect(svelte.defaultOf('intro')).toBe('true')
  })

  it('prints the figures', () => {
    for (const [framework, surface] of surfaces) {
      const kinds = [...surface.exports.values()]
      const count = (kind: ExportKind) => kinds.filter((k) => k === kind).length
      console.log(
        `cypress/${framework}: ${surface.exports.size} exports (${count('function')} functions, ${count('value') + count('class')} values or classes, ${count('type')} types), ${surface.options.size} mount options${
          surface.unresolvedBases.length
            ? `, plus the properties of ${surface.unresolvedBases.join(', ')} (not installed)`
            : ''
        }`,
      )
    }
  })
})

describe('checkPage', () => {
  const surface = surfaces.get('react')!
  const page = [
    '## mount',
    '### Options',
    '| Option | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    '| `log` | `boolean` | `true` | Logs. |',
    '| `bogus` | `string` | | Nothing. |',
    '## `unmount()`',
  ].join('\n')

  it('names missing exports, missing and unknown options, and unknown headings', () => {
    const { problems } = checkPage('react', 'p.mdx', page, surface)
    expect(problems).toContain(
      'react: p.mdx:6: the options table lists `bogus`, which the mount options of cypress/react do not have; remove the row or fix the name',
    )
    expect(problems).toContain(
      'react: p.mdx has no options-table row for `strict`, an option of mount in cypress/react; add one',
    )
    expect(problems).toContain(
      'react: p.mdx has no ## or ### heading for the export `getContainerEl` (function) of cypress/react; add one',
    )
    expect(problems).toContain(
      'react: p.mdx:7: the heading names `unmount`, which cypress/react does not export; remove or rename it',
    )
  })

  it('compares the Default cell with the @default of the types', () => {
    const vue = surfaces.get('vue')!
    const table = [
      '| Option | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      '| `shallow` | `boolean` | `true` | Wrong. |',
    ].join('\n')
    expect(checkPage('vue', 'v.mdx', table, vue).problems).toContain(
      'vue: v.mdx:3: the Default cell of `shallow` should contain `false`, the @default of cypress/vue',
    )
  })
})

describe('mount API pages', () => {
  it.each(FRAMEWORKS)(
    '%s: api.mdx documents every export and every mount option',
    (framework) => {
      const page = apiPage(framework)
      const file = path.join(root, page)
      expect(
        existsSync(file),
        `${framework}: ${page} does not exist; write the ${framework} mount API page`,
      ).toBe(true)
      const surface = surfaces.get(framework)!
      const { problems } = checkPage(
        framework,
        page,
        readFileSync(file, 'utf8'),
        surface,
      )
      expect(problems, problems.join('\n')).toEqual([])
    },
  )
})
