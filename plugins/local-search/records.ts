import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils'

import type { Hierarchy, Level, RecordType, SearchRecord } from './types'

/**
 * Turns one doc's MDX source into DocSearch-shaped search records: one for the
 * page, one per h2-h4 heading, and one per paragraph, list item and table cell
 * under its nearest heading.
 *
 * This is a line-based reader, not an MDX compiler: it only needs the text a
 * reader sees and the anchors Docusaurus gives headings. Anchors are computed
 * the way `@docusaurus/mdx-loader`'s headings plugin does: an explicit id
 * (`{/* #id *\/}`, `<!-- #id -->` or the classic `{#id}`) wins, otherwise
 * github-slugger (`createSlugger`) over the heading's text, one slugger per
 * doc, so repeated headings get `-1`, `-2` like on the page.
 *
 * Code blocks are left out entirely, title included: samples repeat the same
 * commands (`cy.get` is in most of them), so indexing them would drown the
 * pages that explain a command, and they would make the index several times
 * bigger. Prose around a sample names what it shows.
 */

export interface DocSource {
  /** The doc's source, front matter included (read from `metadata.source`). */
  source: string
  /** `metadata.title`: the record's lvl1. */
  title: string
  /** `metadata.permalink`: base URL included, no trailing hash. */
  permalink: string
  /** Label of the sidebar section holding the doc: the record's lvl0. */
  section?: string | null
  /** `frontMatter.description`, indexed as the page record's content. */
  description?: string | null
  /** Facet values, as the theme's `docsearch:*` meta tags would give them. */
  language?: string
  docusaurusTag?: string
}

export interface RecordOptions {
  /** Docusaurus' `markdown.anchors.maintainCase`. */
  anchorsMaintainCase?: boolean
  /** lvl0 for docs outside any sidebar section. */
  defaultSection?: string
  /** Deepest heading that gets a record of its own (default 4). */
  maxHeadingRecordLevel?: number
}

export type Block =
  | { kind: 'heading'; depth: number; raw: string; first: boolean }
  | { kind: 'text'; raw: string; listItem: boolean }

// Any indent: MDX has no indented code blocks, and lists nest fences.
const FENCE = /^[ \t]*(`{3,}|~{3,})(.*)$/
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/
const ADMONITION = /^ {0,3}:{3,}/
const THEMATIC_BREAK =
  /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/
const TABLE_DELIMITER =
  /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]+\S/
const ESM = /^(?:import|export)[\s{*]/
const FRONT_MATTER = /^---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/

/** Removes the YAML front matter block, if any. */
export function stripFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, '')
}

/** State carried across lines by the MDX scanner. */
interface ScanState {
  /** Inside `<Tag ...` before its closing `>`. */
  tag: boolean
  /** Depth of `{...}` expressions (in text or in tag attributes). */
  braces: number
  /** Open quote inside a tag or an expression. */
  quote: string | null
  /** Inside a `/* ... *\/` comment of an expression. */
  comment: boolean
  /** Inside `<!-- ... -->`. */
  htmlComment: boolean
}

const OPEN: ScanState = {
  tag: false,
  braces: 0,
  quote: null,
  comment: false,
  htmlComment: false,
}

const isOpen = (state: ScanState) =>
  state.tag ||
  state.braces > 0 ||
  state.quote !== null ||
  state.comment ||
  state.htmlComment

const PUNCTUATION = /[!-/:-@[-`{-~]/
const CODE_START = '\uE000'
const CODE_END = '\uE001'
/**
 * Left where a tag or expression was removed, until emphasis is resolved:
 * `**<Icon /> Correct usage**` is still strong text.
 */
const REMOVED = '\uE002'

/**
 * One pass over MDX text: removes JSX and HTML tags (keeping their text
 * children), `{expressions}` (keeping string literals such as `{'<'}`) and
 * comments, and swaps inline code and backslash escapes for placeholders so
 * the Markdown clean-up after it cannot touch them. Returns the state at the
 * end, so a caller can tell that a tag or expression goes on to the next line.
 */
function scanMdx(
  text: string,
  start: ScanState,
  literals: string[],
  slug = false,
): { out: string; state: ScanState } {
  const state = { ...start }
  let out = ''
  let expressionStart = 0
  let i = 0
  const literal = (value: string) => {
    literals.push(value)
    return `${CODE_START}${literals.length - 1}${CODE_END}`
  }
  while (i < text.length) {
    const c = text[i]
    if (state.htmlComment) {
      const end = text.indexOf('-->', i)
      if (end < 0) return { out, state }
      state.htmlComment = false
      i = end + 3
      continue
    }
    if (state.comment) {
      const end = text.indexOf('*/', i)
      if (end < 0) return { out, state }
      state.comment = false
      i = end + 2
      continue
    }
    if (state.quote) {
      if (c === '\\') {
        i += 2
        continue
      }
      if (c === state.quote) state.quote = null
      i++
      continue
    }
    if (state.braces > 0) {
      if (c === '/' && text[i + 1] === '*') {
        state.comment = true
        i += 2
        continue
      }
      if (c === '"' || c === "'" || c === '`') state.quote = c
      if (c === '{') state.braces++
      if (c === '}') {
        state.braces--
        if (state.braces === 0) {
          const expression = text.slice(expressionStart, i)
          // A string literal in text, `{'<'}`, is what the reader sees. The
          // slugger sees an expression's source (mdast-util-to-string).
          const string = /^\s*(['"`])([\s\S]*)\1\s*$/.exec(expression)
          if (!state.tag) {
            out += slug
              ? literal(expression)
              : string
                ? literal(string[2])
                : REMOVED
          }
          i++
          continue
        }
      }
      i++
      continue
    }
    if (state.tag) {
      if (c === '"' || c === "'") state.quote = c
      else if (c === '{') state.braces++
      else if (c === '>') {
        state.tag = false
        out += REMOVED
      }
      i++
      continue
    }
    if (c === '\\' && i + 1 < text.length && PUNCTUATION.test(text[i + 1])) {
      out += literal(text[i + 1])
      i += 2
      continue
    }
    if (c === '`') {
      let run = 1
      while (text[i + run] === '`') run++
      const fence = '`'.repeat(run)
      let end = text.indexOf(fence, i + run)
      while (end >= 0 && text[end + run] === '`') {
        let next = end
        while (text[next] === '`') next++
        end = text.indexOf(fence, next)
      }
      if (end < 0) {
        out += fence
        i += run
        continue
      }
      let code = text.slice(i + run, end).replace(/\r?\n/g, ' ')
      if (/^ [\s\S]*[^ ][\s\S]* $/.test(code)) code = code.slice(1, -1)
      out += literal(code)
      i = end + run
      continue
    }
    if (text.startsWith('<!--', i)) {
      state.htmlComment = true
      i += 4
      continue
    }
    if (c === '<') {
      const autolink = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/.exec(
        text.slice(i),
      )
      if (autolink) {
        out += literal(autolink[1])
        i += autolink[0].length
        continue
      }
      if (/[A-Za-z/>]/.test(text[i + 1] ?? '')) {
        state.tag = true
        i++
        continue
      }
    }
    if (c === '{') {
      state.braces = 1
      expressionStart = i + 1
      i++
      continue
    }
    out += c
    i++
  }
  return { out, state }
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
  rarr: '→',
  larr: '←',
  times: '×',
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
    (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10)
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
      }
      return ENTITIES[name.toLowerCase()] ?? entity
    },
  )
}

/** Markdown inline syntax to its text: links, images, emphasis. */
function stripMarkdownInline(text: string): string {
  let out = text
    // Images carry no words a reader searches for; their alt text describes
    // a picture, and the page's prose says the same.
    .replace(/!\[[^\]]*\]\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/!\[[^\]]*\]\[[^\]]*\]/g, '')
    // Footnote references.
    .replace(/\[\^[^\]]+\]/g, '')
  // Links, innermost first so `[a [b](c)](d)` unwraps fully.
  for (let pass = 0; pass < 3; pass++) {
    const before = out
    out = out
      .replace(/\[([^[\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
      .replace(/\[([^[\]]+)\]\[[^\]]*\]/g, '$1')
    if (out === before) break
  }
  return out
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '$1')
    .replace(
      /(^|[^\p{L}\p{N}_])__(?=\S)([\s\S]*?\S)__(?![\p{L}\p{N}_])/gu,
      '$1$2',
    )
    .replace(/\*(?=\S)([\s\S]*?\S)\*/g, '$1')
    .replace(
      /(^|[^\p{L}\p{N}_])_(?=\S)([\s\S]*?\S)_(?![\p{L}\p{N}_])/gu,
      '$1$2',
    )
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
}

function restoreLiterals(text: string, literals: string[]): string {
  return text.replace(
    new RegExp(`${CODE_START}(\\d+)${CODE_END}`, 'g'),
    (_, index: string) => literals[Number(index)] ?? '',
  )
}

/**
 * The text a reader sees for a piece of MDX, whitespace untouched (the
 * heading slugger needs it as Docusaurus sees it).
 */
function rawText(mdx: string, slug = false): string {
  const literals: string[] = []
  const { out } = scanMdx(mdx, OPEN, literals, slug)
  const text = stripMarkdownInline(out).replaceAll(REMOVED, '')
  return restoreLiterals(decodeEntities(text), literals)
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The plain text of an inline MDX fragment, whitespace collapsed. */
export function inlineText(mdx: string): string {
  return collapse(rawText(mdx))
}

/** `## Title {/* #my-id *\/}`: the id, as the mdx-loader reads it. */
function commentId(comment: string): string | undefined {
  const first = comment.trim().split(' ')[0]
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined
}

interface ParsedHeading {
  text: string
  /** Explicitly written id, if any. */
  id?: string
  /** The text the slugger sees when there is no explicit id. */
  slugText: string
}

export function parseHeading(raw: string): ParsedHeading {
  const mdxComment = /\{\s*\/\*([\s\S]*?)\*\/\s*\}\s*$/.exec(raw)
  const htmlComment = /<!--([\s\S]*?)-->\s*$/.exec(raw)
  const trailing = mdxComment ?? htmlComment
  if (trailing) {
    const id = commentId(trailing[1])
    if (id) {
      const text = raw.slice(0, trailing.index).trimEnd()
      return { text: inlineText(text), id, slugText: rawText(text, true) }
    }
  }
  const classic = parseMarkdownHeadingId(raw, 'classic')
  if (classic.id) {
    return {
      text: inlineText(classic.text),
      id: classic.id,
      slugText: rawText(classic.text, true),
    }
  }
  return { text: inlineText(raw), slugText: rawText(raw, true) }
}

/** Splits a table row into raw cells, honouring `\|` and code spans. */
function tableCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let code = 0
  const row = line.trim().replace(/^\|/, '')
  for (let i = 0; i < row.length; i++) {
    const c = row[i]
    if (c === '\\' && row[i + 1] === '|') {
      cell += '|'
      i++
      continue
    }
    if (c === '`') {
      let run = 1
      while (row[i + run] === '`') run++
      code = code === run ? 0 : code || run
      cell += row.slice(i, i + run)
      i += run - 1
      continue
    }
    if (c === '|' && !code) {
      cells.push(cell)
      cell = ''
      continue
    }
    cell += c
  }
  if (cell.trim()) cells.push(cell)
  return cells
}

/** Splits MDX (front matter removed) into headings and text blocks. */
export function parseBlocks(body: string): Block[] {
  const lines = body.split(/\r?\n/)
  const blocks: Block[] = []
  let text: string[] = []
  let listItem = false
  let scan: ScanState = OPEN
  let fence: { char: string; length: number } | null = null
  let esm = false
  let sawContent = false

  const flush = () => {
    if (text.length > 0) {
      blocks.push({ kind: 'text', raw: text.join('\n'), listItem })
      sawContent = true
    }
    text = []
    listItem = false
    scan = OPEN
  }
  const add = (line: string, startsItem = false) => {
    if (startsItem) listItem = true
    text.push(line)
    scan = scanMdx(line, scan, []).state
  }

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    if (fence) {
      const close = FENCE.exec(line)
      if (
        close &&
        close[1][0] === fence.char &&
        close[1].length >= fence.length &&
        !close[2].trim()
      ) {
        fence = null
      }
      continue
    }
    // A tag or an expression that goes on: its lines are not Markdown.
    if (isOpen(scan)) {
      add(line)
      continue
    }
    const trimmed = line.trim()
    if (esm) {
      if (!trimmed) esm = false
      continue
    }
    if (!trimmed) {
      flush()
      continue
    }
    const opening = FENCE.exec(line)
    if (opening && !(opening[1][0] === '`' && opening[2].includes('`'))) {
      flush()
      fence = { char: opening[1][0], length: opening[1].length }
      sawContent = true
      continue
    }
    if (text.length === 0 && ESM.test(line)) {
      esm = true
      continue
    }
    const heading = ATX_HEADING.exec(line)
    if (heading) {
      flush()
      blocks.push({
        kind: 'heading',
        depth: heading[1].length,
        raw: heading[2] ?? '',
        first: !sawContent,
      })
      sawContent = true
      continue
    }
    if (ADMONITION.test(line)) {
      // The fence and its title go; the admonition's content is indexed.
      flush()
      continue
    }
    if (text.length > 0 && !listItem && /^ {0,3}(=+|-+)[ \t]*$/.test(line)) {
      const raw = text.join(' ')
      text = []
      scan = OPEN
      blocks.push({
        kind: 'heading',
        depth: trimmed[0] === '=' ? 1 : 2,
        raw,
        first: !sawContent,
      })
      sawContent = true
      continue
    }
    if (THEMATIC_BREAK.test(line)) {
      flush()
      continue
    }
    if (text.length === 0 && LINK_DEFINITION.test(line)) continue
    if (trimmed.startsWith('|')) {
      flush()
      if (TABLE_DELIMITER.test(line)) continue
      // A header row ("Option | Default | Description") repeats on every
      // table and says nothing alone: only body cells are indexed.
      if (TABLE_DELIMITER.test(lines[index + 1] ?? '')) continue
      for (const cell of tableCells(line)) {
        if (cell.trim()) {
          blocks.push({ kind: 'text', raw: cell.trim(), listItem: false })
        }
      }
      sawContent = true
      continue
    }
    const item = LIST_ITEM.exec(line)
    if (item && !THEMATIC_BREAK.test(line)) {
      flush()
      add((item[1] ?? '').replace(/^\[[ xX]\][ \t]+/, ''), true)
      continue
    }
    add(line.replace(/^[ \t]*(?:>[ \t]?)+/, ''))
  }
  flush()
  return blocks
}

/** `lvl2` for an h2, and so on. */
const level = (depth: number) => `lvl${depth}` as Exclude<Level, 'lvl0'>

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text)

/** The records of one doc, page record first, in reading order. */
export function docToRecords(
  doc: DocSource,
  options: RecordOptions = {},
): SearchRecord[] {
  const maxHeadingLevel = options.maxHeadingRecordLevel ?? 4
  const slugger = createSlugger()
  const hierarchy: Hierarchy = {
    lvl0: doc.section ?? options.defaultSection ?? 'Documentation',
    lvl1: doc.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  }
  const records: SearchRecord[] = []
  const push = (type: RecordType, url: string, content: string | null) => {
    records.push({
      objectID: `${doc.permalink}::${records.length}`,
      type,
      url,
      hierarchy: { ...hierarchy },
      content,
      ...(doc.language && { language: doc.language }),
      ...(doc.docusaurusTag && { docusaurus_tag: doc.docusaurusTag }),
    })
  }

  const description = doc.description ? inlineText(doc.description) : ''
  push('lvl1', doc.permalink, description || null)

  let url = doc.permalink
  for (const block of parseBlocks(stripFrontMatter(doc.source))) {
    if (block.kind === 'heading') {
      const heading = parseHeading(block.raw)
      // Every heading goes through the slugger, as on the page, so that
      // repeated titles get the same -1, -2 suffixes.
      const anchor =
        heading.id ??
        slugger.slug(heading.slugText, {
          maintainCase: options.anchorsMaintainCase ?? false,
        })
      for (let depth = Math.max(block.depth, 2); depth <= 6; depth++) {
        hierarchy[level(depth)] = null
      }
      if (block.depth === 1) {
        // The title typed as a leading h1 is the page itself.
        url = block.first ? doc.permalink : `${doc.permalink}#${anchor}`
        continue
      }
      hierarchy[level(block.depth)] = heading.text || null
      url = `${doc.permalink}#${anchor}`
      if (block.depth <= maxHeadingLevel && heading.text) {
        push(level(block.depth), url, null)
      }
      continue
    }
    const text = inlineText(block.raw)
    if (hasWords(text)) push('content', url, text)
  }
  return records
}

/** A sidebar item, as the docs plugin's loaded content holds it. */
export interface SidebarItemLike {
  type: string
  id?: string
  label?: string
  link?: { type: string; id?: string }
  items?: readonly SidebarItemLike[]
}

/**
 * Doc id to the label of the top-level sidebar category holding it: the lvl0
 * of its records. Docs at a sidebar's root are left out (the caller picks a
 * fallback, such as the sidebar's name).
 */
export function sidebarSections(
  sidebars: Record<string, readonly SidebarItemLike[]>,
): Map<string, string> {
  const sections = new Map<string, string>()
  const visit = (items: readonly SidebarItemLike[], section?: string) => {
    for (const item of items) {
      const label = section ?? (item.type === 'category' ? item.label : '')
      if (item.type === 'doc' || item.type === 'ref') {
        if (item.id && section && !sections.has(item.id)) {
          sections.set(item.id, section)
        }
      }
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id && label) {
          if (!sections.has(item.link.id)) sections.set(item.link.id, label)
        }
        visit(item.items ?? [], label || undefined)
      }
    }
  }
  for (const items of Object.values(sidebars)) visit(items)
  return sections
}
