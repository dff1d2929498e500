import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mdxTables } from '../../src/lib/mdx.mjs'
import {
  NOT_CHAINABLE,
  RUNTIME_DEFAULTS,
  type ChainableTypes,
  type CommandTypes,
  type ReferenceReport,
  checkPage,
  checkReference,
  compareDefault,
  firstCodeSpan,
  isDescriptiveDefault,
  listCommands,
  normalizeDefault,
  parseOptionsTable,
  readChainableTypes,
  summary,
} from './commandReference'

const root = path.resolve(__dirname, '../..')
const typesEntry = path.join(root, 'node_modules/cypress/types/index.d.ts')
const commands = listCommands(root)

let cachedTypes: ChainableTypes | undefined
/** One TypeScript program for the whole file: it takes a few seconds. */
function loadTypes(): ChainableTypes {
  cachedTypes ??= readChainableTypes(typesEntry, [
    ...commands.map((command) => command.name),
    'notACommand',
  ])
  return cachedTypes
}

describe('runtime defaults', () => {
  it('name only options of documented commands the types declare', () => {
    const types = loadTypes()
    for (const key of Object.keys(RUNTIME_DEFAULTS)) {
      const [name, option] = key.split('.')
      expect(
        types.commands.get(name)?.options.has(option),
        `RUNTIME_DEFAULTS has "${key}", but ${name} has no page or no option ${option}; remove the entry`,
      ).toBe(true)
    }
  })
})

describe('the command list', () => {
  it('is read from the pages, one page per command', () => {
    expect(commands.length).toBeGreaterThanOrEqual(48)
    const names = commands.map((command) => command.name)
    const twice = names.filter((name, index) => names.indexOf(name) !== index)
    expect(
      twice,
      `more than one page has the title ${twice.join(', ')}`,
    ).toEqual([])
  })

  it.each([
    ['queries', 'get', 'docs/api/queries/get.mdx'],
    ['queries', 'nextAll', 'docs/api/queries/nextall.mdx'],
    ['queries', 'readFile', 'docs/api/queries/readfile.mdx'],
    ['assertions', 'should', 'docs/api/assertions/should.mdx'],
    ['actions', 'selectFile', 'docs/api/actions/selectfile.mdx'],
    ['actions', 'scrollIntoView', 'docs/api/actions/scrollIntoView.mdx'],
  ] as const)('reads %s %s from %s', (group, name, page) => {
    expect(commands).toContainEqual({ name, group, page })
  })

  it('leaves out the guides that share the folders', () => {
    const pages = commands.map((command) => command.page)
    expect(pages).not.toContain('docs/api/actions/actionability-guide.mdx')
    expect(pages).not.toContain('docs/api/assertions/assertions-reference.mdx')
  })
})

describe('table rows, as the MDX reader splits them', () => {
  const header = '| Option | Default | Description |\n| --- | --- | --- |\n'
  it.each([
    ['| `log` | `true` | Logs. |', ['`log`', '`true`', 'Logs.']],
    ['|   `log`   |   `true`   |   Logs.   |', ['`log`', '`true`', 'Logs.']],
    ['| `a` | `x \\| y` | Pipe. |', ['`a`', '`x | y`', 'Pipe.']],
    ['| `a` |  | Empty. |', ['`a`', '', 'Empty.']],
  ])('splits %j', (line, cells) => {
    expect(mdxTables(`${header}${line}\n`)[0].rows[0].cells).toEqual(cells)
  })
})

describe('parseOptionsTable', () => {
  const table = (text: string) => {
    const parsed = parseOptionsTable(text)
    return parsed && { line: parsed.line, rows: parsed.rows }
  }

  it.each([
    {
      name: 'the brief format',
      text: [
        '**options** _(Object)_',
        '',
        '| Option | Default | Description |',
        '| --- | --- | --- |',
        '| `log` | `true` | Displays the command. |',
        "| `scrollBehavior` | `'top'` | Scrolls first. |",
        '',
        'After the table.',
      ].join('\n'),
      expected: {
        line: 3,
        rows: [
          { line: 5, option: 'log', defaultCell: '`true`' },
          { line: 6, option: 'scrollBehavior', defaultCell: "`'top'`" },
        ],
      },
    },
    {
      name: 'prettier padding and alignment colons',
      text: [
        '| Option    | Default                 | Description |',
        '| :-------- | :---------------------- | ----------- |',
        '| `timeout` | `defaultCommandTimeout` | Waits.      |',
      ].join('\n'),
      expected: {
        line: 1,
        rows: [
          {
            line: 3,
            option: 'timeout',
            defaultCell: '`defaultCommandTimeout`',
          },
        ],
      },
    },
    {
      name: 'the first options table, after another table',
      text: [
        '| Key | Meaning |',
        '| --- | --- |',
        '| `a` | b |',
        '',
        '| Option | Default | Description |',
        '| --- | --- | --- |',
        '| `first` | `1` | One. |',
        '',
        '| Option | Default | Description |',
        '| --- | --- | --- |',
        '| `second` | `2` | Two. |',
      ].join('\n'),
      expected: {
        line: 5,
        rows: [{ line: 7, option: 'first', defaultCell: '`1`' }],
      },
    },
    {
      name: 'an Option cell that is not a lone code span',
      text: [
        '| Option | Default | Description |',
        '| --- | --- | --- |',
        '| log | `true` | No code span. |',
        '| `log` (alias) | `true` | Extra words. |',
      ].join('\n'),
      expected: {
        line: 1,
        rows: [
          { line: 3, option: undefined, defaultCell: '`true`' },
          { line: 4, option: undefined, defaultCell: '`true`' },
        ],
      },
    },
  ])('reads $name', ({ text, expected }) => {
    expect(table(text)).toMatchObject(expected)
  })

  it.each([
    { name: 'no table', text: 'Prose only.\n' },
    {
      name: 'a table with other headers',
      text: '| Property | Type | Description |\n| --- | --- | --- |\n| `a` | b | c |',
    },
    {
      name: 'an options table inside a code fence',
      text: [
        '```md',
        '| Option | Default | Description |',
        '| --- | --- | --- |',
        '| `log` | `true` | Logs. |',
        '```',
      ].join('\n'),
    },
    {
      name: 'a four-backtick fence holding a three-backtick one',
      text: [
        '````md',
        '```js',
        '```',
        '| Option | Default | Description |',
        '| --- | --- | --- |',
        '| `log` | `true` | Logs. |',
        '````',
      ].join('\n'),
    },
    {
      name: 'a header row without a delimiter row',
      text: '| Option | Default | Description |\n| `log` | `true` | Logs. |',
    },
  ])('finds nothing in $name', ({ text }) => {
    expect(parseOptionsTable(text)).toBeUndefined()
  })
})

describe('firstCodeSpan', () => {
  it.each([
    ['`true`', 'true'],
    ['`defaultCommandTimeout` (4000 ms)', 'defaultCommandTimeout'],
    ["the element's center, or `'top'`", "'top'"],
    ['`` `quoted` ``', '`quoted`'],
    ['—', undefined],
    ['', undefined],
  ])('reads %j as %j', (cell, expected) => {
    expect(firstCodeSpan(cell)).toBe(expected)
  })
})

describe('normalizeDefault', () => {
  it.each([
    ['true', 'true'],
    [': false', 'false'],
    [':false', 'false'],
    ['`true`', 'true'],
    ["'top'", 'top'],
    ['"top"', 'top'],
    ['top', 'top'],
    ["`'top'`", 'top'],
    ['  5  ', '5'],
    ['defaultCommandTimeout', 'defaultCommandTimeout'],
    ['{true}', 'true'],
    ['{@link Timeoutable#timeout}', '{@link Timeoutable#timeout}'],
  ])('normalizes %j to %j', (value, expected) => {
    expect(normalizeDefault(value)).toBe(expected)
  })

  it.each([
    ['depends on context, null if outside of within wrapper', true],
    ['{@link Timeoutable#timeout}', true],
    ['{top: 0, left: 0}', true],
    ["'top'", false],
    [': false', false],
    ['defaultCommandTimeout', false],
  ])('calls %j descriptive: %j', (value, expected) => {
    expect(isDescriptiveDefault(value)).toBe(expected)
  })
})

describe('compareDefault', () => {
  it.each([
    ['true', '`true`', 'match'],
    [': false', '`false`', 'match'],
    ["'top'", '`"top"`', 'match'],
    ["'top'", '`top`', 'match'],
    ['defaultCommandTimeout', '`defaultCommandTimeout` (4000 ms)', 'match'],
    ['true', '`false`', 'mismatch'],
    ['5', 'five pixels', 'mismatch'],
    ['10', '`100`', 'mismatch'],
    ['depends on context, null if outside', '`null` outside', 'descriptive'],
    ['{@link Timeoutable#timeout}', 'the command timeout', 'descriptive'],
  ])('@default %j against cell %j: %s', (typesDefault, cell, kind) => {
    expect(compareDefault(typesDefault, cell).kind).toBe(kind)
  })

  it('accepts any non-empty cell for a descriptive default only', () => {
    expect(compareDefault('{top: 0, left: 0}', 'no offset')).toEqual({
      kind: 'descriptive',
      ok: true,
    })
    expect(compareDefault('{top: 0, left: 0}', ' ')).toEqual({
      kind: 'descriptive',
      ok: false,
    })
  })
})

describe('checkPage', () => {
  const command = {
    name: 'click',
    group: 'actions' as const,
    page: 'docs/api/actions/click.mdx',
  }
  const types: CommandTypes = {
    signatures: 1,
    hasOptions: true,
    options: new Map([
      ['log', { name: 'log', default: 'true' }],
      ['scrollBehavior', { name: 'scrollBehavior', default: "'top'" }],
      ['includeShadowDom', { name: 'includeShadowDom', default: ': false' }],
      ['interval', { name: 'interval', default: undefined }],
      ['withinSubject', { name: 'withinSubject', default: 'depends on it' }],
    ]),
    passThrough: new Set(['clientX']),
  }
  const page = (...rows: string[]) =>
    ['| Option | Default | Description |', '| --- | --- | --- |', ...rows].join(
      '\n',
    )

  it('passes a complete, agreeing table', () => {
    const check = checkPage(
      command,
      types,
      page(
        '| `log` | `true` | Logs. |',
        '| `scrollBehavior` | `"top"` | Scrolls. |',
        '| `includeShadowDom` | `false` | Shadow. |',
        '| `interval` | — | Retries. |',
        '| `withinSubject` | the `cy.within()` subject | Scope. |',
        '| `clientX` | the center | Pass-through event property. |',
      ),
    )
    expect(check).toMatchObject({
      table: [],
      extra: [],
      missing: [],
      defaults: [],
      optionsCompared: 5,
      defaultsCompared: 3,
    })
  })

  it('names the page, line and fix for each problem', () => {
    const check = checkPage(
      command,
      types,
      page(
        '| `log` | `false` | Logs. |',
        '| `log` | `true` | Again. |',
        '| `bogus` | `1` | Not an option. |',
        '| `interval` |  | Retries. |',
        '| `withinSubject` | | Scope. |',
      ),
    )
    expect(check.table).toEqual([
      'docs/api/actions/click.mdx:4: `log` has a second row in the options table; keep one',
    ])
    expect(check.extra).toEqual([
      'docs/api/actions/click.mdx:5: the options table lists `bogus`, which the options type of .click() does not have; remove the row',
    ])
    expect(check.missing).toEqual([
      "docs/api/actions/click.mdx:1: the options table has no row for `scrollBehavior` (Default cell starting with `'top'`); add one",
      'docs/api/actions/click.mdx:1: the options table has no row for `includeShadowDom` (Default cell starting with `false`); add one',
    ])
    expect(check.defaults).toEqual([
      'docs/api/actions/click.mdx:3: the Default cell of `log` has `false` as its first code span, but the types say @default true; start the cell with `true`',
      'docs/api/actions/click.mdx:6: the Default cell of `interval` is empty; the types give no @default, so say in words what happens, or write —',
      'docs/api/actions/click.mdx:7: the Default cell of `withinSubject` is empty; paraphrase the types\' @default "depends on it"',
    ])
  })

  it('requires a table when the types have options, and none otherwise', () => {
    expect(checkPage(command, types, 'No table.').table).toEqual([
      expect.stringMatching(
        /^docs\/api\/actions\/click\.mdx: \.click\(\) takes an options argument, but the page has no/,
      ),
    ])
    const none: CommandTypes = {
      signatures: 1,
      hasOptions: false,
      options: new Map(),
      passThrough: new Set(),
    }
    expect(
      checkPage(command, none, page('| `log` | `true` | L. |')).table,
    ).toEqual([
      expect.stringMatching(
        /^docs\/api\/actions\/click\.mdx:1: \.click\(\) takes no options argument/,
      ),
    ])
    expect(checkPage(command, none, 'No table.').table).toEqual([])
  })
})

describe('the cypress types', () => {
  let types: ChainableTypes

  beforeAll(() => {
    types = loadTypes()
  })

  const options = (name: string) =>
    Object.fromEntries(
      [...(types.commands.get(name)?.options.values() ?? [])].map((option) => [
        option.name,
        option.default,
      ]),
    )

  it('finds the methods of Cypress.Chainable, and only those', () => {
    expect(types.methods.has('click')).toBe(true)
    expect(types.methods.has('should')).toBe(true)
    expect(types.methods.has('notACommand')).toBe(false)
    expect(types.commands.has('notACommand')).toBe(false)
  })

  it('resolves Partial, intersections and extends for .click()', () => {
    expect(options('click')).toMatchObject({
      log: 'true',
      timeout: 'defaultCommandTimeout',
      force: 'false',
      waitForAnimations: 'true',
      animationDistanceThreshold: '5',
      scrollBehavior: "'top'",
      multiple: 'false',
      cmdKey: 'false',
    })
  })

  it('reads `@default:` and descriptive defaults for cy.get()', () => {
    expect(options('get')).toEqual({
      log: 'true',
      timeout: 'defaultCommandTimeout',
      withinSubject: 'depends on context, null if outside of within wrapper',
      includeShadowDom: ': false',
    })
  })

  it('unions the options of every signature of cy.readFile()', () => {
    expect(options('readFile')).toEqual({
      encoding: undefined,
      log: 'true',
      timeout: 'defaultCommandTimeout',
    })
  })

  it('keeps DOM event properties of .trigger() out of its options', () => {
    const trigger = types.commands.get('trigger')
    expect(Object.keys(options('trigger')).sort()).toEqual(
      [
        'animationDistanceThreshold',
        'bubbles',
        'cancelable',
        'eventConstructor',
        'force',
        'log',
        'scrollBehavior',
        'timeout',
        'waitForAnimations',
      ].sort(),
    )
    expect(trigger?.passThrough.has('clientX')).toBe(true)
  })

  it('has no options for .should() and .and()', () => {
    expect(types.commands.get('should')?.hasOptions).toBe(false)
    expect(types.commands.get('and')?.hasOptions).toBe(false)
  })
})

describe('the command reference pages', () => {
  let types: ChainableTypes
  let report: ReferenceReport

  beforeAll(() => {
    types = loadTypes()
    report = checkReference(root, commands, types)
  })

  afterAll(() => {
    if (report) console.log(summary(report))
  })

  const entry = (name: string) => {
    const found = report.commands.find((item) => item.command.name === name)
    if (!found) throw new Error(`${name} is not in the report`)
    return found
  }

  for (const { name, group, page } of commands) {
    describe(`${group}: ${name} (${page})`, () => {
      it('is a method of Cypress.Chainable, or says why not', () => {
        if (name in NOT_CHAINABLE) {
          expect(
            types.methods.has(name),
            `${name} is now a method of Cypress.Chainable: remove it from NOT_CHAINABLE in tests/docs/commandReference.ts`,
          ).toBe(false)
          return
        }
        expect(
          types.methods.has(name),
          `${page} has the title "${name}", which is not a method of Cypress.Chainable in the cypress types: fix the title (the command's name as called), or add it to NOT_CHAINABLE with the reason`,
        ).toBe(true)
      })

      it('has a well-formed options table exactly when the types have options', (ctx) => {
        const check = entry(name).page
        if (!check) return ctx.skip()
        expect(check.table).toEqual([])
      })

      it('lists no option the types lack', (ctx) => {
        const check = entry(name).page
        if (!check?.hasTable) return ctx.skip()
        expect(check.extra).toEqual([])
      })

      it('lists every option of the types', (ctx) => {
        const check = entry(name).page
        if (!check?.hasTable) return ctx.skip()
        expect(check.missing).toEqual([])
      })

      it('states the @default of every option', (ctx) => {
        const check = entry(name).page
        if (!check?.hasTable) return ctx.skip()
        expect(check.defaults).toEqual([])
      })
    })
  }
})
