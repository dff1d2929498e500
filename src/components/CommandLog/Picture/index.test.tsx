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
import PictureLog, { pictureLines, type PictureLogRow } from '.'

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

  it('draws a request circle, hollow when stubbed, and tags an intercept without an alias', () => {
    const html = renderToStaticMarkup(
      <PictureLog
        rows={[
          {
            request: 'xhr',
            method: 'PUT',
            url: '/a',
            status: 500,
            stubbed: true,
          },
          {
            request: 'fetch',
            method: 'GET',
            url: '/b',
            status: 200,
            intercepted: true,
          },
          { request: 'fetch', method: 'GET', url: '/c' },
          { request: 'cy.request', method: 'GET', url: '/d', status: 201 },
        ]}
      />,
    )
    expect([...html.matchAll(/<s([^>]*)><\/s>/g)].map(([, a]) => a)).toEqual([
      ' data-r="bad" data-hollow="true"',
      ' data-r="ok"',
      '',
      ' data-r="ok" data-hollow="true"',
    ])
    expect(html.match(/<i data-none="true"><\/i>/g)).toHaveLength(2)
  })

  it('numbers a session as a command, and the commands of its steps on from it', () => {
    const rows: PictureLogRow[] = [
      { hook: 'before each' },
      {
        session: 'reader',
        status: 'recreated',
        steps: [
          { step: 'restore' },
          { step: 'validate', state: 'failed', rows: [{ name: 'getCookie' }] },
          {
            step: 'recreate',
            rows: [
              { request: 'fetch', method: 'GET', url: '/' },
              { name: 'visit' },
            ],
          },
        ],
      },
      { name: 'visit' },
    ]
    expect(
      pictureLines(rows).map(({ number, depth, at }) => [number, depth, at]),
    ).toEqual([
      [undefined, 0, 0],
      [1, 0, 1],
      [undefined, 1, 1],
      [undefined, 1, 1],
      [2, 2, 1],
      [undefined, 1, 1],
      [undefined, 2, 1],
      [3, 2, 1],
      [4, 0, 2],
    ])
    const html = renderToStaticMarkup(<PictureLog rows={rows} pinned={2} />)
    expect(html).toContain(
      '<li data-session="recreated" data-open="true" data-mark="pinned"><span>1</span><b></b><span>reader<i>recreated</i></span></li>',
    )
    expect(html).toContain(
      '<li data-in="1" data-step="validate" data-state="failed" data-open="true"></li>',
    )
  })

  it('cuts a session id longer than 50 characters, as the log does', () => {
    const html = renderToStaticMarkup(
      <PictureLog rows={[{ session: 'x'.repeat(51), status: 'created' }]} />,
    )
    expect(html).toContain(`<span>${'x'.repeat(47)}...<i>created</i></span>`)
  })
})
