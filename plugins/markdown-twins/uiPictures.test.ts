import { describe, expect, it } from 'vitest'

import { mdxToMarkdown, type TwinContext } from './toMarkdown'

const context: TwinContext = {
  siteUrl: 'https://docs.cypress.io',
  baseUrl: '/',
  permalink: '/guides/example/page',
  sourcePath: 'docs/guides/example/page.mdx',
  permalinks: new Map(),
  title: 'Page',
  description: 'A page.',
}

/** A UI picture's twin is its words; the golden fixture ui-pictures.mdx shows the form. */
describe('UI pictures in the Markdown twin', () => {
  it('fails, naming the page and line, on a picture without a caption', async () => {
    await expect(
      mdxToMarkdown(
        '# Page\n\n<PullRequest description="A check." checks={{ title: "t", summary: "s", items: [] }} />\n',
        context,
      ),
    ).rejects.toThrow(
      'docs/guides/example/page.mdx:3: <PullRequest> needs a caption: the line shown under the picture.',
    )
  })

  it('fails on a picture without a text equivalent', async () => {
    await expect(
      mdxToMarkdown('<CloudChart caption="Runs" />\n', context),
    ).rejects.toThrow('<CloudChart> "Runs" needs a description')
  })

  it('keeps nothing of a part: the picture says it in words', async () => {
    const twin = await mdxToMarkdown(
      '<AppWindow caption="App" description="The app.">\n  <SnapshotControls pinned />\n</AppWindow>\n',
      context,
    )
    expect(twin.body).toBe('**Picture:** The app.\n\n_App_\n')
    expect(twin.warnings).toEqual([])
  })
})
