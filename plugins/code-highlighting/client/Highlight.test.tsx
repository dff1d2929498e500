import { Highlight as ReferenceHighlight, themes } from 'prism-react-renderer'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Highlight, PrecomputedTokens, styleDictionary } from './Highlight'
import Prism from './prism'
import {
  decodeLines,
  encodeLines,
  highlightLines,
  linesText,
  tokensToLines,
} from './tokens'

// The theme's code line, reduced: the markup both highlighters feed it.
function render(
  HighlightComponent: typeof Highlight,
  code: string,
  language: string,
  { prism, encoded }: { prism?: typeof Prism; encoded?: string } = {
    prism: Prism,
  },
): string {
  return renderToStaticMarkup(
    <PrecomputedTokens encoded={encoded}>
      <HighlightComponent
        code={code}
        language={language}
        theme={themes.oceanicNext}
        prism={prism}
      >
        {({
          className,
          style,
          tokens,
          getLineProps,
          getTokenProps,
        }): ReactElement => (
          <pre className={className} style={style}>
            {tokens.map((line, i) => (
              <div key={i} {...getLineProps({ line, className: 'x' })}>
                {line.map((token, j) => (
                  <span key={j} {...getTokenProps({ token })} />
                ))}
              </div>
            ))}
          </pre>
        )}
      </HighlightComponent>
    </PrecomputedTokens>,
  )
}

const samples: Array<[string, string]> = [
  ['js', "cy.get('[data-cy=submit]').click()\n\n// done\nconst n = 1"],
  [
    'ts',
    'interface User {\n  name: string\n}\nexport const u: User = { name: `a${1}` }',
  ],
  ['tsx', 'export const A = () => <div className="a">{1 + 2}</div>'],
  ['jsx', 'cy.mount(<Button onClick={() => {}}>Save</Button>)'],
  ['html', '<form action="/login">\n  <input name="email" />\n</form>'],
  [
    'sh',
    'npx cypress run --browser chrome # headless\nexport CYPRESS_baseUrl=http://localhost',
  ],
  ['bash', 'if [ -n "$CI" ]; then\n  echo "$HOME"\nfi'],
  ['json', '{ "baseUrl": "http://localhost:3000", "retries": 2 }'],
  ['yaml', 'jobs:\n  e2e:\n    steps:\n      - run: npx cypress run'],
  ['text', 'plain words\nand a second line'],
  ['JS', 'const upper = true'],
]

describe('Highlight', () => {
  it.each(samples)(
    'renders %s like prism-react-renderer given the same Prism',
    (language, code) => {
      expect(render(Highlight, code, language)).toBe(
        render(ReferenceHighlight as typeof Highlight, code, language),
      )
    },
  )

  it.each(samples)(
    'renders %s the same from the tokens the build computed, without Prism',
    (language, code) => {
      const encoded = encodeLines(highlightLines(code, language, Prism))
      expect(decodeLines(encoded)).toEqual(
        highlightLines(code, language, Prism),
      )
      expect(
        render(Highlight, code, language, { prism: undefined, encoded }),
      ).toBe(render(ReferenceHighlight as typeof Highlight, code, language))
    },
  )

  it('renders plain text until Prism loads when the tokens are for other code', () => {
    const encoded = encodeLines(highlightLines('const a = 1', 'js', Prism))
    const html = render(Highlight, 'const b = 2', 'js', {
      prism: undefined,
      encoded,
    })
    expect(html).toContain('const b = 2')
    expect(html).not.toContain('keyword')
  })

  it('reads the text back from the lines, empty lines included', () => {
    const code = 'a\n\n  b // c\n'
    expect(linesText(highlightLines(code, 'js', Prism))).toBe(code)
    expect(decodeLines('not json')).toBeUndefined()
  })

  it('keeps empty lines as one inline-block token', () => {
    const lines = highlightLines('a\n\nb', 'text', Prism)
    expect(lines).toEqual([
      [{ types: ['plain'], content: 'a' }],
      [{ types: ['plain'], content: '\n', empty: true }],
      [{ types: ['plain'], content: 'b' }],
    ])
  })

  it('gives nested tokens the types of their parents, and splits them at newlines', () => {
    const stream = [
      new Prism.Token('template-string', [
        new Prism.Token('string', 'a\nb'),
        new Prism.Token('interpolation', ['x'], 'variable'),
      ]),
    ]
    expect(tokensToLines(stream)).toEqual([
      [{ types: ['template-string', 'string'], content: 'a' }],
      [
        { types: ['template-string', 'string'], content: 'b' },
        {
          types: ['template-string', 'interpolation', 'variable'],
          content: 'x',
        },
      ],
    ])
  })

  it('highlights without a grammar as plain text', () => {
    expect(highlightLines('<b>', 'cobol', Prism)).toEqual([
      [{ types: ['plain'], content: '<b>' }],
    ])
  })

  it('applies language-specific theme entries only to that language', () => {
    const theme = {
      plain: { color: 'black', backgroundColor: 'white' },
      styles: [
        { types: ['tag'], style: { color: 'red' } },
        { types: ['tag'], style: { color: 'blue' }, languages: ['markup'] },
      ],
    }
    expect(styleDictionary(theme, 'markup').tag).toEqual({ color: 'blue' })
    expect(styleDictionary(theme, 'js').tag).toEqual({ color: 'red' })
    expect(styleDictionary(theme, 'js').plain).toEqual({
      color: 'black',
      backgroundColor: undefined,
    })
  })

  it('takes Prism off the global scope once the languages are loaded', () => {
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined()
    expect(Object.keys(Prism.languages)).toEqual(
      expect.arrayContaining([
        'js',
        'ts',
        'jsx',
        'tsx',
        'html',
        'sh',
        'json',
        'yaml',
      ]),
    )
  })
})
