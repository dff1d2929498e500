import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { checkBuild } from './checkBuild'

/**
 * `__fixtures__/built-site` is a build in miniature: a home page and two
 * doc pages in the sitemap, their twins, llms.txt and llms-full.txt. Each
 * test breaks a copy of it in one way.
 */
const fixture = path.join(__dirname, '__fixtures__', 'built-site')
let copies: string[] = []

function brokenCopy(change: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'markdown-twins-'))
  copies.push(dir)
  cpSync(fixture, dir, { recursive: true })
  change(dir)
  return dir
}

function edit(dir: string, file: string, change: (text: string) => string) {
  const full = path.join(dir, file)
  writeFileSync(full, change(readFileSync(full, 'utf8')))
}

afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
  copies = []
})

describe('checkBuild', () => {
  it('passes a build whose doc pages all have twins that llms.txt lists', () => {
    expect(checkBuild(fixture)).toEqual({
      docPages: ['/guides/retries', '/api/commands/click'],
      problems: [],
    })
  })

  it('names a doc page without a twin, and the llms.txt entry that is not a doc page', () => {
    const dir = brokenCopy((copy) => {
      rmSync(path.join(copy, 'guides/retries.md'))
      edit(copy, 'llms.txt', (text) =>
        text.replace(
          '## API\n',
          '## API\n\n- [Home](https://docs.cypress.io/index.md): Not a doc.\n',
        ),
      )
    })
    expect(checkBuild(dir).problems).toEqual([
      '/guides/retries: its Markdown twin /guides/retries.md is missing',
      "llms.txt lists /index.md, which is not a doc page's twin",
    ])
  })

  it('names a doc page that llms.txt and llms-full.txt leave out', () => {
    const dir = brokenCopy((copy) => {
      edit(copy, 'llms.txt', (text) => text.replace(/^- \[click\].*\n/m, ''))
      edit(copy, 'llms-full.txt', (text) =>
        text.replace('URL: https://docs.cypress.io/api/commands/click', ''),
      )
    })
    expect(checkBuild(dir).problems).toEqual([
      'llms.txt does not list /api/commands/click.md',
      'llms-full.txt does not have /api/commands/click',
    ])
  })

  it('names a doc page whose head does not link to its twin, and a twin that is not clean', () => {
    const dir = brokenCopy((copy) => {
      edit(copy, 'api/commands/click/index.html', (html) =>
        html.replace(/<link[^>]*text\/markdown[^>]*>/, ''),
      )
      edit(
        copy,
        'guides/retries.md',
        (text) =>
          `${text}\nimport Tabs from '@theme/Tabs'\n\n<Tabs>\n\nSee [.get()](../api/get.mdx).\n`,
      )
    })
    expect(checkBuild(dir).problems).toEqual([
      "/guides/retries.md: line 11: an import or export statement is left: import Tabs from '@theme/Tabs'",
      '/guides/retries.md: line 13: JSX or HTML is left: <Tabs>',
      '/guides/retries.md: line 15: the link ../api/get.mdx is not an absolute URL (an unresolved relative link)',
      '/api/commands/click: its head links to no Markdown twin, not /api/commands/click.md',
    ])
  })

  it('names the missing sitemap and llms files', () => {
    const dir = brokenCopy((copy) => {
      rmSync(path.join(copy, 'sitemap.xml'))
      rmSync(path.join(copy, 'llms.txt'))
    })
    expect(checkBuild(dir).problems).toEqual([
      'sitemap.xml is missing from the build',
      'llms.txt is missing from the build',
    ])
  })
})
