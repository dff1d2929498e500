import type { Page } from '@playwright/test'

import {
  expect,
  test,
  untilIdle,
  waitForHydration,
} from '../../tests/e2e/fixtures'

/**
 * The route table a folder at a time (plugins/route-sections): a doc page
 * loads only its own folder's routes, and everything a reader does with
 * links keeps working across folders.
 */

/** The scripts the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '')
    }
  })
  return scripts
}

/** Marks the document, so a full page load (which drops the mark) shows. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes'
  })
}

const sameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.sameDocument === 'yes')

test("main.js holds no doc page's route: pages come with their folder's section", async ({
  page,
  request,
}) => {
  const response = await page.goto('/api/commands/click')
  const html = (await response!.text()) as string
  const main = html.match(/src="?(\/assets\/js\/main\.[^" >]+)/)?.[1]
  const section = html.match(/src="?(\/assets\/js\/route-section-[^" >]+)/)?.[1]
  expect(main).toBeDefined()
  // The page's HTML lists its section's script beside main.js.
  expect(section).toBeDefined()
  const mainJs = await (await request.get(main!)).text()
  // Pages the navbar does not link to (its four doc links stay in the
  // shell's global data, which every page renders).
  for (const path of [
    '/api/commands/click',
    '/guides/core-concepts/retry-ability',
    '/faq/questions/company-faq',
  ]) {
    expect(mainJs, `main.js names ${path}`).not.toContain(`"${path}"`)
  }
  expect(await (await request.get(section!)).text()).toContain(
    '"/api/commands/click"',
  )
  await waitForHydration(page)
  await expect(page.locator('h1')).toHaveText('click')
})

test('a link to another folder navigates in the page, loading each folder once', async ({
  page,
}) => {
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  await markDocument(page)
  const scripts = scriptRequests(page)
  await page.locator('.navbar').getByRole('link', { name: 'FAQ' }).click()
  await expect(page).toHaveURL(/\/faq\/questions\/using-cypress-faq$/)
  await expect(page.locator('h1')).toHaveText('Using Cypress')
  expect(await sameDocument(page)).toBe(true)
  // Sections load as links to them are prefetched or followed, each once.
  const sections = scripts.filter((s) => s.startsWith('route-section-'))
  expect(new Set(sections).size).toBe(sections.length)
  expect(scripts.filter((s) => s.startsWith('main.'))).toEqual([])

  // Back: the previous folder is already loaded.
  await page.goBack()
  await expect(page).toHaveURL(/\/api\/commands\/click$/)
  await expect(page.locator('h1')).toHaveText('click')
  expect(await sameDocument(page)).toBe(true)
})

test("a visible link to another folder has that folder's files prefetched in idle time, not run", async ({
  page,
}) => {
  const scripts = scriptRequests(page)
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  await untilIdle(page)
  // The navbar's links to other folders are in view: the browser is asked
  // to fetch their sections' files into its cache.
  await expect
    .poll(() =>
      page.locator('head link[rel=prefetch][href*="/route-section-"]').count(),
    )
    .toBeGreaterThan(0)
  // Only the page's own section ran as a script.
  expect(scripts.filter((s) => s.startsWith('route-section-'))).toHaveLength(1)
  await markDocument(page)
  await page.locator('.navbar').getByRole('link', { name: 'FAQ' }).click()
  await expect(page.locator('h1')).toHaveText('Using Cypress')
  expect(await sameDocument(page)).toBe(true)
})

test('a link to a heading in another folder scrolls to it', async ({
  page,
}) => {
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  await markDocument(page)
  // The History table links each version to its release on the changelog.
  await page
    .locator('main a[href="/guides/references/changelog#6-1-0"]')
    .click()
  await expect(page).toHaveURL(/\/guides\/references\/changelog#6-1-0$/)
  await expect(page.locator('h1')).toHaveText('Changelog')
  await expect(page.locator('[id="6-1-0"]')).toBeInViewport()
  expect(await sameDocument(page)).toBe(true)
})

test('when a folder cannot load, following a link to it loads the page in full', async ({
  page,
  consoleErrors,
}) => {
  // The page's own section loads; then the network drops for sections
  // (prefetches of other folders fail quietly, and so does the folder of
  // the link the reader follows) until the browser loads the next page.
  let allowed = 1
  await page.route(/\/route-section-[^/]+\.js$/, (route) => {
    if (allowed > 0) {
      allowed -= 1
      return route.continue()
    }
    return allowed === Infinity ? route.continue() : route.abort()
  })
  page.on('request', (request) => {
    if (request.isNavigationRequest() && /\/faq\//.test(request.url())) {
      allowed = Infinity
    }
  })
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  await markDocument(page)
  await page.locator('.navbar').getByRole('link', { name: 'FAQ' }).click()
  await expect(page).toHaveURL(/\/faq\/questions\/using-cypress-faq$/)
  await expect(page.locator('h1')).toHaveText('Using Cypress')
  await waitForHydration(page)
  // A new document: the reader got the page, not a blank one or the old one.
  expect(await sameDocument(page)).toBe(false)
  // The browser reports the chunks that failed to load, and a hover's
  // preload of the link reports its failed chunk (as Docusaurus does for any
  // chunk it cannot load); nothing else fails.
  expect(
    consoleErrors.filter(
      (error) =>
        !/^Failed to load resource|^Loading chunk \S+ failed/.test(error),
    ),
  ).toEqual([])
  consoleErrors.length = 0
})

test('an unknown path inside a folder shows the not-found page after a client-side navigation', async ({
  page,
}) => {
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  await markDocument(page)
  await page.evaluate(() => {
    window.history.pushState({}, '', '/faq/questions/no-such-question')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.locator('h1')).toContainText('Page Not Found')
  expect(await sameDocument(page)).toBe(true)
})

test('a page brings its own sidebar categories; the whole sidebar loads when the reader reaches for it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const scripts = scriptRequests(page)
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]')
  const button = (label: string) =>
    page.getByRole('button', { name: label, exact: true })
  const category = (label: string) => sidebar.locator(button(label))
  const links = (label: string) =>
    sidebar
      .locator('li.menu__list-item', { has: button(label) })
      .locator('ul a')
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await untilIdle(page)
  const overview = await links('Overview').allTextContents()
  expect(overview.length).toBeGreaterThan(1)
  const sidebarScripts = () =>
    scripts.filter((s) => s.startsWith('route-sidebar-'))
  expect(sidebarScripts()).toEqual([])

  // To another folder of the same sidebar by a link in the page, and back:
  // the page's own category is still whole.
  await page.locator('main a[href="/guides/cloud/test-replay"]').first().click()
  await expect(page.locator('h1')).toHaveText('Test Replay')
  await page.goBack()
  await expect(page.locator('h1')).toHaveText('Why Cypress?')
  await expect(category('Overview')).toHaveAttribute('aria-expanded', 'true')
  expect(await links('Overview').allTextContents()).toEqual(overview)
  expect(sidebarScripts()).toEqual([])

  // The pointer over the sidebar loads the whole sidebar; a category
  // opened then shows all its pages.
  await sidebar.hover()
  await expect.poll(sidebarScripts).toHaveLength(1)
  await category('Core concepts').click()
  await expect(category('Core concepts')).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(
    links('Core concepts').filter({ hasText: 'Retry-ability' }),
  ).toBeVisible()
  expect(await links('Core concepts').count()).toBeGreaterThan(5)
})
