/**
 * The docs check: every page has a title and a description, and every
 * JavaScript or TypeScript sample is prettier-formatted and type-checks
 * against the `cypress` types. Failures name the page and line.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { visitParents } from 'unist-util-visit-parents'
import { describe, expect, it } from 'vitest'

import Prism from '../../plugins/code-highlighting/client/prism'
import {
  configFiles,
  formatExample,
} from '../../plugins/example-tabs/configFiles.mjs'
import {
  checkedSamples,
  configExamples,
  extractCodeBlocks,
  formatSample,
  isMarkedIncorrect,
  listDocPages,
} from '../../scripts/docSamples.mjs'
import { parseMdx } from '../../src/lib/mdx.mjs'
import { readFrontMatter } from '../../src/lib/mdx.mjs'
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

/** The `:::cypress-config` examples, checked through the files they make. */
const examples = pages.flatMap((page) =>
  configExamples(page.source).map((block) => ({ ...block, file: page.file })),
)

/**
 * Each block that `format` changes, named by the page line of its first
 * changed line, or that does not parse.
 */
async function formatProblems<
  T extends { file: string; line: number; code: string },
>(
  items: readonly T[],
  format: (item: T) => Promise<string>,
  unparsable: string,
): Promise<string[]> {
  const problems: string[] = []
  for (const item of items) {
    const code = item.code.trimEnd() + '\n'
    let formatted: string
    try {
      formatted = await format(item)
    } catch (error) {
      problems.push(
        `${item.file}:${item.line + 1} ${unparsable}: ${(error as Error).message.split('\n')[0]}`,
      )
      continue
    }
    if (formatted === code) continue
    const codeLines = code.split('\n')
    const formattedLines = formatted.split('\n')
    const first = codeLines.findIndex((line, i) => line !== formattedLines[i])
    problems.push(
      `${item.file}:${item.line + 1 + first} is not formatted (npm run format:docs): expected "${formattedLines[first] ?? ''}", found "${codeLines[first] ?? ''}"`,
    )
  }
  return problems
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

  it('config and package-manager tabs come from their directives, not by hand', () => {
    // plugins/example-tabs writes these components from one block, so the
    // two config files or three commands cannot drift apart.
    const directives: Record<string, string> = {
      ConfigFileTabs: ':::cypress-config',
      PackageManagerTabs: ':::package-managers',
    }
    const problems = pages.flatMap(({ file, source }) =>
      source.split('\n').flatMap((line, index) => {
        const component = /<(ConfigFileTabs|PackageManagerTabs)\b/.exec(
          line,
        )?.[1]
        return component
          ? [
              `${file}:${index + 1} writes <${component}> by hand: use ${directives[component]} with one block (CONTRIBUTING.md, "Config and package-manager examples")`,
            ]
          : []
      }),
    )
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('no heading holds a bare name:word, which Markdown reads as a directive', () => {
    // `## dev-server:start` parses `:start` as a text directive: the text
    // comes back on the page, but the heading's id is computed without it
    // (#dev-server), so links and search hits point at the wrong anchor.
    const problems = pages.flatMap(({ file, source }) => {
      const found: string[] = []
      visitParents(parseMdx(source), 'textDirective', (node, ancestors) => {
        if (ancestors.some((ancestor) => ancestor.type === 'heading')) {
          found.push(
            `${file}:${node.position?.start.line} has ":${node.name}" in a heading: put the name in a code span (\`dev-server:start\`) so the heading keeps its anchor`,
          )
        }
      })
      return found
    })
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
    const problems = await formatProblems(
      blocks,
      (block) => formatSample(block.code, block.lang),
      'does not parse',
    )
    console.log(`docs check: ${blocks.length} samples format-checked`)
    expect(problems, problems.join('\n')).toEqual([])
  }, 60_000)

  it('every cypress-config example is formatted as it stands in its file', async () => {
    const problems = await formatProblems(
      examples,
      (example) => formatExample(example.code),
      'does not make a cypress.config',
    )
    console.log(`docs check: ${examples.length} cypress-config examples`)
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('every js/ts sample, and both files of every cypress-config example, type-check against the cypress types', async () => {
    const generated: BlockSource[] = []
    for (const example of examples) {
      const files = await configFiles(example.code)
      for (const lang of ['ts', 'js'] as const) {
        generated.push({
          file: example.file,
          line: example.line,
          lang,
          code: files[lang],
          generated: {
            file: `cypress.config.${lang}`,
            pageLine: (line) => example.line + 1 + files.sourceLine(lang, line),
          },
        })
      }
    }
    const checked: BlockSource[] = [
      ...blocks
        .filter((block) => !isMarkedIncorrect(block.meta))
        .map(({ file, line, lang, code }) => ({ file, line, lang, code })),
      ...generated,
    ]
    const problems = typecheckBlocks(checked).map(
      ({ file, line, message }) => `${file}:${line} ${message}`,
    )
    console.log(
      `docs check: ${checked.length} samples type-checked (${generated.length} of them config files), ${blocks.filter((block) => isMarkedIncorrect(block.meta)).length} marked incorrect`,
    )
    expect(problems, problems.join('\n')).toEqual([])
    // About 25 s of CPU (process.cpuUsage): the samples' program 15 s, the
    // eleven support-file programs 5 s, making the config files 4.5 s
    // (43 s before the support-file programs shared the parsed library
    // files). On the 2-core machine at a load average of 9-10 it took 54 s;
    // busy machines have run it at a sixth of a core (the old version took
    // 170-270 s there), so the limit allows that with room and only stops a
    // hang.
  }, 300_000)
})
