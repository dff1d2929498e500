import type { PhrasingContent } from 'mdast'

import {
  label,
  list,
  paragraph,
  strong,
  text,
  type MarkdownForm,
} from '../../lib/markdownForm'
import {
  aliasName,
  displayName,
  elementsTag,
  interceptionTag,
  isRequest,
  messageParts,
  requestMessage,
  requestOutcome,
  rowNumbers,
  rowProblems,
  stateLabel,
  type CommandLogRow,
} from './rows'

/** One row as a line: number, name, message, then count, alias and state. */
function rowLine(row: CommandLogRow, number: number | undefined) {
  const parts: PhrasingContent[] = []
  if (number !== undefined) parts.push(text(`${number} `))
  parts.push({ type: 'inlineCode', value: displayName(row) })
  const tags: string[] = []
  if (isRequest(row)) {
    parts.push(text(` ${requestMessage(row)}`))
    tags.push(requestOutcome(row))
    const tag = interceptionTag(row)
    if (tag) tags.push(tag === 'no alias' ? tag : `alias ${tag}`)
  } else {
    const reference = aliasName(row.aliasRef)
    if (reference) parts.push(text(` @${reference}`))
    else if (row.message) {
      parts.push(text(' '))
      for (const part of messageParts(row.message)) {
        parts.push(part.strong ? strong([text(part.text)]) : text(part.text))
      }
    }
    const count = elementsTag(row)
    if (count) tags.push(`${count} elements`)
    const alias = aliasName(row.alias)
    if (alias) tags.push(`alias @${alias}`)
  }
  const state = stateLabel(row.state)
  if (state) tags.push(state)
  if (tags.length > 0) parts.push(text(` (${tags.join(', ')})`))
  if (!isRequest(row) && row.error) parts.push(text(`: ${row.error}`))
  return paragraph(parts)
}

/**
 * `**Command Log**` (or `**Command Log: title**`) and a list of the rows:
 * number, name, message, then count, alias and state in parentheses. A row
 * the component would refuse fails the build.
 */
export const markdown: MarkdownForm = (element, page) => {
  const rows = element.prop('rows') as CommandLogRow[]
  const title = element.prop('title')
  const start = element.prop('start')
  const problems = rowProblems(rows ?? [])
  if (!Array.isArray(rows) || problems.length > 0) {
    throw page.error(problems.join(' ') || 'CommandLog needs rows')
  }
  const numbers = rowNumbers(rows, typeof start === 'number' ? start : 1)
  return [
    label(
      typeof title === 'string' && title
        ? `Command Log: ${title}`
        : 'Command Log',
    ),
    list(rows.map((row, index) => [rowLine(row, numbers[index])])),
  ]
}
