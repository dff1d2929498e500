import { describe, expect, it } from 'vitest'

import { isAbsoluteUrl, markdownProblems } from './checkMarkdown'

describe('markdownProblems', () => {
  it('passes clean Markdown, whatever its code blocks and escaped text hold', () => {
    const markdown = [
      '---',
      'title: Clean',
      '---',
      '',
      '# Clean',
      '',
      'Use `<Tabs>` here, write \\<li> as text, and see [get](https://docs.cypress.io/api/commands/get#syntax) or <https://www.cypress.io>.',
      '',
      'Import the helpers first; export them from one place.',
      '',
      '```jsx',
      "import { mount } from 'cypress/react'",
      'export default <Tabs />',
      '```',
    ].join('\n')
    expect(markdownProblems(markdown)).toEqual([])
  })

  it.each([
    [
      '<CommandLog rows={[]} />',
      'line 1: JSX or HTML is left: <CommandLog rows={[]} />',
    ],
    [
      'Text with <Badge>Beta</Badge> in it.',
      [
        'line 1: JSX or HTML is left: <Badge>',
        'line 1: JSX or HTML is left: </Badge>',
      ],
    ],
    [
      "import Tabs from '@theme/Tabs'",
      "line 1: an import or export statement is left: import Tabs from '@theme/Tabs'",
    ],
    [
      "import './styles.css'",
      "line 1: an import or export statement is left: import './styles.css'",
    ],
    [
      'export const answer = 42',
      'line 1: an import or export statement is left: export const answer = 42',
    ],
    [':::tip\n\nText\n\n:::', 'line 1: a directive is left: :::tip'],
    [
      '[click](../actions/click.mdx)',
      'line 1: the link ../actions/click.mdx is not an absolute URL (an unresolved relative link)',
    ],
    [
      '[plugins](/plugins)',
      'line 1: the link /plugins is not an absolute URL (an unresolved relative link)',
    ],
    [
      '[below](#usage)',
      'line 1: the link #usage is not an absolute URL (an unresolved relative link)',
    ],
    [
      '![logo](/img/logo.svg)',
      'line 1: the image /img/logo.svg is not an absolute URL (an unresolved relative link)',
    ],
    [
      '[a][ref]\n\n[ref]: ./other.mdx',
      'line 3: the definition ./other.mdx is not an absolute URL (an unresolved relative link)',
    ],
  ])('fails %j', (markdown, problem) => {
    expect(markdownProblems(markdown)).toEqual([problem].flat())
  })
})

describe('isAbsoluteUrl', () => {
  it.each([
    ['https://docs.cypress.io/api', true],
    ['mailto:support@cypress.io', true],
    ['//docs.cypress.io', false],
    ['./get.mdx', false],
  ])('%s', (url, absolute) => {
    expect(isAbsoluteUrl(url)).toBe(absolute)
  })
})
