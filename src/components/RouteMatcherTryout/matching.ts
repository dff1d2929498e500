/**
 * How the Cypress 15.3.0 proxy decides whether a request matches a route
 * matcher, with the reason for each field: packages/net-stubbing's
 * `_getMatchableForRequest` (what it reads from the request) and
 * `_doesRouteMatch` (how it compares), with minimatch 3.1.2 and its
 * `matchBase` option, as Cypress calls it.
 */
import minimatch from 'minimatch'

import type { RouteMatcher } from './routeMatcher'
import { getPath } from './paths'

/** A request as the proxy sees it. */
export interface ProxiedRequest {
  /** The URL the browser asked for, without the fragment. */
  proxiedUrl: string
  /** The method as the browser sent it. */
  method: string
  /** Header names in lower case, as Node reads them. */
  headers: Record<string, string>
  /** The browser's resource type, such as `fetch` or `document`. */
  resourceType?: string
}

/** What the proxy compares with a route matcher (`_getMatchableForRequest`). */
export interface Matchable {
  method: string
  headers: Record<string, string>
  resourceType?: string
  auth?: { username: string; password: string | undefined }
  hostname: string | null
  path: string
  pathname: string
  /** A string when the URL names a port; 80 or 443 (numbers) when it does not. */
  port: string | number
  query: Record<string, string | string[]>
  url: string
  https: boolean | null
}

/** One field of the route matcher against one request. */
export interface FieldCheck {
  /** `url`, `method`, `headers.x-client`, `port`… */
  field: string
  /** The matcher as you wrote it: `'/api/*'`, `/\d+/`, `3000`. */
  matcher: string
  /** The request's value Cypress compares, as text. */
  value: string
  pass: boolean
  /** How it passed or failed, in a sentence. */
  how: string
  /** What to change, when the tryout can tell. */
  hint?: string
  /** False for a field after the first failure: Cypress stops before it. */
  checkedByCypress: boolean
}

// ---------------------------------------------------------------------
// Reading the request, as Node's legacy `url.parse(url, true)` does.

/** Characters `url.parse` escapes in the path and query before splitting them. */
const AUTO_ESCAPE = /['{}|\\^`<>" \r\n\t]/g

function decodeBytes(bytes: number[]): string {
  return new TextDecoder().decode(new Uint8Array(bytes))
}

/** `querystring.unescape`: `+` is a space; bad `%` sequences stay as they are. */
function unescapeQuery(text: string): string {
  const bytes: number[] = []
  const plain = text.replace(/\+/g, ' ')
  for (let i = 0; i < plain.length; i++) {
    const hex = /^%([0-9a-fA-F]{2})/.exec(plain.slice(i))
    if (hex) {
      bytes.push(parseInt(hex[1], 16))
      i += 2
      continue
    }
    bytes.push(...new TextEncoder().encode(plain[i]))
  }
  return decodeBytes(bytes)
}

/** `querystring.parse`: repeated names collect their values in an array. */
export function parseQuery(search: string): Record<string, string | string[]> {
  const query = Object.create(null) as Record<string, string | string[]>
  for (const part of search.split('&')) {
    if (!part) continue
    const cut = part.indexOf('=')
    const name = unescapeQuery(cut === -1 ? part : part.slice(0, cut))
    const value = cut === -1 ? '' : unescapeQuery(part.slice(cut + 1))
    const before = query[name]
    if (before === undefined) query[name] = value
    else if (Array.isArray(before)) before.push(value)
    else query[name] = [before, value]
  }
  return query
}

/** Node's base64 reading: other characters are skipped, `-_` count as `+/`, it stops at `=`. */
export function decodeBase64(text: string): string {
  const alphabet =
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const digits: number[] = []
  for (const char of text) {
    if (char === '=') break
    const normal = char === '-' ? '+' : char === '_' ? '/' : char
    const digit = alphabet.indexOf(normal)
    if (digit !== -1) digits.push(digit)
  }
  const bytes: number[] = []
  for (let i = 0; i + 1 < digits.length; i += 4) {
    const [a, b, c, d] = digits.slice(i, i + 4)
    bytes.push(((a << 2) | (b >> 4)) & 255)
    if (c !== undefined) bytes.push(((b << 4) | (c >> 2)) & 255)
    if (d !== undefined) bytes.push(((c << 6) | d) & 255)
  }
  return decodeBytes(bytes)
}

/** `_getMatchableForRequest`: the request's parts the proxy compares. */
export function matchableFor(request: ProxiedRequest): Matchable {
  const matchable: Matchable = {
    method: request.method,
    headers: request.headers,
    hostname: null,
    path: '',
    pathname: '',
    port: '',
    query: Object.create(null) as Record<string, string>,
    url: request.proxiedUrl,
    https: null,
  }
  if (request.resourceType !== undefined) {
    matchable.resourceType = request.resourceType
  }

  const authorization = request.headers.authorization
  if (authorization) {
    const [mechanism, credentials] = authorization.split(' ', 2)
    if (mechanism && credentials && mechanism.toLowerCase() === 'basic') {
      // Splitting at most in two: a password's own colons cut it short.
      const [username, password] = decodeBase64(credentials).split(':', 2)
      matchable.auth = { username, password }
    }
  }

  const parts =
    /^(?:([a-z][a-z0-9+.-]*:))?(?:\/\/([^/?#\\]*))?([^?#]*)(\?[^#]*)?/i.exec(
      request.proxiedUrl.trim(),
    )!
  const [, protocol, authority, rawPath = '', rawSearch = ''] = parts
  if (authority !== undefined) {
    const host = authority.slice(authority.lastIndexOf('@') + 1)
    const bracketed = /^\[([^\]]*)\](?::(\d*))?$/.exec(host)
    const plain = /^([^:]*)(?::(\d*))?$/.exec(host)
    const hostname = bracketed ? bracketed[1] : (plain?.[1] ?? host)
    const port = bracketed ? bracketed[2] : plain?.[2]
    matchable.hostname = hostname.toLowerCase()
    if (port) matchable.port = port
  }
  const escape = (text: string) =>
    text.replace(AUTO_ESCAPE, (char) =>
      encodeURIComponent(char).replace(/'/g, '%27'),
    )
  const pathname = escape(rawPath) || (authority !== undefined ? '/' : '')
  const search = escape(rawSearch)
  matchable.pathname = pathname
  matchable.path = pathname + search
  matchable.query = parseQuery(search.slice(1))
  matchable.https = protocol ? protocol.toLowerCase().startsWith('https') : null
  if (!matchable.port) matchable.port = matchable.https ? 443 : 80
  return matchable
}

// ---------------------------------------------------------------------
// Comparing, as `_doesRouteMatch` does, with the reason for each field.

const GLOB = { matchBase: true }

function code(value: string): string {
  return value === '' ? 'an empty string' : `\`${value}\``
}

function lastPart(value: string): string {
  const parts = value.split('/').filter(Boolean)
  return parts[parts.length - 1] ?? ''
}

/**
 * Cypress's `stringMatch`: equal, or a minimatch glob with matchBase; for
 * `url` compared with a path, the pattern with a `/` put in front too.
 * Returns how it matched, or undefined.
 */
function stringMatch(
  value: string,
  pattern: string,
  isUrl: boolean,
): 'equal' | 'glob' | 'slash' | undefined {
  if (value === pattern) return 'equal'
  if (minimatch(value, pattern, GLOB)) return 'glob'
  if (isUrl && value[0] === '/' && pattern[0] !== '/') {
    return stringMatch(value, `/${pattern}`, isUrl) ? 'slash' : undefined
  }
  return undefined
}

function globWords(
  how: 'equal' | 'glob' | 'slash',
  pattern: string,
  value: string,
  noun: string,
) {
  const target = `${noun}${code(value)}`
  if (how === 'equal') return `equals ${target}`
  const base = pattern.startsWith('!')
    ? ' (a pattern that starts with ! matches what the rest does not)'
    : !pattern.includes('/')
      ? ` (a pattern without / is compared with the last part, ${code(lastPart(value))})`
      : ''
  if (how === 'slash') {
    return `matches ${target} as a glob once a / is put in front of it${base}`
  }
  return `matches ${target} as a glob${base}`
}

/** Hints for a glob that fails, from the most to the least likely. */
function globHint(
  pattern: string,
  value: string,
  matchable: Matchable,
  isUrl: boolean,
) {
  if (pattern.startsWith('#')) {
    return 'minimatch reads a pattern that starts with # as a comment, which matches nothing.'
  }
  if (pattern.startsWith('!')) {
    return 'A pattern that starts with ! is negated by minimatch: it matches what the rest of the pattern does not.'
  }
  if (isUrl && matchable.path.includes('?') && !pattern.includes('?')) {
    if (stringMatch(matchable.pathname, pattern, true)) {
      const query = matchable.path.slice(matchable.path.indexOf('?'))
      return `The path includes the query string ${code(query)}, and so must the pattern: end it with \`*\`, or match on \`pathname\`, which leaves the query string out.`
    }
  }
  const targets = isUrl ? [matchable.url, matchable.path] : [value]
  if (
    targets.some((target) => minimatch(target, pattern, { ...GLOB, dot: true }))
  ) {
    return '`*` and `**` do not match a part of the path that starts with a dot: write that part out.'
  }
  const toggled = pattern.endsWith('/') ? pattern.slice(0, -1) : `${pattern}/`
  if (targets.some((target) => stringMatch(target, toggled, isUrl))) {
    return 'A trailing / counts: the pattern and the URL must both have it or both lack it.'
  }
  if (
    targets.some((target) =>
      stringMatch(target.toLowerCase(), pattern.toLowerCase(), isUrl),
    )
  ) {
    return 'Globs are case-sensitive.'
  }
  if (!pattern.includes('/')) {
    return `A pattern without / is compared with the last part of the ${isUrl ? 'URL' : 'value'} only, ${code(lastPart(isUrl ? matchable.path : value))}.`
  }
  if (isUrl && !pattern.includes('*') && matchable.url.includes(pattern)) {
    return 'A string is never matched as a part of the URL: add `*` or `**` where the rest may vary.'
  }
  return undefined
}

function stateHint(regex: RegExp, before: number) {
  if (!regex.global && !regex.sticky) return undefined
  return `With the ${regex.global ? 'g' : 'y'} flag, test() starts where the previous match ended (at ${before} this time), and Cypress keeps one RegExp for every request: leave the flag out.`
}

function describeValue(raw: unknown): string {
  if (raw === undefined) return ''
  return String(raw)
}

function missingHint(field: string, matchable: Matchable, raw: unknown) {
  if (raw !== undefined) {
    if (Array.isArray(raw) && field.startsWith('query.')) {
      return `The parameter appears ${raw.length} times, so Cypress compares its values joined with commas.`
    }
    return undefined
  }
  if (field.startsWith('headers.')) {
    return `The request has no \`${field.slice(8)}\` header, so Cypress compares an empty string.`
  }
  if (field.startsWith('query.')) {
    return `The URL has no \`${field.slice(6)}\` parameter, so Cypress compares an empty string.`
  }
  if (field.startsWith('auth.')) {
    return matchable.auth
      ? 'The credentials hold no colon, so there is no password: Cypress compares an empty string.'
      : 'The request has no `Authorization: Basic …` header, so Cypress compares an empty string.'
  }
  return undefined
}

function checkString(
  field: string,
  matcher: string | RegExp,
  matchable: Matchable,
  checkedByCypress: boolean,
): FieldCheck {
  const raw = getPath(matchable, field)
  const value = describeValue(raw)
  const isUrl = field === 'url'
  const shown = typeof matcher === 'string' ? `'${matcher}'` : String(matcher)

  if (matcher instanceof RegExp) {
    // After the first failure Cypress stops; the tryout tests a copy, so a
    // g or y flag's position is the one Cypress would carry on with.
    const regex = checkedByCypress
      ? matcher
      : new RegExp(matcher.source, matcher.flags)
    const before = regex.lastIndex
    const onValue = regex.test(value)
    const onPath = !onValue && isUrl && regex.test(matchable.path)
    const pass = onValue || onPath
    const where = (text: string, name: string) => `${name} ${code(text)}`
    const how = pass
      ? `finds a match in ${onValue ? where(value, isUrl ? 'the URL' : 'the value') : where(matchable.path, 'the path')}`
      : isUrl
        ? `finds no match in the URL ${code(value)} or in its path ${code(matchable.path)}`
        : `finds no match in ${code(value)}`
    const hint =
      (!pass || before > 0 ? stateHint(matcher, before) : undefined) ??
      (pass ? undefined : missingHint(field, matchable, raw))
    return { field, matcher: shown, value, pass, how, hint, checkedByCypress }
  }

  if (field === 'method') {
    const pass = Boolean(
      stringMatch(value.toLowerCase(), matcher.toLowerCase(), false),
    )
    return {
      field,
      matcher: shown,
      value,
      pass,
      how: pass
        ? `matches ${code(value)}; a method given as a string is compared in lower case`
        : `does not match ${code(value)}, even in lower case`,
      checkedByCypress,
    }
  }

  const onValue = stringMatch(value, matcher, isUrl)
  const onPath =
    !onValue && isUrl ? stringMatch(matchable.path, matcher, true) : undefined
  const pass = Boolean(onValue || onPath)
  let how: string
  if (onValue) how = globWords(onValue, matcher, value, isUrl ? 'the URL ' : '')
  else if (onPath) how = globWords(onPath, matcher, matchable.path, 'the path ')
  else if (isUrl) {
    how = `matches neither the URL ${code(value)} nor its path ${code(matchable.path)}, as an equal string or as a glob`
  } else how = `neither equals nor matches ${code(value)} as a glob`
  const hint = pass
    ? undefined
    : (missingHint(field, matchable, raw) ??
      globHint(matcher, value, matchable, isUrl))
  return { field, matcher: shown, value, pass, how, hint, checkedByCypress }
}

function checkHttps(
  expected: boolean,
  matchable: Matchable,
  checkedByCypress: boolean,
): FieldCheck {
  const pass = expected === matchable.https
  const scheme =
    matchable.https === null
      ? 'has no scheme'
      : matchable.https
        ? 'is HTTPS'
        : 'is plain HTTP'
  return {
    field: 'https',
    matcher: String(expected),
    value: String(matchable.https),
    pass,
    how: `the request ${scheme}`,
    checkedByCypress,
  }
}

function checkPort(
  expected: number | number[],
  matchable: Matchable,
  checkedByCypress: boolean,
): FieldCheck {
  const { port } = matchable
  const pass =
    Array.isArray(expected) && expected.length
      ? expected.includes(port as number)
      : expected === port
  const written = typeof port === 'string'
  const list = Array.isArray(expected)
  const how = written
    ? `the URL names the port ${port}, which Cypress reads as the text '${port}'`
    : `the URL names no port, so it counts as ${port}`
  let hint: string | undefined
  if (!pass && written) {
    const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(matchable.url)?.[0]
    hint = `In Cypress 15.3.0 a port written in the URL stays text, and text never equals a number, so \`port\` only matches URLs without a port (80 for http, 443 for https).${
      origin ? ` Match this port in \`url\` instead: '${origin}/**'.` : ''
    }`
  } else if (!pass && list && expected.length === 0) {
    hint = 'An empty list matches no port.'
  }
  return {
    field: 'port',
    matcher: list ? `[${expected.join(', ')}]` : String(expected),
    value: String(port),
    pass,
    how,
    hint,
    checkedByCypress,
  }
}

/**
 * Each field of the route matcher against the request, in the proxy's
 * order; the request matches when every field passes (`_doesRouteMatch`).
 */
export function checkRequest(
  routeMatcher: RouteMatcher,
  matchable: Matchable,
): { matched: boolean; checks: FieldCheck[] } {
  const checks: FieldCheck[] = []
  const stillChecking = () => checks.every((check) => check.pass)
  for (const { field, matcher } of routeMatcher.strings) {
    checks.push(checkString(field, matcher, matchable, stillChecking()))
  }
  if (routeMatcher.https !== undefined) {
    checks.push(checkHttps(routeMatcher.https, matchable, stillChecking()))
  }
  if (routeMatcher.port !== undefined) {
    checks.push(checkPort(routeMatcher.port, matchable, stillChecking()))
  }
  return { matched: stillChecking(), checks }
}
