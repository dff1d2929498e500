// Reads an MDX page the way the site's build does: the same parser (remark
// with MDX) and the same syntax extensions Docusaurus' MDX loader enables
// (front matter, directives, GFM tables, HTML comments). Scripts and checks
// that need a page's code blocks, directives or tables read it here instead
// of scanning its lines with rules of their own. Plain JavaScript so that
// Node.js runs the scripts without a TypeScript loader.
import remarkComment from '@slorber/remark-comment'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visitParents } from 'unist-util-visit-parents'

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkComment)

/** @type {Map<string, import('mdast').Root>} */
const parsed = new Map()

/**
 * The page's syntax tree (mdast), with positions. A check that reads a page
 * several times parses it once; treat the tree as read-only.
 * @param {string} source
 * @returns {import('mdast').Root}
 */
export function parseMdx(source) {
  let tree = parsed.get(source)
  if (!tree) {
    tree = parser.parse(source)
    parsed.set(source, tree)
  }
  return tree
}

/**
 * @typedef {object} MdxCodeBlock
 * @property {string} lang The fence's language word, lower-cased.
 * @property {string} meta Everything after the language word on the fence.
 * @property {string} code The block's text, dedented by the fence's indent.
 * @property {string} indent The indentation of the opening fence.
 * @property {number} line 1-based line of the opening fence.
 * @property {number} endLine 1-based line of the closing fence.
 * @property {string | undefined} directive The name of the container
 *   directive (`:::name`) the block sits in, if any.
 */

/**
 * Every fenced code block of a page, in order.
 * @param {string} source
 * @returns {MdxCodeBlock[]}
 */
export function mdxCodeBlocks(source) {
  /** @type {MdxCodeBlock[]} */
  const blocks = []
  visitParents(parseMdx(source), 'code', (node, ancestors) => {
    const start = node.position?.start ?? { line: 0, column: 1 }
    const container = ancestors.findLast(
      (ancestor) => ancestor.type === 'containerDirective',
    )
    blocks.push({
      lang: (node.lang ?? '').toLowerCase(),
      meta: (node.meta ?? '').trim(),
      code: node.value,
      indent: ' '.repeat(start.column - 1),
      line: start.line,
      endLine: node.position?.end.line ?? start.line,
      directive:
        container && 'name' in container ? String(container.name) : undefined,
    })
  })
  return blocks
}
