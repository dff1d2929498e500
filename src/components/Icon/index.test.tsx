import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import Icon from '.'
import { icons, type IconName } from './icons'

describe('Icon', () => {
  it('renders 16 px by default and 8 px on request', () => {
    expect(renderToStaticMarkup(<Icon name="check" />)).toContain(
      'width="16" height="16"',
    )
    expect(renderToStaticMarkup(<Icon name="check" size={8} />)).toContain(
      'width="8" height="8"',
    )
  })

  it('is hidden from assistive technology unless it has a title', () => {
    expect(renderToStaticMarkup(<Icon name="info" />)).toContain(
      'aria-hidden="true"',
    )
    const titled = renderToStaticMarkup(<Icon name="info" title="Note" />)
    expect(titled).toContain('role="img"')
    expect(titled).toContain('aria-label="Note"')
    expect(titled).not.toContain('aria-hidden')
  })

  it('draws every icon of the set', () => {
    for (const name of Object.keys(icons) as IconName[]) {
      expect(renderToStaticMarkup(<Icon name={name} />)).toContain(
        `d="${icons[name]}"`,
      )
    }
  })

  it('names the known icons when given an unknown one', () => {
    expect(() =>
      renderToStaticMarkup(<Icon name={'rocket' as IconName} />),
    ).toThrow(/Unknown icon "rocket". Known icons: check, x-mark/)
  })
})
