import {
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import type { LoadContext, Plugin } from '@docusaurus/types'
import { afterEach, describe, expect, it } from 'vitest'

import localSearchPlugin from './index'
import { PAGEFIND_DIR } from './pagefindIndex'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0))
    rmSync(dir, { recursive: true, force: true })
})

/** A build folder with these pages (path to body HTML). */
function buildDir(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'local-search-'))
  made.push(dir)
  for (const [route, body] of Object.entries(pages)) {
    mkdirSync(path.join(dir, route), { recursive: true })
    writeFileSync(
      path.join(dir, route, 'index.html'),
      `<!doctype html><html lang="en"><head><title>x</title></head><body><nav>Navbar words</nav>${body}</body></html>`,
    )
  }
  return dir
}

const docPage = (title: string, section: string, rest: string) =>
  `<div data-pagefind-body="" data-pagefind-meta="section:${section}"><header><h1>${title}</h1></header>${rest}</div>`

function plugin(outDir: string): Plugin {
  return localSearchPlugin({ siteDir: outDir, outDir } as LoadContext)
}

/** Every fragment Pagefind wrote, decoded. */
function fragments(outDir: string) {
  const dir = path.join(outDir, PAGEFIND_DIR, 'fragment')
  return readdirSync(dir).map((file) => {
    const text = gunzipSync(readFileSync(path.join(dir, file))).toString('utf8')
    return JSON.parse(text.replace(/^pagefind_dcd/, '')) as {
      url: string
      content: string
      meta: Record<string, string>
      anchors: { id: string; text: string }[]
    }
  })
}

describe('local-search plugin: the index a build writes', () => {
  it('indexes the doc pages only: their text, section, title and heading anchors, without code blocks', async () => {
    const outDir = buildDir({
      'api/commands/get': docPage(
        'get',
        'Queries',
        '<p>Gets elements.</p><h2 id="syntax">Syntax<a class="hash-link" href="#syntax">#</a></h2><div class="theme-code-block"><pre>cy.sampleOnlyWord()</pre></div><p>More words.</p>',
      ),
      plugins: '<main><h1>Plugins</h1><p>Not a doc page.</p></main>',
    })
    await plugin(outDir).postBuild!({ outDir } as never)
    const written = fragments(outDir)
    expect(written.map((page) => page.url)).toEqual(['/api/commands/get/'])
    const [get] = written
    expect(get.meta).toMatchObject({ title: 'get', section: 'Queries' })
    expect(get.anchors.map((anchor) => anchor.id)).toEqual(['syntax'])
    expect(get.content).toContain('Gets elements.')
    expect(get.content).not.toContain('sampleOnlyWord')
    expect(get.content).not.toContain('Navbar')
    expect(get.content).not.toMatch(/Syntax\s*#/)
    expect(readdirSync(path.join(outDir, PAGEFIND_DIR))).toContain(
      'pagefind.js',
    )
  })

  it('fails the build, saying why, when no page is marked for the index', async () => {
    const outDir = buildDir({ a: '<main><h1>A</h1></main>' })
    await expect(
      plugin(outDir).postBuild!({ outDir } as never),
    ).rejects.toThrow(
      /no page marked data-pagefind-body .* src\/theme\/DocItem\/Content/,
    )
  })
})

describe('local-search plugin: npm start', () => {
  const configure = (outDir: string, mode: string, isServer = false) =>
    plugin(outDir).configureWebpack!(
      { mode } as never,
      isServer,
      {} as never,
      undefined,
    ) as { plugins: unknown[] }

  it("serves the last build's index from the dev server, and adds nothing to a build", () => {
    const outDir = buildDir({})
    expect(configure(outDir, 'development').plugins).toHaveLength(1)
    expect(configure(outDir, 'development', true).plugins).toHaveLength(0)
    expect(configure(outDir, 'production').plugins).toHaveLength(0)
  })
})
