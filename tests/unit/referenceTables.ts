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

import { mdxTables } from '../../scripts/mdx.mjs'

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

/** Whether a declaration's comment marks it `@internal` (JSDoc or not). */
function isInternal(declaration: ts.Declaration): boolean {
  const text = declaration.getSourceFile().getFullText()
  return (ts.getLeadingCommentRanges(text, declaration.pos) ?? []).some(
    (range) => text.slice(range.pos, range.end).includes('@internal'),
  )
}

/**
 * The members of each named type declared in the cypress types folder: the
 * properties and methods of an interface (inherited ones included), or the
 * values of a union of string literals. Members marked `@internal` are left
 * out: they get no documentation.
 */
export function readTypeMembers(
  typesEntry: string,
  names: readonly string[],
): Map<string, Set<string>> {
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
  const found = new Map<string, Set<string>>()
  const visit = (node: ts.Node) => {
    if (
      (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
      names.includes(node.name.text) &&
      !found.has(node.name.text)
    ) {
      const type = checker.getTypeAtLocation(node.name)
      const members = new Set<string>()
      if (type.isUnion() && type.types.every((t) => t.isStringLiteral())) {
        for (const literal of type.types) {
          members.add((literal as ts.StringLiteralType).value)
        }
      } else {
        for (const property of checker.getPropertiesOfType(type)) {
          const declarations = property.declarations ?? []
          if (declarations.length && declarations.every(isInternal)) continue
          members.add(property.name)
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
  for (const name of typeMembers) {
    if (!listed.has(name) && !spec.omitted?.[name]) {
      problems.push(
        `${spec.page}: the table ${headers[0]} has no row for \`${name}\` of ${spec.type}; add one`,
      )
    }
  }
  return problems
}
