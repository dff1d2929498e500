import { expect, test, waitForHydration } from './fixtures'

/**
 * With no service variables set (the build under test), the site injects
 * nothing and no request leaves its origin: not while reading, not while
 * searching.
 */
test('no request leaves the site, and there is nothing to consent to', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith('data:') && new URL(url).origin !== origin) {
      elsewhere.push(url)
    }
  })
  for (const path of [
    '/',
    '/guides/overview/why-cypress',
    '/api/commands/click',
    '/plugins/',
    '/search?q=retry',
  ]) {
    await page.goto(path)
    await waitForHydration(page)
  }
  // Opened with the button: the keyboard shortcuts have their own tests
  // (search.spec.ts), and this one is about where requests go.
  await page.getByRole('button', { name: 'Search' }).first().click()
  await page.getByPlaceholder('Search docs').fill('intercept')
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await waitForHydration(page)

  await expect(
    page.getByRole('region', { name: 'Cookie consent' }),
  ).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Cookie settings' })).toHaveCount(
    0,
  )
  expect(
    await page.evaluate(() => 'dataLayer' in window || 'clarity' in window),
  ).toBe(false)
  expect(elsewhere).toEqual([])
})
