import { expect, test, waitForHydration } from './fixtures'
import { batches, sitemapPaths } from './sitemapPages'

/**
 * Every page of the sitemap renders its title as an h1 and logs no console
 * error. The list comes from the built sitemap, so new pages join the sweep;
 * it runs in batches that the workers share.
 */
const paths = sitemapPaths()
const sweep = batches(paths)

test('the sitemap lists the site', () => {
  expect(paths.length).toBeGreaterThan(5)
  expect(paths).toContain('/guides/overview/why-cypress')
})

for (const [index, batch] of sweep.entries()) {
  test(`sitemap pages ${index + 1}/${sweep.length} render an h1 without console errors (${batch[0]} …)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(5 * 60_000)
    for (const path of batch) {
      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.status(), path).toBe(200)
      await waitForHydration(page)
      await expect(page.locator('h1').first(), path).toBeVisible()
    }
  })
}
