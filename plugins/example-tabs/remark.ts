import type { Code, Root, RootContent } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

import { ConfigExampleError, configFiles } from './configFiles.mjs'
import {
  packageManagerCommands,
  packageManagers,
} from './packageManagerCommands'

/**
 * Two directives that turn one code block into synced tabs at build time
 * (see ./README.md):
 *
 * - `:::cypress-config` holds one TypeScript block, the object passed to
 *   `defineConfig` or the body of `setupNodeEvents(on, config)`, and becomes
 *   `<ConfigFileTabs>` with the whole `cypress.config.js` and
 *   `cypress.config.ts`;
 * - `:::package-managers` holds one `npm` line and becomes
 *   `<PackageManagerTabs>` with the npm, yarn and pnpm forms.
 *
 * The generated blocks are ordinary code nodes, so the build highlights
 * them like any other fence.
 */

export const CONFIG_DIRECTIVE = 'cypress-config'
export const PACKAGE_MANAGERS_DIRECTIVE = 'package-managers'

/** The page a directive stands in: its path, and the site folder it is under. */
export type PageFile = Pick<VFile, 'path' | 'cwd'>

/** Where a directive stands, for error messages: `docs/a.mdx:12`. */
function where(file: PageFile | undefined, line: number | undefined): string {
  if (!file?.path) return `(unknown file):${line ?? '?'}`
  const relative =
    file.cwd && file.path.startsWith(`${file.cwd}/`)
      ? file.path.slice(file.cwd.length + 1)
      : file.path
  return `${relative}:${line ?? '?'}`
}

function onlyCodeBlock(
  directive: ContainerDirective,
  languages: readonly string[],
  file: PageFile | undefined,
): Code {
  const code = directive.children.filter(
    (child): child is Code => child.type === 'code',
  )
  const others = directive.children.filter((child) => child.type !== 'code')
  if (code.length !== 1 || others.length > 0) {
    throw new Error(
      `${where(file, directive.position?.start.line)}: :::${directive.name} holds exactly one code block and nothing else; found ${code.length} code block(s) and ${others.length} other node(s).`,
    )
  }
  if (!languages.includes(code[0].lang ?? '')) {
    throw new Error(
      `${where(file, code[0].position?.start.line)}: the code block in :::${directive.name} must be \`${languages.join('` or `')}\`, not \`${code[0].lang ?? 'plain'}\`.`,
    )
  }
  return code[0]
}

function tabs(name: string, blocks: Code[]): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: [],
    children: blocks,
  } as RootContent
}

function refuseAttributes(
  directive: ContainerDirective,
  file: PageFile | undefined,
) {
  if (Object.keys(directive.attributes ?? {}).length > 0) {
    throw new Error(
      `${where(file, directive.position?.start.line)}: :::${directive.name} takes no attributes; it was given ${JSON.stringify(directive.attributes)}. A component testing config is written as the whole object, with its devServer.`,
    )
  }
}

/**
 * Pages repeat examples, and the Markdown twins read every page again after
 * the build: each example's files are made once per process.
 */
const madeConfigFiles = new Map<string, ReturnType<typeof configFiles>>()
function configFilesOnce(example: string): ReturnType<typeof configFiles> {
  let made = madeConfigFiles.get(example)
  if (!made) {
    made = configFiles(example)
    madeConfigFiles.set(example, made)
  }
  return made
}

async function configTabs(
  directive: ContainerDirective,
  file: PageFile | undefined,
): Promise<RootContent> {
  refuseAttributes(directive, file)
  const code = onlyCodeBlock(directive, ['ts', 'typescript'], file)
  try {
    const { js, ts } = await configFilesOnce(code.value)
    return tabs('ConfigFileTabs', [
      { type: 'code', lang: 'js', meta: null, value: js.trimEnd() },
      { type: 'code', lang: 'ts', meta: null, value: ts.trimEnd() },
    ])
  } catch (error) {
    const line =
      (code.position?.start.line ?? 0) +
      1 +
      (error instanceof ConfigExampleError ? error.line : 0)
    throw new Error(`${where(file, line)}: ${(error as Error).message}`, {
      cause: error,
    })
  }
}

function packageManagerTabs(
  directive: ContainerDirective,
  file: PageFile | undefined,
): RootContent {
  refuseAttributes(directive, file)
  const code = onlyCodeBlock(directive, ['bash', 'sh', 'shell'], file)
  let commands
  try {
    commands = packageManagerCommands(code.value)
  } catch (error) {
    throw new Error(
      `${where(file, code.position?.start.line)}: ${(error as Error).message}`,
      { cause: error },
    )
  }
  return tabs(
    'PackageManagerTabs',
    packageManagers.map((manager) => ({
      type: 'code',
      lang: 'bash',
      meta: null,
      value: commands[manager],
    })),
  )
}

/**
 * The tab set a directive of this plugin stands for (`<ConfigFileTabs>` or
 * `<PackageManagerTabs>` with its code blocks), or undefined for any other
 * directive. The Markdown twins read directives through it, so a twin
 * writes the tabs the page shows.
 */
export async function exampleTabs(
  directive: ContainerDirective,
  file: PageFile | undefined,
): Promise<RootContent | undefined> {
  if (directive.name === CONFIG_DIRECTIVE) return configTabs(directive, file)
  if (directive.name === PACKAGE_MANAGERS_DIRECTIVE) {
    return packageManagerTabs(directive, file)
  }
  return undefined
}

const remarkExampleTabs: Plugin<[], Root> = () => async (tree, file) => {
  const found: Array<{
    directive: ContainerDirective
    parent: { children: RootContent[] }
  }> = []
  visit(tree, 'containerDirective', (node, _index, parent) => {
    if (
      parent &&
      (node.name === CONFIG_DIRECTIVE ||
        node.name === PACKAGE_MANAGERS_DIRECTIVE)
    ) {
      found.push({
        directive: node,
        parent: parent as { children: RootContent[] },
      })
    }
  })
  for (const { directive, parent } of found) {
    const replacement = await exampleTabs(directive, file)
    if (replacement) {
      parent.children[parent.children.indexOf(directive)] = replacement
    }
  }
}

export default remarkExampleTabs
