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

import searchPlugin from './index'
import { PAGEFIND_DIR } from './local/pagefindIndex'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0))
    rmSync(dir, { recursive: true, force: true })
})

/** A build folder with these pages (route to body HTML). */
function buildDir(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'search-'))
  made.push(dir)
  for (const [route, body] of Object.entries(pages)) {
    mkdirSync(path.join(dir, route), { recursive: true })
    writeFileSync(
      path.join(dir, route, 'index.html'),
      `<!doctype html><html lang="en"><head><title>x</title></head><body><nav>Navbar words</nav>${body}<footer>Footer words</footer></body></html>`,
    )
  }
  return dir
}

/** A doc page as the theme renders it: title and content in theme-doc-markdown. */
const docPage = (title: string, rest: string) =>
  `<article><nav class="theme-doc-breadcrumbs">Crumbs</nav><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${rest}</div></article>`

/** The docs plugin's content for these docs, all in the `api` sidebar. */
function docsContent(
  docs: Array<{
    id: string
    permalink: string
    keywords?: string[]
    description?: string
  }>,
) {
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            sidebars: {
              api: [
                {
                  type: 'category',
                  label: 'Queries',
                  items: docs.map(({ id }) => ({ type: 'doc', id })),
                },
              ],
            },
            docs: docs.map(({ id, permalink, keywords, description }) => ({
              id,
              permalink,
              description,
              sidebar: 'api',
              frontMatter: keywords ? { keywords } : {},
            })),
          },
        ],
      },
    },
  }
}

function plugin(outDir: string): Plugin {
  return searchPlugin(
    {
      siteDir: outDir,
      outDir,
      generatedFilesDir: path.join(outDir, '.docusaurus'),
      siteConfig: { baseUrl: '/' },
    } as LoadContext,
    { backend: 'local' },
  )
}

/** Every fragment Pagefind wrote, decoded. */
function fragments(outDir: string) {
  const dir = path.join(outDir, PAGEFIND_DIR, 'fragment')
  return readdirSync(dir).map((file) => {
    const text = gunzipSync(readFileSync(path.join(dir, file))).toString('utf8')
    return {
      file: file.replace(/\.pf_fragment$/, ''),
      ...(JSON.parse(text.replace(/^pagefind_dcd/, '')) as object),
    } as {
      file: string
      url: string
      content: string
      meta: Record<string, string>
      anchors: { id: string; text: string }[]
      weighted_locations?: unknown
    }
  })
}

describe('search plugin: the index a build writes', () => {
  it('indexes the doc pages only: their text, section, title, keywords and heading anchors, without code blocks, with their code names, title words and summaries beside', async () => {
    const outDir = buildDir({
      'api/commands/get': docPage(
        'get',
        '<p>Gets elements, waiting <code>defaultCommandTimeout</code>.</p><h2 id="syntax">Syntax<a class="hash-link" href="#syntax">#</a></h2><div class="theme-code-block"><pre>cy.sampleOnlyWord()</pre></div><p>More words.</p><h3 id="why-retry">Why does <code>cy.get()</code> retry?<a class="hash-link" href="#why-retry">#</a></h3><p>It waits for the element.</p>',
      ),
      plugins: '<main><h1>Plugins</h1><p>Not a doc page.</p></main>',
    })
    const search = plugin(outDir)
    await search.allContentLoaded!({
      allContent: docsContent([
        {
          id: 'api/commands/get',
          permalink: '/api/commands/get',
          keywords: ['selector', 'query', 'cy.contains()'],
          description: 'Get end-to-end elements by selector.',
        },
      ]),
    } as never)
    await search.postBuild!({ outDir } as never)
    const written = fragments(outDir)
    expect(written.map((page) => page.url)).toEqual(['/api/commands/get/'])
    const [get] = written
    expect(get.meta).toMatchObject({ title: 'get', section: 'Queries' })
    expect(get.anchors.map((anchor) => anchor.id)).toEqual([
      'syntax',
      'why-retry',
    ])
    expect(get.content).toContain('Gets elements, waiting')
    expect(get.content).toContain('selector, query, cy.contains()')
    expect(get.content).not.toContain('sampleOnlyWord')
    for (const outside of ['Navbar', 'Crumbs', 'Footer']) {
      expect(get.content).not.toContain(outside)
    }
    expect(get.content).not.toMatch(/Syntax\s*#/)
    expect(readdirSync(path.join(outDir, PAGEFIND_DIR))).toContain(
      'pagefind.js',
    )
    // The code names of its inline code and its title words, beside the
    // index.
    expect(
      JSON.parse(
        readFileSync(
          path.join(outDir, PAGEFIND_DIR, 'search-words.json'),
          'utf8',
        ),
      ),
    ).toEqual({ codeNames: ['defaultcommandtimeout'], titleWords: ['get'] })
    // Its title, keywords and description, by its fragment name (the id of
    // its Pagefind results), with an abbreviation readers type and the code
    // names it is about (its title, which its inline code writes
    // `cy.get()`, and a keyword that is one); then the question its
    // heading asks.
    expect(
      JSON.parse(
        readFileSync(path.join(outDir, PAGEFIND_DIR, 'summaries.json'), 'utf8'),
      ),
    ).toEqual({
      [get.file]:
        'get selector query cy contains end-to-end elements by e2e cy.contains cy.get|why does cy get retry',
    })
    // The page served is left as it was.
    expect(
      readFileSync(path.join(outDir, 'api/commands/get/index.html'), 'utf8'),
    ).not.toContain('pagefind')
  })

  it('indexes a long page in parts, each listed in parts.json under its page', async () => {
    const section = (id: string) =>
      `<h2 id="${id}">${id}</h2><p>${Array(2500).fill(id).join(' ')}</p>`
    const outDir = buildDir({
      'guides/long': docPage(
        'Long',
        ['one', 'two', 'three'].map(section).join(''),
      ),
      'guides/short': docPage('Short', '<p>A few words.</p>'),
    })
    const search = plugin(outDir)
    await search.allContentLoaded!({
      allContent: docsContent([
        { id: 'guides/long', permalink: '/guides/long' },
        { id: 'guides/short', permalink: '/guides/short' },
      ]),
    } as never)
    await search.postBuild!({ outDir } as never)
    const written = fragments(outDir)
    expect(written.map((page) => page.url).sort()).toEqual([
      '/guides/long/',
      '/guides/long/?part=1',
      '/guides/long/?part=2',
      '/guides/short/',
    ])
    const part = written.find((page) => page.url === '/guides/long/?part=1')!
    expect(part.meta.title).toBe('Long')
    expect(part.anchors.map((anchor) => anchor.id)).toEqual(['two'])
    const names = Object.fromEntries(
      written.map((page) => [page.url, page.file]),
    )
    expect(
      JSON.parse(
        readFileSync(path.join(outDir, PAGEFIND_DIR, 'parts.json'), 'utf8'),
      ),
    ).toEqual({
      [names['/guides/long/?part=1']]: names['/guides/long/'],
      [names['/guides/long/?part=2']]: names['/guides/long/'],
    })
  })

  it('indexes again into the same folder with only the new index there, its summaries under its own fragments', async () => {
    // `node plugins/search/local/writeIndex.mjs build …` after a page changed.
    const outDir = buildDir({
      'guides/page': docPage('Page', '<p>The first words.</p>'),
    })
    const search = plugin(outDir)
    await search.allContentLoaded!({
      allContent: docsContent([
        { id: 'guides/page', permalink: '/guides/page' },
      ]),
    } as never)
    await search.postBuild!({ outDir } as never)
    writeFileSync(
      path.join(outDir, 'guides/page/index.html'),
      readFileSync(path.join(outDir, 'guides/page/index.html'), 'utf8').replace(
        'The first words.',
        'Other words now.',
      ),
    )
    await search.postBuild!({ outDir } as never)
    const written = fragments(outDir)
    expect(written.map((page) => page.content)).toEqual([
      expect.stringContaining('Other words now.'),
    ])
    expect(
      Object.keys(
        JSON.parse(
          readFileSync(
            path.join(outDir, PAGEFIND_DIR, 'summaries.json'),
            'utf8',
          ),
        ),
      ),
    ).toEqual([written[0].file])
  })

  it('fails the build, naming the page and the class, when a doc page has no theme-doc-markdown element', async () => {
    const outDir = buildDir({ a: '<main><h1>A</h1></main>' })
    const search = plugin(outDir)
    await search.allContentLoaded!({
      allContent: docsContent([{ id: 'a', permalink: '/a' }]),
    } as never)
    await expect(search.postBuild!({ outDir } as never)).rejects.toThrow(
      /a\/index\.html: no <div class="theme-doc-markdown">/,
    )
  })
})

describe('search plugin: npm start', () => {
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
