/**
 * YAML samples are configuration readers paste into their CI, so they must
 * parse: every ```yaml / ```yml block of every page is read with js-yaml,
 * and a block that does not parse fails the check, naming the page, the
 * line of the error and the parser's message. Every `cypress run` command
 * inside a YAML sample must also use only flags that `cypress run` has, as
 * listed in the options table of the command-line guide (which
 * commandLine.test.ts keeps in step with the cypress types).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { listDocPages } from '../../scripts/docSamples.mjs'
import { mdxCodeBlocks, mdxTables } from '../../src/lib/mdx.mjs'

interface YamlError extends Error {
  reason?: string
  mark?: { line: number; column: number }
}

const yaml = createRequire(import.meta.url)('js-yaml') as {
  loadAll(source: string): unknown[]
}

const root = path.resolve(__dirname, '../..')
const docsDir = path.join(root, 'docs')
const commandLinePage = path.join(root, 'docs/guides/guides/command-line.mdx')

/** A YAML block of a page: its text and the page line of its first line. */
export interface YamlBlock {
  file: string
  /** 1-based page line of the block's first line of YAML. */
  firstLine: number
  code: string
}

/** Every ```yaml and ```yml block of a page. */
export function yamlBlocks(file: string, source: string): YamlBlock[] {
  return mdxCodeBlocks(source)
    .filter(({ lang }) => lang === 'yaml' || lang === 'yml')
    .map(({ line, code }) => ({ file, firstLine: line + 1, code }))
}

/**
 * The documents of a block, or the parser's complaint as
 * `file:line: message` with the page line of the error.
 */
export function parseBlock(
  block: YamlBlock,
): { documents: unknown[] } | { error: string } {
  try {
    return { documents: yaml.loadAll(block.code) }
  } catch (caught) {
    const error = caught as YamlError
    const line = block.firstLine + (error.mark?.line ?? 0)
    const message = (error.reason ?? error.message).split('\n')[0]
    return { error: `${block.file}:${line}: YAML does not parse: ${message}` }
  }
}

/** Every string value in a parsed YAML document, however deep. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap(stringsIn)
  }
  return []
}

/**
 * The flags of each `cypress run` command in a shell string: the words that
 * start with `-` after `cypress run`, up to the end of the command (a line
 * end, `&&`, `||`, `;`, `|` or a comment). `--flag=value` counts as `--flag`.
 */
export function cypressRunFlags(script: string): string[] {
  const joined = script.replace(/\\\r?\n\s*/g, ' ')
  const flags: string[] = []
  for (const match of joined.matchAll(/\bcypress\s+run\b([^\n]*)/g)) {
    const command = match[1].split(/\s(?:&&|\|\||;|\||#)|;/)[0]
    for (const word of command.trim().split(/\s+/)) {
      if (/^--?[A-Za-z]/.test(word)) flags.push(word.split('=')[0])
    }
  }
  return flags
}

/**
 * The page line of the first line in a block that runs `cypress run` with
 * `flag`, or the block's first line when the command spans several lines.
 */
export function lineOfFlag(block: YamlBlock, flag: string): number {
  const escaped = flag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const word = new RegExp(`\\bcypress\\s+run\\b.*\\s${escaped}(?:[=\\s]|$)`)
  const index = block.code.split('\n').findIndex((line) => word.test(line))
  return block.firstLine + Math.max(index, 0)
}

/**
 * The long and short flags of `cypress run`, from the options table of the
 * command-line guide's `cypress run` section.
 */
export function cypressRunFlagsFromGuide(source: string): Set<string> {
  const lines = source.split('\n')
  const start = lines.findIndex((line) => line.startsWith('## `cypress run`'))
  const end = lines.findIndex(
    (line, index) => index > start && line.startsWith('## '),
  )
  if (start < 0) throw new Error('the guide has no "## `cypress run`" section')
  const table = mdxTables(source).find(
    (candidate) =>
      candidate.line > start + 1 &&
      candidate.line < end + 1 &&
      candidate.header[0] === 'Option',
  )
  if (!table) throw new Error('the `cypress run` section has no options table')
  const flags = new Set<string>()
  for (const row of table.rows) {
    for (const cell of row.cells.slice(0, 2)) {
      for (const flag of cell.matchAll(/`(--?[\w-]+)`/g)) flags.add(flag[1])
    }
  }
  return flags
}

const pages = listDocPages(docsDir).map((file) => ({
  file: path.relative(root, file),
  source: readFileSync(file, 'utf8'),
}))
const blocks = pages.flatMap(({ file, source }) => yamlBlocks(file, source))
const knownFlags = cypressRunFlagsFromGuide(
  readFileSync(commandLinePage, 'utf8'),
)

describe('YAML samples', () => {
  it('reads the flags of cypress run from the command-line guide', () => {
    expect([...knownFlags]).toEqual(
      expect.arrayContaining([
        '--record',
        '--parallel',
        '--group',
        '--ci-build-id',
        '--browser',
        '-b',
        '--spec',
      ]),
    )
  })

  it('names the page and line of a sample that does not parse', () => {
    const broken: YamlBlock = {
      file: 'docs/example.mdx',
      firstLine: 10,
      code: ['jobs:', '  test:', '    steps: [', '  - run: x'].join('\n'),
    }
    const result = parseBlock(broken)
    expect('error' in result && result.error).toMatch(
      /^docs\/example\.mdx:1[0-9]: YAML does not parse: /,
    )
    expect(parseBlock({ ...broken, code: 'a: 1\n---\nb: 2' })).toEqual({
      documents: [{ a: 1 }, { b: 2 }],
    })
  })

  it('finds the flags of cypress run in a script', () => {
    expect(
      cypressRunFlags(
        [
          'npm ci',
          'npx cypress run --record --parallel \\',
          '  --group "Linux e2e" --ci-build-id=$BUILD -b chrome && echo done',
          'npx cypress open --e2e',
        ].join('\n'),
      ),
    ).toEqual(['--record', '--parallel', '--group', '--ci-build-id', '-b'])
  })

  it('points at the line of the command that has the flag', () => {
    const block: YamlBlock = {
      file: 'docs/example.mdx',
      firstLine: 20,
      code: ['script:', '  - npm ci', '  - npx cypress run --paralel'].join(
        '\n',
      ),
    }
    expect(lineOfFlag(block, '--paralel')).toBe(22)
  })

  it('finds yaml and yml blocks on the pages', () => {
    expect(blocks.length).toBeGreaterThan(0)
  })

  it('every yaml and yml block parses', () => {
    const problems = blocks.flatMap((block) => {
      const result = parseBlock(block)
      return 'error' in result ? [result.error] : []
    })
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('every cypress run command in a YAML sample uses flags cypress run has', () => {
    const problems = blocks.flatMap((block) => {
      const result = parseBlock(block)
      if ('error' in result) return []
      return stringsIn(result.documents)
        .flatMap(cypressRunFlags)
        .filter((flag) => !knownFlags.has(flag))
        .map(
          (flag) =>
            `${block.file}:${lineOfFlag(block, flag)}: \`cypress run\` has no ${flag} flag (see docs/guides/guides/command-line.mdx)`,
        )
    })
    expect(problems, problems.join('\n')).toEqual([])
  })
})
