import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import CommandLog from '.'

/** The markup as text, roughly as a screen reader or a search crawler reads it. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()

const items = (html: string) =>
  [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, inner]) =>
    text(inner),
  )

describe('CommandLog', () => {
  it('renders a labelled ordered list of rows', () => {
    const html = renderToStaticMarkup(
      <CommandLog
        rows={[
          { name: 'get', message: '[data-cy=submit]' },
          { name: 'click', child: true },
          {
            name: 'assert',
            message: 'expected **<button>** to be disabled',
            state: 'passed',
            child: true,
          },
        ]}
      />,
    )
    expect(html).toMatch(/<ol class="[^"]*" aria-label="Command Log">/)
    expect(items(html)).toEqual([
      '1 get [data-cy=submit]',
      '2 -click',
      '3 -assert expected <button> to be disabled passed',
    ])
    expect(html).toContain('<strong>&lt;button&gt;</strong>')
  })

  it('hides the child dash from screen readers', () => {
    const html = renderToStaticMarkup(
      <CommandLog rows={[{ name: 'click', child: true }]} />,
    )
    expect(html).toMatch(/<span aria-hidden="true">-<\/span>click/)
  })

  it('gives aliases, counts, errors and states in words', () => {
    const html = renderToStaticMarkup(
      <CommandLog
        title="lists todos"
        rows={[
          { name: 'get', message: '.todo', elements: 3, alias: 'todos' },
          { name: 'get', aliasRef: '@todos', state: 'pending' },
          {
            name: 'get',
            message: '.missing',
            state: 'failed',
            error: 'Timed out retrying',
          },
        ]}
      />,
    )
    expect(html).toContain('aria-label="Command Log: lists todos"')
    expect(items(html)).toEqual([
      '1 get .todo 3 elements alias @todos',
      'get @todos pending',
      '3 get .missing failed Timed out retrying',
    ])
  })

  it('draws requests with method, status, URL, alias and stubbing', () => {
    const html = renderToStaticMarkup(
      <CommandLog
        rows={[
          { name: 'visit', message: '/' },
          {
            request: 'fetch',
            method: 'GET',
            url: '/api/users',
            status: 200,
            alias: 'getUsers',
            stubbed: true,
          },
          { name: 'wait', aliasRef: 'getUsers' },
          {
            request: 'cy.request',
            method: 'POST',
            url: 'http://localhost:3000/seed',
            status: 201,
          },
        ]}
      />,
    )
    expect(items(html)).toEqual([
      '1 visit /',
      '(fetch) stubbed, not sent to the server: GET 200 /api/users alias getUsers',
      '2 wait @getUsers',
      '3 request sent to the server: POST 201 http://localhost:3000/seed',
    ])
  })

  it('fails the build on a row it cannot draw', () => {
    expect(() =>
      renderToStaticMarkup(
        // @ts-expect-error: a row without a name, as a typo in MDX would give
        <CommandLog rows={[{ nmae: 'get' }]} />,
      ),
    ).toThrow('CommandLog row 1: a command needs a name')
  })
})
