import type { CommandLogRow } from '../rows'

/**
 * A row of the Command Log in a picture: a row as `<CommandLog>` takes it,
 * or a hook's heading (`{ hook: 'before each' }`), after which rows are
 * numbered from 1 again, as the app numbers them.
 */
export type PictureLogRow = CommandLogRow | { hook: string }

/**
 * Each row's number: commands count from 1, again after each hook's
 * heading; a request the app made (`fetch`, `xhr`) and a heading have none.
 */
export function pictureRowNumbers(
  rows: readonly PictureLogRow[],
): (number | undefined)[] {
  let number = 0
  return rows.map((row) => {
    if ('hook' in row) number = 0
    else if (!('request' in row) || row.request === 'cy.request') {
      return ++number
    }
    return undefined
  })
}

export interface PictureLogProps {
  rows: readonly PictureLogRow[]
  /** The row (from 1) that was clicked: a pin replaces its number. */
  pinned?: number
  /** The row (from 1) under the pointer. */
  hovered?: number
}

/**
 * The Command Log inside a UI picture (AppWindow, TestReplay): the rows of
 * `<CommandLog>` (their numbers, names, messages, aliases, states and
 * errors; a count of elements is left out), drawn in a few lines, with the pinned and hovered states
 * the app shows while it displays a snapshot. The picture's text equivalent
 * says what it shows, so this drawing carries none of CommandLog's words for
 * screen readers. It reads the rows on its own rather than with
 * CommandLog's helpers: sharing a module with `<CommandLog>` would make
 * every page that has one load more (index.test.tsx keeps the two drawing
 * the same text).
 */
export default function PictureLog({ rows, pinned, hovered }: PictureLogProps) {
  const numbers = pictureRowNumbers(rows)
  return (
    <ol className="ui-log">
      {rows.map((row, index) => {
        if ('hook' in row) {
          return (
            <li key={index} data-hook>
              {row.hook}
            </li>
          )
        }
        const request = 'request' in row
        return (
          <li
            key={index}
            data-state={row.state}
            data-mark={
              index + 1 === pinned
                ? 'pinned'
                : index + 1 === hovered
                  ? 'hovered'
                  : undefined
            }
          >
            <span>{numbers[index]}</span>
            <b>
              {request
                ? numbers[index]
                  ? 'request'
                  : `(${row.request})`
                : `${row.child ? '-' : ''}${row.name}`}
            </b>
            <span>
              {request
                ? [row.method.toUpperCase(), row.status, row.url]
                    .filter(Boolean)
                    .join(' ')
                : row.aliasRef
                  ? `@${row.aliasRef.replace(/^@/, '')}`
                  : row.message
                      ?.split('**')
                      .map((part, at) =>
                        at % 2 ? <strong key={at}>{part}</strong> : part,
                      )}
              {row.alias ? (
                <i>{`${request ? '' : '@'}${row.alias.replace(/^@/, '')}`}</i>
              ) : null}
            </span>
            {!request && row.error ? <em>{row.error}</em> : null}
          </li>
        )
      })}
    </ol>
  )
}
