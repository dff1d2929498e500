import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ConfigFileTabs from '.'

describe('ConfigFileTabs', () => {
  it('puts the first child under cypress.config.js and the second under cypress.config.ts', () => {
    const html = renderToStaticMarkup(
      <ConfigFileTabs>
        <pre>js sample</pre>
        <pre>ts sample</pre>
      </ConfigFileTabs>,
    )
    expect(html).toContain('data-group-id="config-file"')
    expect(html).toMatch(
      /data-label="cypress.config.js"><pre>js sample<\/pre>.*data-label="cypress.config.ts"><pre>ts sample<\/pre>/,
    )
  })

  it('names its tabs when a child is missing', () => {
    expect(() =>
      renderToStaticMarkup(
        <ConfigFileTabs>
          <pre>js only</pre>
        </ConfigFileTabs>,
      ),
    ).toThrow(
      '<ConfigFileTabs> takes 2 children, one per tab (cypress.config.js, cypress.config.ts), in that order; it was given 1.',
    )
  })
})
