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

// Each call builds a TypeScript program over the cypress types: seconds, more
// on a busy machine.
describe('typecheckBlocks', { timeout: 60_000 }, () => {
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

  it('checks a support file that declares its own mount apart, so two frameworks do not clash', () => {
    const supportFile = (type: string) =>
      block(
        `declare const mount: ${type}\ndeclare global {\n  namespace Cypress {\n    interface Chainable {\n      mount: typeof mount\n    }\n  }\n}\nCypress.Commands.add('mount', mount)\n`,
        'ts',
      )
    expect(
      typecheckBlocks([
        supportFile('(component: string) => Cypress.Chainable<string>'),
        supportFile('(component: number) => Cypress.Chainable<number>'),
        block("cy.mount('any component')"),
      ]),
    ).toEqual([])
    // Its own errors are still reported, at its page line.
    const broken = supportFile(
      '(component: string) => Cypress.Chainable<string>',
    )
    broken.code += 'const count: string = 1\n'
    const [problem] = typecheckBlocks([broken])
    expect(problem).toMatchObject({ file: 'docs/example.mdx', line: 20 })
    expect(problem.message).toContain("'number' is not assignable")
  })
})
