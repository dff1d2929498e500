import remarkDirective from 'remark-directive'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'

import remarkExampleTabs from './remark'

async function transform(markdown: string) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkDirective)
    .use(remarkExampleTabs)
  const file = new VFile({
    path: '/site/docs/page.mdx',
    cwd: '/site',
    value: markdown,
  })
  return processor.run(processor.parse(file), file)
}

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``

describe('remarkExampleTabs', () => {
  it('turns :::cypress-config into ConfigFileTabs with the js file first', async () => {
    const tree = await transform(
      `Intro\n\n:::cypress-config\n\n${fence('ts', '{\n  retries: 2,\n}')}\n\n:::\n`,
    )
    const tabs = tree.children[1] as unknown as {
      type: string
      name: string
      children: Array<{ lang: string; value: string }>
    }
    expect(tabs.type).toBe('mdxJsxFlowElement')
    expect(tabs.name).toBe('ConfigFileTabs')
    expect(tabs.children.map((child) => child.lang)).toEqual(['js', 'ts'])
    expect(tabs.children[0].value).toBe(
      "const { defineConfig } = require('cypress')\n\nmodule.exports = defineConfig({\n  retries: 2,\n})",
    )
    expect(tabs.children[1].value).toMatch(
      /^import \{ defineConfig \} from 'cypress'/,
    )
  })

  it('turns :::package-managers into PackageManagerTabs: npm, yarn, pnpm', async () => {
    const tree = await transform(
      `:::package-managers\n\n${fence('bash', 'npm install --save-dev cypress')}\n\n:::\n`,
    )
    const tabs = tree.children[0] as unknown as {
      name: string
      children: Array<{ lang: string; value: string }>
    }
    expect(tabs.name).toBe('PackageManagerTabs')
    expect(tabs.children.map((child) => child.value)).toEqual([
      'npm install --save-dev cypress',
      'yarn add --dev cypress',
      'pnpm add --save-dev cypress',
    ])
  })

  it('leaves other directives to the plugins that own them', async () => {
    const tree = await transform(':::tip\n\nHello\n\n:::\n')
    expect(tree.children[0].type).toBe('containerDirective')
  })

  it.each([
    [
      `Line 1\n\n:::cypress-config\n\n${fence('ts', '{\n  retries: 2,,\n}')}\n\n:::`,
      /^docs\/page\.mdx:6: cypress\.config\.ts does not parse/,
    ],
    [
      `:::cypress-config\n\n${fence('js', '{ retries: 2 }')}\n\n:::`,
      /^docs\/page\.mdx:3: the code block in :::cypress-config must be `ts` or `typescript`, not `js`/,
    ],
    [
      `:::cypress-config\n\n${fence('ts', '{}')}\n\n${fence('ts', '{}')}\n\n:::`,
      /^docs\/page\.mdx:1: :::cypress-config holds exactly one code block and nothing else; found 2/,
    ],
    [
      `:::cypress-config{testingType=component}\n\n${fence('ts', '{}')}\n\n:::`,
      /^docs\/page\.mdx:1: :::cypress-config takes no attributes.*written as the whole object, with its devServer/,
    ],
    [
      `:::package-managers\n\n${fence('bash', 'yarn add cypress')}\n\n:::`,
      /^docs\/page\.mdx:3: "yarn add cypress" is not an npm command/,
    ],
  ])(
    'fails the build naming the page and line: %#',
    async (markdown, message) => {
      await expect(transform(markdown)).rejects.toThrow(message)
    },
  )
})
