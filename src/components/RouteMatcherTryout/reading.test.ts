/**
 * The parts of the tryout that stand in for Node and lodash in the
 * browser, held to the real thing: Node's legacy url.parse and querystring,
 * Buffer's base64, and lodash's property paths. And the reading of what a
 * reader types, whose mistakes are explained, never thrown.
 */
import { Buffer } from 'node:buffer'
import querystring from 'node:querystring'
import url from 'node:url'

import { describe, expect, it } from 'vitest'

import { Code, formatLiteral, readArguments } from './literal'
import { decodeBase64, matchableFor, parseQuery } from './matching'
import { getPath, hasPath, propertyPath } from './paths'
import { readHeaders, readRequests, sentMethod } from './requests'
import { runTryout } from './tryout'

describe('matchableFor reads a URL as url.parse(url, true) does', () => {
  const urls = [
    'https://google.com/asdf?1234=a',
    'http://localhost:3000/api/todos?page=2&page=3',
    'http://localhost:3000/',
    'http://[::1]:8080/a',
    "http://a.test/it's%20here?q=a+b&r=%E2%9C%93&bad=%zz",
    'http://a.test/a|b^c{d}?x=1|2',
    'HTTPS://Example.COM:8443/Path',
    '/abc?foo=bar&baz=quux',
    'http://a.test/?ids[]=1&ids[]=2&empty&=v',
  ]
  it.each(urls)('%s', (proxiedUrl) => {
    // Node marks url.parse deprecated; it is what Cypress 15.3.0 calls.
    const parsed = url.parse(proxiedUrl, true)
    const matchable = matchableFor({ proxiedUrl, method: 'GET', headers: {} })
    expect({
      hostname: matchable.hostname,
      path: matchable.path,
      pathname: matchable.pathname,
      query: { ...matchable.query },
      https: matchable.https,
      port: matchable.port,
    }).toEqual({
      hostname: parsed.hostname,
      path: parsed.path,
      pathname: parsed.pathname,
      query: { ...parsed.query },
      https: parsed.protocol ? parsed.protocol.startsWith('https') : null,
      port: parsed.port ?? (parsed.protocol === 'https:' ? 443 : 80),
    })
  })

  it.each(['a=1&a=2&b', 'x=%E2%9C%93&y=%zz+1', 'k%20ey=v%3Dw', '&&a=&'])(
    'parseQuery(%j) equals querystring.parse',
    (search) => {
      expect({ ...parseQuery(search) }).toEqual({
        ...querystring.parse(search),
      })
    },
  )

  it.each([
    'Zm9vOmJhcg==',
    'Zm9v*OmJh cg',
    'Zm9vOmJhcg-_',
    'YTpiOmM=',
    'w6k6w6k',
    'Y',
    '',
  ])('decodeBase64(%j) equals Buffer.from(…, "base64")', (text) => {
    expect(decodeBase64(text)).toBe(Buffer.from(text, 'base64').toString())
  })

  it('keeps only the part of a password before its second colon, as split(":", 2) does', () => {
    const matchable = matchableFor({
      proxiedUrl: 'http://a.test/',
      method: 'GET',
      headers: {
        authorization: `Basic ${Buffer.from('me:pa:ss').toString('base64')}`,
      },
    })
    expect(matchable.auth).toEqual({ username: 'me', password: 'pa' })
  })
})

describe('property paths, as lodash 4.17 splits them', () => {
  // Each expectation is lodash's own `_.toPath(name)`.
  it.each([
    ['headers.x-client', ['headers', 'x-client']],
    ['query.ids[]', ['query', 'ids', '']],
    ['query.a[0]', ['query', 'a', '0']],
    ['query.a b', ['query', 'a b']],
    ['query.', ['query', '']],
    ['query.[x]', ['query', 'x']],
    ['query.filter[status]', ['query', 'filter', 'status']],
    ["query['a.b']", ['query', 'a.b']],
    ['query.a..b', ['query', 'a', '', 'b']],
    ['.a', ['', 'a']],
    ['plain', ['plain']],
  ])('%s', (name, steps) => {
    expect(propertyPath(name)).toEqual(steps)
  })

  it('gets and has along the path', () => {
    const object = { query: { 'ids[]': '1', page: '2' } }
    expect(getPath(object, 'query.page')).toBe('2')
    expect(getPath(object, 'query.ids[]')).toBeUndefined()
    expect(hasPath(object, 'query.ids[]')).toBe(false)
    expect(hasPath(object, 'query.page')).toBe(true)
  })
})

describe('readArguments', () => {
  it('reads strings, RegExps, objects, arrays and handlers', () => {
    const read = readArguments(
      "{ method: 'GET', url: /\\/api\\/\\d+/i, port: [80, 443], https: true, 'x-y': \"z\", }, (req) => { req.reply('a, b') }",
    )
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(formatLiteral(read.args[0])).toBe(
      "{ method: 'GET', url: /\\/api\\/\\d+/i, port: [80, 443], https: true, 'x-y': 'z' }",
    )
    expect(read.args[1]).toBeInstanceOf(Code)
    expect(read.args).toHaveLength(2)
  })

  it('reads a pasted call with its alias', () => {
    const read = readArguments(
      "cy.intercept('POST', '/api/todos').as('create')",
    )
    expect(read).toEqual({ ok: true, args: ['POST', '/api/todos'] })
  })

  it.each([
    ["'/api", 'never closed'],
    ['/api(/', 'not valid'],
    ['/api/xyz', 'are not regular expression flags'],
    ['{ url }', '`url` has no value'],
    ['{ method: GET }', '`GET` is a name'],
    ['url', '`url` is a name'],
    ['`/api/${id}`', 'template string'],
    ['new RegExp("x")', 'as a literal'],
    ['{ a: 1 } { b: 2 }', 'Expected , between two arguments'],
    ["cy.intercept('/a'", 'never closed with )'],
  ])('explains %s', (text, message) => {
    const read = readArguments(text)
    expect(read.ok).toBe(false)
    expect(!read.ok && read.error.message).toContain(message)
  })

  it('never throws, whatever it is given', () => {
    const pieces = [
      "'",
      '"',
      '`',
      '/',
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '\\',
      'a',
      '1',
      ' ',
      '\n',
      '(',
      ')',
      '=>',
      '${',
      '*/',
      '/*',
    ]
    let seed = 7
    for (let round = 0; round < 2000; round++) {
      let text = ''
      for (let i = 0; i < 12; i++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31
        text += pieces[seed % pieces.length]
      }
      expect(() =>
        runTryout({
          matcher: text,
          requests: text,
          headers: text,
          resourceType: 'fetch',
          base: 'http://localhost:3000',
        }),
      ).not.toThrow()
    }
  })
})

describe('the request list and headers', () => {
  it('sends the six standard methods in upper case, others as written', () => {
    expect(['post', 'Get', 'patch', 'PROPFIND'].map(sentMethod)).toEqual([
      'POST',
      'GET',
      'patch',
      'PROPFIND',
    ])
  })

  it('reads paths from the base URL, drops the fragment and adds the host header', () => {
    const [line] = readRequests('POST /api/todos?x=1#top', {
      base: 'http://localhost:3000',
      headers: {},
      resourceType: 'fetch',
    })
    expect(line).toMatchObject({
      ok: true,
      request: {
        method: 'POST',
        proxiedUrl: 'http://localhost:3000/api/todos?x=1',
        headers: { host: 'localhost:3000' },
      },
    })
  })

  it.each([
    ['GET a b', 'optional method, a space and the URL'],
    ['ftp://a.test/x', 'Only http and https'],
    ['http://me:secret@a.test/', 'authorization: Basic'],
  ])('explains the line %s', (text, message) => {
    const [line] = readRequests(text, {
      base: 'http://localhost:3000',
      headers: {},
      resourceType: 'fetch',
    })
    expect(line.ok).toBe(false)
    expect(!line.ok && line.error).toContain(message)
  })

  it('reads header names in lower case and explains a line without a colon', () => {
    expect(readHeaders('X-Client: web\nx-client: app\noops')).toEqual({
      headers: { 'x-client': 'web, app' },
      errors: [
        'Header line 3: write a header as name: value, such as x-client: web.',
      ],
    })
  })
})
