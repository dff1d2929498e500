import { describe, expect, it } from 'vitest'

import {
  aliasName,
  displayName,
  elementsTag,
  interceptionTag,
  logLabel,
  messageParts,
  plainMessage,
  requestMessage,
  requestOutcome,
  rowNumbers,
  rowProblems,
  stateLabel,
  type CommandLogRequest,
  type CommandLogRow,
} from './rows'

const fetchUsers: CommandLogRequest = {
  request: 'fetch',
  method: 'GET',
  url: '/api/users',
  status: 200,
}

describe('rowNumbers', () => {
  const cases: [string, CommandLogRow[], number | undefined, unknown[]][] = [
    [
      'counts commands from 1',
      [{ name: 'get' }, { name: 'click' }],
      undefined,
      [1, 2],
    ],
    ['starts where asked', [{ name: 'get' }, { name: 'click' }], 4, [4, 5]],
    [
      'skips events',
      [{ name: 'visit' }, fetchUsers, { name: 'wait' }],
      undefined,
      [1, undefined, 2],
    ],
    [
      'numbers cy.request',
      [{ ...fetchUsers, request: 'cy.request' }, { name: 'its' }],
      undefined,
      [1, 2],
    ],
    ['gives nothing for no rows', [], undefined, []],
  ]
  it.each(cases)('%s', (_, rows, start, expected) => {
    expect(rowNumbers(rows, start)).toEqual(expected)
  })
})

describe('displayName', () => {
  const cases: [CommandLogRow, string][] = [
    [{ name: 'get' }, 'get'],
    [{ name: 'click', child: true }, '-click'],
    [{ name: 'assert', child: false }, 'assert'],
    [fetchUsers, '(fetch)'],
    [{ ...fetchUsers, request: 'xhr' }, '(xhr)'],
    [{ ...fetchUsers, request: 'cy.request' }, 'request'],
  ]
  it.each(cases)('%j is %s', (row, expected) => {
    expect(displayName(row)).toBe(expected)
  })
})

describe('requestMessage', () => {
  const cases: [CommandLogRequest, string][] = [
    [fetchUsers, 'GET 200 /api/users'],
    [{ ...fetchUsers, method: 'post', status: 201 }, 'POST 201 /api/users'],
    [{ ...fetchUsers, status: undefined }, 'GET /api/users'],
    [
      { ...fetchUsers, request: 'cy.request', status: undefined },
      'GET --- /api/users',
    ],
    [
      { ...fetchUsers, url: 'https://example.com/a', status: 404 },
      'GET 404 https://example.com/a',
    ],
  ]
  it.each(cases)('%j is %s', (row, expected) => {
    expect(requestMessage(row)).toBe(expected)
  })
})

describe('messageParts', () => {
  const cases: [string, { text: string; strong: boolean }[]][] = [
    ['.todo-list li', [{ text: '.todo-list li', strong: false }]],
    [
      'expected **<button>** to be **visible**',
      [
        { text: 'expected ', strong: false },
        { text: '<button>', strong: true },
        { text: ' to be ', strong: false },
        { text: 'visible', strong: true },
      ],
    ],
    ['**3**', [{ text: '3', strong: true }]],
    ['a ** b', [{ text: 'a ** b', strong: false }]],
    ['', []],
  ]
  it.each(cases)('%j', (message, expected) => {
    expect(messageParts(message)).toEqual(expected)
  })

  it('drops the marks in plain text', () => {
    expect(plainMessage('expected **<a>** to have class **active**')).toBe(
      'expected <a> to have class active',
    )
  })
})

describe('labels', () => {
  it.each([
    ['pending', 'pending'],
    ['passed', 'passed'],
    ['failed', 'failed'],
    [undefined, ''],
  ] as const)('state %s is read as "%s"', (state, expected) => {
    expect(stateLabel(state)).toBe(expected)
  })

  it.each([
    ['todos', 'todos'],
    ['@todos', 'todos'],
    ['  @login ', 'login'],
    ['', undefined],
    ['@', undefined],
    [undefined, undefined],
  ])('alias %j is %j', (alias, expected) => {
    expect(aliasName(alias)).toBe(expected)
  })

  it.each([
    [fetchUsers, undefined],
    [{ ...fetchUsers, alias: '@getUsers' }, 'getUsers'],
    [{ ...fetchUsers, stubbed: true }, 'no alias'],
    [{ ...fetchUsers, intercepted: true }, 'no alias'],
  ] as const)('request tag of %j is %j', (row, expected) => {
    expect(interceptionTag(row)).toBe(expected)
  })

  it.each([
    [{ name: 'get', elements: 3 }, '3'],
    [{ name: 'get', elements: 0 }, '0'],
    [{ name: 'get', elements: 1 }, undefined],
    [{ name: 'get' }, undefined],
    [{ name: 'get', elements: 3, state: 'pending' }, undefined],
    [fetchUsers, undefined],
  ] as [CommandLogRow, string | undefined][])(
    'count of %j is %j',
    (row, expected) => {
      expect(elementsTag(row)).toBe(expected)
    },
  )

  it.each([
    [fetchUsers, 'sent to the server'],
    [{ ...fetchUsers, stubbed: true }, 'stubbed, not sent to the server'],
    [{ ...fetchUsers, status: undefined }, 'awaiting a response'],
  ] as const)('request outcome of %j is %s', (row, expected) => {
    expect(requestOutcome(row)).toBe(expected)
  })

  it.each([
    [undefined, 'Command Log'],
    ['', 'Command Log'],
    ['logs in', 'Command Log: logs in'],
  ])('list label for title %j is %s', (title, expected) => {
    expect(logLabel(title)).toBe(expected)
  })
})

describe('rowProblems', () => {
  const cases: [string, unknown[], string[]][] = [
    ['accepts good rows', [{ name: 'get' }, fetchUsers], []],
    [
      'names a command without a name',
      [{ name: 'get' }, { name: ' ' }],
      ['CommandLog row 2: a command needs a name, such as "get" or "click".'],
    ],
    [
      'names an unknown state',
      [{ name: 'get', state: 'done' }],
      [
        'CommandLog row 1: state is "done"; use "pending", "passed" or "failed".',
      ],
    ],
    [
      'names an unknown request kind and missing fields',
      [{ request: 'ajax', method: '', url: '' }],
      [
        'CommandLog row 1: request is "ajax"; use "fetch", "xhr" or "cy.request".',
        'CommandLog row 1: a request needs a method.',
        'CommandLog row 1: a request needs a url.',
      ],
    ],
  ]
  it.each(cases)('%s', (_, rows, expected) => {
    expect(rowProblems(rows as CommandLogRow[])).toEqual(expected)
  })
})
