// npm run long-tasks: the main-thread tasks over 50 ms while a page loads on
// a phone, and what each one was doing. Not a test: it prints, per page, the
// median blocking time (the part of each task over 50 ms, as Lighthouse's
// TBT adds it up, but from load start), the long tasks of the median run,
// and the median time the largest text or image was painted (the browser's
// LCP, measured on this machine, not simulated as Lighthouse's is).
//
// It loads the existing build/ (run `npm run build` first) in Debian's
// Chromium at Lighthouse's phone size (412 x 823) with the CPU slowed 4x,
// records a Chrome trace, and names each long task after the work that took
// most of it: evaluating a script (by file), a callback (React rendering and
// effects, idle work), style and layout, or parsing HTML. Use it to find
// what to fix; use `npm run bench` for the scores.
//
// Options: --runs N (default 5), --rate N (CPU slowdown, default 4), and
// page paths (default: the pages `npm run bench` measures).
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { measuredPages } from '../bench/measuredPages.mjs'
import { median } from '../bench/median.mjs'
import { serve } from '../bench/serveBuild.mjs'
import { chromiumFlags, chromiumPath } from './chromium.mjs'

const buildDir = path.resolve(import.meta.dirname, '..', 'build')
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(name)
  return index === -1 ? fallback : Number(args[index + 1])
}
const runs = option('--runs', 5)
const rate = option('--rate', 4)
const pageArgs = args.filter(
  (arg, index) => arg.startsWith('/') && !args[index - 1]?.startsWith('--'),
)
const pages = pageArgs.length > 0 ? pageArgs : measuredPages(buildDir)

/** What a task spent most of its time on, from its child trace events. */
function kindOf(events) {
  const totals = new Map()
  for (const event of events) {
    let kind
    if (event.name === 'EvaluateScript') {
      const file = path.basename(
        new URL(event.args?.data?.url ?? 'x:/').pathname,
      )
      kind = `evaluate ${file.replace(/\.[0-9a-f]{8}\.js$/, '.js')}`
    } else if (
      ['FunctionCall', 'TimerFire', 'FireAnimationFrame'].includes(event.name)
    ) {
      kind = 'callback (React, effects, idle work)'
    } else if (
      ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint'].includes(event.name)
    ) {
      kind = 'style, layout and paint'
    } else if (event.name === 'ParseHTML') {
      kind = 'parse HTML'
    } else continue
    totals.set(kind, (totals.get(kind) ?? 0) + event.dur)
  }
  return [...totals].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other'
}

/**
 * One load: its long tasks ([{ start, duration, kind }], in milliseconds from
 * the first task) and when its largest text or image was painted (ms from
 * navigation start).
 */
async function loadPage(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  const tracePath = path.join(tmpdir(), `long-tasks-${process.pid}.json`)
  await browser.startTracing(page, {
    path: tracePath,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(2000)
  await browser.stopTracing()
  await context.close()
  const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8'))
  rmSync(tracePath)
  // The page's main thread is the one that parsed its HTML.
  const thread = traceEvents.find((event) => event.name === 'ParseHTML')?.tid
  const onThread = traceEvents.filter(
    (event) => event.tid === thread && event.ph === 'X',
  )
  const start = Math.min(...onThread.map((event) => event.ts))
  // The last candidate is the page's LCP; its navigation says where the
  // load started (a redirect or the blank page before it are other ones).
  const largestPaint = traceEvents
    .filter((event) => event.name === 'largestContentfulPaint::Candidate')
    .at(-1)
  if (!largestPaint) {
    throw new Error(
      `${url}: the trace has no largest-contentful-paint candidate; did the page paint any text or image?`,
    )
  }
  const navigationStart = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.navigationId === largestPaint.args.data.navigationId,
  )
  const tasks = onThread
    .filter((event) => event.name === 'RunTask' && event.dur > 50_000)
    .map((task) => ({
      start: Math.round((task.ts - start) / 1000),
      duration: Math.round(task.dur / 1000),
      kind: kindOf(
        onThread.filter(
          (event) =>
            event !== task &&
            event.ts >= task.ts &&
            event.ts + event.dur <= task.ts + task.dur,
        ),
      ),
    }))
  return {
    tasks,
    largestPaint: Math.round((largestPaint.ts - navigationStart.ts) / 1000),
  }
}

const blocking = ({ tasks }) =>
  tasks.reduce((sum, task) => sum + task.duration - 50, 0)

const server = await serve(buildDir)
const base = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
})
try {
  console.log(`CPU slowed ${rate}x, ${runs} runs per page, phone viewport\n`)
  for (const page of pages) {
    const loads = []
    for (let run = 0; run < runs; run += 1) {
      loads.push(await loadPage(browser, base + page))
    }
    loads.sort((a, b) => blocking(a) - blocking(b))
    const medianRun = loads[Math.floor(loads.length / 2)]
    const paints = loads.map((load) => load.largestPaint).sort((a, b) => a - b)
    console.log(
      `${page}: blocking ${blocking(medianRun)} ms (runs: ${loads.map(blocking).join(', ')}); largest paint ${Math.round(median(paints))} ms (runs: ${paints.join(', ')})`,
    )
    for (const task of medianRun.tasks) {
      console.log(
        `  at ${String(task.start).padStart(5)} ms  ${String(task.duration).padStart(4)} ms  ${task.kind}`,
      )
    }
  }
} finally {
  await browser.close()
  server.close()
}
