/**
 * Search benchmark (`npm run bench:search`, after `npm run build`). Prints
 * figures; it passes or fails nothing.
 *
 * For the built site, and for copies of it cut or grown to other sizes
 * (`--pages 81,260,780`; the doc pages are repeated under /copy-N/ to grow),
 * each indexed by Pagefind as the build does, served gzipped like a static
 * host, in headless Chromium:
 * - first query: bytes and requests from pressing Ctrl+K on a loaded page
 *   until the list for "intercept" is shown and stable (the settled list),
 *   how much of that is index, and the time it takes (cold: a fresh page);
 * - typing: every query of both sets typed into the open modal at full
 *   speed (one input event per character, as a reader types, each one a
 *   search) at 4x CPU slowdown; the time from the last keystroke to the
 *   settled list, median and p95;
 * - relevance: of that settled list, top-1 and top-3 on the relevance set
 *   (plugins/search/relevanceQueries.ts, tuned on) and on the held-out set
 *   (plugins/search/heldOutQueries.ts, never tuned on); a page's copies
 *   count as the page.
 *
 * A list is settled when neither the input, the modal's results nor the
 * requests to /pagefind/ have changed for SETTLE_MS; its time is that of
 * the frame that showed its last change.
 *
 * `--verbose` prints each typed query as it is measured: its time and the
 * first three hits.
 *
 *   node scripts/bench-search.mjs [--pages 81,260,780] [--site build] [--verbose]
 */
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { median } from '../bench/median.mjs'
import { chromiumFlags, chromiumPath } from './chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({
  options: {
    site: { type: 'string', default: 'build' },
    pages: { type: 'string', default: '' },
    verbose: { type: 'boolean', default: false },
  },
})
const site = path.resolve(root, args.site)
if (!existsSync(path.join(site, 'pagefind/pagefind.js'))) {
  console.error(`No search index in ${site}: run \`npm run build\` first.`)
  process.exit(1)
}

const COLD_RUNS = 5
/** The doc page each measurement opens before searching. */
const START_PAGE = '/guides/overview/why-cypress'
const FIRST_QUERY = 'intercept'
const CPU_SLOWDOWN = 4

/** A query set's entries (the files are TypeScript; only the entries matter). */
function querySet(file) {
  return [
    ...readFileSync(path.join(root, 'plugins/search', file), 'utf8').matchAll(
      /query:\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1,\s*page:\s*'([^']+)'/g,
    ),
  ].map(([, , query, page]) => ({ query: query.replace(/\\(.)/g, '$1'), page }))
}
const SETS = {
  relevance: querySet('relevanceQueries.ts'),
  'held-out': querySet('heldOutQueries.ts'),
}
/**
 * How long the input, the results and the index requests must stay
 * unchanged for the list to count as settled.
 */
const SETTLE_MS = 1500

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (value) => `${value.toFixed(0)} ms`
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]
}

/** Every file under `dir`, relative to it. */
function files(dir) {
  return readdirSync(dir, { recursive: true }).filter((file) =>
    statSync(path.join(dir, file)).isFile(),
  )
}

/** The search plugin's list of the doc pages it indexed in the last build. */
const indexedPages = JSON.parse(
  readFileSync(path.join(root, '.docusaurus/search-pages.json'), 'utf8'),
)

/**
 * A copy of the site with `count` doc pages (cut, or repeated under
 * /copy-N/), indexed by Pagefind as the build does.
 */
function siteWithPages(count) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-search-${count}-`))
  // The page the measurements open is kept in a cut-down copy.
  const start = path.join(START_PAGE.slice(1), 'index.html')
  const pages = [...indexedPages].sort(
    (a, b) => Number(b.file === start) - Number(a.file === start),
  )
  const docs = new Set(pages.map((page) => page.file))
  for (const file of files(site)) {
    if (docs.has(file) || file.startsWith('pagefind/')) continue
    cpSync(path.join(site, file), path.join(dir, file))
  }
  const copied = []
  for (let i = 0; i < count; i++) {
    const page = pages[i % pages.length]
    const copy = Math.floor(i / pages.length)
    const target = copy === 0 ? page.file : path.join(`copy-${copy}`, page.file)
    cpSync(path.join(site, page.file), path.join(dir, target))
    copied.push({ ...page, file: target })
  }
  const pagesFile = path.join(dir, '.search-pages.json')
  writeFileSync(pagesFile, JSON.stringify(copied))
  execFileSync(
    process.execPath,
    [path.join(root, 'plugins/search/local/writeIndex.mjs'), dir, pagesFile],
    { stdio: 'ignore' },
  )
  rmSync(pagesFile)
  return dir
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
}

/**
 * A static host for `dir` that gzips text as hosts do (Pagefind's files
 * are compressed already) and counts the bytes it sends per path.
 */
async function serve(dir) {
  const sent = []
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost')
    let file = path.join(dir, decodeURIComponent(url.pathname))
    if (existsSync(file) && statSync(file).isDirectory()) {
      file = path.join(file, 'index.html')
    } else if (!existsSync(file) && existsSync(`${file}.html`)) {
      file = `${file}.html`
    } else if (!existsSync(file) && existsSync(path.join(file, 'index.html'))) {
      file = path.join(file, 'index.html')
    }
    if (!existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    const type = TYPES[path.extname(file)]
    let body = readFileSync(file)
    const headers = { 'content-type': type ?? 'application/octet-stream' }
    if (type) {
      body = gzipSync(body)
      headers['content-encoding'] = 'gzip'
    }
    sent.push({ path: url.pathname, bytes: body.length, at: Date.now() })
    response.writeHead(200, headers).end(body)
  })
  await new Promise((resolve) => server.listen(0, resolve))
  return { origin: `http://localhost:${server.address().port}`, sent, server }
}

async function openDoc(browser, origin) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(`${origin}${START_PAGE}`)
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true',
  )
  await page.waitForLoadState('networkidle')
  return page
}

/**
 * Watches the open modal: the time of the last input event, and of the
 * frame that showed the last change of its results (hits, "No results").
 */
async function watchResults(page) {
  await page.evaluate(() => {
    const input = document.querySelector('.DocSearch-Input')
    window.results = { typedAt: 0, changedAt: 0 }
    input.addEventListener('input', () => {
      window.results.typedAt = performance.now()
    })
    new MutationObserver(() => {
      requestAnimationFrame(() => {
        window.results.changedAt = performance.now()
      })
    }).observe(document.querySelector('.DocSearch-Modal'), {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
}

/**
 * Waits until the modal's results and the server's /pagefind/ requests have
 * not changed for SETTLE_MS.
 */
async function settle(page, sent) {
  const lastIndexRequest = () =>
    sent.findLast(({ path: file }) => file.startsWith('/pagefind/'))?.at ?? 0
  for (;;) {
    const [changedAt, typedAt, now] = await page.evaluate(() => [
      window.results?.changedAt ?? 0,
      window.results?.typedAt ?? 0,
      performance.now(),
    ])
    const quietFor = Math.min(
      now - Math.max(changedAt, typedAt),
      Date.now() - lastIndexRequest(),
    )
    if (quietFor >= SETTLE_MS) return
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS - quietFor))
  }
}

/**
 * Types `query` into the open modal at full speed, after clearing it; the
 * hrefs of the settled list, and the time from the last keystroke to it.
 */
async function typeQuery(page, sent, query) {
  const input = page.getByPlaceholder('Search docs')
  await input.fill('')
  await page.waitForFunction(
    () => !document.querySelector('.DocSearch-Hit, .DocSearch-NoResults'),
  )
  await input.pressSequentially(query)
  await settle(page, sent)
  const { typedAt, changedAt } = await page.evaluate(() => window.results)
  const hrefs = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  return { elapsed: Math.max(0, changedAt - typedAt), hrefs }
}

/** The distinct pages of the first hits; a copy counts as its page. */
function topPages(hrefs, count) {
  const found = []
  for (const href of hrefs) {
    const page = href.split('#')[0].replace(/^\/copy-\d+/, '')
    if (!found.includes(page)) found.push(page)
    if (found.length === count) break
  }
  return found
}

async function measure(browser, dir) {
  const { origin, sent, server } = await serve(dir)
  try {
    const existing = new Set(
      indexedPages
        .filter(({ file }) => existsSync(path.join(dir, file)))
        .map(({ file }) => `/${path.dirname(file)}`.replace(/^\/\.$/, '/')),
    )
    // First query, cold: a fresh page each time, to the settled list.
    const cold = []
    let first
    for (let run = 0; run < COLD_RUNS; run++) {
      const page = await openDoc(browser, origin)
      sent.length = 0
      const started = Date.now()
      await page.keyboard.press('Control+k')
      await page.getByPlaceholder('Search docs').waitFor()
      await watchResults(page)
      await page.getByPlaceholder('Search docs').fill(FIRST_QUERY)
      await page.locator('.DocSearch-Hit').first().waitFor()
      await settle(page, sent)
      // When the list last changed, on the server's clock.
      const settledAt = await page.evaluate(
        () => performance.timeOrigin + window.results.changedAt,
      )
      cold.push(settledAt - started)
      // What the settled list cost: the requests that reached the server
      // before it was shown. (The links it shows may then prefetch their
      // pages, as every Docusaurus link does, which is not search.)
      first ??= sent.filter(({ at }) => at <= settledAt)
      await page.close()
    }
    const index = first.filter(({ path: file }) =>
      file.startsWith('/pagefind/'),
    )
    const sum = (list) => list.reduce((total, { bytes }) => total + bytes, 0)

    // Both sets typed at full speed into the open modal, at 4x CPU slowdown.
    const page = await openDoc(browser, origin)
    const cdp = await page.context().newCDPSession(page)
    await page.keyboard.press('Control+k')
    await page.getByPlaceholder('Search docs').waitFor()
    await watchResults(page)
    await typeQuery(page, sent, 'warm up')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const typed = []
    const relevance = {}
    for (const [name, set] of Object.entries(SETS)) {
      const measured = set.filter(({ page: route }) => existing.has(route))
      let top1 = 0
      let top3 = 0
      for (const { query, page: route } of measured) {
        const { elapsed, hrefs } = await typeQuery(page, sent, query)
        if (args.verbose) {
          console.error(
            `${name}: "${query}" ${ms(elapsed)} ${hrefs.slice(0, 3).join(' ')}`,
          )
        }
        typed.push({ query, elapsed })
        const top = topPages(hrefs, 3)
        if (top[0] === route) top1++
        if (top.includes(route)) top3++
      }
      relevance[name] = { top1, top3, measured: measured.length }
    }
    await page.close()
    const times = typed.map(({ elapsed }) => elapsed)
    return {
      largest: [...first].sort((a, b) => b.bytes - a.bytes).slice(0, 6),
      pages: existing.size,
      firstBytes: sum(first),
      firstRequests: first.length,
      indexBytes: sum(index),
      indexRequests: index.length,
      cold: median(cold),
      typedMedian: median(times),
      typedP95: percentile(times, 95),
      typedCount: times.length,
      slowest: typed.sort((a, b) => b.elapsed - a.elapsed).slice(0, 5),
      relevance,
    }
  } finally {
    server.close()
  }
}

const sizes = args.pages
  ? args.pages.split(',').map(Number).filter(Boolean)
  : [null]
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
})
const rows = []
try {
  for (const size of sizes) {
    const dir = size ? siteWithPages(size) : site
    try {
      rows.push(await measure(browser, dir))
    } finally {
      if (dir !== site) rmSync(dir, { recursive: true, force: true })
    }
  }
} finally {
  await browser.close()
}

const pct = (n, of) => `${((100 * n) / of).toFixed(1)}%`
const rates = ({ top1, top3, measured }) =>
  `${pct(top1, measured)} / ${pct(top3, measured)} of ${measured}`
console.log(
  [
    `search benchmark: first query "${FIRST_QUERY}" from Ctrl+K to the settled list, served gzipped; then every query of both sets typed at full speed at ${CPU_SLOWDOWN}x CPU slowdown`,
    '',
    '| doc pages | first query: total | of which index | cold: Ctrl+K to settled list | last keystroke to settled list: median / p95 | relevance set top-1 / top-3 | held-out set top-1 / top-3 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.pages} | ${kib(row.firstBytes)} in ${row.firstRequests} requests | ${kib(row.indexBytes)} in ${row.indexRequests} requests | ${ms(row.cold)} | ${ms(row.typedMedian)} / ${ms(row.typedP95)} (${row.typedCount} queries) | ${rates(row.relevance.relevance)} | ${rates(row.relevance['held-out'])} |`,
    ),
    '',
    'slowest typed queries:',
    ...rows.map(
      (row) =>
        `  ${row.pages} pages: ${row.slowest.map(({ query, elapsed }) => `"${query}" ${ms(elapsed)}`).join(', ')}`,
    ),
    '',
    'largest transfers of the first query:',
    ...rows.map(
      (row) =>
        `  ${row.pages} pages: ${row.largest.map(({ path: file, bytes }) => `${file} ${kib(bytes)}`).join(', ')}`,
    ),
  ].join('\n'),
)
