import type { CommandLogRow } from '../rows'

export interface PictureLogProps {
  /** The rows, as `<CommandLog>` takes them. */
  rows: readonly CommandLogRow[]
  /** The row (from 1) that was clicked: a pin replaces its number. */
  pinned?: number
  /** The row (from 1) under the pointer. */
  hovered?: number
}

/**
 * The Command Log inside a UI picture (AppWindow, TestReplay): the rows of
 * `<CommandLog>`, drawn in a few lines, with the pinned and hovered states
 * the app shows while it displays a snapshot. The picture's text equivalent
 * says what it shows, so this drawing carries none of CommandLog's words for
 * screen readers. It reads the rows on its own rather than with
 * CommandLog's helpers: sharing a module with `<CommandLog>` would make
 * every page that has one load more (index.test.tsx keeps the two drawing
 * the same text).
 */
export default function PictureLog({ rows, pinned, hovered }: PictureLogProps) {
  let number = 0
  return (
    <ol className="ui-log">
      {rows.map((row, index) => {
        const request = 'request' in row
        const command = request && row.request === 'cy.request'
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
            <span>{!request || command ? ++number : null}</span>
            <b>
              {request
                ? command
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
              {!request && (row.elements ?? 1) !== 1 ? (
                <i>{row.elements}</i>
              ) : null}
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
