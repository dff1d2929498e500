import { Highlight as ReferenceHighlight, themes } from 'prism-react-renderer'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import {
  Highlight,
  highlightLines,
  styleDictionary,
  tokensToLines,
} from './Highlight'
import Prism from './prism'

// The theme's code line, reduced: the markup both highlighters feed it.
function render(
  HighlightComponent: typeof Highlight,
  code: string,
  language: string,
): string {
  return renderToStaticMarkup(
    <HighlightComponent
      code={code}
      language={language}
      theme={themes.oceanicNext}
      prism={Prism}
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
    </HighlightComponent>,
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

  it('keeps empty lines as one inline-block token', () => {
    const lines = highlightLines('a\n\nb', 'text')
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
    expect(highlightLines('<b>', 'cobol')).toEqual([
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
