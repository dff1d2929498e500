import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import Table from '.'

describe('Table', () => {
  it('wraps the table in a focusable, labelled scroll region', () => {
    const html = renderToStaticMarkup(
      <Table>
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </Table>,
    )
    expect(html).toMatch(
      /^<div class="[^"]*" role="region" aria-label="Table" tabindex="0"><table><tbody>/,
    )
  })
})
