import clsx from 'clsx'
import type { CSSProperties, ReactElement, ReactNode } from 'react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'

import type { PrismTheme } from 'prism-react-renderer'

import type PrismType from './prism'
import {
  decodeLines,
  highlightLines,
  linesText,
  plainLines,
  type Token,
} from './tokens'

/**
 * prism-react-renderer's `Highlight` API, the part the theme's code block
 * uses, with the same markup (`token-line` lines of `token` spans, coloured
 * by the Prism theme). The tokens come with the page: ../remark.ts computes
 * them at build time for every code fence, and the swizzled CodeBlock hands
 * them over through `PrecomputedTokens`. So Prism is not part of the
 * page's JavaScript. Code that exists only at run time (a component building
 * a command from its props) shows as plain text first, then highlighted once
 * ./prism.ts has loaded. See ../README.md.
 */

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
  /** Highlight with this Prism at once instead (tests). */
  prism?: typeof PrismType
  children: (props: RenderProps) => ReactElement
}

export type { Token }

const Precomputed = createContext<string | undefined>(undefined)

/** Hands a block's build-time tokens (`encodeLines`) to its `Highlight`. */
export function PrecomputedTokens({
  encoded,
  children,
}: {
  encoded: string | undefined
  children: ReactNode
}) {
  return <Precomputed value={encoded}>{children}</Precomputed>
}

/** The build-time lines, if they are for this code. */
function precomputedLines(
  encoded: string | undefined,
  code: string,
): Token[][] | undefined {
  if (encoded === undefined) return undefined
  const lines = decodeLines(encoded)
  return lines && linesText(lines) === code ? lines : undefined
}

/**
 * The lines to render: the build's, else Prism's when given, else plain
 * text that turns into Prism's once ./prism.ts has loaded. The first render
 * is the same on the server and in the browser, so hydration keeps the
 * server's markup.
 */
function useLines(code: string, language: string, prism?: typeof PrismType) {
  const encoded = useContext(Precomputed)
  const ready = useMemo(
    () =>
      precomputedLines(encoded, code) ??
      (prism ? highlightLines(code, language, prism) : undefined),
    [encoded, code, language, prism],
  )
  const [loaded, setLoaded] = useState<{ key: string; lines: Token[][] }>()
  const key = `${language}\n${code}`
  useEffect(() => {
    if (ready) return
    let current = true
    void import(/* webpackChunkName: "prism" */ './prism').then(
      ({ default: loadedPrism }) => {
        if (current) {
          setLoaded({ key, lines: highlightLines(code, language, loadedPrism) })
        }
      },
    )
    return () => {
      current = false
    }
  }, [ready, key, code, language])
  if (ready) return ready
  return loaded?.key === key ? loaded.lines : plainLines(code)
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
  prism,
  children,
}: HighlightProps): ReactElement {
  const language = languageProp.toLowerCase()
  const dictionary = useMemo(
    () => styleDictionary(theme, language),
    [theme, language],
  )
  const tokens = useLines(code, language, prism)
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
