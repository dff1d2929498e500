/**
 * How `cy.intercept()` in Cypress 15.3.0 turns its arguments into the route
 * matcher that its proxy holds: which overload the arguments are, the
 * checks that fail the command (with Cypress's own error texts), and what
 * reaches the proxy (empty fields left out, header names in lower case,
 * each regular expression rebuilt from its source and flags).
 *
 * Follows packages/driver/src/cy/net-stubbing/add-command.ts
 * (`intercept`, `getMatcherOptions`, `validateRouteMatcherOptions`,
 * `annotateMatcherOptionsTypes`) and packages/net-stubbing's
 * `_restoreMatcherOptionsTypes` and field lists.
 */
import isValidDomain from 'is-valid-domain'
import isValidHostname from 'is-valid-hostname'

import {
  Code,
  formatLiteral,
  type Literal,
  type LiteralObject,
} from './literal'
import { getPath, hasPath, keysOf, propertyPath, setPath } from './paths'

/** Route matcher fields that are copied as they are. */
export const PLAIN_FIELDS = ['https', 'port', 'middleware', 'times'] as const
/** Route matcher fields that hold an object of string matchers. */
export const DICT_STRING_MATCHER_FIELDS = ['headers', 'query'] as const
/** Route matcher fields that hold a string (a glob) or a regular expression. */
export const STRING_MATCHER_FIELDS = [
  'auth.username',
  'auth.password',
  'hostname',
  'method',
  'path',
  'pathname',
  'url',
  'resourceType',
] as const

/** Every key a route matcher object may have, in the order Cypress lists them. */
export const ROUTE_MATCHER_FIELDS: readonly string[] = [
  ...PLAIN_FIELDS,
  ...STRING_MATCHER_FIELDS,
  ...DICT_STRING_MATCHER_FIELDS,
  'auth',
]

/**
 * The methods `cy.intercept(method, url)` accepts as a method: the `methods`
 * package's list, which Cypress's driver uses, as it stands in a browser.
 */
export const HTTP_METHODS: readonly string[] = [
  'get',
  'post',
  'put',
  'head',
  'delete',
  'options',
  'trace',
  'copy',
  'lock',
  'mkcol',
  'move',
  'purge',
  'propfind',
  'proppatch',
  'unlock',
  'report',
  'mkactivity',
  'checkout',
  'merge',
  'm-search',
  'notify',
  'subscribe',
  'unsubscribe',
  'patch',
  'search',
  'connect',
]

/**
 * Methods the type definitions list beyond those: Node knows them, the
 * `methods` package's own list does not, and which list a browser build of
 * the driver gets is not certain.
 */
const OTHER_TYPED_METHODS: readonly string[] = [
  'acl',
  'bind',
  'link',
  'mkcalendar',
  'rebind',
  'source',
  'unbind',
  'unlink',
]

/** A string or regular expression field as the proxy holds it. */
export interface StringField {
  /** `url`, `method`, `auth.username`, `headers.x-client`, `query.page`. */
  field: string
  matcher: string | RegExp
}

/** The route matcher the proxy matches requests against. */
export interface RouteMatcher {
  /** In the order the proxy checks them: the fixed fields, then headers and query. */
  strings: StringField[]
  https?: boolean
  port?: number | number[]
  times?: number
  middleware?: boolean
}

export type CallForm =
  'url' | 'method, url' | 'routeMatcher' | 'url, routeMatcher, handler'

export type MatcherReading =
  | {
      ok: false
      /** Why Cypress fails the call. */
      error: string
      /** True when `error` is Cypress's own message, false for the tryout's account of it. */
      quoted: boolean
    }
  | {
      ok: true
      form: CallForm
      /** The object `cy.intercept()` checks, as your arguments make it. */
      options: LiteralObject
      /** What the proxy holds, written as an object. */
      registered: string
      routeMatcher: RouteMatcher
      /** What the tryout noticed about the arguments. */
      notes: string[]
    }

const INVALID_PREFIX =
  'An invalid RouteMatcher was supplied to `cy.intercept()`. '

function isRegExp(value: unknown): value is RegExp {
  return value instanceof RegExp
}

function isStringMatcher(value: unknown): value is string | RegExp {
  return typeof value === 'string' || isRegExp(value)
}

function isPlainObject(value: unknown): value is LiteralObject {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !isRegExp(value) &&
    !(value instanceof Code)
  )
}

/** lodash's `_.isEmpty` for the values a reader can write. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string' || Array.isArray(value))
    return value.length === 0
  if (typeof value === 'object' && !(value instanceof Code)) {
    return Object.keys(value).length === 0
  }
  return true
}

/** The second argument holds route matcher keys and nothing else (`hasOnlyRouteMatcherKeys`). */
function hasOnlyRouteMatcherKeys(value: unknown): boolean {
  if (!isPlainObject(value) || isEmpty(value)) return false
  const allowed: readonly string[] = [
    ...PLAIN_FIELDS,
    ...STRING_MATCHER_FIELDS,
    ...DICT_STRING_MATCHER_FIELDS,
  ]
  // `auth` is listed only as `auth.username` and `auth.password`: leaving
  // those out still leaves an `auth` key behind, so an object with `auth`
  // never counts as a route matcher here.
  return Object.keys(value).every((key) => allowed.includes(key))
}

/** Dict keys first (`headers.*`, `query.*`), then the string fields, as the driver lists them. */
function driverStringFields(options: LiteralObject): string[] {
  const dict = DICT_STRING_MATCHER_FIELDS.flatMap((field) =>
    options[field]
      ? keysOf(options[field]).map((key) => `${field}.${key}`)
      : [],
  )
  return [...dict, ...STRING_MATCHER_FIELDS]
}

function isNumberMatcher(value: unknown): boolean {
  return Array.isArray(value)
    ? value.every((item) => typeof item === 'number')
    : typeof value === 'number'
}

/** `validateRouteMatcherOptions`: the first problem, in Cypress's words. */
function validate(routeMatcher: unknown): string | undefined {
  if (isEmpty(routeMatcher)) {
    return 'The RouteMatcher does not contain any keys. You must pass something to match on.'
  }
  const matcher = routeMatcher as LiteralObject
  for (const path of driverStringFields(matcher)) {
    if (hasPath(matcher, path) && !isStringMatcher(getPath(matcher, path))) {
      return `\`${path}\` must be a string or a regular expression.`
    }
  }
  for (const prop of ['https', 'middleware']) {
    if (hasPath(matcher, prop) && typeof matcher[prop] !== 'boolean') {
      return `\`${prop}\` must be a boolean.`
    }
  }
  const { hostname } = matcher
  if (
    typeof hostname === 'string' &&
    !(
      isValidHostname(hostname) ||
      isValidDomain(hostname, { allowUnicode: true })
    )
  ) {
    return '`hostname` must be a valid host name or domain name.'
  }
  if (hasPath(matcher, 'port') && !isNumberMatcher(matcher.port)) {
    return '`port` must be a number or a list of numbers.'
  }
  if (
    hasPath(matcher, 'times') &&
    (!Number.isInteger(matcher.times) || Number(matcher.times) <= 0)
  ) {
    return '`times` must be a positive integer.'
  }
  if (hasPath(matcher, 'headers')) {
    // As in Cypress: each name is compared in lower case with the names
    // seen so far as written, so `foo` then `FOO` fails, but `FOO` then
    // `foo` passes (and the later value wins).
    const seen: string[] = []
    for (const name of keysOf(matcher.headers)) {
      if (seen.includes(name.toLowerCase())) {
        return `\`${name}\` was specified more than once in \`headers\`. Header fields can only be matched once (HTTP header field names are case-insensitive).`
      }
      seen.push(name)
    }
  }
  if (matcher.matchUrlAgainstPath) {
    return '`matchUrlAgainstPath` was removed in Cypress 7.0.0 and should be removed from your tests. Your tests will run the same. For more information, visit https://on.cypress.io/migration-guide'
  }
  for (const prop of keysOf(matcher)) {
    if (!ROUTE_MATCHER_FIELDS.includes(prop)) {
      return `An unknown \`RouteMatcher\` property was passed: \`${prop}\`\n\nValid \`RouteMatcher\` properties are: ${ROUTE_MATCHER_FIELDS.join(', ')}`
    }
  }
  return undefined
}

/** What a handler argument does, in a few words. */
function describeHandler(handler: Literal): string {
  if (handler instanceof Code) return 'a handler'
  if (typeof handler === 'string')
    return `the response body ${formatLiteral(handler)}`
  return 'a static response'
}

type Overload = {
  options: unknown
  form: CallForm
  handler: Literal
  notes: string[]
}

/** `getMatcherOptions`: which overload the arguments are, or the error Cypress throws. */
function overload(args: Literal[]): Overload | { error: string } {
  const [matcher, second, third] = args
  const notes: string[] = []
  const extra = (signature: string[]) =>
    args.length > signature.length
      ? {
          error: `The \`cy.intercept(${signature.join(', ')})\` signature accepts a maximum of ${signature.length} arguments, but ${args.length} arguments were passed.`,
        }
      : undefined

  if (isStringMatcher(matcher) && hasOnlyRouteMatcherKeys(second)) {
    if ((second as LiteralObject).url) {
      return {
        error:
          'When invoking `cy.intercept()` with a `RouteMatcher` as the second parameter, `url` can only be specified as the first parameter.',
      }
    }
    if (!third) {
      return {
        error:
          'When invoking `cy.intercept()` with a `RouteMatcher` as the second parameter, a handler (function or `StaticResponse`) must be specified as the third parameter.',
      }
    }
    const tooMany = extra(['url', 'mergeRouteMatcher', 'handler'])
    if (tooMany) return tooMany
    const options = Object.assign(Object.create(null) as LiteralObject, {
      url: matcher,
      ...(second as LiteralObject),
    })
    return {
      options,
      form: 'url, routeMatcher, handler',
      handler: third,
      notes,
    }
  }

  const method = typeof matcher === 'string' ? matcher.toLowerCase() : ''
  if (
    (HTTP_METHODS.includes(method) || OTHER_TYPED_METHODS.includes(method)) &&
    isStringMatcher(second)
  ) {
    const tooMany = extra(['method', 'url', 'handler?'])
    if (tooMany) return tooMany
    if (OTHER_TYPED_METHODS.includes(method)) {
      notes.push(
        `${formatLiteral(matcher)} is read as a method, as Cypress's types list it. It is missing from the shorter method list some builds of Cypress's driver use, which would make it the URL and the next argument the response.`,
      )
    }
    const options = Object.assign(Object.create(null) as LiteralObject, {
      method: matcher,
      url: second,
    })
    return { options, form: 'method, url', handler: third, notes }
  }

  if (isStringMatcher(matcher)) {
    const tooMany = extra(['url', 'handler?'])
    if (tooMany) return tooMany
    if (typeof matcher === 'string' && typeof second === 'string') {
      notes.push(
        /^[A-Za-z-]+$/.test(matcher)
          ? `${formatLiteral(matcher)} is not an HTTP method Cypress knows, so it is the URL to match, and ${formatLiteral(second)} is the body of the response.`
          : `${formatLiteral(second)} is the body of the response, not a URL: only a method can come before the URL.`,
      )
    } else if (isPlainObject(second) && Object.keys(second).includes('auth')) {
      notes.push(
        'With `auth` in it, the second argument counts as a static response, not as a route matcher.',
      )
    }
    const options = Object.assign(Object.create(null) as LiteralObject, {
      url: matcher,
    })
    return { options, form: 'url', handler: second, notes }
  }

  return { options: matcher, form: 'routeMatcher', handler: second, notes }
}

/**
 * What the proxy holds for a valid route matcher (`annotateMatcherOptionsTypes`,
 * then `_restoreMatcherOptionsTypes`), and what was left out on the way.
 */
function register(options: LiteralObject): {
  routeMatcher: RouteMatcher
  registered: LiteralObject
  notes: string[]
} {
  const notes: string[] = []
  const registered = Object.create(null) as Record<string, unknown>
  for (const field of driverStringFields(options)) {
    const value = getPath(options, field)
    if (value) setPath(registered, field, value)
    else if (value === '') {
      notes.push(
        `\`${field}\` is an empty string, which Cypress leaves out: the intercept does not check it.`,
      )
    }
  }
  for (const parent of DICT_STRING_MATCHER_FIELDS) {
    if (!isPlainObject(options[parent])) continue
    for (const key of Object.keys(options[parent] as LiteralObject)) {
      const steps = propertyPath(`${parent}.${key}`)
      if (steps.length === 2 && steps[1] === key) continue
      notes.push(
        `Cypress reads \`${parent}.${key}\` as a property path (${steps
          .map((step) => `\`${step}\``)
          .join(', ')}) and finds nothing at its end, so it leaves this ${
          parent === 'headers' ? 'header' : 'query parameter'
        } out: the intercept does not check it.`,
      )
    }
  }
  for (const field of PLAIN_FIELDS) {
    if (field in options) registered[field] = options[field]
  }
  if (registered.headers) {
    // Header names are matched in lower case; of two spellings, the later wins.
    const lower = Object.create(null) as Record<string, unknown>
    for (const [name, value] of Object.entries(registered.headers as object)) {
      lower[name.toLowerCase()] = value
    }
    registered.headers = lower
  }
  if (options.auth !== undefined && !isPlainObject(options.auth)) {
    notes.push(
      '`auth` is not an object with `username` and `password`, so Cypress checks nothing for it.',
    )
  }

  // The proxy's order: the fixed string fields it has, then each header and query parameter.
  const strings: StringField[] = []
  const add = (field: string) => {
    const value = getPath(registered, field)
    if (isStringMatcher(value)) {
      strings.push({
        field,
        // Rebuilt from its text, as the proxy does: one RegExp per field,
        // kept for every request the intercept sees.
        matcher: isRegExp(value)
          ? new RegExp(value.source, value.flags)
          : value,
      })
    }
  }
  STRING_MATCHER_FIELDS.filter((field) => hasPath(registered, field)).forEach(
    add,
  )
  for (const parent of DICT_STRING_MATCHER_FIELDS) {
    for (const key of keysOf(registered[parent])) add(`${parent}.${key}`)
  }

  const routeMatcher: RouteMatcher = { strings }
  if ('https' in registered) routeMatcher.https = registered.https as boolean
  if ('port' in registered)
    routeMatcher.port = registered.port as number | number[]
  if ('times' in registered) routeMatcher.times = registered.times as number
  if ('middleware' in registered) {
    routeMatcher.middleware = registered.middleware as boolean
  }
  return { routeMatcher, registered: registered as LiteralObject, notes }
}

/**
 * Reads the arguments of `cy.intercept()` as Cypress 15.3.0 does: the
 * route matcher it registers, or the error it fails with.
 */
export function readMatcher(args: Literal[]): MatcherReading {
  const call = overload(args)
  if ('error' in call) return { ok: false, error: call.error, quoted: true }
  const problem = validate(call.options)
  if (problem)
    return { ok: false, error: INVALID_PREFIX + problem, quoted: true }
  const options = call.options as LiteralObject
  const { handler } = call
  if (
    handler !== undefined &&
    !(handler instanceof Code) &&
    typeof handler !== 'string' &&
    !(handler !== null && typeof handler === 'object')
  ) {
    return {
      ok: false,
      error: `${formatLiteral(handler)} is neither a response nor a handler function.`,
      quoted: false,
    }
  }
  if (options.middleware === true && !(handler instanceof Code)) {
    return {
      ok: false,
      error:
        'An intercept with `middleware: true` needs a handler function as its last argument.',
      quoted: false,
    }
  }
  const { routeMatcher, registered, notes } = register(options)
  if (handler !== undefined && call.form !== 'url, routeMatcher, handler') {
    notes.unshift(
      `The last argument is ${describeHandler(handler)}: it decides what happens to a matching request, not which requests match.`,
    )
  }
  return {
    ok: true,
    form: call.form,
    options,
    registered: formatLiteral(registered),
    routeMatcher,
    notes: [...call.notes, ...notes],
  }
}
