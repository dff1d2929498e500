/**
 * Pure helpers for the docs check: find the fenced code blocks and the front
 * matter of an MDX page. No file system access here, so the rules can be
 * tested on strings.
 */

export type CheckedLanguage = 'js' | 'jsx' | 'ts' | 'tsx'

export interface CodeBlock {
  /** The fence's language word, lower-cased (`js`, `ts`, `bash`, ...). */
  lang: string
  /** Everything after the language word on the opening fence. */
  meta: string
  /** The block's text, dedented by the fence's own indentation. */
  code: string
  /** 1-based line of the opening fence in the page. */
  line: number
}

const LANGUAGE_ALIASES: Record<string, CheckedLanguage> = {
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
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

export function checkedLanguage(lang: string): CheckedLanguage | undefined {
  return LANGUAGE_ALIASES[lang.toLowerCase()]
}

function metaWords(meta: string): string[] {
  return meta.replace(/"[^"]*"|'[^']*'|\{[^}]*\}/g, ' ').split(/\s+/)
}

export function isMarkedIncorrect(meta: string): boolean {
  return metaWords(meta).includes(INCORRECT_META_WORD)
}

export function isSyntaxList(meta: string): boolean {
  return metaWords(meta).includes(SYNTAX_META_WORD)
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/

export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n')
  const blocks: CodeBlock[] = []
  let index = 0
  while (index < lines.length) {
    const open = FENCE.exec(lines[index])
    if (!open) {
      index += 1
      continue
    }
    const [, indent, fence, lang, meta] = open
    const body: string[] = []
    let end = index + 1
    while (end < lines.length) {
      const candidate = lines[end]
      const trimmed = candidate.trim()
      if (
        trimmed.startsWith(fence) &&
        trimmed.replace(fence[0] === '`' ? /`/g : /~/g, '') === ''
      ) {
        break
      }
      body.push(
        candidate.startsWith(indent)
          ? candidate.slice(indent.length)
          : candidate,
      )
      end += 1
    }
    blocks.push({
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      code: body.join('\n'),
      line: index + 1,
    })
    index = end + 1
  }
  return blocks
}

export { readFrontMatter } from '../../src/config/docRoutes'
