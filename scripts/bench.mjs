// npm run bench: what readers download and wait for. Not a test: it prints a
// table and writes bench-results/bench.json.
//
//   1. A cold production build (build/, .docusaurus/ and the bundler cache
//      removed first): wall time and the peak memory of the build's process
//      tree, sampled from /proc.
//   2. For each measured page: the HTML, JS and CSS a first visit loads, raw
//      and gzip, from the browser's network log (bench/pageWeight.mjs).
//   3. For each page of the build with UI pictures: the gzip bytes of
//      JavaScript it carries for them, chunk by chunk
//      (bench/pictureWeight.mjs; the budget is 2 KiB).
//   4. Lighthouse (mobile preset, the default simulated throttling) on Debian's
//      Chromium, every host but localhost unresolvable, several runs per page;
//      the median of each figure is reported, with Lighthouse's CPU benchmark
//      index ("CPU index"): blocking time grows as the machine slows, so
//      compare runs made at a similar index, or before and after in one
//      sitting.
//
// Options: --skip-build (measure the existing build/), --runs N (default 3),
// --no-lighthouse, --no-pictures, and page paths to measure instead of the
// default four.
// CHROMIUM_PATH overrides the browser (default /usr/bin/chromium when present).
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import {
  builtChunks,
  builtPages,
  hasPicture,
  pagePictureWeight,
  pictureBudget,
} from '../bench/pictureWeight.mjs'
import { measuredPages } from '../bench/measuredPages.mjs'
import { median } from '../bench/median.mjs'
import { kib, measurePageWeight } from '../bench/pageWeight.mjs'
import { serve } from '../bench/serveBuild.mjs'
import { chromiumFlags, chromiumPath } from './chromium.mjs'

const root = path.resolve(import.meta.dirname, '..')
const buildDir = path.join(root, 'build')
const args = process.argv.slice(2)
const skipBuild = args.includes('--skip-build')
const withLighthouse = !args.includes('--no-lighthouse')
const withPictures = !args.includes('--no-pictures')
const runsIndex = args.indexOf('--runs')
const runs = runsIndex === -1 ? 3 : Number(args[runsIndex + 1])
const pageArgs = args.filter(
  (arg, index) => arg.startsWith('/') && args[index - 1] !== '--runs',
)

// ---------------------------------------------------------------- the build

/** Resident memory of `pid` and all its descendants, in bytes (Linux only). */
function treeRss(pid) {
  const children = new Map()
  const rss = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name, which may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      if (!children.has(parent)) children.set(parent, [])
      children.get(parent).push(Number(entry))
      rss.set(Number(entry), Number(fields[21]) * 4096)
    } catch {
      // The process ended while we read it.
    }
  }
  let sum = 0
  const queue = [pid]
  while (queue.length > 0) {
    const current = queue.pop()
    sum += rss.get(current) ?? 0
    queue.push(...(children.get(current) ?? []))
  }
  return sum
}

async function coldBuild() {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(path.join(root, dir), { recursive: true, force: true })
  }
  const started = performance.now()
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  let peak = 0
  const canSample = existsSync('/proc/self/stat')
  const sampler = setInterval(() => {
    if (canSample) peak = Math.max(peak, treeRss(child.pid))
  }, 200)
  const code = await new Promise((resolve) => child.on('exit', resolve))
  clearInterval(sampler)
  if (code !== 0) throw new Error(`docusaurus build exited with ${code}`)
  return {
    seconds: (performance.now() - started) / 1000,
    peakMemoryMiB: canSample ? Math.round(peak / 2 ** 20) : null,
  }
}

// -------------------------------------------------------------- lighthouse

async function lighthouseRuns(url) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const results = []
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: [
        '--headless=new',
        ...chromiumFlags,
        // Third-party requests fail at once: only the site itself is measured.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [
          'performance',
          'accessibility',
          'best-practices',
          'seo',
        ],
      })
      const { categories, audits } = result.lhr
      results.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        fcpMs: audits['first-contentful-paint'].numericValue,
        // Lighthouse's measure of this machine's CPU speed at the time of
        // the run: TBT scales with it, so figures from runs whose index
        // differs much are not comparable.
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        failing: Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode === 'binary',
          )
          .map((audit) => audit.id),
      })
    } finally {
      chrome.kill()
    }
  }
  const medianOf = (key) => median(results.map((result) => result[key]))
  return {
    runs,
    performance: medianOf('performance'),
    accessibility: medianOf('accessibility'),
    bestPractices: medianOf('bestPractices'),
    seo: medianOf('seo'),
    lcpMs: Math.round(medianOf('lcpMs')),
    tbtMs: Math.round(medianOf('tbtMs')),
    cls: Number(medianOf('cls').toFixed(3)),
    fcpMs: Math.round(medianOf('fcpMs')),
    benchmarkIndex: Math.round(medianOf('benchmarkIndex')),
    failingAudits: [...new Set(results.flatMap((result) => result.failing))],
  }
}

// -------------------------------------------------------------------- main

const build = skipBuild ? null : await coldBuild()
if (!existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(
    'No build/ to measure: run without --skip-build, or npm run build first',
  )
}
const pages = pageArgs.length > 0 ? pageArgs : measuredPages(buildDir)
const server = await serve(buildDir)
const baseURL = `http://127.0.0.1:${server.address().port}`

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
  ],
})
const measured = []
for (const page of pages) {
  const context = await browser.newContext()
  const weight = await measurePageWeight(context, baseURL, page)
  await context.close()
  const lighthouseResult = withLighthouse
    ? await lighthouseRuns(baseURL + page)
    : null
  measured.push({ ...weight, lighthouse: lighthouseResult })
}
const pictures = []
const picturePages = withPictures
  ? builtPages(buildDir).filter(({ html }) => hasPicture(html))
  : []
for (const { page } of picturePages) {
  const context = await browser.newContext()
  const weight = await measurePageWeight(context, baseURL, page)
  await context.close()
  const { bytes, chunks } = pagePictureWeight(
    builtChunks(
      buildDir,
      weight.scripts.map(({ url }) => url),
    ),
  )
  pictures.push({
    path: page,
    js: weight.js.gzip,
    pictures: bytes,
    chunks: chunks.map(({ chunk, bytes: share }) => ({ chunk, bytes: share })),
  })
}
await browser.close()
server.close()

const report = {
  date: new Date().toISOString(),
  commit: await new Promise((resolve) => {
    const git = spawn('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
    let out = ''
    git.stdout.on('data', (data) => (out += data))
    git.on('close', () => resolve(out.trim() || null))
    git.on('error', () => resolve(null))
  }),
  build,
  pages: measured.map(
    ({ path: page, html, js, css, scripts, stylesheets, lighthouse: lh }) => ({
      path: page,
      html,
      js: {
        ...js,
        files: scripts.map(({ chunk, raw, gzip }) => ({ chunk, raw, gzip })),
      },
      css: {
        ...css,
        files: stylesheets.map(({ chunk, raw, gzip }) => ({
          chunk,
          raw,
          gzip,
        })),
      },
      lighthouse: lh,
    }),
  ),
  pictures,
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true })
writeFileSync(
  path.join(root, 'bench-results/bench.json'),
  `${JSON.stringify(report, null, 2)}\n`,
)

// ------------------------------------------------------------------- table

if (build) {
  console.log(
    `\nCold build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMemoryMiB ?? '?'} MiB`,
  )
}
const rows = report.pages.map(
  ({ path: page, html, js, css, lighthouse: lh }) => ({
    page,
    'HTML gzip': kib(html.gzip),
    'JS raw': kib(js.raw),
    'JS gzip': kib(js.gzip),
    'CSS raw': kib(css.raw),
    'CSS gzip': kib(css.gzip),
    ...(lh && {
      perf: lh.performance,
      a11y: lh.accessibility,
      'best pr.': lh.bestPractices,
      seo: lh.seo,
      'LCP ms': lh.lcpMs,
      'TBT ms': lh.tbtMs,
      CLS: lh.cls,
      'FCP ms': lh.fcpMs,
      'CPU index': lh.benchmarkIndex,
    }),
  }),
)
console.table(rows)
for (const { path: page, lighthouse: lh } of report.pages) {
  if (lh?.failingAudits.length) {
    console.log(
      `${page}: audits not passed in some run: ${lh.failingAudits.join(', ')}`,
    )
  }
}
if (pictures.length > 0) {
  console.log(
    `\nJavaScript each page carries for its UI pictures (gzip, budget ${pictureBudget} B):`,
  )
  console.table(
    pictures.map(({ path: page, js, pictures: bytes, chunks }) => ({
      page,
      'JS gzip': kib(js),
      'pictures B': bytes,
      'left B': pictureBudget - bytes,
      chunks: chunks
        .map(({ chunk, bytes: share }) => `${chunk} ${share}`)
        .join(', '),
    })),
  )
}
console.log('Written: bench-results/bench.json')
