/**
 * Reference tables other than options tables, checked against the `cypress`
 * types: a table lists exactly the members of a type (the fields of
 * `StaticResponse`, the methods of the clock, the names of the viewport
 * presets). Each table is found on its page by its header row; its first
 * column names the members in code spans (`req.continue(fn)` names
 * `continue`).
 */
import path from 'node:path'
import ts from 'typescript'

import { mdxTables } from '../../src/lib/mdx.mjs'
import { compareDefault, defaultTag } from './commandReference'

export interface TableSpec {
  /** Page path relative to the project root. */
  page: string
  /** Header rows of the tables that together list the members. */
  headers: string[][]
  /** The type whose members (or, for a union of strings, values) they list. */
  type: string
  /** Members a table may leave out, each with the reason. */
  omitted?: Record<string, string>
}

export const TABLE_SPECS: TableSpec[] = [
  {
    page: 'docs/api/commands/viewport.mdx',
    headers: [
      ['Preset', '`portrait` (width x height)', '`landscape` (width x height)'],
    ],
    type: 'ViewportPreset',
  },
  {
    page: 'docs/api/commands/intercept.mdx',
    headers: [['Field', 'Type', 'Matches']],
    type: 'RouteMatcherOptionsGeneric',
  },
  {
    page: 'docs/api/commands/intercept.mdx',
    headers: [['Field', 'Type', 'Meaning']],
    type: 'StaticResponseWithOptions',
  },
  {
    page: 'docs/api/commands/intercept.mdx',
    headers: [
      ['Property', 'Type', 'Meaning'],
      ['Method', 'What it does'],
    ],
    type: 'IncomingHttpRequest',
  },
  {
    page: 'docs/api/commands/intercept.mdx',
    headers: [['Member', 'Meaning']],
    type: 'IncomingHttpResponse',
  },
  {
    page: 'docs/api/commands/intercept.mdx',
    headers: [['Field', 'Meaning']],
    type: 'Interception',
  },
  {
    page: 'docs/api/commands/request.mdx',
    headers: [['Property', 'Type', 'Contents']],
    type: 'Response',
  },
  {
    page: 'docs/api/commands/clock.mdx',
    headers: [['Method', 'What it does']],
    type: 'Clock',
  },
  {
    page: 'docs/api/cypress-api/keyboard-api.mdx',
    headers: [['Option', 'Default', 'Description']],
    type: 'KeyboardDefaultsOptions',
  },
  {
    page: 'docs/api/cypress-api/screenshot-api.mdx',
    headers: [['Option', 'Default', 'Description']],
    type: 'ScreenshotDefaultsOptions',
  },
  {
    page: 'docs/api/cypress-api/session.mdx',
    headers: [['Method', 'Resolves with']],
    type: 'Session',
  },
  {
    page: 'docs/api/cypress-api/selector-playground-api.mdx',
    headers: [['Option', 'Default', 'Description']],
    type: 'ElementSelectorDefaultsOptions',
  },
  {
    page: 'docs/api/cypress-api/browser.mdx',
    headers: [['Property', 'Type', 'Description']],
    type: 'Browser',
  },
  {
    page: 'docs/api/cypress-api/cypress-log.mdx',
    headers: [['Option', 'Default', 'Description']],
    type: 'LogConfig',
  },
  {
    page: 'docs/api/cypress-api/cypress-log.mdx',
    headers: [['Member', 'What it does']],
    type: 'Log',
  },
  {
    page: 'docs/api/cypress-api/spec.mdx',
    headers: [['Property', 'Type', 'Example', 'Description']],
    type: 'Spec',
  },
]

/** `req.continue(fn)` -> `continue`; `'iphone-x'` -> `iphone-x`. */
export function memberName(cell: string): string | undefined {
  const span = /`([^`]+)`/.exec(cell)?.[1]
  if (!span) return undefined
  return span
    .replace(/^(req|res|clock|response)\./, '')
    .replace(/\(.*$/, '')
    .replace(/^'(.*)'$/, '$1')
    .trim()
}

/** The member names the page's matching tables list, with their lines. */
export function tableMembers(
  markdown: string,
  headers: string[][],
): Map<string, number> | undefined {
  const tables = mdxTables(markdown).filter((table) =>
    headers.some((header) => header.join('|') === table.header.join('|')),
  )
  if (tables.length < headers.length) return undefined
  const members = new Map<string, number>()
  for (const table of tables) {
    for (const row of table.rows) {
      const name = memberName(row.cells[0] ?? '')
      if (name && !members.has(name)) members.set(name, row.line)
    }
  }
  return members
}

/**
 * Whether a declaration's comment marks it `@internal` or `@private`, JSDoc
 * or not: such members get no documentation.
 */
export function isInternal(declaration: ts.Node): boolean {
  const text = declaration.getSourceFile().getFullText()
  return (ts.getLeadingCommentRanges(text, declaration.pos) ?? []).some(
    (range) => /@internal|@private/.test(text.slice(range.pos, range.end)),
  )
}

/**
 * The members of each named type declared in the cypress types folder, with
 * each member's `@default` (undefined if none): the properties and methods of
 * an interface (inherited ones included), or the values of a union of string
 * literals. Members marked `@internal` are left out: they get no
 * documentation.
 */
export function readTypeMemberDefaults(
  typesEntry: string,
  names: readonly string[],
  /** Leaves out more members, as `@internal` ones are. */
  alsoSkip: (declaration: ts.Declaration) => boolean = () => false,
): Map<string, Map<string, string | undefined>> {
  const typesDir = path.dirname(path.resolve(typesEntry))
  const program = ts.createProgram([path.resolve(typesEntry)], {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const found = new Map<string, Map<string, string | undefined>>()
  const visit = (node: ts.Node) => {
    if (
      (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
      names.includes(node.name.text) &&
      !found.has(node.name.text)
    ) {
      const type = checker.getTypeAtLocation(node.name)
      const members = new Map<string, string | undefined>()
      if (type.isUnion() && type.types.every((t) => t.isStringLiteral())) {
        for (const literal of type.types) {
          members.set((literal as ts.StringLiteralType).value, undefined)
        }
      } else {
        for (const property of checker.getPropertiesOfType(type)) {
          const declarations = property.declarations ?? []
          if (
            declarations.length &&
            declarations.every((d) => isInternal(d) || alsoSkip(d))
          ) {
            continue
          }
          let value: string | undefined
          for (const declaration of declarations)
            value ??= defaultTag(declaration)
          members.set(property.name, value)
        }
      }
      found.set(node.name.text, members)
    }
    ts.forEachChild(node, visit)
  }
  for (const sourceFile of program.getSourceFiles()) {
    const relative = path.relative(typesDir, sourceFile.fileName)
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue
    if (relative.split(path.sep).length > 1) continue
    visit(sourceFile)
  }
  return found
}

/** Problems of one table, each naming the page and what to change. */
export function checkTable(
  spec: TableSpec,
  markdown: string,
  typeMembers: Set<string> | undefined,
  defaults?: Map<string, string | undefined>,
): string[] {
  const headers = spec.headers.map((header) => `| ${header.join(' | ')} |`)
  if (!typeMembers) {
    return [`${spec.page}: no type named ${spec.type} in the cypress types`]
  }
  const listed = tableMembers(markdown, spec.headers)
  if (!listed) {
    return [
      `${spec.page}: no table with the header ${headers.join(' and ')}, which lists the members of ${spec.type}`,
    ]
  }
  const problems: string[] = []
  for (const [name, line] of listed) {
    if (!typeMembers.has(name)) {
      problems.push(
        `${spec.page}:${line}: \`${name}\` is not a member of ${spec.type}; remove the row or fix the name`,
      )
    }
  }
  if (defaults && spec.headers[0][1] === 'Default') {
    problems.push(...checkDefaults(spec, markdown, defaults))
  }
  for (const name of typeMembers) {
    if (!listed.has(name) && !spec.omitted?.[name]) {
      problems.push(
        `${spec.page}: the table ${headers[0]} has no row for \`${name}\` of ${spec.type}; add one`,
      )
    }
  }
  return problems
}

/** Default cells that disagree with a literal `@default` of the type. */
function checkDefaults(
  spec: TableSpec,
  markdown: string,
  defaults: Map<string, string | undefined>,
): string[] {
  const table = mdxTables(markdown).find(
    ({ header }) => header.join('|') === spec.headers[0].join('|'),
  )
  const problems: string[] = []
  for (const row of table?.rows ?? []) {
    const name = memberName(row.cells[0] ?? '')
    const typesDefault = name ? defaults.get(name) : undefined
    if (!name || typesDefault === undefined) continue
    const check = compareDefault(typesDefault, row.cells[1] ?? '')
    if (check.kind === 'mismatch') {
      problems.push(
        `${spec.page}:${row.line}: the Default cell of \`${name}\` does not start with the @default of ${spec.type} (${typesDefault})`,
      )
    }
  }
  return problems
}
