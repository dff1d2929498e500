/**
 * Search benchmark (`npm run bench:search`, after `npm run build`). Prints
 * figures; it passes or fails nothing.
 *
 * For the built site, and for copies of it cut or grown to other sizes
 * (`--pages 81,260,780`; the doc pages are repeated under /copy-N/ to grow),
 * each indexed by Pagefind as the build does, served gzipped like a static
 * host, in headless Chromium:
 * - first query: bytes and requests from pressing Ctrl+K on a loaded page to
 *   the first results for "intercept", and how much of that is index;
 * - time to first results: cold (fresh page) and warm (later queries typed
 *   into the open modal), the warm ones at 4x CPU slowdown;
 * - relevance: the relevance set (plugins/search/relevanceQueries.ts) through the
 *   modal, top-1 and top-3 (a page's copies count as the page).
 *
 *   node scripts/bench-search.mjs [--pages 81,260,780] [--site build]
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

import { chromiumFlags, chromiumPath } from './chromium.mjs'
import { median } from './median.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({
  options: {
    site: { type: 'string', default: 'build' },
    pages: { type: 'string', default: '' },
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

// The relevance set (the file is TypeScript; only its entries are needed).
const relevance = [
  ...readFileSync(
    path.join(root, 'plugins/search/relevanceQueries.ts'),
    'utf8',
  ).matchAll(
    /query:\s*'((?:[^'\\]|\\.)*)',\s*page:\s*'([^']+)'(,\s*knownMiss)?/g,
  ),
].map(([, query, page]) => ({ query: query.replace(/\\'/g, "'"), page }))

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
 * Clocks each query in the page: from the input event that types it to the
 * frame that shows its answer (a hit, or a shown "No results", which stays
 * hidden while a search is on its way). No polling from outside the page
 * runs meanwhile.
 */
async function watchAnswers(page) {
  await page.evaluate(() => {
    const input = document.querySelector('.DocSearch-Input')
    const answered = () =>
      [
        ...document.querySelectorAll('.DocSearch-Hit, .DocSearch-NoResults'),
      ].some((element) => element.getClientRects().length > 0)
    window.answer = { typedAt: 0, shownAt: 0 }
    input.addEventListener('input', () => {
      window.answer = { typedAt: performance.now(), shownAt: 0 }
    })
    new MutationObserver(() => {
      const { typedAt, shownAt } = window.answer
      if (!typedAt || shownAt || !input.value || !answered()) return
      window.answer.shownAt = -1
      requestAnimationFrame(() => {
        window.answer.shownAt = performance.now()
      })
    }).observe(document.querySelector('.DocSearch-Modal'), {
      childList: true,
      subtree: true,
      attributes: true,
    })
  })
}

/** Types `query` into the open modal; the hrefs it shows, and the time. */
async function typeQuery(page, query) {
  const input = page.getByPlaceholder('Search docs')
  await input.fill('')
  await page.waitForFunction(
    () => !document.querySelector('.DocSearch-Hit, .DocSearch-NoResults'),
  )
  await input.fill(query)
  await page.waitForFunction(() => window.answer.shownAt > 0)
  const elapsed = await page.evaluate(
    () => window.answer.shownAt - window.answer.typedAt,
  )
  const hrefs = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  return { elapsed, hrefs }
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
    // First query, cold: a fresh page each time.
    const cold = []
    let first
    for (let run = 0; run < COLD_RUNS; run++) {
      const page = await openDoc(browser, origin)
      // When the first hit is in the page (the page's clock, since epoch).
      await page.evaluate(() => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('.DocSearch-Hit')) return
          window.firstHitAt = performance.timeOrigin + performance.now()
          observer.disconnect()
        })
        observer.observe(document.body, { childList: true, subtree: true })
      })
      sent.length = 0
      const started = performance.now()
      await page.keyboard.press('Control+k')
      await page.getByPlaceholder('Search docs').fill(FIRST_QUERY)
      await page.locator('.DocSearch-Hit').first().waitFor()
      cold.push(performance.now() - started)
      // What the first results cost: the requests that reached the server
      // before they were shown. (The links they show then prefetch their
      // pages, as every Docusaurus link does, which is not search.)
      const shownAt = await page.evaluate(() => window.firstHitAt)
      first ??= sent.filter(({ at }) => at <= shownAt)
      await page.close()
    }
    const index = first.filter(({ path: file }) =>
      /^\/pagefind\/(index|fragment)\/|\.pf_meta$|pagefind-entry\.json$/.test(
        file,
      ),
    )
    const sum = (list) => list.reduce((total, { bytes }) => total + bytes, 0)

    // Later queries at 4x CPU slowdown, and relevance through the modal.
    const page = await openDoc(browser, origin)
    const cdp = await page.context().newCDPSession(page)
    await page.keyboard.press('Control+k')
    await page.getByPlaceholder('Search docs').waitFor()
    await watchAnswers(page)
    await typeQuery(page, 'warm up')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const warm = []
    const timed = []
    let top1 = 0
    let top3 = 0
    const measured = relevance.filter(({ page: route }) => existing.has(route))
    for (const { query, page: route } of measured) {
      const { elapsed, hrefs } = await typeQuery(page, query)
      warm.push(elapsed)
      timed.push({ query, elapsed })
      const top = topPages(hrefs, 3)
      if (top[0] === route) top1++
      if (top.includes(route)) top3++
    }
    await page.close()
    return {
      largest: [...first].sort((a, b) => b.bytes - a.bytes).slice(0, 6),
      pages: existing.size,
      firstBytes: sum(first),
      firstRequests: first.length,
      indexBytes: sum(index),
      indexRequests: index.length,
      cold: median(cold),
      warmMedian: median(warm),
      warmP95: percentile(warm, 95),
      slowest: timed.sort((a, b) => b.elapsed - a.elapsed).slice(0, 5),
      top1,
      top3,
      measured: measured.length,
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
console.log(
  [
    `search benchmark: first query "${FIRST_QUERY}" from Ctrl+K, served gzipped; later queries at ${CPU_SLOWDOWN}x CPU slowdown`,
    '',
    '| doc pages | first query: total | of which index | cold: Ctrl+K to results | later queries: median / p95 | relevance top-1 / top-3 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.pages} | ${kib(row.firstBytes)} in ${row.firstRequests} requests | ${kib(row.indexBytes)} in ${row.indexRequests} requests | ${ms(row.cold)} | ${ms(row.warmMedian)} / ${ms(row.warmP95)} | ${pct(row.top1, row.measured)} / ${pct(row.top3, row.measured)} of ${row.measured} |`,
    ),
    '',
    'slowest later queries:',
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
