/**
 * Checks the options tables of the command reference pages against the
 * `cypress` type definitions: every option of a command's `options`
 * parameter has a row, no row names an option the types lack, and each
 * Default cell starts with the types' `@default` value.
 *
 * Everything here is pure (or reads files given to it), so the test file only
 * wires it to vitest.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

import { mdxTables } from '../../src/lib/mdx.mjs'
import { readFrontMatter } from '../../src/lib/mdx.mjs'

/** The docs folders that hold command pages, in sidebar order. */
export const COMMAND_FOLDERS = [
  'queries',
  'assertions',
  'actions',
  'commands',
] as const

export type CommandGroup = (typeof COMMAND_FOLDERS)[number]

/**
 * Command pages whose command is not a method of `Cypress.Chainable`, and
 * why; the checker covers every other command page.
 */
export const NOT_CHAINABLE: Readonly<Record<string, string>> = {
  hover: 'Cypress has no hover command: the page teaches what to use instead',
  mount:
    'cy.mount() is a custom command each project adds in its component support file',
}

/**
 * Options whose default at run time is not the JSDoc `@default` of the
 * types: the page documents the runtime, and the checker expects that.
 * Each entry names the source that sets it.
 */
export const RUNTIME_DEFAULTS: Readonly<
  Record<string, { default: string; source: string }>
> = {
  'dblclick.multiple': {
    default: 'true',
    source:
      'packages/driver/src/cy/commands/actions/click.ts: dblclick calls mouseAction with defaultOptions { multiple: true }; the inherited ClickOptions JSDoc says false',
  },
  'visit.timeout': {
    default: 'pageLoadTimeout',
    source:
      'packages/driver/src/cy/commands/navigation.ts: cy.visit waits for the page load with pageLoadTimeout; the inherited Timeoutable JSDoc says defaultCommandTimeout',
  },
  'reload.timeout': {
    default: 'pageLoadTimeout',
    source:
      'packages/driver/src/cy/commands/navigation.ts: cy.reload waits for the page load with pageLoadTimeout',
  },
  'exec.timeout': {
    default: 'execTimeout',
    source:
      'packages/driver/src/cy/commands/exec.ts: the command waits execTimeout for the process',
  },
  'task.timeout': {
    default: 'taskTimeout',
    source:
      'packages/driver/src/cy/commands/task.ts: the command waits taskTimeout for the task',
  },
  'fixture.timeout': {
    default: 'responseTimeout',
    source:
      "packages/driver/src/cy/commands/fixtures.ts: options.timeout ?? Cypress.config('responseTimeout')",
  },
  'wait.timeout': {
    default: 'requestTimeout',
    source:
      'packages/driver/src/cy/commands/waiting.ts: an alias waits requestTimeout for the request, then responseTimeout for the response',
  },
  'getAllCookies.timeout': {
    default: 'responseTimeout',
    source:
      "packages/driver/src/cy/commands/cookies.ts: timeout defaults to config('responseTimeout')",
  },
  'clearAllCookies.timeout': {
    default: 'responseTimeout',
    source:
      "packages/driver/src/cy/commands/cookies.ts: timeout defaults to config('responseTimeout')",
  },
  'go.timeout': {
    default: 'pageLoadTimeout',
    source:
      'packages/driver/src/cy/commands/navigation.ts: cy.go waits for the page load with pageLoadTimeout',
  },
  'request.timeout': {
    default: 'responseTimeout',
    source:
      'packages/driver/src/cy/commands/request.ts: the request timeout falls back to responseTimeout',
  },
  'screenshot.timeout': {
    default: 'responseTimeout',
    source:
      'packages/driver/src/cy/commands/screenshot.ts: screenshots are timed with responseTimeout',
  },
}

export interface Command {
  /** The command as called, from the page's title: `scrollIntoView`. */
  name: string
  group: CommandGroup
  /** Page path relative to the project root, with forward slashes. */
  page: string
}

const COMMAND_SLUG = /^\/api\/commands\/[^/]+$/

/**
 * Every command page, read from the docs: a page in one of the command
 * folders whose slug is `/api/commands/<name>` documents the command its
 * `title` names. Guides in those folders (actionability, the assertions
 * reference) have other slugs. Adding a command page is adding the file.
 */
export function listCommands(root: string): Command[] {
  return COMMAND_FOLDERS.flatMap((group) => {
    const dir = path.join(root, 'docs/api', group)
    if (!existsSync(dir)) return []
    return readdirSync(dir)
      .filter((file) => file.endsWith('.mdx'))
      .sort()
      .flatMap((file) => {
        const page = `docs/api/${group}/${file}`
        const fields =
          readFrontMatter(readFileSync(path.join(root, page), 'utf8'))
            ?.fields ?? {}
        if (!COMMAND_SLUG.test(fields.slug ?? '')) return []
        if (!fields.title) {
          throw new Error(
            `${page}: a command page needs a title: the command's name`,
          )
        }
        return [{ name: fields.title, group, page }]
      })
  })
}

/** How a command's call forms are written in messages: `.click()`. */
export function callName(name: string): string {
  return `.${name}()`
}

// ---------------------------------------------------------------------------
// Reading the types
// ---------------------------------------------------------------------------

export interface TypeOption {
  name: string
  /** Text of the `@default` JSDoc tag as written, or undefined if none. */
  default: string | undefined
}

export interface CommandTypes {
  /** Number of call signatures of the Chainable member. */
  signatures: number
  /** Whether any signature has a parameter named `options`. */
  hasOptions: boolean
  /** Options declared by the Cypress types, in declaration order. */
  options: Map<string, TypeOption>
  /**
   * Properties the options type also accepts but which Cypress does not
   * declare itself (e.g. the DOM event properties `.trigger()` passes on to
   * the event). A table may list them; it need not.
   */
  passThrough: Set<string>
}

export interface ChainableTypes {
  /** Path of the cypress types folder the options were read from. */
  typesDir: string
  /** Names of every member of `Cypress.Chainable` that can be called. */
  methods: Set<string>
  /** Options of each requested command that is a method of Chainable. */
  commands: Map<string, CommandTypes>
}

/** Text of the first `@default` tag of a declaration, if any. */
export function defaultTag(declaration: ts.Declaration): string | undefined {
  const tag = ts
    .getJSDocTags(declaration)
    .find((candidate) => candidate.tagName.text === 'default')
  if (!tag) return undefined
  return (ts.getTextOfJSDocComment(tag.comment) ?? '').trim()
}

function isInside(fileName: string, dir: string): boolean {
  const relative = path.relative(dir, fileName)
  return !relative.startsWith('..') && !path.isAbsolute(relative)
}

/** The `Cypress` namespace symbol, from the first file that declares it. */
function cypressNamespace(
  program: ts.Program,
  checker: ts.TypeChecker,
): ts.Symbol | undefined {
  for (const sourceFile of program.getSourceFiles()) {
    for (const statement of sourceFile.statements) {
      if (
        ts.isModuleDeclaration(statement) &&
        ts.isIdentifier(statement.name) &&
        statement.name.text === 'Cypress'
      ) {
        return checker.getSymbolAtLocation(statement.name)
      }
    }
  }
  return undefined
}

/**
 * Builds a TypeScript program over `cypress/types/index.d.ts` and reads, for
 * each named command, the properties of every signature parameter called
 * `options` with their `@default` tags. `Partial<...>`, intersections and
 * interfaces with `extends` are resolved by the type checker.
 */
export function readChainableTypes(
  typesEntry: string,
  commandNames: readonly string[],
): ChainableTypes {
  const typesDir = path.dirname(path.resolve(typesEntry))
  const program = ts.createProgram([path.resolve(typesEntry)], {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const namespace = cypressNamespace(program, checker)
  if (!namespace) {
    throw new Error(`No \`namespace Cypress\` in the program of ${typesEntry}`)
  }
  const chainable = checker
    .getExportsOfModule(namespace)
    .find((symbol) => symbol.name === 'Chainable')
  if (!chainable) {
    throw new Error(`No \`Cypress.Chainable\` in the program of ${typesEntry}`)
  }
  const chainableType = checker.getDeclaredTypeOfSymbol(chainable)

  const methods = new Set<string>()
  for (const member of checker.getPropertiesOfType(chainableType)) {
    const memberType = checker.getTypeOfSymbol(member)
    if (memberType.getCallSignatures().length > 0) methods.add(member.name)
  }

  const commands = new Map<string, CommandTypes>()
  for (const name of commandNames) {
    if (!methods.has(name)) continue
    const member = checker.getPropertyOfType(chainableType, name)
    if (!member) continue
    const signatures = checker.getTypeOfSymbol(member).getCallSignatures()
    const result: CommandTypes = {
      signatures: signatures.length,
      hasOptions: false,
      options: new Map(),
      passThrough: new Set(),
    }
    for (const signature of signatures) {
      for (const parameter of signature.getParameters()) {
        if (parameter.name !== 'options') continue
        result.hasOptions = true
        const type = checker.getNonNullableType(
          checker.getTypeOfSymbol(parameter),
        )
        const members = type.isUnion() ? type.types : [type]
        for (const memberType of members) {
          const apparent = checker.getApparentType(memberType)
          for (const property of checker.getPropertiesOfType(apparent)) {
            const declarations = property.declarations ?? []
            const fromCypress = declarations.some((declaration) =>
              isInside(declaration.getSourceFile().fileName, typesDir),
            )
            if (!fromCypress) {
              result.passThrough.add(property.name)
              continue
            }
            const previous = result.options.get(property.name)
            let value: string | undefined
            for (const declaration of declarations) {
              value ??= defaultTag(declaration)
            }
            if (!previous || (previous.default === undefined && value)) {
              result.options.set(property.name, {
                name: property.name,
                default: value,
              })
            }
          }
        }
      }
    }
    for (const option of result.options.keys()) {
      result.passThrough.delete(option)
    }
    commands.set(name, result)
  }
  return { typesDir, methods, commands }
}

// ---------------------------------------------------------------------------
// Parsing the pages
// ---------------------------------------------------------------------------

export interface TableRow {
  /** 1-based line of the row in the page. */
  line: number
  /** The option name, when the Option cell is a single code span. */
  option: string | undefined
  optionCell: string
  defaultCell: string
}

export interface OptionsTable {
  /** 1-based line of the header row. */
  line: number
  rows: TableRow[]
}

/**
 * The first table whose header is `Option | Default | Description`, as the
 * build's MDX parser reads the page (src/lib/mdx.mjs), and its rows.
 */
export function parseOptionsTable(markdown: string): OptionsTable | undefined {
  const table = mdxTables(markdown).find(
    ({ header }) => header.join('|') === 'Option|Default|Description',
  )
  if (!table) return undefined
  return {
    line: table.line,
    rows: table.rows.map(
      ({ line, cells: [optionCell = '', defaultCell = ''] }) => {
        const name = /^`([^`]+)`$/.exec(optionCell)
        return {
          line,
          option: name ? name[1].trim() : undefined,
          optionCell,
          defaultCell,
        }
      },
    ),
  }
}

/** Content of the first code span in a cell (any backtick run length). */
export function firstCodeSpan(cell: string): string | undefined {
  const match = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/.exec(cell)
  if (!match) return undefined
  const content = match[2]
  // CommonMark drops one space at each end when both ends have one.
  const padded = content.length > 2 && content.startsWith(' ')
  return padded && content.endsWith(' ') ? content.slice(1, -1) : content
}

/**
 * A default value in comparable form: a leading colon (`@default: false`),
 * surrounding backticks and surrounding quotes are dropped, so `'top'`,
 * `"top"` and `top` are equal.
 */
export function normalizeDefault(value: string): string {
  let text = value.trim().replace(/^:\s*/, '').trim()
  // JSDoc sometimes wraps a literal in braces: `@default {true}`.
  text = text.replace(/^\{([^{}@\s]+)\}$/, '$1')
  for (;;) {
    const quoted = /^(`+|'|")([\s\S]*)\1$/.exec(text)
    if (!quoted || text.length < 2) return text
    text = quoted[2].trim()
  }
}

/**
 * A `@default` that is prose or a link (`depends on context, null if outside
 * of within wrapper`, `{@link Timeoutable#timeout}`) rather than a value the
 * page can repeat verbatim.
 */
export function isDescriptiveDefault(value: string): boolean {
  const text = normalizeDefault(value)
  return /\s/.test(text) || /\{@link/.test(text)
}

export type DefaultCheck =
  | { kind: 'match' }
  | { kind: 'descriptive'; ok: boolean }
  | { kind: 'mismatch'; found: string | undefined }

/** Compares a table's Default cell with the types' `@default` text. */
export function compareDefault(
  typesDefault: string,
  defaultCell: string,
): DefaultCheck {
  if (isDescriptiveDefault(typesDefault)) {
    const text = defaultCell.trim()
    return { kind: 'descriptive', ok: text !== '' }
  }
  const span = firstCodeSpan(defaultCell)
  if (
    span !== undefined &&
    normalizeDefault(span) === normalizeDefault(typesDefault)
  ) {
    return { kind: 'match' }
  }
  return { kind: 'mismatch', found: span }
}

// ---------------------------------------------------------------------------
// Comparing
// ---------------------------------------------------------------------------

export interface PageCheck {
  /** The page has a table exactly when the types have options. */
  table: string[]
  /** Rows naming options the types lack. */
  extra: string[]
  /** Options of the types without a row. */
  missing: string[]
  /** Default cells that disagree with `@default`. */
  defaults: string[]
  /** Options of the types checked for a row. */
  optionsCompared: number
  /** Rows whose Default cell was compared with a literal `@default`. */
  defaultsCompared: number
  /** Whether the page has an options table. */
  hasTable: boolean
}

/** The value to write in the Default cell, as the types write it. */
function cellValue(typesDefault: string): string {
  return `\`${typesDefault.replace(/^:\s*/, '')}\``
}

/**
 * Compares one page with the types of its command. Every problem is a
 * sentence naming the page file (and line) and saying what to change.
 */
export function checkPage(
  command: Command,
  types: CommandTypes,
  markdown: string,
): PageCheck {
  const result: PageCheck = {
    table: [],
    extra: [],
    missing: [],
    defaults: [],
    optionsCompared: 0,
    defaultsCompared: 0,
    hasTable: false,
  }
  const call = callName(command.name)
  const table = parseOptionsTable(markdown)
  result.hasTable = table !== undefined

  if (!types.hasOptions) {
    if (table) {
      result.table.push(
        `${command.page}:${table.line}: ${call} takes no options argument in the types, so the page must not have an \`| Option | Default | Description |\` table; remove it (tables of anything else use other headers)`,
      )
    }
    return result
  }
  if (!table) {
    result.table.push(
      `${command.page}: ${call} takes an options argument, but the page has no \`| Option | Default | Description |\` table; add one under \`**options** _(Object)_\` in ### Arguments with a row for each of: ${[...types.options.keys()].join(', ')}`,
    )
    return result
  }

  const rows = new Map<string, TableRow>()
  for (const row of table.rows) {
    if (row.option === undefined) {
      result.table.push(
        `${command.page}:${row.line}: the Option cell \`${row.optionCell}\` must be the option name in a code span and nothing else`,
      )
      continue
    }
    if (rows.has(row.option)) {
      result.table.push(
        `${command.page}:${row.line}: \`${row.option}\` has a second row in the options table; keep one`,
      )
      continue
    }
    rows.set(row.option, row)
  }

  for (const [name, row] of rows) {
    if (types.options.has(name) || types.passThrough.has(name)) continue
    result.extra.push(
      `${command.page}:${row.line}: the options table lists \`${name}\`, which the options type of ${call} does not have; remove the row`,
    )
  }

  for (const option of types.options.values()) {
    result.optionsCompared++
    const row = rows.get(option.name)
    if (!row) {
      const value =
        option.default === undefined
          ? 'no @default in the types: describe what happens, or write —'
          : isDescriptiveDefault(option.default)
            ? `@default "${option.default}": paraphrase it`
            : `Default cell starting with ${cellValue(option.default)}`
      result.missing.push(
        `${command.page}:${table.line}: the options table has no row for \`${option.name}\` (${value}); add one`,
      )
      continue
    }
    if (option.default === undefined) {
      if (row.defaultCell.trim() === '') {
        result.defaults.push(
          `${command.page}:${row.line}: the Default cell of \`${option.name}\` is empty; the types give no @default, so say in words what happens, or write —`,
        )
      }
      continue
    }
    const runtime = RUNTIME_DEFAULTS[`${command.name}.${option.name}`]
    const check = compareDefault(
      runtime?.default ?? option.default,
      row.defaultCell,
    )
    if (check.kind === 'descriptive') {
      if (!check.ok) {
        result.defaults.push(
          `${command.page}:${row.line}: the Default cell of \`${option.name}\` is empty; paraphrase the types' @default "${option.default}"`,
        )
      }
      continue
    }
    result.defaultsCompared++
    if (check.kind === 'mismatch') {
      const found =
        check.found === undefined
          ? 'no code span'
          : `\`${check.found}\` as its first code span`
      result.defaults.push(
        `${command.page}:${row.line}: the Default cell of \`${option.name}\` has ${found}, but the types say @default ${option.default}; start the cell with ${cellValue(option.default)}`,
      )
    }
  }
  return result
}

export interface CommandReport {
  command: Command
  /** Undefined when the command is not a method of Cypress.Chainable. */
  types: CommandTypes | undefined
  /** Undefined when the page does not exist. */
  page: PageCheck | undefined
}

export interface ReferenceReport {
  commands: CommandReport[]
  pagesFound: number
  optionsCompared: number
  defaultsCompared: number
  mismatches: number
}

/** Problems of a page, all kinds together. */
export function pageProblems(check: PageCheck): string[] {
  return [...check.table, ...check.extra, ...check.missing, ...check.defaults]
}

/** Runs every comparison for the given commands. */
export function checkReference(
  root: string,
  commands: Command[],
  types: ChainableTypes,
  readPage: (file: string) => string | undefined = (file) =>
    existsSync(file) ? readFileSync(file, 'utf8') : undefined,
): ReferenceReport {
  const report: ReferenceReport = {
    commands: [],
    pagesFound: 0,
    optionsCompared: 0,
    defaultsCompared: 0,
    mismatches: 0,
  }
  for (const command of commands) {
    const commandTypes = types.commands.get(command.name)
    const markdown = readPage(path.join(root, command.page))
    if (markdown !== undefined) report.pagesFound++
    const page =
      commandTypes && markdown !== undefined
        ? checkPage(command, commandTypes, markdown)
        : undefined
    if (page) {
      report.optionsCompared += page.optionsCompared
      report.defaultsCompared += page.defaultsCompared
      report.mismatches += pageProblems(page).length
    }
    report.commands.push({ command, types: commandTypes, page })
  }
  return report
}

export function summary(report: ReferenceReport): string {
  const missingPages = report.commands.length - report.pagesFound
  const compared = report.commands.filter((item) => item.types).length
  return (
    `command reference: ${report.commands.length} command pages, ` +
    `${compared} commands of Cypress.Chainable compared` +
    (missingPages ? ` (${missingPages} pages missing)` : '') +
    `, ${report.optionsCompared} options compared, ` +
    `${report.defaultsCompared} defaults compared, ` +
    `${report.mismatches} mismatches`
  )
}
