/**
 * What the Cypress API pages must cover, read from the `cypress` types: the
 * public members of the global `Cypress` object, the events `on()` takes in
 * `setupNodeEvents` (`PluginEvents`), and the app events `Cypress.on()` and
 * `cy.on()` take (`Actions`). A member or event is documented when a page
 * under docs/api/{cypress-api,plugins,utilities} names it in its title or in
 * a heading, in a code span or as text: `Cypress.config`, `` `Cypress.Commands.add` ``,
 * `` `before:browser:launch` ``.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

import { readFrontMatter } from '../../src/lib/mdx.mjs'
import { isInternal } from './referenceTables'

export const API_FOLDERS = ['cypress-api', 'plugins', 'utilities'] as const

/**
 * Members of `Cypress` that the types describe as Cypress' own machinery
 * without a tag; they get no page.
 */
export const JUDGED_INTERNAL: Readonly<Record<string, string>> = {
  automation: 'documented as "Fire automation:request event for internal use"',
  backend: 'documented as "Promise wrapper for certain internal tasks"',
  LocalStorage: 'documented as "Internal class for LocalStorage management"',
}

export interface ApiSurface {
  /** Public members of the `Cypress` object. */
  members: string[]
  /** Events of `on()` in `setupNodeEvents`. */
  pluginEvents: string[]
  /** App events of `Cypress.on()` / `cy.on()`. */
  appEvents: string[]
}

/** The first parameter's string literal of each call signature. */
function actionNames(
  checker: ts.TypeChecker,
  declaration: ts.InterfaceDeclaration,
): string[] {
  const names: string[] = []
  for (const member of declaration.members) {
    if (!ts.isCallSignatureDeclaration(member) || isInternal(member)) continue
    const first = member.parameters[0]?.type
    if (
      first &&
      ts.isLiteralTypeNode(first) &&
      ts.isStringLiteral(first.literal)
    ) {
      names.push(first.literal.text)
    }
  }
  return [...new Set(names)]
}

export function readApiSurface(cypressTypes: string): ApiSurface {
  const program = ts.createProgram([cypressTypes], {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    noEmit: true,
    skipLibCheck: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(cypressTypes)
  if (!source) throw new Error(`cannot read ${cypressTypes}`)
  const surface: ApiSurface = { members: [], pluginEvents: [], appEvents: [] }
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node)) {
      const name = node.name.text
      const inCypressNamespace =
        ts.isModuleBlock(node.parent) &&
        ts.isModuleDeclaration(node.parent.parent) &&
        node.parent.parent.name.getText() === 'Cypress'
      if (inCypressNamespace && name === 'Cypress') {
        for (const member of node.members) {
          if (!member.name || isInternal(member)) continue
          surface.members.push(member.name.getText())
        }
      }
      if (inCypressNamespace && name === 'PluginEvents') {
        surface.pluginEvents.push(...actionNames(checker, node))
      }
      if (inCypressNamespace && name === 'Actions') {
        surface.appEvents.push(...actionNames(checker, node))
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  surface.members = [...new Set(surface.members)]
  return surface
}

/** Titles and headings of every page in the API folders, with its file. */
export function apiHeadings(
  root: string,
): Array<{ page: string; text: string }> {
  return API_FOLDERS.flatMap((folder) => {
    const dir = path.join(root, 'docs/api', folder)
    let files: string[]
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.mdx'))
    } catch {
      return []
    }
    return files.flatMap((file) => {
      const page = `docs/api/${folder}/${file}`
      const source = readFileSync(path.join(root, page), 'utf8')
      const title = readFrontMatter(source)?.fields.title ?? ''
      const headings = [...source.matchAll(/^#{2,4} (.+)$/gm)].map(
        ([, text]) => text,
      )
      return [title, ...headings].map((text) => ({ page, text }))
    })
  })
}

/** Whether some heading names `name` (as `Cypress.name`, or an event name). */
export function documentedIn(
  headings: Array<{ page: string; text: string }>,
  name: string,
  prefix = '',
): string | undefined {
  const wanted = `${prefix}${name}`
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')
  const pattern = new RegExp(`(^|[\\s\`'"(])${escaped}($|[\\s\`'"().,:])`)
  return headings.find(({ text }) => pattern.test(text))?.page
}
