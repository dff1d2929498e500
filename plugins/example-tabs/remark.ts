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

/** Where a directive stands, for error messages: `docs/a.mdx:12`. */
function where(file: VFile | undefined, line: number | undefined): string {
  const relative = file?.path
    ? file.path.replace(`${file.cwd}/`, '')
    : '(unknown file)'
  return `${relative}:${line ?? '?'}`
}

function onlyCodeBlock(
  directive: ContainerDirective,
  languages: readonly string[],
  file: VFile | undefined,
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
  file: VFile | undefined,
) {
  if (Object.keys(directive.attributes ?? {}).length > 0) {
    throw new Error(
      `${where(file, directive.position?.start.line)}: :::${directive.name} takes no attributes; it was given ${JSON.stringify(directive.attributes)}. A component testing config is written as the whole object, with its devServer.`,
    )
  }
}

async function configTabs(
  directive: ContainerDirective,
  file: VFile | undefined,
): Promise<RootContent> {
  refuseAttributes(directive, file)
  const code = onlyCodeBlock(directive, ['ts', 'typescript'], file)
  try {
    const { js, ts } = await configFiles(code.value)
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
  file: VFile | undefined,
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
    const replacement =
      directive.name === CONFIG_DIRECTIVE
        ? await configTabs(directive, file)
        : packageManagerTabs(directive, file)
    parent.children[parent.children.indexOf(directive)] = replacement
  }
}

export default remarkExampleTabs
