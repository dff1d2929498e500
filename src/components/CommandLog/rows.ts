/**
 * The rows of a Command Log drawing and the pure functions that turn them
 * into what the component shows: numbers, names, message parts and the words
 * a screen reader hears.
 */

/** Where a command stands: retrying, done, or failed. */
export type CommandLogState = 'pending' | 'passed' | 'failed'

/** Fields every row can carry. */
interface RowBase {
  /**
   * Omitted: the row is drawn as finished and no state is announced.
   * `pending` shows a spinner in place of the number, `passed` a check,
   * `failed` a cross and a red row.
   */
  state?: CommandLogState
  /**
   * The alias `.as()` gave this row: a command's tag reads `@todos`, a
   * request's `getTodos`, as in Cypress. A leading `@` is optional.
   */
  alias?: string
}

/** A command, query or assertion: `get`, `click`, `assert`. */
export interface CommandLogCommand extends RowBase {
  /** The command name as the Command Log prints it: `get`, `click`, `assert`. */
  name: string
  /**
   * What follows the name: a selector, the typed text, an assertion. As in
   * Cypress, `**text**` is drawn bold (assertions mark their values this way).
   */
  message?: string
  /** An alias this command reads, such as `todos` for `cy.get('@todos')`. */
  aliasRef?: string
  /** Chained off the previous command: indented, after a `-`. */
  child?: boolean
  /** Elements the command yielded; the log shows the count when it is not 1. */
  elements?: number
  /** The error a failed row shows under it. */
  error?: string
}

/** A network request: one the app made (`fetch`, `xhr`) or `cy.request()`. */
export interface CommandLogRequest extends RowBase {
  /**
   * `fetch` or `xhr`: a request the app made, logged as an event in
   * parentheses and without a number. `cy.request`: the command, numbered.
   */
  request: 'fetch' | 'xhr' | 'cy.request'
  /** `GET`, `POST`... */
  method: string
  /** The URL as the log shortens it: a path on the app's origin, else whole. */
  url: string
  /** The response status; omitted while the request is pending. */
  status?: number
  /**
   * Answered by a `cy.intercept()` stub: the request never reached the
   * server. Drawn as a hollow circle, as in Cypress (which draws the circle
   * of a `cy.request` hollow too).
   */
  stubbed?: boolean
  /**
   * Matched a `cy.intercept()`. Implied by `alias` and `stubbed`; set it for
   * an intercept without an alias, which the log tags "no alias".
   */
  intercepted?: boolean
}

export type CommandLogRow = CommandLogCommand | CommandLogRequest

export function isRequest(row: CommandLogRow): row is CommandLogRequest {
  return 'request' in row
}

/** Events (requests the app made) are not numbered; commands are. */
export function isEvent(row: CommandLogRow): boolean {
  return isRequest(row) && row.request !== 'cy.request'
}

/**
 * The number each row shows, counting commands from `start` as the Command
 * Log does; `undefined` for events, which have none.
 */
export function rowNumbers(
  rows: readonly CommandLogRow[],
  start = 1,
): (number | undefined)[] {
  let next = start
  return rows.map((row) => (isEvent(row) ? undefined : next++))
}

/** The name column: `get`, `-click` for a child, `(fetch)` for an event. */
export function displayName(row: CommandLogRow): string {
  if (isRequest(row)) {
    return row.request === 'cy.request' ? 'request' : `(${row.request})`
  }
  return row.child ? `-${row.name}` : row.name
}

/**
 * `GET 200 /api/users`: method, status, URL. Before the response, a request
 * the app made has no status and `cy.request` shows `---`, as in Cypress.
 */
export function requestMessage(row: CommandLogRequest): string {
  const status =
    row.status ?? (row.request === 'cy.request' ? '---' : undefined)
  return [row.method.toUpperCase(), status, row.url]
    .filter((part) => part !== undefined && part !== '')
    .join(' ')
}

/** A piece of a message, bold or not. */
export interface MessagePart {
  text: string
  strong: boolean
}

/**
 * Splits a message on `**` pairs, the emphasis Cypress puts around an
 * assertion's values: `expected **<button>** to be **visible**`. An unpaired
 * `**` stays as text.
 */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = []
  const pattern = /\*\*(.+?)\*\*/gs
  let last = 0
  for (const match of message.matchAll(pattern)) {
    const index = match.index ?? 0
    if (index > last) {
      parts.push({ text: message.slice(last, index), strong: false })
    }
    parts.push({ text: match[1], strong: true })
    last = index + match[0].length
  }
  if (last < message.length) {
    parts.push({ text: message.slice(last), strong: false })
  }
  return parts
}

/** The message as plain text, without the `**` marks. */
export function plainMessage(message: string): string {
  return messageParts(message)
    .map((part) => part.text)
    .join('')
}

/** The words a screen reader hears for a state, where colour shows it. */
export function stateLabel(state: CommandLogState | undefined): string {
  switch (state) {
    case 'pending':
      return 'pending'
    case 'passed':
      return 'passed'
    case 'failed':
      return 'failed'
    default:
      return ''
  }
}

/** The alias tag of a request: its alias, or "no alias" for an intercept without one. */
export function interceptionTag(row: CommandLogRequest): string | undefined {
  const alias = aliasName(row.alias)
  if (alias) return alias
  if (row.intercepted || row.stubbed) return 'no alias'
  return undefined
}

/** An alias without a leading `@`, or `undefined` for none. */
export function aliasName(alias: string | undefined): string | undefined {
  const name = alias?.trim().replace(/^@/, '')
  return name ? name : undefined
}

/** The count tag: shown when a command yielded other than one element. */
export function elementsTag(row: CommandLogRow): string | undefined {
  if (isRequest(row) || row.elements === undefined) return undefined
  if (row.state === 'pending' || row.elements === 1) return undefined
  return String(row.elements)
}

/** What a screen reader hears for a request's circle. */
export function requestOutcome(row: CommandLogRequest): string {
  if (row.status === undefined) return 'awaiting a response'
  return row.stubbed ? 'stubbed, not sent to the server' : 'sent to the server'
}

/** The accessible name of the list. */
export function logLabel(title?: string): string {
  const trimmed = title?.trim()
  return trimmed ? `Command Log: ${trimmed}` : 'Command Log'
}

/**
 * Checks rows as an author writes them in MDX, so a mistake fails the build
 * with a message that says what to fix.
 */
export function rowProblems(rows: readonly CommandLogRow[]): string[] {
  const problems: string[] = []
  rows.forEach((row, index) => {
    const at = `CommandLog row ${index + 1}`
    if (isRequest(row)) {
      if (!['fetch', 'xhr', 'cy.request'].includes(row.request)) {
        problems.push(
          `${at}: request is "${row.request}"; use "fetch", "xhr" or "cy.request".`,
        )
      }
      if (!row.method?.trim()) problems.push(`${at}: a request needs a method.`)
      if (!row.url?.trim()) problems.push(`${at}: a request needs a url.`)
    } else if (!row.name?.trim()) {
      problems.push(`${at}: a command needs a name, such as "get" or "click".`)
    }
    if (
      row.state !== undefined &&
      !['pending', 'passed', 'failed'].includes(row.state)
    ) {
      problems.push(
        `${at}: state is "${String(row.state)}"; use "pending", "passed" or "failed".`,
      )
    }
  })
  return problems
}
