/**
 * Writes the Pagefind index of a build folder:
 * `node writeIndex.mjs <outDir> <pages.json>` prints
 * `{ "pages": N, "outputPath": "..." }` as its last line, or fails with the
 * reason. `pages.json` lists the doc pages to index (`IndexedPage` of
 * ./indexedPages.ts; the plugin writes it to `.docusaurus/search-pages.json`
 * on each build). A script of its own because `pagefind` is an ES module
 * only, which Docusaurus' TypeScript loader for plugins cannot import.
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import * as pagefind from 'pagefind'

/** Where the index is written, under the build folder. */
export const PAGEFIND_DIR = 'pagefind'

/**
 * What the index leaves out: code blocks (samples repeat commands and would
 * drown the pages that explain them) and the `#` links beside headings.
 */
export const EXCLUDE_SELECTORS = ['.theme-code-block', '.hash-link']

/** Search weight of the `keywords` front matter: an h1's, as Pagefind weighs it. */
export const KEYWORD_WEIGHT = 7

/**
 * The element that holds a doc's title and content: the theme's public
 * class for it (`ThemeClassNames.docs.docMarkdown`).
 */
export const DOC_CONTENT_CLASS = 'theme-doc-markdown'

const DOC_CONTENT = new RegExp(
  `<div\\b[^>]*\\bclass=(?:"[^"]*\\b${DOC_CONTENT_CLASS}\\b[^"]*"|${DOC_CONTENT_CLASS}\\b)[^>]*>`,
)

/**
 * Start tags of the elements whose end tag the minified build leaves out
 * (`<tr><td><code>baseUrl</code><td><code>null</code><td>The URL…`).
 * Pagefind puts a space between words at an element's end tag; without one,
 * a row's cells or a list's items run together into one word
 * ("baseurlnullthe"), and the option a row names is not indexed as itself.
 */
const UNCLOSED_BLOCKS = /<(td|th|tr|li|dt|dd)(?=[\s>])/gi

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/**
 * Where the doc's title and content stand in the page: the theme's doc
 * content element's start tag, and the offsets of its inside. Throws,
 * naming the class, when the page has no such element.
 *
 * @param {string} html
 */
function docContent(html) {
  const open = DOC_CONTENT.exec(html)
  if (!open) {
    throw new Error(
      `no <div class="${DOC_CONTENT_CLASS}"> holds the doc's content: the theme renamed ThemeClassNames.docs.docMarkdown or stopped rendering it in DocItem/Content; update DOC_CONTENT_CLASS in plugins/search/local/writeIndex.mjs`,
    )
  }
  const start = open.index + open[0].length
  const tags = /<div\b|<\/div>/g
  tags.lastIndex = start
  let depth = 1
  let end = html.length
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1
    if (depth === 0) {
      end = tag.index
      break
    }
  }
  return { open, start, end }
}

/**
 * The page's HTML as Pagefind reads it: its title and content (the theme's
 * doc content element) marked `data-pagefind-body`, with the section as
 * `data-pagefind-meta`, its content weighted by `weight` when the page sets
 * one (the changelog's words count a quarter: a release note names a
 * feature in passing, and should not outrank the page that teaches it), and
 * its keywords, weighted like the title, right after the title: they
 * belong to the page as a whole, and Pagefind gives each word to the
 * heading before it (at the end of the page they made its last section,
 * often "See also", the hit). Only the index sees this; the page itself is
 * unchanged. Throws, naming the class, when the page has no such element.
 *
 * @param {string} html
 * @param {{ section?: string, keywords?: string[], weight?: number }} page
 */
export function markForIndex(html, { section, keywords = [], weight }) {
  const { open, start, end } = docContent(html)
  const meta = section
    ? ` data-pagefind-meta="section:${escapeHtml(section)}"`
    : ''
  const words =
    keywords.length > 0
      ? `<p hidden data-pagefind-weight="${KEYWORD_WEIGHT}">${escapeHtml(keywords.join(', '))}</p>`
      : ''
  // A space before each cell and item keeps their words apart.
  const content = html.slice(start, end).replace(UNCLOSED_BLOCKS, ' <$1')
  const title = content.indexOf('</h1>')
  const afterTitle = title < 0 ? 0 : title + '</h1>'.length
  return [
    html.slice(0, open.index),
    `<div data-pagefind-body=""${meta}${open[0].slice('<div'.length)}`,
    weight === undefined ? '' : `<div data-pagefind-weight="${weight}">`,
    content.slice(0, afterTitle),
    words,
    content.slice(afterTitle),
    weight === undefined ? '' : '</div>',
    html.slice(end),
  ].join('')
}

/**
 * The words the client corrects and joins a query with, in the index
 * folder: `{ codeNames, titleWords }`.
 */
export const SEARCH_WORDS_FILE = 'search-words.json'

/** A name written in camelCase or PascalCase: `baseUrl`, `selectFile`. */
const CAMEL_CASE = /\b[A-Za-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+\b/g

/**
 * The camelCase names in a doc's inline code, lowercase: the words a reader
 * types apart ("base url") for a name the index holds as one word
 * (`baseurl`). Code blocks are not indexed, so their names are left out.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function codeNames(html) {
  const { start, end } = docContent(html)
  const content = html.slice(start, end).replace(/<pre\b[\s\S]*?<\/pre>/g, '')
  const names = new Set()
  for (const [, code] of content.matchAll(/<code\b[^>]*>([^<]*)<\/code>/g)) {
    for (const [name] of code.matchAll(CAMEL_CASE)) {
      names.add(name.toLowerCase())
    }
  }
  return [...names]
}

/**
 * The words of a doc's title (its h1), lowercase, of three letters or more:
 * the names of commands, options and concepts a misspelt query word is
 * corrected to ("intercpet", "visti").
 *
 * @param {string} html
 * @returns {string[]}
 */
export function titleWords(html) {
  const { start, end } = docContent(html)
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(start, end))
  const text = (h1?.[1] ?? '').replace(/<[^>]*>/g, ' ').toLowerCase()
  return [...new Set(text.split(/[^\p{L}\p{N}]+/u))].filter(
    (word) => word.length >= 3,
  )
}

/**
 * @param {string} outDir
 * @param {Array<{ file: string, section?: string, keywords?: string[] }>} pages
 */
export async function writeIndex(outDir, pages) {
  if (pages.length === 0) {
    throw new Error(
      `no doc page to index in ${outDir}: the docs plugin listed none`,
    )
  }
  try {
    const { index, errors } = await pagefind.createIndex({
      excludeSelectors: EXCLUDE_SELECTORS,
    })
    if (!index) {
      throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
    }
    const names = new Set()
    const words = new Set()
    for (const page of pages) {
      const html = await readFile(path.join(outDir, page.file), 'utf8')
      let content
      try {
        content = markForIndex(html, page)
        for (const name of codeNames(html)) names.add(name)
        for (const word of titleWords(html)) words.add(word)
      } catch (error) {
        throw new Error(`${page.file}: ${error.message}`, { cause: error })
      }
      const added = await index.addHTMLFile({ sourcePath: page.file, content })
      if (added.errors.length) {
        throw new Error(
          `Pagefind could not read ${page.file}: ${added.errors.join('; ')}`,
        )
      }
    }
    const outputPath = path.join(outDir, PAGEFIND_DIR)
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length) {
      throw new Error(
        `Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`,
      )
    }
    await writeFile(
      path.join(outputPath, SEARCH_WORDS_FILE),
      JSON.stringify({
        codeNames: [...names].sort(),
        titleWords: [...words].sort(),
      }),
    )
    // Pagefind's own UI bundles: the site searches through the DocSearch
    // modal and needs only pagefind.js, its worker, the WebAssembly and the
    // index.
    for (const file of await readdir(outputPath)) {
      if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file)) {
        await rm(path.join(outputPath, file))
      }
    }
    return {
      pages: pages.length,
      codeNames: names.size,
      titleWords: words.size,
      outputPath,
    }
  } finally {
    await pagefind.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [outDir, pagesFile] = process.argv.slice(2)
  if (!outDir || !pagesFile) {
    console.error('usage: node writeIndex.mjs <build folder> <pages.json>')
    process.exit(2)
  }
  readFile(pagesFile, 'utf8')
    .then((text) => writeIndex(path.resolve(outDir), JSON.parse(text)))
    .then(
      (summary) => console.log(JSON.stringify(summary)),
      (error) => {
        console.error(error instanceof Error ? error.message : error)
        process.exit(1)
      },
    )
}
