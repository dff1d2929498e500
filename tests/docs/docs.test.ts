/**
 * The docs check: every page has a title and a description, and every
 * JavaScript or TypeScript sample is prettier-formatted and type-checks
 * against the `cypress` types. Failures name the page and line.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import Prism from '../../plugins/code-highlighting/client/prism'
import {
  checkedSamples,
  extractCodeBlocks,
  formatSample,
  isMarkedIncorrect,
  listDocPages,
} from '../../scripts/docSamples.mjs'
import { readFrontMatter } from '../../src/config/docRoutes'
import { typecheckBlocks, type BlockSource } from './typecheckBlocks'

const root = path.resolve(__dirname, '../..')
const docsDir = path.join(root, 'docs')

const pages = listDocPages(docsDir).map((file) => ({
  file: path.relative(root, file),
  source: readFileSync(file, 'utf8'),
}))

const blocks = pages.flatMap((page) =>
  checkedSamples(page.source).map((block) => ({ ...block, file: page.file })),
)

describe('docs', () => {
  it('every page has title and description front matter', () => {
    const problems = pages.flatMap(({ file, source }) => {
      const frontMatter = readFrontMatter(source)
      if (!frontMatter) return [`${file}:1 has no front matter`]
      return ['title', 'description']
        .filter((key) => !frontMatter.fields[key])
        .map((key) => `${file}:1 front matter lacks "${key}"`)
    })
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('no page lists doc cards, whose descriptions the site does not ship', () => {
    // plugins/docs drops descriptions from the version data every page
    // loads; the theme reads them there only for DocCardList's cards.
    const problems = pages
      .filter(({ source }) => /<DocCardList\b/.test(source))
      .map(
        ({ file }) =>
          `${file} uses <DocCardList>: its cards would have no descriptions. Link the pages in a list instead, or keep descriptions in plugins/docs.`,
      )
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('every code block is in a language the site highlights', () => {
    // Prism on the site carries only these (plugins/code-highlighting).
    const plain = ['', 'text', 'txt', 'plaintext']
    const known = Object.keys(Prism.languages).filter(
      (name) => typeof Prism.languages[name] === 'object',
    )
    const problems = pages.flatMap(({ file, source }) =>
      extractCodeBlocks(source)
        .filter(({ lang }) => !plain.includes(lang) && !known.includes(lang))
        .map(
          ({ line, lang }) =>
            `${file}:${line} uses "${lang}", which is not highlighted: add its prismjs component to plugins/code-highlighting/client/prism.ts, or use one of ${known.sort().join(', ')}`,
        ),
    )
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('every js/ts sample is prettier-formatted', async () => {
    const problems: string[] = []
    for (const block of blocks) {
      const code = block.code.trimEnd() + '\n'
      let formatted: string
      try {
        formatted = await formatSample(block.code, block.lang)
      } catch (error) {
        problems.push(
          `${block.file}:${block.line} does not parse: ${(error as Error).message.split('\n')[0]}`,
        )
        continue
      }
      if (formatted !== code) {
        const codeLines = code.split('\n')
        const formattedLines = formatted.split('\n')
        const first = codeLines.findIndex(
          (line, i) => line !== formattedLines[i],
        )
        problems.push(
          `${block.file}:${block.line + 1 + first} is not formatted: expected "${formattedLines[first] ?? ''}", found "${codeLines[first] ?? ''}"`,
        )
      }
    }
    console.log(`docs check: ${blocks.length} samples format-checked`)
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('every js/ts sample type-checks against the cypress types', () => {
    const checked: BlockSource[] = blocks
      .filter((block) => !isMarkedIncorrect(block.meta))
      .map(({ file, line, lang, code }) => ({ file, line, lang, code }))
    const problems = typecheckBlocks(checked).map(
      ({ file, line, message }) => `${file}:${line} ${message}`,
    )
    console.log(
      `docs check: ${checked.length} samples type-checked, ${blocks.length - checked.length} marked incorrect`,
    )
    expect(problems, problems.join('\n')).toEqual([])
  }, 120_000)
})
