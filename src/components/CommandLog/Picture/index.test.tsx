import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import {
  aliasName,
  displayName,
  interceptionTag,
  isRequest,
  plainMessage,
  requestMessage,
  rowNumbers,
  type CommandLogRow,
} from '../rows'
import PictureLog from '.'

/** Each drawn row's cells as text: number, name, then message and tags. */
function drawn(rows: CommandLogRow[], marks = {}) {
  const html = renderToStaticMarkup(<PictureLog rows={rows} {...marks} />)
  return [...html.matchAll(/<li([^>]*)>([\s\S]*?)<\/li>/g)].map(
    ([, attributes, inner]) => ({
      attributes,
      cells: [...inner.matchAll(/<(span|b|em)>([\s\S]*?)<\/\1>/g)].map(
        ([, , cell]) =>
          cell
            .replace(/<[^>]+>/g, (tag) => (tag === '<i>' ? ' ' : ''))
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&#x27;/g, "'")
            .trim(),
      ),
    }),
  )
}

/** What <CommandLog>'s own helpers make of the same rows. */
function expected(rows: CommandLogRow[]) {
  const numbers = rowNumbers(rows)
  return rows.map((row, index) => {
    const tags = isRequest(row)
      ? [interceptionTag(row)]
      : [aliasName(row.alias) && `@${aliasName(row.alias)}`]
    const message = isRequest(row)
      ? requestMessage(row)
      : row.aliasRef
        ? `@${aliasName(row.aliasRef)}`
        : plainMessage(row.message ?? '')
    return [
      String(numbers[index] ?? ''),
      displayName(row),
      [message, ...tags.filter((tag) => tag && tag !== 'no alias')]
        .filter(Boolean)
        .join(' '),
      ...(!isRequest(row) && row.error ? [row.error] : []),
    ]
  })
}

describe('PictureLog', () => {
  const cases: [string, CommandLogRow[]][] = [
    [
      'commands, children and bold values',
      [
        { name: 'get', message: '[data-cy=todo]', elements: 3, alias: 'todos' },
        { name: 'click', child: true },
        {
          name: 'assert',
          message: 'expected **<li>** to have text **Buy milk**',
          child: true,
          state: 'passed',
        },
      ],
    ],
    [
      'requests, which the app makes without a number',
      [
        { name: 'visit', message: '/' },
        {
          request: 'fetch',
          method: 'post',
          url: '/api/orders',
          status: 500,
          alias: 'placeOrder',
        },
        { name: 'wait', aliasRef: '@placeOrder' },
        { request: 'cy.request', method: 'GET', url: '/seed', status: 200 },
      ],
    ],
    [
      'a failed command and its error',
      [
        {
          name: 'contains',
          message: 'Order placed',
          state: 'failed',
          error: 'Timed out retrying after 4000ms',
        },
      ],
    ],
  ]
  it.each(cases)(
    'draws %s as <CommandLog> reads them, without counts',
    (_, rows) => {
      expect(drawn(rows).map((row) => row.cells)).toEqual(expected(rows))
    },
  )

  it('heads each hook and numbers its rows from 1 again', () => {
    const html = renderToStaticMarkup(
      <PictureLog
        rows={[
          { hook: 'before all' },
          { name: 'task', message: 'db:seed' },
          { hook: 'test body' },
          { name: 'visit', message: '/' },
          { name: 'get', message: '.todo' },
        ]}
      />,
    )
    expect(html.replace(/<\/?(b|strong)>/g, '')).toContain(
      '<li data-hook="true">before all</li><li><span>1</span>task<span>db:seed</span></li><li data-hook="true">test body</li><li><span>1</span>visit<span>/</span></li><li><span>2</span>get<span>.todo</span></li>',
    )
  })

  it('marks the pinned and the hovered row', () => {
    const rows: CommandLogRow[] = [
      { name: 'get' },
      { name: 'click' },
      { name: 'type' },
    ]
    expect(
      drawn(rows, { pinned: 2, hovered: 3 }).map((row) => row.attributes),
    ).toEqual(['', ' data-mark="pinned"', ' data-mark="hovered"'])
  })
})
