import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import UiFigure, { marker } from '.'

describe('UiFigure', () => {
  const html = renderToStaticMarkup(
    <UiFigure
      caption="The run list."
      description="Three runs, the newest first."
      callouts={[
        { at: 'filters', text: 'Filters narrow the list.' },
        { at: 'counts', text: 'Each run counts its tests.' },
      ]}
    >
      <span>drawn</span>
    </UiFigure>,
  )

  it('names the figure by its caption, and says in words what it shows', () => {
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`<span id="${labelledBy}">The run list.</span>`)
    expect(html).toContain(
      '<p class="ui-description">Three runs, the newest first.</p>',
    )
  })

  it('hides the drawing from assistive technology and from the search index', () => {
    expect(html).toContain(
      '<div class="ui-drawing" aria-hidden="true" data-pagefind-ignore="all"><span>drawn</span></div>',
    )
  })

  it('explains the callouts in order under the caption', () => {
    expect(html).toMatch(
      /<figcaption>.*<ol><li>Filters narrow the list\.<\/li><li>Each run counts its tests\.<\/li><\/ol><\/figcaption>/,
    )
  })

  it('draws no list without callouts', () => {
    expect(
      renderToStaticMarkup(
        <UiFigure caption="c" description="d">
          x
        </UiFigure>,
      ),
    ).not.toContain('<ol>')
  })
})

describe('marker', () => {
  const marks = (callouts: { at: string; text: string }[], parts: string[]) => {
    const mark = marker(callouts)
    return parts.map((part) => renderToStaticMarkup(<>{mark(part)}</>))
  }

  it.each([
    [
      'numbers the callouts of a part from 1, in order',
      [
        { at: 'url', text: 'a' },
        { at: 'log', text: 'b' },
        { at: 'url', text: 'c' },
      ],
      ['url', 'log'],
      [
        '<ins class="ui-mark">1</ins><ins class="ui-mark">3</ins>',
        '<ins class="ui-mark">2</ins>',
      ],
    ],
    [
      'marks a part drawn twice only where it is drawn first',
      [{ at: 'test', text: 'a' }],
      ['test', 'test'],
      ['<ins class="ui-mark">1</ins>', ''],
    ],
    ['draws nothing for a part no callout names', [], ['page'], ['']],
  ])('%s', (_, callouts, parts, expected) => {
    expect(marks(callouts, parts)).toEqual(expected)
  })
})
