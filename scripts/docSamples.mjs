// The code samples of the docs: finding them in MDX pages and formatting them
// with the project's prettier settings. One module for both the docs check
// (tests/docs) and `npm run format:docs`, so the two always agree on what a
// sample is. Plain JavaScript so that Node.js runs the script without a
// TypeScript loader; the JSDoc types reach the TypeScript callers.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'

import { mdxCodeBlocks } from '../src/lib/mdx.mjs'

/** @typedef {'js' | 'jsx' | 'ts' | 'tsx'} CheckedLanguage */

/**
 * @typedef {object} CodeBlock
 * @property {string} lang The fence's language word, lower-cased.
 * @property {string} meta Everything after the language word on the fence.
 * @property {string} code The block's text, dedented by the fence's indent.
 * @property {string} indent The indentation of the opening fence.
 * @property {number} line 1-based line of the opening fence.
 * @property {number} endLine 1-based line of the closing fence.
 * @property {string | undefined} directive The container directive
 *   (`:::name`) the block sits in, if any.
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

/**
 * Every fenced code block of a page, in order, as the build's MDX parser
 * reads it (src/lib/mdx.mjs).
 * @param {string} source
 * @returns {CodeBlock[]}
 */
export function extractCodeBlocks(source) {
  return mdxCodeBlocks(source)
}

/**
 * The directives whose code block is the input of a generated example
 * (plugins/example-tabs), not a sample of its own.
 */
export const EXAMPLE_DIRECTIVES = ['cypress-config', 'package-managers']

/**
 * The `:::cypress-config` blocks of a page: each is checked through the two
 * files the build makes of it.
 * @param {string} source
 */
export function configExamples(source) {
  return extractCodeBlocks(source).filter(
    (block) => block.directive === 'cypress-config',
  )
}

/**
 * The JS/TS samples the docs check covers: checked languages, Syntax lists
 * left out.
 * @param {string} source
 */
export function checkedSamples(source) {
  return extractCodeBlocks(source).flatMap((block) => {
    const lang = checkedLanguage(block.lang)
    const generated = EXAMPLE_DIRECTIVES.includes(block.directive ?? '')
    return lang && !generated && !isSyntaxList(block.meta)
      ? [{ ...block, lang }]
      : []
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
