import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import RouteMatcherTryout from '.'
import { DEFAULT_INPUT } from './examples'
import { runTryout } from './tryout'
import { MatcherNote, Verdicts } from './Verdicts'

/** The markup as text, roughly as a screen reader or a search crawler reads it. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()

describe('RouteMatcherTryout on the server', () => {
  const html = renderToStaticMarkup(<RouteMatcherTryout />)

  it('renders the whole form, each field with its label, filled with the first example', () => {
    for (const [label, id] of [
      ['Arguments of', 'matcher'],
      ['Requests, one a line', 'requests'],
      ['Headers of every request', 'headers'],
      ['Resource type', 'resource-type'],
      ['Base URL for paths', 'base'],
    ]) {
      const found = new RegExp(
        `<label[^>]*for="([^"]*-${id})"[^>]*>${label}`,
      ).exec(html)
      expect(found, label).not.toBeNull()
      expect(html).toContain(`id="${found![1]}"`)
    }
    expect(html).toContain('&#x27;/api/todos&#x27;</textarea>')
    expect(html).toContain('GET /api/todos?page=2')
  })

  it('says, without its script, where the verdicts will be and where the rules are', () => {
    expect(text(html)).toContain(
      'The verdicts appear here once the page’s script has loaded. The rules the tryout follows are under How URLs are matched, above.',
    )
    // No verdict is drawn on the server: the matching code is not in this module.
    expect(html).not.toContain('Does not match')
  })
})

describe('the verdicts', () => {
  it('say, for each request, whether it matches and which field fails', () => {
    const result = runTryout(DEFAULT_INPUT)
    const html = renderToStaticMarkup(
      <Verdicts result={result} labelledBy="heading" />,
    )
    expect(html).toMatch(/<ol[^>]*aria-labelledby="heading"/)
    const items = [
      ...html.matchAll(
        /<li class="[^"]*verdict[^>]*>([\s\S]*?)<\/li><\/ul><\/li>/g,
      ),
    ].map(([, inner]) => text(inner))
    expect(items[0]).toMatch(
      /^Matches GET http:\/\/localhost:3000\/api\/todos Passes: url '\/api\/todos' equals the path \/api\/todos \.$/,
    )
    expect(items[1]).toMatch(
      /^Does not match GET http:\/\/localhost:3000\/api\/todos\?page=2 Fails: url/,
    )
    expect(items[1]).toContain('end it with * , or match on pathname')
  })

  it('quote the error Cypress fails with', () => {
    const result = runTryout({ ...DEFAULT_INPUT, matcher: '{ wrong: true }' })
    const html = renderToStaticMarkup(<MatcherNote verdict={result.matcher} />)
    expect(text(html)).toContain(
      'Cypress fails this call with: An invalid RouteMatcher was supplied to cy.intercept() . An unknown RouteMatcher property was passed: wrong',
    )
    expect(html).toContain('<blockquote')
  })
})
