import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import DocsVideo from '.'

describe('DocsVideo', () => {
  it('plays a local file without preloading it', () => {
    const html = renderToStaticMarkup(
      <DocsVideo src="/img/videos/replay.mp4" title="Replaying a run" />,
    )
    expect(html).toContain('<video')
    expect(html).toContain('preload="none"')
    expect(html).toContain('src="/img/videos/replay.mp4"')
    expect(html).toContain('aria-label="Replaying a run"')
  })

  it('renders an embed as a play button, with no iframe until pressed', () => {
    const html = renderToStaticMarkup(
      <DocsVideo
        embedUrl="https://www.youtube-nocookie.com/embed/abc"
        title="Intro"
      />,
    )
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('youtube')
    expect(html).toContain('<button type="button"')
    expect(html).toContain('Play video: Intro')
  })
})
