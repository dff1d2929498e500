import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import DocsImage from '.'

describe('DocsImage', () => {
  it('renders a lazy image with its alt text and dimensions', () => {
    const html = renderToStaticMarkup(
      <DocsImage src="/img/a.svg" alt="The runner" width={640} height={360} />,
    )
    expect(html).toContain('src="/img/a.svg"')
    expect(html).toContain('alt="The runner"')
    expect(html).toContain('width="640" height="360"')
    expect(html).toContain('loading="lazy"')
    expect(html).not.toContain('<figcaption')
  })

  it('adds a caption when given one', () => {
    const html = renderToStaticMarkup(
      <DocsImage src="/img/a.svg" alt="The runner" caption="Figure 1" />,
    )
    expect(html).toContain('<figcaption')
    expect(html).toContain('Figure 1')
  })

  it('refuses an image without alt text', () => {
    expect(() =>
      renderToStaticMarkup(<DocsImage src="/img/a.svg" alt=" " />),
    ).toThrow('DocsImage "/img/a.svg" needs alt text')
  })
})
