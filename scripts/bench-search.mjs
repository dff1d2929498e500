/**
 * Search benchmark (`npm run bench:search`, after `npm run build`). Prints
 * figures; it passes or fails nothing.
 *
 * - the index chunk's size, raw and gzipped;
 * - cold start: from pressing Ctrl+K on a freshly loaded page to the first
 *   results in the modal (the index and engine load on that first search);
 * - query-to-results in the open modal for every query of the relevance set
 *   (tests/search/queries.ts), median and p95, in headless Chromium.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_PORT ?? 4175)
const origin = `http://localhost:${port}`
const COLD_RUNS = 5

const assets = path.join(root, 'build/assets/js')
if (!existsSync(assets)) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}
const indexFile = readdirSync(assets).find((file) =>
  /^search-index\.[0-9a-f]+\.js$/.test(file),
)
if (!indexFile) {
  console.error(
    'build/assets/js has no search-index chunk: was the site built with Algolia variables set?',
  )
  process.exit(1)
}

// The relevance set's query strings (the file is TypeScript; only the
// `query: '...'` fields are needed here).
const queries = [
  ...readFileSync(path.join(root, 'tests/search/queries.ts'), 'utf8').matchAll(
    /query:\s*'((?:[^'\\]|\\.)*)'/g,
  ),
].map((match) => match[1].replace(/\\'/g, "'"))

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]
}
const ms = (value) => `${value.toFixed(0)} ms`

async function startServer() {
  const server = spawn(
    path.join(root, 'node_modules/.bin/docusaurus'),
    ['serve', '--port', String(port), '--no-open'],
    { cwd: root, stdio: 'ignore' },
  )
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(origin)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error(`the site did not start on ${origin}`)
}

async function openPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(`${origin}/guides/overview/why-cypress`)
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true',
  )
  return page
}

/** Types `query` and waits for the modal to show its results for it. */
async function timeQuery(page, query) {
  const input = page.getByPlaceholder('Search docs')
  await input.fill('')
  await page.waitForFunction(
    () => !document.querySelector('.DocSearch-Hit, .DocSearch-NoResults'),
  )
  const started = performance.now()
  await input.fill(query)
  await page.waitForFunction(
    () => document.querySelector('.DocSearch-Hit, .DocSearch-NoResults'),
    null,
    { polling: 'raf' },
  )
  return performance.now() - started
}

const server = await startServer()
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
})
try {
  const raw = readFileSync(path.join(assets, indexFile))
  const cold = []
  for (let run = 0; run < COLD_RUNS; run++) {
    const page = await openPage(browser)
    const started = performance.now()
    await page.keyboard.press('Control+k')
    await page.getByPlaceholder('Search docs').fill('intercept')
    await page.locator('.DocSearch-Hit').first().waitFor()
    cold.push(performance.now() - started)
    await page.close()
  }

  const page = await openPage(browser)
  await page.keyboard.press('Control+k')
  await timeQuery(page, 'warm up')
  const times = []
  for (const query of queries) times.push(await timeQuery(page, query))
  await page.close()

  console.log(
    [
      `search index   ${indexFile}: ${kib(raw.length)} raw, ${kib(gzipSync(raw).length)} gzip`,
      `cold start     Ctrl+K to first results, ${COLD_RUNS} fresh pages: median ${ms(percentile(cold, 50))}, max ${ms(Math.max(...cold))}`,
      `query          ${queries.length} relevance-set queries, typed to results shown: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
    ].join('\n'),
  )
} finally {
  await browser.close()
  server.kill()
}
