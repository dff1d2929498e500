import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs'

/**
 * `npm start` as a contributor runs it: `docusaurus start` on a free port,
 * its first compile, three routes over HTTP, one page in Chromium with no
 * console error, and search: with the last build's index it finds a page,
 * without one the modal says how to get an index. Every step has a time
 * limit, and a step that hangs fails with its own name and the server's
 * last output, instead of the whole suite waiting.
 */

const siteDir = path.resolve(__dirname, '../..')
const docusaurusBin = path.join(siteDir, 'node_modules/.bin/docusaurus')

/** A cold first compile of the whole site on a 2-core machine. */
const FIRST_COMPILE_MS = 240_000
const REQUEST_MS = 30_000
const BROWSER_STEP_MS = 60_000

let server: ChildProcess | undefined
let output = ''
let origin = ''
let browser: Browser | undefined

function lastOutput(): string {
  const lines = output.trim().split('\n')
  return lines.slice(-15).join('\n')
}

/** Runs `work`, failing with the step's name if it takes longer than `ms`. */
async function step<T>(
  name: string,
  ms: number,
  work: () => Promise<T>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `dev server: the step "${name}" did not finish within ${ms / 1000} s. Last server output:\n${lastOutput()}`,
          ),
        ),
      ms,
    )
  })
  try {
    return await Promise.race([work(), hung])
  } finally {
    clearTimeout(timer)
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/**
 * Resolves once the bundler reports its first compile. A compile error, or
 * the server exiting, rejects at once with what it printed.
 */
function firstCompile(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString())
      if (/compiled successfully/i.test(output)) resolve()
      else if (/\bcompiled with \d+ errors?|\[Error:|\bERROR\b/.test(output)) {
        reject(new Error(`dev server: the first compile failed:\n${output}`))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) =>
      reject(
        new Error(
          `dev server: docusaurus start exited (code ${code}) before it compiled:\n${output}`,
        ),
      ),
    )
  })
}

async function fetchHtml(route: string): Promise<string> {
  const response = await fetch(`${origin}${route}`, {
    signal: AbortSignal.timeout(REQUEST_MS),
  })
  expect(response.status, route).toBe(200)
  expect(response.headers.get('content-type'), route).toMatch(/text\/html/)
  return response.text()
}

beforeAll(
  async () => {
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    server = spawn(
      docusaurusBin,
      ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
      {
        cwd: siteDir,
        // Its own process group, so stopping it stops the bundler too.
        detached: true,
        // As a contributor's shell has it: vitest's NODE_ENV=test would pick
        // a browserslist environment the site does not define.
        env: {
          ...process.env,
          NODE_ENV: undefined,
          BROWSER: 'none',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    await step('wait for the first compile', FIRST_COMPILE_MS, () =>
      firstCompile(server as ChildProcess),
    )
    browser = await step('launch Chromium', BROWSER_STEP_MS, () =>
      chromium.launch({ executablePath: chromiumPath, args: chromiumFlags }),
    )
  },
  FIRST_COMPILE_MS + BROWSER_STEP_MS + 10_000,
)

afterAll(async () => {
  await browser?.close()
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
    if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
  }
}, 30_000)

describe('npm start', () => {
  it(
    'serves a doc page, the home page and /plugins/ as the app shell',
    async () => {
      for (const route of ['/guides/overview/why-cypress', '/', '/plugins/']) {
        const html = await step(`fetch ${route}`, REQUEST_MS, () =>
          fetchHtml(route),
        )
        expect(html, route).toContain('<div id="__docusaurus">')
        expect(html, route).toMatch(/<script[^>]+src="\/main\.js"/)
        expect(html, route).toContain('<title>Cypress Documentation</title>')
      }
      // Each step has its own limit; the test's is their sum.
    },
    3 * REQUEST_MS,
  )

  it(
    'serves the web manifest the head links, not the app shell',
    async () => {
      const response = await step(
        'fetch /manifest.webmanifest',
        REQUEST_MS,
        () =>
          fetch(`${origin}/manifest.webmanifest`, {
            signal: AbortSignal.timeout(REQUEST_MS),
          }),
      )
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ start_url: '/' })
    },
    REQUEST_MS,
  )

  /** The index `npm run build` wrote; `npm start` serves it if it exists. */
  const lastBuildIndex = path.join(siteDir, 'build/pagefind/pagefind.js')

  it(
    'renders a page in Chromium with no console error, and search answers or says how to get an index',
    async () => {
      const page = await (browser as Browser).newPage()
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))

      await step('render /api/commands/click', BROWSER_STEP_MS, async () => {
        await page.goto(`${origin}/api/commands/click`)
        await page.getByRole('heading', { level: 1, name: 'click' }).waitFor()
      })
      const built = existsSync(lastBuildIndex)
      await step(
        built
          ? "search the last build's index and get a hit"
          : 'search without a built index and read how to get one',
        BROWSER_STEP_MS,
        async () => {
          await page.getByRole('button', { name: 'Search' }).first().click()
          await page.getByPlaceholder('Search docs').fill('retry-ability')
          if (built) {
            await page
              .locator(
                '.DocSearch-Hit a[href="/guides/core-concepts/retry-ability"]',
              )
              .first()
              .waitFor()
          } else {
            await page
              .getByText('Run npm run build once, then restart npm start.')
              .waitFor()
          }
        },
      )
      // Without an index, the browser logs the failed load of pagefind.js
      // (the dev server answers its path with the app's HTML).
      expect(
        errors.filter(
          (text) =>
            built ||
            !/^(Failed to load module script|The search index could not be loaded)/.test(
              text,
            ),
        ),
      ).toEqual([])
      await page.close()
    },
    2 * BROWSER_STEP_MS,
  )
})
