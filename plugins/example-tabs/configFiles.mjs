import * as prettier from 'prettier'
import ts from 'typescript'

/**
 * One `cypress.config` example, written once in TypeScript, as the two files
 * a reader may have: `cypress.config.ts` and `cypress.config.js`.
 *
 * The writer gives either the object passed to `defineConfig`, or the body
 * of the end-to-end `setupNodeEvents(on, config)`, optionally preceded by
 * import lines. (A component config needs its `devServer`, so it is written
 * as the whole object.) See ./README.md.
 */

/**
 * @typedef {object} ConfigExample
 * @property {string} imports The import statements the writer put first.
 * @property {string} body The object literal, or the body of `setupNodeEvents`.
 * @property {'config' | 'setupNodeEvents'} kind
 * @property {number} bodyLine 0-based line in the writer's block where `body` starts.
 */

/** Thrown for input the directive cannot turn into a config file. */
export class ConfigExampleError extends Error {
  /**
   * @param {string} message
   * @param {number} line 0-based line in the writer's block.
   */
  constructor(message, line = 0) {
    super(message)
    this.name = 'ConfigExampleError'
    this.line = line
  }
}

const LEADING_IMPORT =
  /^(?:\s*\n)*import\s(?:[^'";]*?\sfrom\s*)?['"][^'"]+['"][ \t]*;?[ \t]*(?:\n|$)/

/** Splits the writer's block into its leading imports and the rest. */
/**
 * @param {string} code
 * @returns {ConfigExample}
 */
export function parseExample(code) {
  let rest = code.replace(/\r\n/g, '\n')
  let imports = ''
  for (let match = LEADING_IMPORT.exec(rest); match;) {
    imports += match[0]
    rest = rest.slice(match[0].length)
    match = LEADING_IMPORT.exec(rest)
  }
  const leadingBlank = /^(?:[ \t]*\n)*/.exec(rest)?.[0] ?? ''
  const body = rest.slice(leadingBlank.length).trimEnd()
  if (!body) {
    throw new ConfigExampleError(
      'a cypress-config example needs the object passed to defineConfig, or the body of setupNodeEvents(on, config), after its imports',
    )
  }
  const bodyLine =
    (imports.match(/\n/g)?.length ?? 0) +
    (leadingBlank.match(/\n/g)?.length ?? 0)
  return {
    imports: imports.trim(),
    body,
    kind: body.startsWith('{') ? 'config' : 'setupNodeEvents',
    bodyLine,
  }
}

/** @param {string} text @param {string} by */
function indent(text, by) {
  return text
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n')
}

/**
 * The `cypress.config.ts` source before formatting. `bodyOffset` is the
 * 0-based line where the writer's body starts in it, so a type error can
 * be traced back to the page.
 */
/**
 * @param {ConfigExample} example
 * @returns {{ source: string, bodyOffset: number }}
 */
export function configSource(example) {
  const importsDefineConfig =
    /\bimport\s*\{[^}]*\bdefineConfig\b[^}]*\}\s*from\s*['"]cypress['"]/.test(
      example.imports,
    )
  const head = [
    ...(importsDefineConfig ? [] : ["import { defineConfig } from 'cypress'"]),
    ...(example.imports ? [example.imports] : []),
    '',
  ].join('\n')
  const headLines = head.split('\n').length
  if (example.kind === 'config') {
    return {
      source: `${head}\nexport default defineConfig(${example.body})\n`,
      bodyOffset: headLines,
    }
  }
  const source = [
    head,
    'export default defineConfig({',
    '  e2e: {',
    '    setupNodeEvents(on, config) {',
    indent(example.body, '      '),
    '    },',
    '  },',
    '})',
    '',
  ].join('\n')
  return { source, bodyOffset: headLines + 3 }
}

/** @param {string} code @param {'typescript' | 'babel'} parser */
async function format(code, parser) {
  const options = (await prettier.resolveConfig('cypress.config.ts')) ?? {}
  return prettier.format(code, { ...options, parser })
}

/** Blank lines survive TypeScript's emit as this comment, then return. */
const BLANK_LINE_MARK = '/*__blank_line__*/'

/** `cypress.config.ts` as JavaScript: types stripped, still an ES module. */
/** @param {string} tsSource */
function stripTypes(tsSource) {
  const marked = tsSource
    .split('\n')
    .map((line) => (line.trim() === '' ? BLANK_LINE_MARK : line))
    .join('\n')
  const { outputText, diagnostics } = ts.transpileModule(marked, {
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      removeComments: false,
      verbatimModuleSyntax: false,
    },
  })
  const problem = diagnostics?.[0]
  if (problem) {
    throw new ConfigExampleError(
      ts.flattenDiagnosticMessageText(problem.messageText, '\n'),
    )
  }
  return outputText
}

/**
 * @param {import('typescript').ImportDeclaration} declaration
 * @param {import('typescript').SourceFile} source
 */
function requireFor(declaration, source) {
  const specifier = declaration.moduleSpecifier.getText(source)
  const clause = declaration.importClause
  if (!clause) return `require(${specifier})`
  const { name, namedBindings } = clause
  if (name && namedBindings) {
    throw new ConfigExampleError(
      `import a default and named bindings from ${specifier} in two import lines, so each becomes one require`,
    )
  }
  if (name) return `const ${name.text} = require(${specifier})`
  if (namedBindings && ts.isNamespaceImport(namedBindings)) {
    return `const ${namedBindings.name.text} = require(${specifier})`
  }
  const names = /** @type {import('typescript').NamedImports} */ (
    namedBindings
  ).elements.map((element) =>
    element.propertyName
      ? `${element.propertyName.getText(source)}: ${element.name.text}`
      : element.name.text,
  )
  return `const { ${names.join(', ')} } = require(${specifier})`
}

/** ES module syntax to CommonJS: `import` to `require`, `export default` to `module.exports`. */
/** @param {string} esm */
export function toCommonJs(esm) {
  const source = ts.createSourceFile(
    'cypress.config.js',
    esm,
    ts.ScriptTarget.Latest,
    true,
  )
  /** @type {Array<{ start: number, end: number, text: string }>} */
  const edits = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      edits.push({
        start: statement.getStart(source),
        end: statement.getEnd(),
        text: requireFor(statement, source),
      })
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      edits.push({
        start: statement.getStart(source),
        end: statement.expression.getStart(source),
        text: 'module.exports = ',
      })
    }
  }
  let output = esm
  for (const edit of edits.reverse()) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end)
  }
  return output
}

/**
 * 0-based line of a generated file where the writer's body begins, so a
 * problem found in the file can be traced back to the page.
 * @param {string} file
 * @param {ConfigExample['kind']} kind
 */
function bodyStart(file, kind) {
  const lines = file.split('\n')
  if (kind === 'setupNodeEvents') {
    return lines.indexOf('    setupNodeEvents(on, config) {') + 1
  }
  return lines.findIndex((line) =>
    / = defineConfig\(|^export default defineConfig\(/.test(line),
  )
}

/**
 * @typedef {object} ConfigFiles
 * @property {string} ts
 * @property {string} js
 * @property {(file: 'ts' | 'js', line: number) => number} sourceLine Maps a
 *   0-based line of a generated file to the 0-based line of the writer's
 *   block it comes from (imports and wrapper lines map to the body's first).
 */

/**
 * Both config files for one example, formatted like the project.
 * @param {string} code
 * @returns {Promise<ConfigFiles>}
 */
export async function configFiles(code) {
  const example = parseExample(code)
  const { source } = configSource(example)
  let tsFile
  try {
    tsFile = await format(source, 'typescript')
  } catch (error) {
    throw new ConfigExampleError(
      `cypress.config.ts does not parse: ${/** @type {Error} */ (error).message.split('\n')[0]}`,
      example.bodyLine,
    )
  }
  const js = toCommonJs(stripTypes(tsFile))
  const jsFile = (await format(js, 'babel'))
    .split('\n')
    .map((line) => (line.trim() === BLANK_LINE_MARK ? '' : line))
    .join('\n')
  const files = { ts: tsFile, js: await format(jsFile, 'babel') }
  const starts = {
    ts: bodyStart(files.ts, example.kind),
    js: bodyStart(files.js, example.kind),
  }
  const bodyLines = example.body.split('\n').length
  return {
    ...files,
    sourceLine: (file, line) =>
      example.bodyLine +
      Math.min(Math.max(line - starts[file], 0), bodyLines - 1),
  }
}

/**
 * The writer's block formatted as it stands inside the generated
 * `cypress.config.ts`, so the page's source and the file a reader sees
 * break their lines alike. `npm run format:docs` writes it; the docs check
 * requires it.
 * @param {string} code
 */
export async function formatExample(code) {
  const example = parseExample(code)
  const { source } = configSource(example)
  const lines = (await format(source, 'typescript')).trimEnd().split('\n')
  const start = lines.findIndex((line) =>
    line.startsWith('export default defineConfig('),
  )
  // The first line is the defineConfig import, unless the writer wrote it.
  const added = !/\bdefineConfig\b/.test(example.imports)
  const imports = lines
    .slice(added ? 1 : 0, start)
    .join('\n')
    .trim()
  let body
  if (example.kind === 'config') {
    const file = lines.slice(start).join('\n')
    body = file.slice('export default defineConfig('.length, -')'.length)
  } else {
    const open = lines.indexOf('    setupNodeEvents(on, config) {')
    const close = lines.lastIndexOf('    },')
    body = lines
      .slice(open + 1, close)
      .map((line) => line.slice(Math.min(6, line.search(/\S|$/))))
      .join('\n')
  }
  return `${imports ? `${imports}\n\n` : ''}${body}\n`
}
