import { describe, expect, it } from 'vitest'

import { typecheckBlocks, type BlockSource } from './typecheckBlocks'

const block = (
  code: string,
  lang: BlockSource['lang'] = 'js',
): BlockSource => ({
  file: 'docs/example.mdx',
  line: 10,
  lang,
  code,
})

describe('typecheckBlocks', () => {
  it("accepts the reader's own modules, imported by relative path", () => {
    expect(
      typecheckBlocks([
        block("import { LoginForm } from './LoginForm'\ncy.mount(LoginForm)"),
        block("import './commands'\nbeforeEach(() => cy.visit('/'))"),
      ]),
    ).toEqual([])
  })

  it('reports a missing package and a wrong call, with page and line', () => {
    const problems = typecheckBlocks([
      block("import 'no-such-package'\n"),
      block("cy.get('a').click(42, 'x', 'y')"),
    ])
    expect(problems.map(({ file, line }) => `${file}:${line}`)).toEqual([
      'docs/example.mdx:11',
      'docs/example.mdx:11',
    ])
    expect(problems[0].message).toContain('no-such-package')
  })
})
