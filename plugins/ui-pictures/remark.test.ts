import { compile } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'

import remarkUiPictures from './remark'

/** The page compiled by MDX, as the build compiles it, with the check. */
function compiled(mdx: string) {
  return compile(
    { value: mdx, path: 'docs/page.mdx' },
    { remarkPlugins: [remarkUiPictures] },
  )
}

const settings = (props: string) =>
  `# Page\n\n<CloudSettings ${props} sections={[{ heading: 'Checks', rows: [] }]} />\n`

describe('remarkUiPictures', () => {
  it('compiles a picture with a caption and a text equivalent', async () => {
    await expect(
      compiled(settings('caption="Checks" description="One section."')),
    ).resolves.toBeTruthy()
  })

  it('fails the page on a picture without a caption, naming the page and the line', async () => {
    await expect(
      compiled(settings('description="One section."')),
    ).rejects.toMatchObject({
      file: 'docs/page.mdx',
      line: 3,
      message: expect.stringContaining('<CloudSettings> needs a caption'),
    })
  })

  it('fails the page on a picture without a text equivalent', async () => {
    await expect(compiled(settings('caption="Checks"'))).rejects.toThrow(
      '<CloudSettings> "Checks" needs a description',
    )
  })

  it('fails the page on a part outside its picture', async () => {
    await expect(compiled('<SnapshotControls pinned />\n')).rejects.toThrow(
      '<SnapshotControls> draws a part of <AppWindow>: put it inside one.',
    )
  })

  it('fails the page on a prop that is not a literal value', async () => {
    await expect(
      compiled(
        'export const rows = []\n\n<CloudSettings caption="c" description="d" sections={rows} />\n',
      ),
    ).rejects.toThrow(
      'the sections prop of <CloudSettings> must be a literal value',
    )
  })

  it('draws a picture, parts included, as HTML the page carries, and imports no picture component', async () => {
    const js = String(
      await compiled(
        '<AppWindow caption="The app" description="d" spec="s" tests={[]} url="/" viewport={[1, 1]} page={[]}>\n  <SnapshotControls pinned />\n</AppWindow>\n\n<CloudSettings caption="Checks" description="One section." sections={[{ heading: \'Checks\', rows: [] }]} />\n',
      ),
    )
    expect(js).toContain(
      'import UiPicture from "@site/src/components/UiPicture"',
    )
    expect(js).not.toMatch(/import (AppWindow|SnapshotControls|CloudSettings)/)
    const pictures = [
      ...js.matchAll(/_jsx\(UiPicture, \{\s*html: ("(?:[^"\\]|\\.)*")/g),
    ].map(([, html]) => JSON.parse(html) as string)
    expect(pictures).toHaveLength(2)
    expect(pictures[0]).toMatch(/^<figure class="ui-figure"/)
    expect(pictures[0]).toContain('class="ui-app"')
    expect(pictures[0]).toContain('class="ui-snapshot"')
    expect(pictures[1]).toContain('class="ui-settings"')
    // Each picture's ids are its own, though React numbers each from 0.
    const ids = pictures.map(
      (html) => /aria-labelledby="([^"]+)"/.exec(html)?.[1],
    )
    expect(new Set(ids).size).toBe(2)
    pictures.forEach((html, index) =>
      expect(html).toContain(`<span id="${ids[index]}">`),
    )
  })

  it('leaves other components alone', async () => {
    await expect(compiled('<Badge>Team</Badge>\n')).resolves.toBeTruthy()
  })
})
