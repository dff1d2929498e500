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

  it('imports the components a page draws, parts included', async () => {
    const js = String(
      await compiled(
        '<AppWindow caption="c" description="d" spec="s" tests={[]} url="/" viewport={[1, 1]} page={[]}>\n  <SnapshotControls pinned />\n</AppWindow>\n',
      ),
    )
    expect(js).toContain(
      'import AppWindow from "@site/src/components/AppWindow"',
    )
    expect(js).toContain(
      'import SnapshotControls from "@site/src/components/SnapshotControls"',
    )
    expect(js).not.toContain('CloudRun')
  })

  it('leaves other components alone', async () => {
    await expect(compiled('<Badge>Team</Badge>\n')).resolves.toBeTruthy()
  })
})
