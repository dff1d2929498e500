import type { ReactNode } from 'react'

import type { CommandLogRow } from '../rows'

/**
 * A step of a `cy.session()` group, as the Command Log names it (the
 * stylesheet draws the words): `create` (Create new session), `restore`
 * (Restore saved session), `recreate` (Recreate session) or `validate`
 * (Validate session).
 */
export interface SessionStep {
  step: 'create' | 'restore' | 'recreate' | 'validate'
  /**
   * The commands the step ran (the setup or the validate function's), drawn
   * under it and numbered on from the session's line.
   */
  rows?: readonly CommandLogRow[]
  /** `failed`: drawn red, as a validation of a restored session that failed. */
  state?: 'failed'
}

/**
 * A `cy.session()` group: its line (the number, `session`, the id and the
 * outcome's badge) and, when `steps` are given, the group open below it.
 */
export interface SessionRow {
  /** The session's id; the log cuts one longer than 50 characters to 47 and `...`. */
  session: string
  /**
   * The badge: `created`, `restored` (green), `recreated` (a warning: the
   * saved session failed its validation) or `failed` (red).
   */
  status: 'created' | 'restored' | 'recreated' | 'failed'
  /** The steps inside the group, drawn open; without them it is drawn closed. */
  steps?: readonly SessionStep[]
}

/**
 * A row of the Command Log in a picture: a row as `<CommandLog>` takes it,
 * a hook's heading (`{ hook: 'before each' }`), after which rows are
 * numbered from 1 again, as the app numbers them, or a session group.
 */
export type PictureLogRow = CommandLogRow | { hook: string } | SessionRow

/** A line as drawn: its row, its number, how deep it sits in a session, and the row of `rows` it belongs to. */
export interface PictureLine {
  row: PictureLogRow | SessionStep
  number?: number
  depth: number
  at: number
}

/**
 * The lines to draw, each with its number: commands count from 1, again
 * after each hook's heading; a request the app made (`fetch`, `xhr`), a
 * heading and a session's step have none. A session counts as a command,
 * and the commands of its steps count on from it.
 */
export function pictureLines(rows: readonly PictureLogRow[]): PictureLine[] {
  let number = 0
  const lines: PictureLine[] = []
  const add = (row: PictureLogRow | SessionStep, depth: number, at: number) => {
    if ('hook' in row) number = 0
    lines.push({
      row,
      depth,
      at,
      number:
        'hook' in row ||
        'step' in row ||
        ('request' in row && row.request !== 'cy.request')
          ? undefined
          : ++number,
    })
    if ('session' in row) {
      row.steps?.forEach((step) => {
        add(step, 1, at)
        step.rows?.forEach((inner) => add(inner, 2, at))
      })
    }
  }
  rows.forEach((row, at) => add(row, 0, at))
  return lines
}

export interface PictureLogProps {
  rows: readonly PictureLogRow[]
  /** The row (from 1) that was clicked: a pin replaces its number. */
  pinned?: number
  /** The row (from 1) under the pointer. */
  hovered?: number
  /** The picture's callout marks (a session group is the part `session`). */
  mark?: (part: string) => ReactNode
}

/**
 * The Command Log inside a UI picture (AppWindow, TestReplay): the rows of
 * `<CommandLog>` (their numbers, names, messages, aliases, a request's
 * circle, hollow when stubbed, states and errors; a count of elements is
 * left out), session groups, drawn in a few lines, with the pinned and
 * hovered states the app shows while it displays a snapshot. The picture's
 * text equivalent says what it shows, so this drawing carries none of
 * CommandLog's words for screen readers; fixed words ("session", "no
 * alias", a session's steps) are drawn by the stylesheet. It reads the rows
 * on its own rather than with CommandLog's helpers: sharing a module with
 * `<CommandLog>` would make every page that has one load more
 * (index.test.tsx keeps the two drawing the same text).
 */
export default function PictureLog({
  rows,
  pinned,
  hovered,
  mark,
}: PictureLogProps) {
  return (
    <ol className="ui-log">
      {pictureLines(rows).map(({ row, number, depth, at }, index) => {
        const inside = depth || undefined
        if ('hook' in row) {
          return (
            <li key={index} data-hook>
              {row.hook}
            </li>
          )
        }
        if ('step' in row) {
          return (
            <li
              key={index}
              data-in={inside}
              data-step={row.step}
              data-state={row.state}
              data-open={!!row.rows?.length || undefined}
            />
          )
        }
        const request = 'request' in row
        const session = 'session' in row
        return (
          <li
            key={index}
            data-in={inside}
            data-state={session ? undefined : row.state}
            data-session={session ? row.status : undefined}
            data-open={(session && !!row.steps?.length) || undefined}
            data-mark={
              depth
                ? undefined
                : at + 1 === pinned
                  ? 'pinned'
                  : at + 1 === hovered
                    ? 'hovered'
                    : undefined
            }
          >
            <span>{number}</span>
            <b>
              {session
                ? mark?.('session')
                : request
                  ? number
                    ? 'request'
                    : `(${row.request})`
                  : `${row.child ? '-' : ''}${row.name}`}
            </b>
            <span>
              {session ? (
                <>
                  {row.session.length > 50
                    ? `${row.session.slice(0, 47)}...`
                    : row.session}
                  <i>{row.status}</i>
                </>
              ) : request ? (
                <>
                  <s
                    data-r={
                      row.status === undefined
                        ? undefined
                        : row.status >= 200 && row.status < 300
                          ? 'ok'
                          : 'bad'
                    }
                    data-hollow={row.stubbed || !!number || undefined}
                  />
                  {[row.method.toUpperCase(), row.status, row.url]
                    .filter(Boolean)
                    .join(' ')}
                </>
              ) : row.aliasRef ? (
                `@${row.aliasRef.replace(/^@/, '')}`
              ) : (
                row.message
                  ?.split('**')
                  .map((part, at) =>
                    at % 2 ? <strong key={at}>{part}</strong> : part,
                  )
              )}
              {!session && row.alias ? (
                <i>{`${request ? '' : '@'}${row.alias.replace(/^@/, '')}`}</i>
              ) : request && (row.intercepted || row.stubbed) ? (
                <i data-none />
              ) : null}
            </span>
            {!request && !session && row.error ? <em>{row.error}</em> : null}
          </li>
        )
      })}
    </ol>
  )
}
