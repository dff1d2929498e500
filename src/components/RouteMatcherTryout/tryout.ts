/**
 * The tryout from the reader's text to the verdicts: reads the arguments
 * of `cy.intercept()` and the request list, and says for each request
 * whether the intercept matches it and why. Pure and total: whatever the
 * reader types, it returns an explanation and never throws.
 */
import { position, readArguments, type Literal } from './literal'
import { checkRequest, matchableFor, type FieldCheck } from './matching'
import { readHeaders, readRequests } from './requests'
import { readMatcher, type CallForm } from './routeMatcher'

export interface TryoutInput {
  /** The arguments of `cy.intercept()`, as in the test. */
  matcher: string
  /** One request a line: an optional method, then a URL or a path. */
  requests: string
  /** `name: value` lines sent with every request. */
  headers: string
  /** The browser's resource type for every request. */
  resourceType: string
  /** What a path in the request list is relative to. */
  base: string
}

export type MatcherVerdict =
  | { status: 'empty' }
  | {
      status: 'unreadable'
      /** Where the problem is, and what it is. */
      message: string
    }
  | {
      status: 'refused'
      /** Why Cypress fails the call. */
      message: string
      /** True when `message` is Cypress's own error text. */
      quoted: boolean
    }
  | {
      status: 'registered'
      form: CallForm
      /** The route matcher the proxy holds, written as an object. */
      registered: string
      notes: string[]
    }

export interface RequestVerdict {
  line: number
  /** The line as typed. */
  text: string
  /** The method and URL as the browser sends them, or the reason the line cannot be read. */
  request?: { method: string; url: string }
  error?: string
  matched: boolean
  checks: FieldCheck[]
  /** The intercept had already matched its `times` requests. */
  usedUp?: { times: number }
}

export interface TryoutResult {
  matcher: MatcherVerdict
  requests: RequestVerdict[]
  headerErrors: string[]
  /** One sentence for the live region. */
  summary: string
}

/** Arguments typed without quotes: a bare URL, or a method and a URL. */
function unquoted(text: string): { args: Literal[]; note: string } | undefined {
  const trimmed = text.trim()
  if (/['"`{}[\],]/.test(trimmed)) return undefined
  const pair = /^([A-Za-z-]+)\s+(\S+)$/.exec(trimmed)
  if (pair) {
    return {
      args: [pair[1], pair[2]],
      note: `Read as '${pair[1]}', '${pair[2]}': in your test, put each argument in quotes and separate them with a comma.`,
    }
  }
  if (/^\S+$/.test(trimmed)) {
    return {
      args: [trimmed],
      note: `Read as the string '${trimmed}': in your test, put it in quotes.`,
    }
  }
  return undefined
}

function readCall(
  text: string,
): MatcherVerdict & { routeMatcher?: ReturnType<typeof readMatcher> } {
  if (!text.trim()) return { status: 'empty' }
  const read = readArguments(text)
  let args: Literal[]
  const notes: string[] = []
  if (read.ok) {
    args = read.args
  } else {
    // A RegExp literal whose pattern JavaScript refuses is a RegExp
    // attempt: say what is wrong with it rather than read it as a string.
    const badPattern = read.error.message.startsWith(
      'This regular expression is not valid',
    )
    const bare = badPattern ? undefined : unquoted(text)
    if (!bare) {
      return {
        status: 'unreadable',
        message: `At ${position(text, read.error.at)}: ${read.error.message}`,
      }
    }
    args = bare.args
    notes.push(bare.note)
  }
  if (args.length === 0) return { status: 'empty' }
  const reading = readMatcher(args)
  if (!reading.ok) {
    return { status: 'refused', message: reading.error, quoted: reading.quoted }
  }
  return {
    status: 'registered',
    form: reading.form,
    registered: reading.registered,
    notes: [...notes, ...reading.notes],
    routeMatcher: reading,
  }
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

/** Runs the tryout on what the reader typed. */
export function runTryout(input: TryoutInput): TryoutResult {
  const { headers, errors: headerErrors } = readHeaders(input.headers)
  const { routeMatcher: reading, ...matcher } = readCall(input.matcher)
  const lines = readRequests(input.requests, {
    base: input.base,
    headers,
    resourceType: input.resourceType,
  })

  const verdicts: RequestVerdict[] = []
  let matches = 0
  for (const line of lines) {
    if (!line.ok) {
      verdicts.push({
        line: line.line,
        text: line.text,
        error: line.error,
        matched: false,
        checks: [],
      })
      continue
    }
    const request = {
      method: line.request.method,
      url: line.request.proxiedUrl,
    }
    if (!reading?.ok) {
      verdicts.push({
        line: line.line,
        text: line.text,
        request,
        matched: false,
        checks: [],
      })
      continue
    }
    const { routeMatcher } = reading
    const { times } = routeMatcher
    const verdict: RequestVerdict = {
      line: line.line,
      text: line.text,
      request,
      ...checkRequest(routeMatcher, matchableFor(line.request)),
    }
    if (verdict.matched && times !== undefined && matches >= times) {
      verdict.matched = false
      verdict.usedUp = { times }
    } else if (verdict.matched) {
      matches += 1
    }
    verdicts.push(verdict)
  }

  const readable = verdicts.filter((verdict) => !verdict.error)
  const matched = readable.filter((verdict) => verdict.matched).length
  let summary: string
  if (matcher.status === 'empty')
    summary =
      'Type the arguments of cy.intercept() to see which requests match.'
  else if (matcher.status === 'unreadable')
    summary = 'The arguments cannot be read; see the message under them.'
  else if (matcher.status === 'refused')
    summary =
      'Cypress would fail this cy.intercept() call; see the message under it.'
  else if (readable.length === 0)
    summary = 'List a request to see whether it matches.'
  else {
    summary = `${count(matched, 'request matches', 'requests match')}, ${count(
      readable.length - matched,
      'does not',
      'do not',
    )}.`
  }
  const unreadable = verdicts.length - readable.length
  if (unreadable)
    summary += ` ${count(unreadable, 'line', 'lines')} of the request list cannot be read.`

  return { matcher, requests: verdicts, headerErrors, summary }
}
