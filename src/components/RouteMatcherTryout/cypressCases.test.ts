/**
 * The tryout against the cases of Cypress's own tests: each row is a
 * matcher and requests from one of the files below, with what Cypress's
 * test expects. The matcher is written as a reader would type it, so each
 * row also runs the tryout's reading of the arguments.
 *
 * Sources, in the public cypress-io/cypress repository:
 * - packages/net-stubbing/test/unit/route-matching.spec.ts (`_getMatchableForRequest`
 *   and `_doesRouteMatch`; requests given by their `proxiedUrl`)
 * - packages/driver/cypress/e2e/commands/net_stubbing.cy.ts (`cy.intercept()` in a
 *   browser; a relative URL there is requested from http://localhost:3500,
 *   the origin of that spec's pages)
 */
import { describe, expect, it } from 'vitest'

import { readArguments } from './literal'
import { checkRequest, matchableFor, type ProxiedRequest } from './matching'
import { readMatcher } from './routeMatcher'
import { runTryout } from './tryout'

const UNIT = 'packages/net-stubbing/test/unit/route-matching.spec.ts'
const DRIVER = 'packages/driver/cypress/e2e/commands/net_stubbing.cy.ts'

/** Reads the arguments as the tryout does; fails the test on an unreadable row. */
function routeMatcherOf(args: string) {
  const read = readArguments(args)
  if (!read.ok) throw new Error(`${args}: ${read.error.message}`)
  const reading = readMatcher(read.args)
  if (!reading.ok) throw new Error(`${args}: ${reading.error}`)
  return reading.routeMatcher
}

describe(`${UNIT}: _doesRouteMatch on a proxied request`, () => {
  const basicFooBar = { authorization: 'basic Zm9vOmJhcg==' }
  const rows: Array<{
    test: string
    args: string
    request: Partial<ProxiedRequest> & { proxiedUrl: string }
    matches: boolean
  }> = [
    {
      test: 'matches exact URL',
      args: "{ url: 'https://google.com/foo' }",
      request: { proxiedUrl: 'https://google.com/foo' },
      matches: true,
    },
    {
      test: 'matches on url as regexp',
      args: '{ url: /foo/ }',
      request: { proxiedUrl: 'https://google.com/foo' },
      matches: true,
    },
    {
      test: 'matches on auth matcher',
      args: '{ auth: { username: /^Fo[aob]$/i, password: /.*/ } }',
      request: {
        proxiedUrl: 'https://google.com/asdf?1234=a',
        headers: basicFooBar,
      },
      matches: true,
    },
    {
      test: "doesn't match on a partial match",
      args: "{ auth: { username: /^Fo[aob]$/i, password: /.*/ }, method: 'POST' }",
      request: {
        proxiedUrl: 'https://google.com/asdf?1234=a',
        headers: basicFooBar,
      },
      matches: false,
    },
    {
      test: 'handles querystrings as expected (query)',
      args: "{ query: { foo: 'b*r', baz: /quu[x]/ } }",
      request: { proxiedUrl: '/abc?foo=bar&baz=quux' },
      matches: true,
    },
    {
      test: 'handles querystrings as expected (path)',
      args: "{ path: '/abc?foo=bar&baz=qu*x' }",
      request: { proxiedUrl: '/abc?foo=bar&baz=quux' },
      matches: true,
    },
    {
      test: 'handles querystrings as expected (pathname)',
      args: "{ pathname: '/abc' }",
      request: { proxiedUrl: '/abc?foo=bar&baz=quux' },
      matches: true,
    },
    {
      test: 'handles querystrings as expected (url)',
      args: "{ url: '*' }",
      request: { proxiedUrl: '/abc?foo=bar&baz=quux' },
      matches: true,
    },
    {
      test: 'matches globs against path',
      args: "{ url: '/bar/*' }",
      request: { proxiedUrl: 'http://foo.com/bar/a1' },
      matches: true,
    },
    {
      test: 'matches nested glob against path',
      args: "{ url: '/bar/*/foo' }",
      request: { proxiedUrl: 'http://foo.com/bar/a1/foo' },
      matches: true,
    },
    {
      test: 'fails to match with missing queryparams',
      args: "{ url: '/*/nested' }",
      request: { proxiedUrl: 'http://foo.com/foo/nested?k=v' },
      matches: false,
    },
    {
      test: 'can glob-match against queryparams',
      args: "{ url: '/*/nested?k=*' }",
      request: { proxiedUrl: 'http://foo.com/foo/nested?k=v' },
      matches: true,
    },
    {
      test: 'matches when url has missing leading slash',
      args: "{ url: 'services/api/agenda/Appointment?id=**' }",
      request: {
        proxiedUrl: 'http://foo.com/services/api/agenda/Appointment?id=25',
      },
      matches: true,
    },
  ]

  it.each(rows)('$test: $args', ({ args, request, matches }) => {
    const matchable = matchableFor({ method: 'GET', headers: {}, ...request })
    expect(checkRequest(routeMatcherOf(args), matchable).matched).toBe(matches)
  })

  it('matches on a null matcher (an empty route matcher)', () => {
    const matchable = matchableFor({
      method: 'GET',
      headers: {},
      proxiedUrl: 'https://google.com/asdf?1234=a',
    })
    expect(checkRequest({ strings: [] }, matchable).matched).toBe(true)
  })

  it('converts a fully-fledged req into a matchable shape', () => {
    const headers = { ...basicFooBar, host: 'google.com', quuz: 'quux' }
    const matchable = matchableFor({
      method: 'GET',
      headers,
      proxiedUrl: 'https://google.com/asdf?1234=a',
    })
    expect({ ...matchable, query: { ...matchable.query } }).toEqual({
      auth: { username: 'foo', password: 'bar' },
      method: 'GET',
      headers,
      hostname: 'google.com',
      path: '/asdf?1234=a',
      pathname: '/asdf',
      query: { '1234': 'a' },
      https: true,
      port: 443,
      url: 'https://google.com/asdf?1234=a',
    })
  })
})

/** The tryout's verdicts for requests sent from the driver spec's origin. */
function verdicts(
  args: string,
  requests: string[],
  options: { headers?: string; resourceType?: string } = {},
) {
  const result = runTryout({
    matcher: args,
    requests: requests.join('\n'),
    headers: options.headers ?? '',
    resourceType: options.resourceType ?? 'xhr',
    base: 'http://localhost:3500',
  })
  expect(result.matcher.status, JSON.stringify(result.matcher)).toBe(
    'registered',
  )
  return result.requests.map((verdict) => verdict.matched)
}

describe(`${DRIVER}: requests the intercept sees`, () => {
  const rows: Array<{
    test: string
    args: string
    requests: string[]
    matches: boolean[]
    headers?: string
  }> = [
    {
      test: 'resolve ambiguity between overloaded definitions',
      args: "'POST', '/post-only'",
      requests: ['POST /post-only'],
      matches: [true],
    },
    {
      test: 'lower-cased method works (fetch sends post as POST)',
      args: "{ method: 'post', url: '/post-only' }",
      requests: ['post /post-only'],
      matches: [true],
    },
    {
      test: 'can override an interceptor with another interceptor (first)',
      args: "'GET', '**/mydata?**', (req) => { throw new Error('x') }",
      requests: ['GET /mydata?abc'],
      matches: [true],
    },
    {
      test: 'can override an interceptor with another interceptor (second)',
      args: "'GET', '/mydata*', (req) => { req.reply({ body: [1, 2, 3, 4, 5] }) }",
      requests: ['GET /mydata?abc'],
      matches: [true],
    },
    {
      test: 'can override a StaticResponse with another StaticResponse',
      args: "'GET', '/items-3*', ['foo', 'bar']",
      requests: ['GET /items-3'],
      matches: [true],
    },
    {
      test: 'chains middleware with string matcher as expected',
      args: "'/dump-headers*', { middleware: true }, (req) => {}",
      requests: ['GET /dump-headers'],
      matches: [true],
    },
    {
      test: 'passes request through in reverse order (cy.visit)',
      args: "'/dump-method', function (req) { req.reply() }",
      requests: ['GET /dump-method'],
      matches: [true],
    },
    {
      test: 'can stub a response with static body as string',
      args: "{ url: '*' }, 'hello world'",
      requests: ['GET /abc123'],
      matches: [true],
    },
    {
      test: 'can stub requests with uncommon HTTP methods',
      args: "'PROPFIND', '/foo-12', 'foo bar baz'",
      requests: ['PROPFIND /foo-12'],
      matches: [true],
    },
    {
      test: 'with method, url, res shorthand',
      args: "'GET', '*', []",
      requests: ['GET /abc123'],
      matches: [true],
    },
    {
      test: 'prevents requests from reaching destination server',
      args: "'/set-var*', { statusCode: 200, body: 'else' }",
      requests: ['GET /set-var?v=something'],
      matches: [true],
    },
    {
      test: 'fixtures: can stub a response with a JSON object',
      args: "{ method: 'POST', url: '/test-xhr' }, { fixture: 'valid.json' }",
      requests: ['POST /test-xhr'],
      matches: [true],
    },
    {
      test: 'fixtures: works with images (a pattern without /)',
      args: "'non-existing-image.png', { fixture: 'media/cypress.png' }",
      requests: ['GET /fixtures/non-existing-image.png'],
      matches: [true],
    },
    {
      test: 'load fixture as Buffer when encoding is null',
      args: "'/fixtures/media/small.mp4', { fixture: 'media/small.mp4,null' }",
      requests: ['GET /fixtures/media/small.mp4'],
      matches: [true],
    },
    {
      test: 'receives the original request in handler',
      args: "'/def456*', function (req) {}",
      requests: ['GET /def456'],
      matches: [true],
    },
    {
      test: 'receives the original request body in handler',
      args: "'/aaa', function (req) {}",
      requests: ['POST /aaa'],
      matches: [true],
    },
    {
      test: 'can add a body to a request that does not have one',
      args: "'/post-only*', function (req) {}",
      requests: ['GET /post-only'],
      matches: [true],
    },
    {
      test: 'should delay the same amount on every response',
      args: "'/timeout*', { statusCode: 200, body: 'foo', delay: 250 }",
      requests: ['GET /timeout', 'GET /timeout', 'GET /timeout'],
      matches: [true, true, true],
    },
    {
      test: 'request url querystring: parse query correctly',
      args: "{ url: '/users*' }, (req) => {}",
      requests: ['GET /users?someKey=someValue'],
      matches: [true],
    },
    {
      test: 'matches requests as expected: handles querystrings (final)',
      args: "'*', 'it worked'",
      requests: ['GET /abc?foo=bar&baz=quux'],
      matches: [true],
    },
    {
      test: 'matches requests as expected: handles querystrings (third)',
      args: "{ query: { foo: 'b*r', baz: /quu[x]/ } }",
      requests: ['GET /abc?foo=bar&baz=quux'],
      matches: [true],
    },
    {
      test: 'matches requests as expected: handles querystrings (second)',
      args: "{ path: '/abc?foo=bar&baz=qu*x*' }",
      requests: ['GET /abc?foo=bar&baz=quux'],
      matches: [true],
    },
    {
      test: 'matches requests as expected: handles querystrings (first)',
      args: "{ pathname: '/abc' }",
      requests: ['GET /abc?foo=bar&baz=quux'],
      matches: [true],
    },
    {
      test: 'with case-insensitive header matching',
      args: "{ headers: { 'X-some-Thing': 'foo' } }",
      requests: ['GET /foo-40'],
      headers: 'X-SOME-THING: foo',
      matches: [true],
    },
    {
      test: 'falls back to matching by path: matches globs against path',
      args: "'/foo/*', (req) => {}",
      requests: ['GET /foo/1'],
      matches: [true],
    },
    {
      test: 'falls back to matching by path: matches nested globs against path',
      args: "'/foo/*/bar', (req) => {}",
      requests: ['GET /foo/1/bar'],
      matches: [true],
    },
    {
      test: 'with `times`: only uses each handler N times (times: 1)',
      args: "{ url: '/foo-41*', times: 1 }, 'first'",
      requests: ['GET /foo-41', 'GET /foo-41', 'GET /foo-41'],
      matches: [true, false, false],
    },
    {
      test: 'with `times`: only uses each handler N times (times: 2)',
      args: "{ url: '/foo-41*', times: 2 }, 'second'",
      requests: ['GET /foo-41', 'GET /foo-41', 'GET /foo-41'],
      matches: [true, true, false],
    },
    {
      test: 'with `times`: stopPropagation works with reply',
      args: "{ method: 'POST', times: 1, url: '/post-only' }, (req) => {}",
      requests: ['POST /post-only', 'POST /post-only'],
      matches: [true, false],
    },
    {
      test: 'can intercept against any domain: different origin (HTTP)',
      args: "'/foo-42*'",
      requests: ['GET http://baz.foobar.com:3501/foo-42'],
      matches: [true],
    },
    {
      test: 'can intercept against any domain: different origin (HTTPS)',
      args: "'/fixtures/xhr.html*', (req) => {}",
      requests: ['GET https://bar.foobar.com:3502/fixtures/xhr.html'],
      matches: [true],
    },
    {
      test: 'can load transfer-encoding: chunked redirects',
      args: "'*'",
      requests: [
        `GET http://foobar.com:3500/redirect?chunked=1&href=${encodeURIComponent('http://localhost:3501/fixtures/generic.html')}`,
      ],
      matches: [true],
    },
    {
      test: 'cors preflight: responds to OPTIONS requests',
      args: "'/no-cors', (req) => {}",
      requests: ['DELETE http://diff.foobar.com:3501/no-cors'],
      matches: [true],
    },
    {
      test: 'cors preflight: can be overwritten (OPTIONS only)',
      args: "'OPTIONS', '/no-cors*', (req) => {}",
      requests: [
        'OPTIONS http://diff.foobar.com:3501/no-cors',
        'DELETE http://diff.foobar.com:3501/no-cors',
      ],
      matches: [true, false],
    },
    {
      test: 'cors expose header',
      args: "'/cors*', {}",
      requests: ['GET http://diff.foobar.com:3501/cors'],
      matches: [true],
    },
    {
      test: 'mergeRouteMatcher + regex url works',
      args: '/^\\/foo-43.*/, { middleware: true }, (req) => {}',
      requests: ['GET /foo-43'],
      matches: [true],
    },
    {
      test: 'still works after a cy.visit (a RegExp made from a path)',
      args: '/\\/foo-44/, { body: "{}" }',
      requests: ['GET /foo-44'],
      matches: [true],
    },
  ]

  it.each(rows)('$test', ({ args, requests, matches, headers }) => {
    expect(verdicts(args, requests, { headers })).toEqual(matches)
  })

  it('with `resourceType`: can match a proxied image request by resourceType', () => {
    const args = "{ resourceType: 'image' }, (req) => {}"
    expect(verdicts(args, ['GET /'], { resourceType: 'fetch' })).toEqual([
      false,
    ])
    expect(verdicts(args, ['GET /image'], { resourceType: 'image' })).toEqual([
      true,
    ])
  })

  it('with `resourceType`: can match a cy.visit() document request by resourceType', () => {
    const args = "{ resourceType: 'document' }, (req) => {}"
    expect(
      verdicts(args, ['GET /stubbed-html.html'], { resourceType: 'document' }),
    ).toEqual([true])
    expect(verdicts(args, ['GET /'], { resourceType: 'fetch' })).toEqual([
      false,
    ])
  })

  it('regex values stringified and other values copied: header names in lower case', () => {
    const read = readArguments(
      "{ headers: { 'Accept-Language': /hylian/i, 'Content-Encoding': 'corrupted' } }",
    )
    expect(read.ok).toBe(true)
    const reading = read.ok ? readMatcher(read.args) : undefined
    expect(reading?.ok && reading.registered).toBe(
      "{ headers: { 'accept-language': /hylian/i, 'content-encoding': 'corrupted' } }",
    )
  })
})

describe(`${DRIVER}: the errors cy.intercept() fails with`, () => {
  const rows: Array<{ test: string; args: string; error: string }> = [
    {
      test: 'url must be a string or regexp',
      args: '{ url: {} }',
      error: '`url` must be a string or a regular expression',
    },
    {
      test: 'requires a url when given a response',
      args: '{}',
      error:
        'The RouteMatcher does not contain any keys. You must pass something to match on.',
    },
    {
      test: 'cannot merge url with url',
      args: "'/bar-1', { url: '/bar-1' }, () => {}",
      error:
        'When invoking `cy.intercept()` with a `RouteMatcher` as the second parameter, `url` can only be specified as the first parameter',
    },
    {
      test: 'cannot pass RouteMatcherOptions in 2nd arg with no handler',
      args: "'/foo-2', { middleware: true }",
      error:
        'When invoking `cy.intercept()` with a `RouteMatcher` as the second parameter, a handler (function or `StaticResponse`) must be specified as the third parameter.',
    },
    {
      test: 'with an unexpected number of arguments: cy.intercept(url, handler?)',
      args: "'/url-3', { forceNetworkError: true }, () => {}",
      error:
        'The `cy.intercept(url, handler?)` signature accepts a maximum of 2 arguments, but 3 arguments were passed.',
    },
    {
      test: 'with an unexpected number of arguments: cy.intercept(url, mergeRouteMatcher, handler)',
      args: "'/url-4', { middleware: true }, { forceNetworkError: true }, () => {}",
      error:
        'The `cy.intercept(url, mergeRouteMatcher, handler)` signature accepts a maximum of 3 arguments, but 4 arguments were passed.',
    },
    {
      test: 'with an unexpected number of arguments: cy.intercept(method, url, handler?)',
      args: "'POST', '/url-5', { forceNetworkError: true }, () => {}",
      error:
        'The `cy.intercept(method, url, handler?)` signature accepts a maximum of 3 arguments, but 4 arguments were passed.',
    },
    {
      test: 'requires unique header names',
      args: "{ headers: { foo: 'bar', FOO: 'bar' } }",
      error:
        '`FOO` was specified more than once in `headers`. Header fields can only be matched once (HTTP header field names are case-insensitive).',
    },
    {
      test: 'requires StringMatcher header values',
      args: "{ headers: { good: 'string', fine: /regexp/, wrong: 3 } }",
      error: '`headers.wrong` must be a string or a regular expression.',
    },
    {
      test: 'errors on matchUrlAgainstPath usage',
      args: '{ matchUrlAgainstPath: true }',
      error: '`matchUrlAgainstPath` was removed in Cypress 7.0.0',
    },
    {
      test: 'errors on unknown prop',
      args: '{ wrong: true }',
      error: 'An unknown `RouteMatcher` property was passed: `wrong`',
    },
    {
      test: 'times must be a positive integer',
      args: '{ times: 9.75 }',
      error: '`times` must be a positive integer.',
    },
    {
      test: 'string hostname must be a valid domain name',
      args: "{ hostname: 'http://website.web' }",
      error: '`hostname` must be a valid host name or domain name.',
    },
  ]

  it.each(rows)('$test', ({ args, error }) => {
    const result = runTryout({
      matcher: args,
      requests: '/',
      headers: '',
      resourceType: 'xhr',
      base: 'http://localhost:3500',
    })
    expect(result.matcher.status).toBe('refused')
    expect(
      result.matcher.status === 'refused' && result.matcher.message,
    ).toContain(error)
    // The requests are listed but not judged.
    expect(result.requests.map((verdict) => verdict.checks)).toEqual([[]])
  })

  it('requires arguments', () => {
    expect(readMatcher([])).toMatchObject({
      ok: false,
      error:
        'An invalid RouteMatcher was supplied to `cy.intercept()`. The RouteMatcher does not contain any keys. You must pass something to match on.',
    })
  })

  it.each(['false', 'null'])('with invalid handler: %s fails', (handler) => {
    expect(
      runTryout({
        matcher: `'/', ${handler}`,
        requests: '',
        headers: '',
        resourceType: 'xhr',
        base: 'http://localhost:3500',
      }).matcher,
    ).toMatchObject({ status: 'refused', quoted: false })
  })

  it.each([
    ['string hostname can be "localhost"', "{ hostname: 'localhost' }"],
    ['string hostname can be unicode', "{ hostname: 'はじめよう.みんな' }"],
  ])('%s', (_test, args) => {
    expect(
      runTryout({
        matcher: args,
        requests: '',
        headers: '',
        resourceType: 'xhr',
        base: 'http://localhost:3500',
      }).matcher.status,
    ).toBe('registered')
  })
})
