// Reads an MDX page the way the site's build does: the same parser (remark
// with MDX) and the same syntax extensions Docusaurus' MDX loader enables
// (front matter, directives, GFM tables, HTML comments). Scripts and checks
// that need a page's code blocks, directives or tables read it here instead
// of scanning its lines with rules of their own. Plain JavaScript so that
// Node.js runs the scripts without a TypeScript loader.
import remarkComment from '@slorber/remark-comment'
import yaml from 'js-yaml'
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

/**
 * @typedef {object} FrontMatter
 * @property {Record<string, string>} fields The top-level keys whose values
 *   are strings, numbers or booleans, as strings.
 * @property {number} lineCount Lines the front matter takes, fences included.
 */

/**
 * The page's front matter, read as Docusaurus reads it: a YAML block
 * between `---` lines at the very top of the file. Throws, naming the
 * problem, when the YAML does not parse; undefined when there is none.
 * @param {string} source
 * @returns {FrontMatter | undefined}
 */
export function readFrontMatter(source) {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(
    source,
  )
  if (!match) return undefined
  const data = yaml.load(match[1]) ?? {}
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('the front matter is not a map of keys to values')
  }
  /** @type {Record<string, string>} */
  const fields = {}
  for (const [key, value] of Object.entries(data)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = String(value)
    }
  }
  return { fields, lineCount: match[0].trimEnd().split('\n').length }
}

/**
 * @typedef {object} MdxTableRow
 * @property {number} line 1-based line of the row.
 * @property {string[]} cells Each cell's Markdown as written, trimmed, with
 *   `\|` unescaped.
 */

/**
 * @typedef {object} MdxTable
 * @property {number} line 1-based line of the header row.
 * @property {string[]} header The header cells.
 * @property {MdxTableRow[]} rows The body rows.
 */

/**
 * Every GFM table of a page, in order, outside code blocks.
 * @param {string} source
 * @returns {MdxTable[]}
 */
export function mdxTables(source) {
  /** @param {import('mdast').TableRow} row */
  const cells = (row) =>
    row.children.map((cell) =>
      source
        .slice(cell.position?.start.offset, cell.position?.end.offset)
        .trim()
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .trim()
        .replace(/\\\|/g, '|'),
    )
  /** @type {MdxTable[]} */
  const tables = []
  visitParents(parseMdx(source), 'table', (node) => {
    const [header, ...body] = node.children
    tables.push({
      line: node.position?.start.line ?? 0,
      header: cells(header),
      rows: body.map((row) => ({
        line: row.position?.start.line ?? 0,
        cells: cells(row),
      })),
    })
  })
  return tables
}
