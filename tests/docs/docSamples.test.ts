import { describe, expect, it } from 'vitest'

import {
  checkedSamples,
  extractCodeBlocks,
  formatSample,
  isMarkedIncorrect,
  isSyntaxList,
} from '../../scripts/docSamples.mjs'

const page = [
  '---',
  'title: x',
  '---',
  '',
  '```js title="a.js"',
  "cy.get('a')",
  '```',
  '',
  '<TabItem>',
  '  ```ts incorrect',
  '  cy.get(1)',
  '  ```',
  '</TabItem>',
  '',
  '```js syntax',
  '.click(options)',
  '```',
  '',
  '~~~bash',
  'npx cypress run',
  '~~~',
].join('\n')

describe('extractCodeBlocks', () => {
  it('finds every fence with its language, meta, lines and dedented code', () => {
    expect(
      extractCodeBlocks(page).map(({ lang, meta, code, line, endLine }) => ({
        lang,
        meta,
        code,
        line,
        endLine,
      })),
    ).toEqual([
      {
        lang: 'js',
        meta: 'title="a.js"',
        code: "cy.get('a')",
        line: 5,
        endLine: 7,
      },
      {
        lang: 'ts',
        meta: 'incorrect',
        code: 'cy.get(1)',
        line: 10,
        endLine: 12,
      },
      {
        lang: 'js',
        meta: 'syntax',
        code: '.click(options)',
        line: 15,
        endLine: 17,
      },
      {
        lang: 'bash',
        meta: '',
        code: 'npx cypress run',
        line: 19,
        endLine: 21,
      },
    ])
  })

  it('keeps the JS/TS samples the check covers, without Syntax lists', () => {
    expect(checkedSamples(page).map((sample) => sample.line)).toEqual([5, 10])
  })
})

describe('meta words', () => {
  it.each([
    ['incorrect', true, false],
    ['title="incorrect usage" {1,2}', false, false],
    ['syntax', false, true],
    ['title="x.js" incorrect', true, false],
  ])('%s', (meta, incorrect, syntax) => {
    expect(isMarkedIncorrect(meta)).toBe(incorrect)
    expect(isSyntaxList(meta)).toBe(syntax)
  })
})

describe('formatSample', () => {
  it('uses the project style: no semicolons, single quotes', async () => {
    expect(await formatSample('cy.get("a");', 'js')).toBe("cy.get('a')\n")
  })

  it('throws on a sample that does not parse', async () => {
    await expect(formatSample('cy.get(', 'ts')).rejects.toThrow()
  })
})
