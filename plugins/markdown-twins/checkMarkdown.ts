import type { Root } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'

/**
 * Read as a Markdown tool reads it (CommonMark with GFM and front matter,
 * not MDX): whatever the twin should not contain.
 */
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter)

const ESM_LINE =
  /^(?:import\s+(?:[\w*{][^\n]*?\sfrom\s*)?['"]|export\s+(?:default\b|const\b|let\b|var\b|function\b|class\b|\{))/

/** A URL a reader of the file alone can follow. */
export function isAbsoluteUrl(url: string): boolean {
  return /^(?:https?:\/\/|mailto:)/i.test(url)
}

/**
 * What is wrong with a Markdown twin, one message per problem with its
 * line: JSX or HTML left in it, an `import` or `export` statement, a left
 * over `:::` directive, or a link or image that is not an absolute URL (a
 * relative `.mdx` path, a site path, a bare `#anchor`). Empty when the twin
 * is clean. Code blocks and code spans are not looked into.
 */
export function markdownProblems(markdown: string): string[] {
  const problems: string[] = []
  const tree = parser.parse(markdown) as Root
  const at = (node: { position?: { start: { line: number } } }) =>
    `line ${node.position?.start.line ?? '?'}`
  visit(tree, (node) => {
    switch (node.type) {
      case 'html':
        problems.push(
          `${at(node)}: JSX or HTML is left: ${node.value.split('\n')[0].slice(0, 60)}`,
        )
        break
      case 'paragraph': {
        const start = node.position?.start.offset
        const end = node.position?.end.offset
        const source = markdown.slice(start, end)
        if (ESM_LINE.test(source)) {
          problems.push(
            `${at(node)}: an import or export statement is left: ${source.split('\n')[0]}`,
          )
        } else if (/^:{2,}[a-z]/.test(source)) {
          problems.push(
            `${at(node)}: a directive is left: ${source.split('\n')[0]}`,
          )
        }
        break
      }
      case 'link':
      case 'image':
      case 'definition':
        if (!isAbsoluteUrl(node.url)) {
          problems.push(
            `${at(node)}: the ${node.type} ${node.url} is not an absolute URL (an unresolved relative link)`,
          )
        }
        break
    }
  })
  return problems
}
