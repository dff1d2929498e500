import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import Line, { ChangeLine } from './Line'

const known = new Set(['13.6.0', '14.0.0'])

describe('Changelog Line', () => {
  it('turns backtick spans into code', () => {
    expect(
      renderToStaticMarkup(
        <Line
          text="`cy.press()` can dispatch the `Escape` key."
          known={known}
        />,
      ),
    ).toBe('<code>cy.press()</code> can dispatch the <code>Escape</code> key.')
  })

  it('links a regression to the release it came from', () => {
    expect(
      renderToStaticMarkup(
        <Line text="Fixed, a regression from 13.6.0." known={known} />,
      ),
    ).toBe('Fixed, a regression from <a href="#13-6-0">13.6.0</a>.')
  })

  it('leaves versions that are not releases, or not regressions, alone', () => {
    const html = renderToStaticMarkup(
      <Line
        text="Needs Node.js 14.0.0 or later, a regression from 9.7.0."
        known={known}
      />,
    )
    expect(html).not.toContain('<a')
  })

  it('does not link inside code spans', () => {
    expect(
      renderToStaticMarkup(
        <Line text="`a regression from 14.0.0` stays code." known={known} />,
      ),
    ).toBe('<code>a regression from 14.0.0</code> stays code.')
  })
})

describe('Changelog ChangeLine', () => {
  it('puts the issue and pull request links before the final period', () => {
    expect(
      renderToStaticMarkup(
        <ChangeLine
          change={{ text: '`cy.press()` works.', issues: [1], prs: [2] }}
          known={known}
        />,
      ),
    ).toBe(
      '<code>cy.press()</code> works (<span><a href="https://github.com/cypress-io/cypress/issues/1">#1</a></span><span>, <a href="https://github.com/cypress-io/cypress/pull/2">#2</a></span>).',
    )
  })

  it('leaves a line without links as it is', () => {
    expect(
      renderToStaticMarkup(
        <ChangeLine change={{ text: 'Works again.' }} known={known} />,
      ),
    ).toBe('Works again.')
  })
})

describe('Changelog lines on another page', () => {
  it('link a regression to the release where the page says', () => {
    expect(
      renderToStaticMarkup(
        <ChangeLine
          change={{ text: 'Fixed, a regression from 13.6.0.', issues: [3] }}
          known={known}
          releaseHref={(version) => `/changelog#${version}`}
        />,
      ),
    ).toContain('a regression from <a href="/changelog#13.6.0">13.6.0</a> (')
  })
})
