/**
 * What the tryout tells a reader: how it read the arguments, and for a
 * request it misses, which field fails and what to change.
 */
import { describe, expect, it } from 'vitest'

import { DEFAULT_INPUT, EXAMPLES } from './examples'
import { runTryout, type TryoutInput } from './tryout'

function run(
  matcher: string,
  requests: string,
  more: Partial<TryoutInput> = {},
) {
  return runTryout({ ...DEFAULT_INPUT, matcher, requests, ...more })
}

/** The first failing field's explanation and hint for each request. */
function reasons(
  matcher: string,
  requests: string,
  more: Partial<TryoutInput> = {},
) {
  return run(matcher, requests, more).requests.map((verdict) => {
    const failed = verdict.checks.find((check) => !check.pass)
    return failed
      ? { field: failed.field, how: failed.how, hint: failed.hint }
      : 'matches'
  })
}

describe('verdicts and reasons', () => {
  it('shows the first example: the query string surprise, any method', () => {
    const result = runTryout(DEFAULT_INPUT)
    expect(result.requests.map((verdict) => verdict.matched)).toEqual([
      true,
      false,
      true,
      false,
    ])
    expect(result.summary).toBe('2 requests match, 2 do not.')
    expect(result.requests[1].checks[0].hint).toContain(
      'The path includes the query string `?page=2`',
    )
  })

  it('says where a glob matched', () => {
    const [check] = run("'todos'", '/api/v2/todos').requests[0].checks
    expect(check.how).toBe(
      'matches the URL `http://localhost:3000/api/v2/todos` as a glob (a pattern without / is compared with the last part, `todos`)',
    )
  })

  it('tries a pattern without a leading slash with one', () => {
    const [check] = run("'api/todos'", '/api/todos').requests[0].checks
    expect(check.how).toContain('once a / is put in front of it')
  })

  it.each([
    ["'/api/*'", '/api/.well-known', 'starts with a dot', 'url'],
    ["'/api/todos/'", '/api/todos', 'A trailing / counts', 'url'],
    ["'/API/todos'", '/api/todos', 'case-sensitive', 'url'],
    [
      "'todos'",
      '/api/todos/7',
      'compared with the last part of the URL only, `7`',
      'url',
    ],
    [
      "'/api/todos'",
      '/api/todos/7',
      'never matched as a part of the URL',
      'url',
    ],
    ["'api'", '/api/todos', 'last part of the URL only, `todos`', 'url'],
    ["'#/api/todos'", '/api/todos', 'as a comment', 'url'],
    [
      "{ headers: { 'x-client': 'web' } }",
      '/a',
      'no `x-client` header',
      'headers.x-client',
    ],
    [
      "{ query: { page: '2' } }",
      '/a?page=2&page=3',
      'appears 2 times',
      'query.page',
    ],
    ["{ query: { page: '2' } }", '/a', 'no `page` parameter', 'query.page'],
    [
      "{ auth: { username: 'me' } }",
      '/a',
      'no `Authorization: Basic …` header',
      'auth.username',
    ],
    [
      '{ port: 3000 }',
      'http://localhost:3000/a',
      "'http://localhost:3000/**'",
      'port',
    ],
    [
      '{ port: [] }',
      'https://a.test/',
      'An empty list matches no port',
      'port',
    ],
  ])('%s against %s: %s', (matcher, request, hint, field) => {
    const [reason] = reasons(matcher, request)
    expect(reason).not.toBe('matches')
    if (reason === 'matches') return
    expect(reason.field).toBe(field)
    if (hint) expect(reason.hint).toContain(hint)
    else expect(reason.hint).toBeUndefined()
  })

  it('matches a port the URL does not name, which counts as 80 or 443', () => {
    expect(
      reasons('{ port: [80, 443] }', 'https://a.test/\nhttp://a.test/'),
    ).toEqual(['matches', 'matches'])
  })

  it('explains that a negated glob matches the full URL', () => {
    const [check] = run("'!/api/**'", '/api/todos').requests[0].checks
    expect(check.pass).toBe(true)
    expect(check.how).toContain('starts with ! matches what the rest does not')
  })

  it('keeps one RegExp for every request, so a g flag alternates', () => {
    const result = run(
      '{ pathname: /todos/g }',
      '/api/todos\n/api/todos\n/api/todos',
    )
    expect(result.requests.map((verdict) => verdict.matched)).toEqual([
      true,
      false,
      true,
    ])
    expect(result.requests[1].checks[0].hint).toContain('leave the flag out')
  })

  it('compares a string method in lower case and a RegExp as sent', () => {
    expect(run("{ method: 'patch' }", 'PATCH /a').requests[0].matched).toBe(
      true,
    )
    expect(run('{ method: /^patch$/ }', 'PATCH /a').requests[0].matched).toBe(
      false,
    )
    expect(run('{ method: /^POST$/ }', 'post /a').requests[0].matched).toBe(
      true,
    )
  })

  it('marks the fields Cypress never tests after the first failure', () => {
    const [verdict] = run("{ method: 'POST', url: '/nope' }", 'GET /a').requests
    expect(
      verdict.checks.map((check) => [
        check.field,
        check.pass,
        check.checkedByCypress,
      ]),
    ).toEqual([
      ['method', false, true],
      ['url', false, false],
    ])
  })

  it('reads auth from a Basic Authorization header', () => {
    const result = run("{ auth: { username: 'foo', password: 'bar' } }", '/a', {
      headers: 'Authorization: Basic Zm9vOmJhcg==',
    })
    expect(result.requests[0].matched).toBe(true)
  })

  it('says a used-up intercept no longer matches', () => {
    const result = run("{ pathname: '/a', times: 1 }", '/a\n/a')
    expect(result.requests[1]).toMatchObject({
      matched: false,
      usedUp: { times: 1 },
    })
  })
})

describe('how the arguments are read', () => {
  it.each([
    ['/api/users/*', "Read as the string '/api/users/*'", 'url'],
    ['POST /api/users', "Read as 'POST', '/api/users'", 'method, url'],
  ])('reads %s typed without quotes', (matcher, note, form) => {
    const result = run(matcher, '')
    expect(result.matcher).toMatchObject({ status: 'registered', form })
    expect(
      result.matcher.status === 'registered' && result.matcher.notes[0],
    ).toContain(note)
  })

  it('explains a first argument that is not a method', () => {
    const result = run("'FETCH', '/api/todos'", '/api/todos')
    expect(
      result.matcher.status === 'registered' && result.matcher.notes[0],
    ).toContain("'FETCH' is not an HTTP method Cypress knows")
    expect(result.requests[0].matched).toBe(false)
  })

  it('treats a second argument with auth as a response', () => {
    const result = run("'/a', { auth: { username: 'x' } }, (req) => {}", '/a')
    expect(result.matcher).toMatchObject({ status: 'refused' })
  })

  it('leaves out a query parameter whose name is a property path', () => {
    const result = run(
      "{ pathname: '/a', query: { 'ids[]': '1' } }",
      '/a?ids[]=2',
    )
    expect(result.matcher).toMatchObject({ registered: "{ pathname: '/a' }" })
    expect(
      result.matcher.status === 'registered' && result.matcher.notes[0],
    ).toContain('leaves this query parameter out')
    expect(result.requests[0].matched).toBe(true)
  })

  it('leaves out an empty field', () => {
    const result = run("{ method: '', url: '/a' }", 'DELETE /a')
    expect(result.matcher).toMatchObject({ registered: "{ url: '/a' }" })
    expect(result.requests[0].matched).toBe(true)
  })

  it('refuses middleware without a handler function', () => {
    expect(
      run("'/a', { middleware: true }, { statusCode: 200 }", '').matcher,
    ).toMatchObject({
      status: 'refused',
      quoted: false,
    })
  })

  it('explains a RegExp that JavaScript refuses rather than reading it as a string', () => {
    expect(run('/api(/', '').matcher).toMatchObject({
      status: 'unreadable',
      message: expect.stringContaining('This regular expression is not valid'),
    })
  })

  it('points at the place of a mistake', () => {
    expect(run("{ url: '/a' ", '').matcher).toMatchObject({
      status: 'unreadable',
      message: 'At column 13: Expected , or } after a value in the object.',
    })
  })

  it('reads every example as a route matcher', () => {
    for (const example of EXAMPLES) {
      expect(run(example.matcher, '').matcher.status, example.label).toBe(
        'registered',
      )
    }
  })
})
