import type { Root, RootContent } from 'mdast'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'

/**
 * Imports a component into the pages that use it, instead of registering it
 * in the MDX components map: a component in that map is bundled with every
 * doc page, one imported by the page only with the pages that use it. The
 * writer still writes `<CommandLog rows={...} />` with no import; this
 * plugin adds `import CommandLog from '@site/src/components/CommandLog'` to
 * the page's module when the page uses it. See ./README.md.
 */
export interface ComponentImportsOptions {
  /** Component name to the module that exports it as default. */
  components: Record<string, string>
}

/** The ESM import node MDX compiles, with the estree it reads. */
function importNode(name: string, source: string): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}'`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportDefaultSpecifier',
                local: { type: 'Identifier', name },
              },
            ],
            source: {
              type: 'Literal',
              value: source,
              raw: JSON.stringify(source),
            },
          },
        ],
      },
    },
  } as unknown as RootContent
}

const remarkComponentImports: Plugin<[ComponentImportsOptions], Root> = ({
  components,
}) => {
  return (tree) => {
    const used = new Set<string>()
    const imported = new Set<string>()
    visit(tree, (node) => {
      if (
        (node.type === 'mdxJsxFlowElement' ||
          node.type === 'mdxJsxTextElement') &&
        node.name &&
        node.name in components
      ) {
        used.add(node.name)
      }
      if (node.type === 'mdxjsEsm') {
        for (const name of Object.keys(components)) {
          if (new RegExp(`\\bimport\\s+${name}\\b`).test(node.value)) {
            imported.add(name)
          }
        }
      }
    })
    const imports = [...used]
      .filter((name) => !imported.has(name))
      .sort()
      .map((name) => importNode(name, components[name]))
    tree.children.unshift(...imports)
  }
}

export default remarkComponentImports
