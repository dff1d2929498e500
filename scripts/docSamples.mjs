// The code samples of the docs: finding them in MDX pages and formatting them
// with the project's prettier settings. One module for both the docs check
// (tests/docs) and `npm run format:docs`, so the two always agree on what a
// sample is. Plain JavaScript so that Node.js runs the script without a
// TypeScript loader; the JSDoc types reach the TypeScript callers.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'

/** @typedef {'js' | 'jsx' | 'ts' | 'tsx'} CheckedLanguage */

/**
 * @typedef {object} CodeBlock
 * @property {string} lang The fence's language word, lower-cased.
 * @property {string} meta Everything after the language word on the fence.
 * @property {string} code The block's text, dedented by the fence's indent.
 * @property {string} indent The indentation of the opening fence.
 * @property {number} line 1-based line of the opening fence.
 * @property {number} endLine 1-based line of the closing fence.
 */

/** @type {Record<string, CheckedLanguage>} */
const LANGUAGE_ALIASES = {
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
}

/** @type {Record<CheckedLanguage, string>} */
const PRETTIER_PARSERS = {
  js: 'babel',
  jsx: 'babel',
  ts: 'typescript',
  tsx: 'typescript',
}

/**
 * The meta word that marks a block as deliberately wrong ("incorrect usage"):
 * it is still formatted, but not type-checked.
 */
export const INCORRECT_META_WORD = 'incorrect'

/**
 * The meta word of a Syntax block: a list of call forms such as
 * `.click(options)`, which is neither a program nor formattable.
 */
export const SYNTAX_META_WORD = 'syntax'

/**
 * @param {string} lang
 * @returns {CheckedLanguage | undefined}
 */
export function checkedLanguage(lang) {
  return LANGUAGE_ALIASES[lang.toLowerCase()]
}

/** @param {string} meta */
function metaWords(meta) {
  return meta.replace(/"[^"]*"|'[^']*'|\{[^}]*\}/g, ' ').split(/\s+/)
}

/** @param {string} meta */
export function isMarkedIncorrect(meta) {
  return metaWords(meta).includes(INCORRECT_META_WORD)
}

/** @param {string} meta */
export function isSyntaxList(meta) {
  return metaWords(meta).includes(SYNTAX_META_WORD)
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/

/**
 * Every fenced code block of a page, in order.
 * @param {string} source
 * @returns {CodeBlock[]}
 */
export function extractCodeBlocks(source) {
  const lines = source.split('\n')
  /** @type {CodeBlock[]} */
  const blocks = []
  let index = 0
  while (index < lines.length) {
    const open = FENCE.exec(lines[index])
    if (!open) {
      index += 1
      continue
    }
    const [, indent, fence, lang, meta] = open
    const closing = fence[0] === '`' ? /`/g : /~/g
    const body = []
    let end = index + 1
    while (end < lines.length) {
      const trimmed = lines[end].trim()
      if (trimmed.startsWith(fence) && trimmed.replace(closing, '') === '') {
        break
      }
      body.push(
        lines[end].startsWith(indent)
          ? lines[end].slice(indent.length)
          : lines[end],
      )
      end += 1
    }
    blocks.push({
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      code: body.join('\n'),
      indent,
      line: index + 1,
      endLine: end + 1,
    })
    index = end + 1
  }
  return blocks
}

/**
 * The JS/TS samples the docs check covers: checked languages, Syntax lists
 * left out.
 * @param {string} source
 */
export function checkedSamples(source) {
  return extractCodeBlocks(source).flatMap((block) => {
    const lang = checkedLanguage(block.lang)
    return lang && !isSyntaxList(block.meta) ? [{ ...block, lang }] : []
  })
}

/**
 * A sample formatted with the project's prettier settings, ending in one
 * newline. Throws when the sample does not parse.
 * @param {string} code
 * @param {CheckedLanguage} lang
 */
export async function formatSample(code, lang) {
  const options = (await prettier.resolveConfig('sample.ts')) ?? {}
  return prettier.format(code.trimEnd() + '\n', {
    ...options,
    parser: PRETTIER_PARSERS[lang],
  })
}

/**
 * Every .md and .mdx file under a folder (or the file itself).
 * @param {string} target
 * @returns {string[]}
 */
export function listDocPages(target) {
  if (/\.mdx?$/.test(target)) return [target]
  return readdirSync(target, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(target, entry.name)
    if (entry.isDirectory()) return listDocPages(full)
    return /\.mdx?$/.test(entry.name) ? [full] : []
  })
}
