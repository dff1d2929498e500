import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chunkName, kib, measurePageWeight } from '../../bench/pageWeight.mjs'
import { expect, test } from './fixtures'
import { sitemapPaths } from './sitemapPages'

/**
 * The size budget: the JS and CSS (gzip) a first visit to each measured page
 * loads, read from the browser's network log, stay under size-budget.json.
 * When a page goes over, the failure names the chunks that grew since the
 * budget was set, and the new ones.
 *
 * Every route the site adds grows what each page loads a little: Docusaurus
 * keeps the route table in main.js, the chunk map in runtime~main.js and the
 * sidebars in the docs version's data, all loaded by every page. The budget
 * allows `jsPerRoute` bytes (gzip) of JS per route beyond the `routes` it was
 * set at, a cost measured on a build with the docs copied three times
 * (README.md, "What a page loads"). Any other growth fails.
 *
 * To accept growth on purpose: `UPDATE_SIZE_BUDGET=1 npx playwright test
 * sizeBudget` rewrites the file (each page's limits at its size plus 1 KiB,
 * every chunk's size, the route count); commit it and say why.
 */

interface Budget {
  /** Routes in the sitemap when the limits were set. */
  routes: number
  /** JS (gzip bytes) each further route may add to every page. */
  jsPerRoute: number
  pages: Record<string, { js: number; css: number }>
  chunks: Record<string, number>
}

/** A page's JS limit with the allowance for routes added since. */
export function jsLimit(
  limit: number,
  budget: Pick<Budget, 'routes' | 'jsPerRoute'>,
  routes: number,
): number {
  return limit + budget.jsPerRoute * Math.max(0, routes - budget.routes)
}

const budgetFile = path.join(__dirname, 'size-budget.json')
const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget
const update = Boolean(process.env.UPDATE_SIZE_BUDGET)

/** Chunks above their recorded size, then chunks with no record. */
export function grownChunks(
  files: Array<{ chunk: string; gzip: number }>,
  recorded: Record<string, number>,
): string[] {
  const grown = files
    .filter(({ chunk, gzip }) => chunk in recorded && gzip > recorded[chunk])
    .sort((a, b) => b.gzip - recorded[b.chunk] - (a.gzip - recorded[a.chunk]))
    .map(
      ({ chunk, gzip }) =>
        `${chunk} ${kib(recorded[chunk])} -> ${kib(gzip)} (+${kib(gzip - recorded[chunk])})`,
    )
  const added = files
    .filter(({ chunk }) => !(chunk in recorded))
    .map(({ chunk, gzip }) => `${chunk} ${kib(gzip)} (new)`)
  return [...grown, ...added]
}

test('the measured pages load no more JS and CSS than the budget', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  const routes = sitemapPaths().length
  const next: Budget = {
    routes,
    jsPerRoute: budget.jsPerRoute,
    pages: {},
    chunks: {},
  }
  for (const [page, limits] of Object.entries(budget.pages)) {
    const context = await browser.newContext()
    const weight = await measurePageWeight(context, baseURL!, page)
    await context.close()
    for (const kind of ['js', 'css'] as const) {
      const files = kind === 'js' ? weight.scripts : weight.stylesheets
      const size = weight[kind].gzip
      next.pages[page] = {
        ...next.pages[page],
        [kind]: Math.ceil(size / 1024 + 1) * 1024,
      } as Budget['pages'][string]
      for (const { chunk, gzip } of files) next.chunks[chunk] = gzip
      const limit =
        kind === 'js' ? jsLimit(limits.js, budget, routes) : limits.css
      if (size > limit) {
        const grown = grownChunks(files, budget.chunks)
        const allowance =
          kind === 'js' && routes > budget.routes
            ? ` (${kib(limits.js)} at ${budget.routes} routes, plus ${budget.jsPerRoute} B for each of ${routes - budget.routes} routes added)`
            : ''
        problems.push(
          `${page}: ${kind.toUpperCase()} is ${kib(size)} gzip, over its budget of ${kib(limit)}${allowance}. ` +
            (grown.length
              ? `Grown since the budget was set: ${grown.join('; ')}`
              : 'No chunk grew past its record: more chunks load than before.'),
        )
      }
    }
  }
  if (update) {
    writeFileSync(budgetFile, `${JSON.stringify(next, null, 2)}\n`)
    return
  }
  expect(problems, problems.join('\n')).toEqual([])
})

test('each route added since the budget was set allows jsPerRoute more JS', () => {
  const set = { routes: 200, jsPerRoute: 150 }
  expect(jsLimit(100_000, set, 200)).toBe(100_000)
  expect(jsLimit(100_000, set, 260)).toBe(109_000)
  // Fewer routes than when it was set never lowers the limit below it.
  expect(jsLimit(100_000, set, 150)).toBe(100_000)
})

test('the budget names a chunk by its name without the content hash', () => {
  expect(chunkName('http://x/assets/js/main.0156dc21.js')).toBe('main.js')
  expect(chunkName('http://x/assets/js/runtime~main.179c5aea.js')).toBe(
    'runtime~main.js',
  )
  expect(chunkName('http://x/assets/css/styles.8b1b0e98.css')).toBe(
    'styles.css',
  )
  expect(
    grownChunks(
      [
        { chunk: 'main.js', gzip: 3072 },
        { chunk: 'a.js', gzip: 1024 },
        { chunk: 'b.js', gzip: 100 },
      ],
      { 'main.js': 2048, 'b.js': 200 },
    ),
  ).toEqual(['main.js 2.0 KiB -> 3.0 KiB (+1.0 KiB)', 'a.js 1.0 KiB (new)'])
})
