/**
 * The docs check: every page has a title and a description, and every
 * JavaScript or TypeScript sample is prettier-formatted and type-checks
 * against the `cypress` types. Failures name the page and line.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'

import {
  checkedLanguage,
  extractCodeBlocks,
  isMarkedIncorrect,
  isSyntaxList,
  readFrontMatter,
} from './codeBlocks'
import { typecheckBlocks, type BlockSource } from './typecheckBlocks'

const root = path.resolve(__dirname, '../..')
const docsDir = path.join(root, 'docs')

function listPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listPages(full)
    return /\.mdx?$/.test(entry.name) ? [full] : []
  })
}

const pages = listPages(docsDir).map((file) => ({
  file: path.relative(root, file),
  source: readFileSync(file, 'utf8'),
}))

const blocks = pages.flatMap((page) =>
  extractCodeBlocks(page.source).flatMap((block) => {
    const lang = checkedLanguage(block.lang)
    return lang && !isSyntaxList(block.meta)
      ? [{ ...block, lang, file: page.file }]
      : []
  }),
)

const parserFor = {
  js: 'babel',
  jsx: 'babel',
  ts: 'typescript',
  tsx: 'typescript',
}

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

  it('every js/ts sample is prettier-formatted', async () => {
    const options =
      (await prettier.resolveConfig(path.join(root, 'x.ts'))) ?? {}
    const problems: string[] = []
    for (const block of blocks) {
      const code = block.code.trimEnd() + '\n'
      let formatted: string
      try {
        formatted = await prettier.format(code, {
          ...options,
          parser: parserFor[block.lang],
        })
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
