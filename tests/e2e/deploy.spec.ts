import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { expect, test, waitForHydration } from './fixtures'

/**
 * The static-host configuration written into the build: the site works
 * under its Content-Security-Policy, and the files say what the host needs.
 */

const buildDir = path.resolve(__dirname, '../../build')
const headers = readFileSync(path.join(buildDir, '_headers'), 'utf8')
const csp = /^ {2}Content-Security-Policy: (.+)$/m.exec(headers)?.[1] ?? ''

/**
 * Serves every page, and the search's worker script (a worker has the policy
 * its own response carries), with the policy, and records what it blocks.
 */
async function withPolicy(page: Page) {
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (
      request.resourceType() !== 'document' &&
      !request.url().endsWith('/pagefind/pagefind-worker.js')
    ) {
      return route.continue()
    }
    const response = await route.fetch()
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': csp },
    })
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { violations: string[] }).violations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
}

const violations = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { violations: string[] }).violations,
  )

/**
 * DocSearch's modal bundles zod, which probes whether `eval` is allowed with
 * `Function("")` inside a try/catch. The policy refuses it, as it should, and
 * zod carries on without it; the browser still reports the refusal.
 */
const EVAL_PROBE = 'script-src blocked eval'
const REFUSED_EVAL = /^(Evaluating|Refused to evaluate) a string as JavaScript/

// A request still in a route handler when a test ends must not fail the run.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test.describe('static host configuration', () => {
  test('the policy is strict: no inline script without a hash, no eval; WebAssembly for the search only', () => {
    expect(csp).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'wasm-unsafe-eval';/,
    )
    expect(csp).not.toMatch(/'unsafe-eval'/)
  })

  for (const url of [
    '/',
    '/guides/overview/why-cypress',
    '/api/commands/click',
    '/plugins/?category=reporting',
    '/search?q=retry',
    '/no-such-page',
  ]) {
    test(`${url} runs under the policy with nothing blocked`, async ({
      page,
      consoleErrors,
    }) => {
      await withPolicy(page)
      await page.goto(url)
      await waitForHydration(page)
      await expect(page.locator('h1').first()).toBeVisible()
      expect(await violations(page)).toEqual([])
      if (url === '/no-such-page') {
        // The not-found page answers 404, which the browser logs.
        expect(consoleErrors).toEqual([
          expect.stringContaining('status of 404'),
        ])
        consoleErrors.length = 0
      }
    })
  }

  test('search and image zoom work under the policy', async ({
    page,
    consoleErrors,
  }) => {
    await withPolicy(page)
    await page.goto('/guides/overview/why-cypress')
    await waitForHydration(page)
    await page.keyboard.press('Control+k')
    await page.getByPlaceholder('Search docs').fill('cy.get')
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('get')
    await page.keyboard.press('Escape')

    // Once docusaurus-plugin-image-zoom has attached medium-zoom to the
    // page's images (plugins/image-zoom), a click opens one.
    const image = page.locator('.markdown img').first()
    await expect(image).toHaveClass(/\bmedium-zoom-image\b/)
    await image.scrollIntoViewIfNeeded()
    await image.click()
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible()
    expect(
      (await violations(page)).filter((entry) => entry !== EVAL_PROBE),
    ).toEqual([])
    const unexpected = consoleErrors.filter((text) => !REFUSED_EVAL.test(text))
    consoleErrors.length = 0
    expect(unexpected).toEqual([])
  })

  test('hashed assets are immutable, pages revalidate', () => {
    expect(headers).toMatch(
      /^\/assets\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    )
    expect(headers).toMatch(
      /^\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate$/m,
    )
  })

  test('_redirects carries the site redirects', () => {
    const redirects = readFileSync(path.join(buildDir, '_redirects'), 'utf8')
    expect(redirects).toContain(
      '/guides/cloud/debugging/test-replay /guides/cloud/test-replay 301',
    )
  })
})

test('every icon and the web manifest the head links is served', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const links = await page
    .locator(
      'link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]',
    )
    .evaluateAll((elements) =>
      elements.map((element) => [
        element.getAttribute('rel'),
        element.getAttribute('href'),
      ]),
    )
  expect(links.map(([rel]) => rel)).toContain('manifest')
  for (const [rel, href] of links) {
    const response = await request.get(href as string)
    expect(response.status(), href as string).toBe(200)
    if (rel === 'manifest') {
      expect(await response.json()).toMatchObject({
        name: 'Cypress Documentation',
      })
    }
  }
})
