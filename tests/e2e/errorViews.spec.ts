import type { Page, Route } from '@playwright/test'

import { expect, refuseStorage, test, waitForHydration } from './fixtures'

/**
 * Docusaurus' own error and loading views, exercised in the browser. The
 * target is the "Key differences" page, reached by client-side navigation
 * from "Why Cypress?"; its content chunk is found by a heading it renders.
 */

const HEADING = '"Two ways to drive a browser"'

/** Intercepts the target page's content chunk and lets `handle` answer it. */
async function onTargetChunk(
  page: Page,
  handle: (route: Route, body: string) => Promise<void>,
) {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (!body.includes(HEADING)) return route.fulfill({ response })
    return handle(route, body)
  })
}

// A request still in a route handler when a test ends must not fail the run.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

async function goToTarget(page: Page) {
  await page
    .locator('nav[aria-label="Docs sidebar"]')
    .getByRole('link', { name: 'Key differences' })
    .click()
}

async function openStart(page: Page) {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
}

test('a page that throws while rendering shows the crash view', async ({
  page,
  consoleErrors,
}) => {
  await openStart(page)
  // The heading's text becomes an expression that throws during render.
  await onTargetChunk(page, async (route, body) => {
    const at = body.lastIndexOf(HEADING)
    await route.fulfill({
      contentType: 'text/javascript',
      body:
        body.slice(0, at) +
        '(()=>{throw new Error("Simulated render failure",{cause:new Error("The content module is corrupt")})})()' +
        body.slice(at + HEADING.length),
    })
  })
  await goToTarget(page)
  await expect(page.locator('h1')).toHaveText('This page crashed.')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  const main = page.locator('main')
  await expect(main).toContainText('Simulated render failure')
  await expect(main).toContainText('The content module is corrupt')
  // The navbar and footer stay usable around the crash.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  expect(consoleErrors.length).toBeGreaterThan(0)
  consoleErrors.length = 0
})

test('a chunk that fails to load falls back to a full page load', async ({
  page,
  consoleErrors,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await openStart(page)
  let offline = true
  await onTargetChunk(page, async (route) => {
    if (offline) {
      offline = false
      return route.abort('internetdisconnected')
    }
    return route.continue()
  })
  await goToTarget(page)
  // Docusaurus reloads the page (the chunk may be gone after a deploy), and
  // with the network back the page renders and hydrates.
  await expect(page).toHaveURL(/\/guides\/overview\/key-differences$/)
  await expect(page.locator('h1')).toHaveText('Key differences')
  await waitForHydration(page)
  expect(warnings.some((text) => text.includes('ChunkLoadError'))).toBe(true)
  consoleErrors.length = 0
})

test('a slow page keeps the old one and shows the progress bar from 200 ms until it arrives', async ({
  page,
}) => {
  // Routing disables the HTTP cache, so a prefetch of the chunk does not
  // make the navigation fast: every request for it takes 1.5 s.
  await onTargetChunk(page, async (route, body) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.fulfill({ contentType: 'text/javascript', body })
  })
  await openStart(page)
  // Timed in the page, so a slow test machine cannot blur the 200 ms.
  await page.evaluate(() => {
    const record = {
      clickedAt: 0,
      barAt: 0,
      removedAt: 0,
      headingMeanwhile: '',
    }
    Object.assign(window, { progressRecord: record })
    document.addEventListener(
      'click',
      () => {
        record.clickedAt = performance.now()
      },
      { capture: true },
    )
    new MutationObserver(() => {
      const bar = document.querySelector('#nprogress .bar')
      if (bar && !record.barAt) {
        record.barAt = performance.now()
        record.headingMeanwhile =
          document.querySelector('h1')?.textContent ?? ''
      }
      if (!bar && record.barAt && !record.removedAt) {
        record.removedAt = performance.now()
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  await goToTarget(page)
  await expect(page.locator('h1')).toHaveText('Key differences')
  await expect(page.locator('#nprogress')).toHaveCount(0)
  const record = await page.evaluate(
    () =>
      (
        window as unknown as {
          progressRecord: {
            clickedAt: number
            barAt: number
            removedAt: number
            headingMeanwhile: string
          }
        }
      ).progressRecord,
  )
  expect(record.barAt, 'the bar appeared').toBeGreaterThan(0)
  expect(record.barAt - record.clickedAt).toBeGreaterThanOrEqual(200)
  expect(record.headingMeanwhile).toBe('Why Cypress?')
  expect(record.removedAt).toBeGreaterThan(record.barAt)
})

test('blocked storage leaves the site working, with a warning', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await refuseStorage(page)
  await openStart(page)
  await expect(page.locator('h1')).toHaveText('Why Cypress?')
  // The colour switch still switches, for this page view.
  const html = page.locator('html')
  const before = await html.getAttribute('data-theme')
  await page
    .getByRole('button', { name: /Switch between dark and light mode/ })
    .click()
  await expect(html).not.toHaveAttribute('data-theme', before as string)
  // Search and navigation still work.
  await page.keyboard.press('Control+k')
  await page.getByPlaceholder('Search docs').fill('cy.get')
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/api\/commands\/get$/)
  expect(warnings).toContainEqual(
    expect.stringContaining('Browser storage is unavailable'),
  )
})
