import { expect, test, waitForHydration } from './fixtures'

test('skip to content moves focus to the main content', async ({ page }) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  // The next Tab lands inside the main content, past the navbar and sidebar.
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
  ).toBe(true)
})

for (const suffix of ['.html', '/index.html']) {
  test(`a path ending in ${suffix} reaches the page`, async ({ page }) => {
    await page.goto(`/guides/overview/why-cypress${suffix}`)
    await expect(page.locator('h1')).toHaveText('Why Cypress?')
  })
}

test('an unknown path shows the not-found page', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/guides/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toContainText('Page Not Found')
  // It says what happened and offers ways on: search and the main sections.
  const main = page.locator('main')
  await expect(main).toContainText('There is no page at /guides/no-such-page')
  for (const section of [
    'Guides',
    'API reference',
    'Examples',
    'FAQ',
    'Plugins',
  ]) {
    await expect(
      main.getByRole('link', { name: section, exact: true }),
    ).toBeVisible()
  }
  await waitForHydration(page)
  await main.getByRole('link', { name: /Search the docs/ }).click()
  await expect(page.getByPlaceholder('Search docs')).toBeFocused()
  // The browser reports the 404 response itself; nothing else may fail.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 404')])
  consoleErrors.length = 0
})

test('the Test Replay debugging path reaches the Test Replay guide', async ({
  page,
}) => {
  await page.goto('/guides/cloud/debugging/test-replay')
  await expect(page).toHaveURL(/\/guides\/cloud\/test-replay$/)
  await expect(page.locator('h1')).toHaveText('Test Replay')
})

for (const path of [
  '/api/commands/click',
  '/',
  '/guides/overview/why-cypress',
]) {
  test(`${path} lists in its HTML every script its first load runs`, async ({
    page,
  }) => {
    // plugins/route-scripts: the route's chunks are fetched with main.js,
    // not requested by main.js once it has run. Scripts fetched after the
    // page hydrated (the sections of visible links, prefetched when idle)
    // are not part of the first load.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated === 'true') {
          performance.mark('hydrated')
          observer.disconnect()
        }
      }).observe(document, {
        attributes: true,
        attributeFilter: ['data-has-hydrated'],
        subtree: true,
      })
    })
    const response = await page.goto(path)
    await waitForHydration(page)
    const scripts = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName('hydrated')[0].startTime
      return performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.startTime < hydrated &&
            (entry as PerformanceResourceTiming).initiatorType === 'script',
        )
        .map((entry) => new URL(entry.name).pathname)
    })
    const listed = [
      ...(await response!.text()).matchAll(/<script[^>]* src="?([^" >]+)/g),
    ].map(([, src]) => src)
    expect(listed.length).toBeGreaterThan(2)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((script) => !listed.includes(script))).toEqual([])
  })
}

test('the chunks of visible links are prefetched once the page is idle', async ({
  page,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  // src/clientModules/idlePrefetch.ts replaced window.docusaurus: its
  // prefetch queues the path and returns false, where Docusaurus' own
  // returns a promise for a path it has not fetched yet.
  const swapped = await page.evaluate(() => {
    const links = () => document.querySelectorAll('link[rel="prefetch"]').length
    const before = links()
    const returned = window.docusaurus.prefetch('/no-such-page-prefetch-check')
    return {
      returnedFalse: returned === false,
      linksAddedAtOnce: links() - before,
      frozen: Object.isFrozen(window.docusaurus),
    }
  })
  expect(
    swapped,
    "window.docusaurus.prefetch is Docusaurus' own again: the swap in src/clientModules/idlePrefetch.ts no longer takes effect (see src/clientModules/canaries.test.ts)",
  ).toEqual({ returnedFalse: true, linksAddedAtOnce: 0, frozen: true })
  // Deferred prefetches must still happen, so that following a link is
  // instant.
  await expect
    .poll(() => page.locator('head link[rel="prefetch"]').count())
    .toBeGreaterThan(3)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page
    .locator('nav[aria-label="Docs sidebar"]')
    .getByRole('link', { name: 'Key differences' })
    .click()
  await expect(page.locator('h1')).toHaveText('Key differences')
  // A client-side navigation: no new document was loaded.
  expect(documents).toEqual([])
})

test('a doc page says when it was last updated, as the browser writes the date', async ({
  page,
}) => {
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  const time = page.locator('article footer time')
  await expect(time).toHaveCount(1)
  const { iso, text, intl } = await time.evaluate((node) => {
    const iso = node.getAttribute('datetime')!
    return {
      iso,
      text: node.textContent,
      intl: new Intl.DateTimeFormat('en', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(iso)),
    }
  })
  expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  expect(text).toBe(intl)
  await expect(page.locator('article footer')).toContainText(
    `Last updated on ${intl}`,
  )
})
