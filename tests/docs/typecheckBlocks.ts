/**
 * Type-checks documentation code blocks against the `cypress` type
 * definitions. Each block becomes its own in-memory module, so names never
 * clash between blocks, and one TypeScript program checks them all at once.
 * A support-file block that declares its own `cy.mount()` (as each
 * component-testing framework's support file does, with its own type) is
 * checked in a program of its own, without the `mount` every other sample
 * may use: global declarations would otherwise clash across blocks.
 */
import path from 'node:path'
import ts from 'typescript'

import type { CheckedLanguage } from '../../scripts/docSamples.mjs'

export interface BlockSource {
  /** Page the block comes from, relative to the project root. */
  file: string
  /** 1-based line of the opening fence in that page. */
  line: number
  lang: CheckedLanguage
  code: string
  /**
   * For code the build generates from a block (a `:::cypress-config`
   * example): the 1-based page line of a 0-based line of `code`, and the
   * name of the generated file, which starts each message.
   */
  generated?: { file: string; pageLine: (line: number) => number }
}

export interface BlockDiagnostic {
  file: string
  /** 1-based line in the page, not in the block. */
  line: number
  message: string
}

const projectRoot = path.resolve(__dirname, '../..')
const virtualRoot = path.join(projectRoot, '.docs-check')
const ambientFile = path.join(__dirname, 'ambient.d.ts')
const ambientWithoutMountFile = path.join(
  __dirname,
  'ambient-without-mount.d.ts',
)

/** A block that adds `mount` to `Cypress.Chainable` itself. */
export function declaresOwnMount(code: string): boolean {
  return /\bdeclare\s+global\b[\s\S]*\bmount\s*[:(<]/.test(code)
}
/**
 * Relative imports in a sample (`./LoginForm`, `../support/selectors`) stand
 * for the reader's own application code. TypeScript types what they import as
 * `any` when it cannot find them; these are the codes of that "cannot find
 * module" report (and of its side-effect form, `import './commands'`), which
 * the check leaves out for relative paths only.
 */
const MISSING_MODULE_CODES = new Set([2307, 2792, 2882])
const RELATIVE_SPECIFIER =
  /^Cannot find module (?:or type declarations for side-effect import of )?'\.\.?\//

export const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  // JavaScript samples cannot annotate their parameters, and a reader's
  // editor does not flag them either.
  noImplicitAny: false,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  types: ['cypress', 'node'],
  typeRoots: [
    path.join(projectRoot, 'node_modules/@types'),
    path.join(projectRoot, 'node_modules'),
  ],
}

function blockFileName(block: BlockSource, index: number): string {
  const safe = block.file.replace(/[^\w.-]+/g, '_')
  return path.join(
    virtualRoot,
    `${safe}__${index}_L${block.line}.${block.lang}`,
  )
}

/**
 * A sample with no import or export is a script; make it a module so that two
 * samples may both declare `const user`.
 */
function asModule(code: string): string {
  return /^\s*(import|export)\s/m.test(code) ? code : `${code}\nexport {}\n`
}

/**
 * The library and package declaration files every program reads (the
 * TypeScript libraries, the cypress and node types: about 200 files),
 * parsed and bound once and shared by the programs of one run, as a language
 * service's document registry shares them. All programs use the same
 * compiler options, so a file parses and binds the same in each. Without it
 * each support-file program parsed them again: 1.1-2.1 s of CPU each, against
 * 0.03-0.3 s now (`oldProgram` reuses nothing when the root files differ).
 */
const librarySourceFiles = new Map<string, ts.SourceFile>()

export function typecheckBlocks(blocks: BlockSource[]): BlockDiagnostic[] {
  const shared: [BlockSource, number][] = []
  const own: [BlockSource, number][] = []
  blocks.forEach((block, index) =>
    (declaresOwnMount(block.code) ? own : shared).push([block, index]),
  )
  let previous: ts.Program | undefined
  const check = (group: [BlockSource, number][], ambient: string) => {
    const result = checkProgram(group, ambient, previous)
    previous = result.program
    return result.diagnostics
  }
  return [
    ...check(shared, ambientFile),
    ...own.flatMap((entry) => check([entry], ambientWithoutMountFile)),
  ]
}

function checkProgram(
  blocks: [BlockSource, number][],
  ambient: string,
  oldProgram: ts.Program | undefined,
): { program: ts.Program; diagnostics: BlockDiagnostic[] } {
  const virtualFiles = new Map<string, { block: BlockSource; text: string }>()
  for (const [block, index] of blocks) {
    virtualFiles.set(blockFileName(block, index), {
      block,
      text: asModule(block.code),
    })
  }

  const host = ts.createCompilerHost(compilerOptions, true)
  const readFile = host.readFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  const getSourceFile = host.getSourceFile.bind(host)

  host.fileExists = (fileName) =>
    virtualFiles.has(fileName) || fileExists(fileName)
  host.readFile = (fileName) =>
    virtualFiles.get(fileName)?.text ?? readFile(fileName)
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const virtual = virtualFiles.get(fileName)
    if (virtual) {
      return ts.createSourceFile(fileName, virtual.text, languageVersion, true)
    }
    const key = `${fileName}|${JSON.stringify(languageVersion)}`
    const cached = librarySourceFiles.get(key)
    if (cached) return cached
    const file = getSourceFile(fileName, languageVersion, onError, shouldCreate)
    if (file) librarySourceFiles.set(key, file)
    return file
  }
  const program = ts.createProgram({
    rootNames: [ambient, ...virtualFiles.keys()],
    options: compilerOptions,
    host,
    oldProgram,
  })

  const diagnostics = [
    ...program.getGlobalDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ].filter(
    (diagnostic) =>
      !(
        MISSING_MODULE_CODES.has(diagnostic.code) &&
        RELATIVE_SPECIFIER.test(
          ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        )
      ),
  )

  return {
    program,
    diagnostics: diagnostics.map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(
        diagnostic.messageText,
        '\n',
      )
      const virtual = diagnostic.file
        ? virtualFiles.get(diagnostic.file.fileName)
        : undefined
      if (!virtual || !diagnostic.file || diagnostic.start === undefined) {
        return {
          file: diagnostic.file?.fileName ?? '(compiler)',
          line: 0,
          message,
        }
      }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(
        diagnostic.start,
      )
      const { generated } = virtual.block
      if (generated) {
        return {
          file: virtual.block.file,
          line: generated.pageLine(line),
          message: `in the generated ${generated.file}: ${message}`,
        }
      }
      // The block's first line sits one line below its opening fence.
      return {
        file: virtual.block.file,
        line: virtual.block.line + 1 + line,
        message,
      }
    }),
  }
}
