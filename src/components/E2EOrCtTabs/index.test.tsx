import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import E2EOrCtTabs from '.'

describe('E2EOrCtTabs', () => {
  it('shows the end-to-end child first and syncs on the testing type', () => {
    const html = renderToStaticMarkup(
      <E2EOrCtTabs>
        <p>visit the page</p>
        <p>mount the component</p>
      </E2EOrCtTabs>,
    )
    expect(html).toContain('data-group-id="testing-type"')
    expect(html).toMatch(
      /data-value="e2e" data-label="End-to-end test"><p>visit the page<\/p>.*data-value="ct" data-label="Component test"><p>mount the component<\/p>/,
    )
  })

  it('refuses a third child', () => {
    expect(() =>
      renderToStaticMarkup(
        <E2EOrCtTabs>
          <p>a</p>
          <p>b</p>
          <p>c</p>
        </E2EOrCtTabs>,
      ),
    ).toThrow('it was given 3')
  })
})
