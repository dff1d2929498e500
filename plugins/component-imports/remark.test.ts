import { compile } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'

import remarkComponentImports from './remark'

const components = { CommandLog: '@site/src/components/CommandLog' }

/** The page compiled by MDX, as the build compiles it, with the plugin. */
async function compiled(mdx: string) {
  return String(
    await compile(mdx, {
      remarkPlugins: [[remarkComponentImports, { components }]],
    }),
  )
}

describe('remarkComponentImports', () => {
  it('imports a component into a page that uses it', async () => {
    const js = await compiled('# Page\n\n<CommandLog rows={[]} />\n')
    expect(js).toContain(
      'import CommandLog from "@site/src/components/CommandLog"',
    )
  })

  it('leaves a page that does not use it alone', async () => {
    const js = await compiled('# Page\n\nNo drawing here.\n')
    expect(js).not.toContain('CommandLog')
  })

  it('adds no second import when the page imports it itself', async () => {
    const js = await compiled(
      "import CommandLog from './Local'\n\n<CommandLog rows={[]} />\n",
    )
    expect(js.match(/import CommandLog/g)).toHaveLength(1)
    expect(js).toContain("from './Local'")
  })
})
