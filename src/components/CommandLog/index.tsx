import clsx from 'clsx'

import Icon from '../Icon'
import {
  aliasName,
  displayName,
  elementsTag,
  interceptionTag,
  isEvent,
  isRequest,
  logLabel,
  messageParts,
  requestMessage,
  requestOutcome,
  rowNumbers,
  rowProblems,
  stateLabel,
  type CommandLogCommand,
  type CommandLogRequest,
  type CommandLogRow,
} from './rows'
import styles from './styles.module.css'

export type {
  CommandLogCommand,
  CommandLogRequest,
  CommandLogRow,
  CommandLogState,
} from './rows'

export interface CommandLogProps {
  /** The rows, top to bottom, as the Command Log lists them. */
  rows: readonly CommandLogRow[]
  /** The test title shown above the rows; also names the list. */
  title?: string
  /** The number of the first command (default 1). */
  start?: number
}

/**
 * What the Cypress Command Log shows for a few commands, drawn as text: a
 * numbered list a screen reader reads and search finds, in the site's
 * palette. States are given in words as well as colour.
 */
export default function CommandLog({
  rows,
  title,
  start = 1,
}: CommandLogProps) {
  const problems = rowProblems(rows)
  if (problems.length) throw new Error(problems.join('\n'))
  const numbers = rowNumbers(rows, start)
  return (
    <div className={styles.log}>
      {title ? (
        <p className={styles.title} aria-hidden="true">
          {title}
        </p>
      ) : null}
      <ol className={styles.rows} aria-label={logLabel(title)}>
        {rows.map((row, index) => (
          <Row key={index} row={row} number={numbers[index]} />
        ))}
      </ol>
    </div>
  )
}

function Row({ row, number }: { row: CommandLogRow; number?: number }) {
  const state = row.state
  const child = !isRequest(row) && row.child
  return (
    <li
      className={clsx(
        styles.row,
        child && styles.child,
        isEvent(row) && styles.event,
        state && styles[state],
      )}
    >
      <span className={styles.number}>
        {state === 'pending' ? (
          <span className={styles.spinner} aria-hidden="true" />
        ) : (
          number
        )}
      </span>{' '}
      <span className={styles.name}>
        {child ? <span aria-hidden="true">-</span> : null}
        {child ? displayName(row).slice(1) : displayName(row)}
      </span>{' '}
      <span className={styles.message}>
        {isRequest(row) ? <RequestMessage row={row} /> : <Message row={row} />}
      </span>{' '}
      <Controls row={row} />
      {!isRequest(row) && row.error ? (
        <>
          {' '}
          <span className={styles.error}>{row.error}</span>
        </>
      ) : null}
    </li>
  )
}

function Message({ row }: { row: CommandLogCommand }) {
  const reference = aliasName(row.aliasRef)
  if (reference) {
    return <span className={clsx(styles.tag, styles.alias)}>@{reference}</span>
  }
  if (!row.message) return null
  return (
    <>
      {messageParts(row.message).map((part, index) =>
        part.strong ? (
          <strong key={index}>{part.text}</strong>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  )
}

function RequestMessage({ row }: { row: CommandLogRequest }) {
  const outcome =
    row.status === undefined
      ? styles.awaiting
      : row.status >= 200 && row.status <= 299
        ? styles.successful
        : styles.bad
  return (
    <>
      <span
        className={clsx(
          styles.indicator,
          outcome,
          // Cypress draws a cy.request circle hollow as well.
          (row.stubbed || row.request === 'cy.request') && styles.stub,
        )}
        title={requestOutcome(row)}
        aria-hidden="true"
      />
      <span className={styles.srOnly}>{requestOutcome(row)}: </span>
      {requestMessage(row)}
    </>
  )
}

function Controls({ row }: { row: CommandLogRow }) {
  const count = elementsTag(row)
  // A command's alias tag reads `@todos`; a request's reads `getTodos`, as
  // in Cypress.
  const name = aliasName(row.alias)
  const alias = isRequest(row) ? interceptionTag(row) : name && `@${name}`
  const state = stateLabel(row.state)
  if (!count && !alias && !state) return null
  return (
    <span className={styles.controls}>
      {count ? (
        <span className={clsx(styles.tag, styles.count)}>
          {count}
          <span className={styles.srOnly}> elements</span>
        </span>
      ) : null}{' '}
      {alias ? (
        <span className={clsx(styles.tag, styles.alias)}>
          {alias === 'no alias' ? (
            <em>{alias}</em>
          ) : (
            <>
              <span className={styles.srOnly}>alias </span>
              {alias}
            </>
          )}
        </span>
      ) : null}{' '}
      {row.state === 'passed' || row.state === 'failed' ? (
        <Icon
          name={row.state === 'passed' ? 'check' : 'x-mark'}
          className={styles.stateIcon}
        />
      ) : null}
      {state ? <span className={styles.srOnly}>{state}</span> : null}
    </span>
  )
}
