import clsx from 'clsx'
import type { CSSProperties, ReactElement } from 'react'
import { useCallback, useMemo } from 'react'

import type { PrismTheme } from 'prism-react-renderer'

import Prism from './prism'

/**
 * prism-react-renderer's `Highlight` API, the part the theme's code block
 * uses, over ./prism.ts: the same markup (`token-line` lines of `token`
 * spans, coloured by the Prism theme) from a Prism that carries only the
 * languages the docs use. See ../README.md for why.
 */

export interface Token {
  /** Prism's token type and aliases, outermost first; `['plain']` for text. */
  types: string[]
  content: string
  /** Set on the stand-in token of an empty line. */
  empty?: boolean
}

type StyleDictionary = Record<string, CSSProperties | undefined>

interface LineInput {
  line: Token[]
  className?: string
  style?: CSSProperties
  [prop: string]: unknown
}

interface TokenInput {
  token: Token
  className?: string
  style?: CSSProperties
  [prop: string]: unknown
}

export interface RenderProps {
  tokens: Token[][]
  className: string
  style: CSSProperties
  getLineProps: (input: LineInput) => {
    className: string
    style?: CSSProperties
    [prop: string]: unknown
  }
  getTokenProps: (input: TokenInput) => {
    className: string
    children: string
    style?: CSSProperties
    [prop: string]: unknown
  }
}

export interface HighlightProps {
  code: string
  language: string
  theme: PrismTheme
  prism?: typeof Prism
  children: (props: RenderProps) => ReactElement
}

type PrismStream = Array<string | Prism.Token>

const NEWLINE = /\r\n|\r|\n/

/** An empty line gets one token, so that it keeps its height. */
function closeLine(line: Token[]) {
  if (line.length === 0) {
    line.push({ types: ['plain'], content: '\n', empty: true })
  } else if (line.length === 1 && line[0].content === '') {
    line[0] = { ...line[0], content: '\n', empty: true }
  }
}

function withType(types: string[], added: string | string[] | undefined) {
  if (added === undefined) return types
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
  prism: typeof Prism = Prism,
): Token[][] {
  const grammar = prism.languages[language]
  if (!grammar) return tokensToLines([code])
  const env = { code, grammar, language, tokens: [] as PrismStream }
  prism.hooks.run('before-tokenize', env)
  env.tokens = prism.tokenize(env.code, env.grammar)
  prism.hooks.run('after-tokenize', env)
  return tokensToLines(env.tokens)
}

/**
 * The theme as a style per token type. `root` is the block's own style;
 * `plain`, the lines' style, leaves the background to the block.
 */
export function styleDictionary(
  theme: PrismTheme,
  language: string,
): StyleDictionary {
  const dictionary: StyleDictionary = {}
  for (const { types, style, languages } of theme.styles) {
    if (languages && !languages.includes(language)) continue
    for (const type of types) {
      dictionary[type] = { ...dictionary[type], ...(style as CSSProperties) }
    }
  }
  dictionary.root = theme.plain as CSSProperties
  dictionary.plain = {
    ...(theme.plain as CSSProperties),
    backgroundColor: undefined,
  }
  return dictionary
}

function tokenStyle(
  dictionary: StyleDictionary,
  { types, empty }: Token,
): CSSProperties | undefined {
  const base: CSSProperties = empty ? { display: 'inline-block' } : {}
  if (types.length === 1 && types[0] === 'plain') {
    return empty ? base : undefined
  }
  return Object.assign(base, ...types.map((type) => dictionary[type]))
}

export function Highlight({
  code,
  language: languageProp,
  theme,
  prism = Prism,
  children,
}: HighlightProps): ReactElement {
  const language = languageProp.toLowerCase()
  const dictionary = useMemo(
    () => styleDictionary(theme, language),
    [theme, language],
  )
  const tokens = useMemo(
    () => highlightLines(code, language, prism),
    [code, language, prism],
  )
  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({ line: _line, className, style, ...rest }) => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? { ...dictionary.plain, ...style } : dictionary.plain,
    }),
    [dictionary],
  )
  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({ token, className, style, ...rest }) => {
      const own = tokenStyle(dictionary, token)
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? { ...own, ...style } : own,
      }
    },
    [dictionary],
  )
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root ?? {},
    getLineProps,
    getTokenProps,
  })
}
