import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import AppWindow, { type AppWindowProps } from '.'

const app: AppWindowProps = {
  caption: 'The app.',
  description: 'A spec running.',
  spec: 'cypress/e2e/todo.cy.ts',
  tests: [{ title: 'adds', state: 'running', rows: [{ name: 'visit' }] }],
  url: '/',
  viewport: [1000, 660],
  page: [{ heading: 'Todo' }],
}

describe('AppWindow', () => {
  it('draws no controls unless paused', () => {
    expect(renderToStaticMarkup(<AppWindow {...app} />)).not.toContain(
      'data-controls',
    )
  })

  it('draws Resume, and Next with the command it runs, while paused', () => {
    expect(renderToStaticMarkup(<AppWindow {...app} paused />)).toContain(
      '<span data-controls="true"><u></u></span>',
    )
    expect(
      renderToStaticMarkup(<AppWindow {...app} paused next="click" />),
    ).toContain(
      '<span data-controls="true"><u></u><u><span><kbd></kbd>: click</span></u></span>',
    )
  })

  it("draws a tag per attempt, the last one open, before the last attempt's commands", () => {
    const html = renderToStaticMarkup(
      <AppWindow
        {...app}
        tests={[
          {
            title: 'adds',
            state: 'passed',
            attempts: ['failed', 'failed', 'passed'],
            rows: [{ name: 'visit' }],
          },
        ]}
      />,
    )
    expect(html).toContain(
      '<p data-attempt="0"><span data-pill="true">1<span data-s="failed"></span></span></p><p data-attempt="0"><span data-pill="true">2<span data-s="failed"></span></span></p><p data-attempt="1"><span data-pill="true">3<span data-s="passed"></span></span></p><ol class="ui-log">',
    )
  })
})
