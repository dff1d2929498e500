import type PrismType from './prism'

/**
 * Prism's output as lines of flat tokens, the shape the theme's code block
 * renders. Computed at build time for every code fence (../remark.ts) and
 * sent with the page as a compact string; computed in the browser only for
 * code that exists nowhere but at run time (see ./Highlight.tsx).
 */

export interface Token {
  /** Prism's token type and aliases, outermost first; `['plain']` for text. */
  types: string[]
  content: string
  /** Set on the stand-in token of an empty line. */
  empty?: boolean
}

type Prism = typeof PrismType
type PrismStream = Array<string | Prism['Token']['prototype']>

const NEWLINE = /\r\n|\r|\n/

/** An empty line gets one token, so that it keeps its height. */
function closeLine(line: Token[]) {
  if (line.length === 0) {
    line.push({ types: ['plain'], content: '\n', empty: true })
  } else if (line.length === 1 && line[0].content === '') {
    line[0] = { ...line[0], content: '\n', empty: true }
  }
}

function withType(
  types: string[],
  added: string | string[] | null | undefined,
) {
  if (added == null) return types
  if (typeof added === 'string' && types.at(-1) === added) return types
  return types.concat(added)
}

/**
 * Prism's nested token stream as lines of flat tokens: each token carries
 * the types of the tokens it was nested in, and text breaks at newlines.
 */
export function tokensToLines(stream: PrismStream): Token[][] {
  let line: Token[] = []
  const lines = [line]
  const visit = (items: PrismStream, parentTypes: string[] | null) => {
    for (const item of items) {
      if (typeof item !== 'string') {
        const types = withType(
          withType(parentTypes ?? [], item.type),
          item.alias,
        )
        const content = item.content
        if (typeof content !== 'string') {
          visit(Array.isArray(content) ? content : [content], types)
          continue
        }
        addText(content, types)
      } else {
        addText(item, parentTypes ?? ['plain'])
      }
    }
  }
  const addText = (text: string, types: string[]) => {
    const [first, ...rest] = text.split(NEWLINE)
    line.push({ types, content: first })
    for (const part of rest) {
      closeLine(line)
      line = [{ types, content: part }]
      lines.push(line)
    }
  }
  visit(stream, null)
  closeLine(line)
  return lines
}

/** Lines of tokens for `code`; plain text when Prism has no grammar for it. */
export function highlightLines(
  code: string,
  language: string,
  prism: Prism,
): Token[][] {
  const grammar = prism.languages[language.toLowerCase()]
  if (!grammar) return plainLines(code)
  const env = { code, grammar, language, tokens: [] as PrismStream }
  prism.hooks.run('before-tokenize', env)
  env.tokens = prism.tokenize(env.code, env.grammar)
  prism.hooks.run('after-tokenize', env)
  return tokensToLines(env.tokens)
}

/** Lines of one plain token each: code before (or without) highlighting. */
export function plainLines(code: string): Token[][] {
  return tokensToLines([code])
}

/** The text the lines show, to check that they belong to a piece of code. */
export function linesText(lines: Token[][]): string {
  return lines
    .map((line) =>
      line.map((token) => (token.empty ? '' : token.content)).join(''),
    )
    .join('\n')
}

// The encoding: a JSON array of lines; a line is an array of tokens; a token
// is its content alone when plain, else [types joined by spaces, content],
// with a third element 1 when it stands in for an empty line.
type EncodedToken = string | [string, string] | [string, string, 1]

/** The lines as a compact string, to ship with the page. */
export function encodeLines(lines: Token[][]): string {
  return JSON.stringify(
    lines.map((line) =>
      line.map((token): EncodedToken => {
        const types = token.types.join(' ')
        if (token.empty) return [types, '', 1]
        return types === 'plain' ? token.content : [types, token.content]
      }),
    ),
  )
}

/** The lines back from `encodeLines`; undefined if the string is not one. */
export function decodeLines(encoded: string): Token[][] | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(encoded)
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed)) return undefined
  return (parsed as EncodedToken[][]).map((line) =>
    line.map((token): Token => {
      if (typeof token === 'string') return { types: ['plain'], content: token }
      const [types, content, empty] = token
      return empty === 1
        ? { types: types.split(' '), content: '\n', empty: true }
        : { types: types.split(' '), content }
    }),
  )
}
