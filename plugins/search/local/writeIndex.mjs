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
import { gunzipSync } from 'node:zlib'

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
export function markForIndex(html, page) {
  const marked = markedContent(html, page)
  return marked.withBody(marked.body)
}

/**
 * The page cut around its doc content element for the index: its start tag
 * marked `data-pagefind-body` (with the section), its title and keywords,
 * its body (what follows the title), and `withBody(body)`, the page with the
 * title, keywords and the given body, weighted, in that element.
 *
 * @param {string} html
 * @param {{ section?: string, keywords?: string[], weight?: number }} page
 */
function markedContent(html, { section, keywords = [], weight }) {
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
  const h1End = content.indexOf('</h1>')
  const afterTitle = h1End < 0 ? 0 : h1End + '</h1>'.length
  const title = content.slice(0, afterTitle)
  const bodyOpen = `<div data-pagefind-body=""${meta}${open[0].slice('<div'.length)}`
  return {
    open: bodyOpen,
    title,
    body: content.slice(afterTitle),
    /** @param {string} body */
    withBody: (body) =>
      [
        html.slice(0, open.index),
        bodyOpen,
        weighted(title + words + body, weight),
        html.slice(end),
      ].join(''),
  }
}

/** @param {string} html @param {number | undefined} weight */
function weighted(html, weight) {
  return weight === undefined
    ? html
    : `<div data-pagefind-weight="${weight}">${html}</div>`
}

/**
 * Pages whose text is longer than this many words are indexed in parts
 * (see indexParts). The changelog is about 33,000 words, the migration guide
 * and the longest FAQ about 10,000; a command page rarely passes 3,000.
 */
export const PART_WORDS = 4000

/** The words of some HTML as a reader sees them, code samples left out. */
export function textWords(html) {
  return html
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\w+;/gi, ' ')
    .split(/\s+/)
    .filter(Boolean)
}

/**
 * What Pagefind indexes for one page: the page marked for the index
 * (markForIndex), or, for a page of more than `partWords` words, one
 * record for each run of its sections (cut before an h2 or h3, never inside
 * one). A result downloads its record's whole text, and builds an excerpt
 * for each of its headings that holds a query word: for the changelog that
 * was 75 KiB gzip and about 120 ms of work for every query it answered; a
 * part is a few KiB and a few ms. Part 0 keeps the page's URL, its title
 * and keywords; the others are `url?part=N` with the page's title as their
 * `title` meta. The client folds the parts back into their page
 * (`parts.json`, and `pageUrl` in ./hits.ts).
 *
 * @param {string} html
 * @param {{ section?: string, keywords?: string[], weight?: number }} page
 * @returns {{ part: number, content: string }[]}
 */
export function indexParts(html, page, partWords = PART_WORDS) {
  const marked = markedContent(html, page)
  const sections = splitBeforeHeadings(marked.body)
  if (textWords(marked.body).length <= partWords || sections.length < 2) {
    return [{ part: 0, content: marked.withBody(marked.body) }]
  }
  const runs = [[]]
  let words = 0
  for (const section of sections) {
    const count = textWords(section).length
    if (words > 0 && words + count > partWords) {
      runs.push([])
      words = 0
    }
    runs.at(-1).push(section)
    words += count
  }
  const title = textWords(marked.title).join(' ')
  // The page's own <html> tag: its lang picks Pagefind's language.
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '<html>'
  return runs.map((run, part) => ({
    part,
    content:
      part === 0
        ? marked.withBody(run.join(''))
        : [
            `${htmlTag}<head><title>${escapeHtml(title)}</title></head><body>`,
            `<span hidden data-pagefind-meta="title">${escapeHtml(title)}</span>`,
            marked.open,
            weighted(run.join(''), page.weight),
            '</div></body></html>',
          ].join(''),
  }))
}

/**
 * The content cut before each h2 and h3 that no other element holds
 * (`<div>`, `<details>`, `<section>`, `<table>`, a list), so that every
 * piece is whole HTML.
 *
 * @param {string} content
 */
function splitBeforeHeadings(content) {
  const tags = /<(\/?)(div|details|section|table|ul|ol|h2|h3)\b/gi
  const pieces = []
  let depth = 0
  let from = 0
  for (let tag = tags.exec(content); tag; tag = tags.exec(content)) {
    const name = tag[2].toLowerCase()
    if (name === 'h2' || name === 'h3') {
      if (tag[1] === '' && depth === 0 && tag.index > from) {
        pieces.push(content.slice(from, tag.index))
        from = tag.index
      }
      continue
    }
    depth = Math.max(0, depth + (tag[1] ? -1 : 1))
  }
  pieces.push(content.slice(from))
  return pieces
}

/** Where the list of long pages' parts is written, in the index folder. */
export const PARTS_FILE = 'parts.json'

/**
 * Each part of a long page (a record whose URL ends in `?part=N`), by the
 * name of its fragment (the `id` of a Pagefind result), mapped to the
 * fragment name of its page's part 0: the client lists a page once,
 * whichever of its parts match, without downloading them.
 *
 * @param {Map<string, string>} fragments each record's fragment name, by
 *   its URL (`fragmentsByUrl`)
 * @returns {Record<string, string>}
 */
export function partsOfPages(fragments) {
  const parts = {}
  for (const [url, id] of fragments) {
    const page = url.replace(/\?part=\d+$/, '')
    if (page !== url && fragments.has(page)) parts[id] = fragments.get(page)
  }
  return parts
}

/**
 * Each record's fragment name (the `id` of a Pagefind result), by its URL.
 * Pagefind writes each fragment as gzipped JSON after a `pagefind_dcd`
 * signature; a fragment that reads otherwise fails the build, naming the
 * file.
 *
 * @param {string} outputPath the index folder
 * @returns {Promise<Map<string, string>>}
 */
async function fragmentsByUrl(outputPath) {
  const dir = path.join(outputPath, 'fragment')
  const byUrl = new Map()
  for (const file of await readdir(dir)) {
    const raw = gunzipSync(await readFile(path.join(dir, file))).toString()
    if (!raw.startsWith('pagefind_dcd')) {
      throw new Error(
        `${path.join(dir, file)} does not start with Pagefind's "pagefind_dcd" signature: Pagefind changed its fragment format; update fragmentsByUrl in plugins/search/local/writeIndex.mjs`,
      )
    }
    const { url } = JSON.parse(raw.slice('pagefind_dcd'.length))
    byUrl.set(url, file.replace(/\.pf_fragment$/, ''))
  }
  return byUrl
}

/** The URL Pagefind gives a built file: `a/b/index.html` is `/a/b/`. */
function pageRoute(file) {
  return `/${file.split(path.sep).join('/')}`.replace(/index\.html$/, '')
}

/**
 * The words the client corrects and joins a query with, in the index
 * folder: `{ codeNames, titleWords }`.
 */
export const SEARCH_WORDS_FILE = 'search-words.json'

/**
 * Each page's summary, by the fragment name of its part 0 (the `id` of its
 * Pagefind results), in the index folder: its summary words
 * (`summaryWords`) and code names (`summaryCodeNames`, the words with a
 * dot), then the words of each question its headings ask
 * (`questionWords`), each list space separated, the lists `|` separated.
 */
export const SUMMARIES_FILE = 'summaries.json'

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
  const text = titleText(html).toLowerCase()
  return [...new Set(text.split(/[^\p{L}\p{N}]+/u))].filter(
    (word) => word.length >= 3,
  )
}

/**
 * The text of a doc's title (its h1 in the doc content element).
 *
 * @param {string} html
 */
function titleText(html) {
  const { start, end } = docContent(html)
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(start, end))
  return headingText(h1?.[1] ?? '')
}

/**
 * A heading's text, from its inner HTML: without its tags and the `#` link
 * the theme adds to it.
 *
 * @param {string} inner
 */
function headingText(inner) {
  return decodeHtml(
    inner
      .replace(/<a\b[^>]*\bhash-link\b[^>]*>[\s\S]*?<\/a>/g, '')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/[\u200B\s]+/g, ' ')
    .trim()
}

/**
 * Abbreviations readers type for a word the docs spell out: a page whose
 * summary holds the word also holds its abbreviation.
 */
const ABBREVIATIONS = { 'end-to-end': 'e2e', accessibility: 'a11y' }

/** Lowercase words, split as the client splits a query (`queryWords`). */
const wordsOf = (/** @type {string} */ text) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$:-]+/u)
    .map((word) => word.replace(/^[-:]+|[-:]+$/g, ''))
    .filter(Boolean)

/**
 * What a page is about: the words of its title, `keywords` and
 * description, lowercase, each once, split as the client splits a query
 * (`queryWords` of ./hits.ts), with the abbreviation of a word spelt out.
 * Of a query of two words or more, the client lists first the pages whose
 * summary holds every word.
 *
 * @param {string} html
 * @param {{ keywords?: string[], description?: string }} page
 * @returns {string[]}
 */
export function summaryWords(html, { keywords = [], description = '' }) {
  const words = wordsOf([titleText(html), ...keywords, description].join(' '))
  const abbreviations = words.flatMap((word) => ABBREVIATIONS[word] ?? [])
  return [...new Set([...words, ...abbreviations])]
}

/** A code name with its prefix: `cy.get`, `Cypress.config`, `.should()`. */
const PREFIXED_CODE_NAME =
  /^(cy|Cypress)?\.([\p{L}_$][\p{L}\p{N}_$]*)(?:\(\))?$/u

/**
 * A code name as the client compares it (`typedCodeNames` of ./query.ts):
 * lowercase, a command as `cy.x`, an API as `cypress.x`.
 *
 * @param {string | undefined} prefix
 * @param {string} name
 */
const codeNameKey = (prefix, name) =>
  `${prefix === 'Cypress' ? 'cypress' : 'cy'}.${name.toLowerCase()}`

/**
 * The code names a page is about, with their prefix, lowercase: its title
 * if it is one (`Cypress.config`), or if it is a name the page's inline
 * code writes as a command (the page titled `get` writes `cy.get()`), and
 * each of its `keywords` that is one exactly (`cy.prompt`; not "cy.exec
 * deprecated", which names it in passing). A reader who types a code name
 * with its prefix means it, and the client lists these pages first.
 *
 * @param {string} html
 * @param {{ keywords?: string[] }} page
 * @returns {string[]}
 */
export function summaryCodeNames(html, { keywords = [] }) {
  const names = new Set()
  for (const keyword of keywords) {
    const named = PREFIXED_CODE_NAME.exec(keyword.trim())
    if (named) names.add(codeNameKey(named[1], named[2]))
  }
  const title = titleText(html)
  const titled = PREFIXED_CODE_NAME.exec(title)
  if (titled) names.add(codeNameKey(titled[1], titled[2]))
  else if (/^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(title)) {
    const { start, end } = docContent(html)
    const content = html.slice(start, end).replace(/<pre\b[\s\S]*?<\/pre>/g, '')
    const command = new RegExp(`^(?:cy)?\\.${title.replace(/\$/g, '\\$')}\\(`)
    for (const [, code] of content.matchAll(/<code\b[^>]*>([^<]*)<\/code>/g)) {
      if (command.test(decodeHtml(code).trim())) {
        names.add(codeNameKey('cy', title))
        break
      }
    }
  }
  return [...names]
}

/**
 * The words of each question a doc's headings ask (an h2, h3 or h4 that
 * ends with a question mark), lowercase, each once, split as the client
 * splits a query. An FAQ answers under a heading that asks the reader's
 * question, and its page mentions each word of it no more often than pages
 * that use them in passing; the client lists first the pages one of whose
 * questions holds every word of a query.
 *
 * @param {string} html
 * @returns {string[][]}
 */
export function questionWords(html) {
  const { start, end } = docContent(html)
  const questions = []
  for (const [, , inner] of html
    .slice(start, end)
    .matchAll(/<h([2-4])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const text = headingText(inner)
    const words = new Set(wordsOf(text))
    if (text.endsWith('?') && words.size > 0) questions.push([...words])
  }
  return questions
}

/** @param {string} text */
const decodeHtml = (text) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[
        name
      ],
  )

/**
 * @param {string} outDir
 * @param {Array<{ file: string, section?: string, keywords?: string[], description?: string }>} pages
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
    /** Each page's summary words and questions, by its URL (part 0's). */
    const summaries = new Map()
    for (const page of pages) {
      const html = await readFile(path.join(outDir, page.file), 'utf8')
      let parts
      try {
        parts = indexParts(html, page)
        for (const name of codeNames(html)) names.add(name)
        for (const word of titleWords(html)) words.add(word)
        summaries.set(pageRoute(page.file), [
          [...summaryWords(html, page), ...summaryCodeNames(html, page)],
          ...questionWords(html),
        ])
      } catch (error) {
        throw new Error(`${page.file}: ${error.message}`, { cause: error })
      }
      for (const { part, content } of parts) {
        const added = await index.addHTMLFile(
          part === 0
            ? { sourcePath: page.file, content }
            : { url: `${pageRoute(page.file)}?part=${part}`, content },
        )
        if (added.errors.length) {
          throw new Error(
            `Pagefind could not read ${page.file}: ${added.errors.join('; ')}`,
          )
        }
      }
    }
    const outputPath = path.join(outDir, PAGEFIND_DIR)
    // An index written before into the same folder (a reindex by hand)
    // would leave its fragments beside the new ones, and the files written
    // beside the index would name a stale fragment for a changed page.
    await rm(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length) {
      throw new Error(
        `Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`,
      )
    }
    const fragments = await fragmentsByUrl(outputPath)
    await writeFile(
      path.join(outputPath, PARTS_FILE),
      JSON.stringify(partsOfPages(fragments)),
    )
    await writeFile(
      path.join(outputPath, SEARCH_WORDS_FILE),
      JSON.stringify({
        codeNames: [...names].sort(),
        titleWords: [...words].sort(),
      }),
    )
    await writeFile(
      path.join(outputPath, SUMMARIES_FILE),
      JSON.stringify(
        Object.fromEntries(
          [...summaries].map(([url, summary]) => {
            const id = fragments.get(url)
            if (!id) throw new Error(`Pagefind wrote no record for ${url}`)
            return [id, summary.map((words) => words.join(' ')).join('|')]
          }),
        ),
      ),
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
