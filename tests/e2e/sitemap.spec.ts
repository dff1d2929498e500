import { expect, test, waitForHydration } from './fixtures'

/**
 * Every page of the sitemap renders its title as an h1 and logs no console
 * error. The list comes from the built sitemap, so new pages join the sweep.
 */
test('every page in the sitemap renders an h1 without console errors', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(15 * 60_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname,
  )
  expect(paths.length).toBeGreaterThan(5)
  for (const path of paths) {
    const response = await page.goto(`${baseURL}${path}`)
    expect(response?.status(), path).toBe(200)
    await waitForHydration(page)
    await expect(page.locator('h1').first(), path).toBeVisible()
  }
  console.log(`sitemap sweep: ${paths.length} pages`)
})
