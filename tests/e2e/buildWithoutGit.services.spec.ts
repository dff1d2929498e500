import { expect, test, waitForHydration } from './fixtures'

/**
 * The site built outside a Git worktree (build-services/, made by
 * scripts/build-services.mjs, which also checks the build said why once):
 * a doc page has no "Last updated" date, which Docusaurus reads from Git,
 * and keeps the rest of its footer.
 */
test('a page built outside a Git worktree leaves out its last-updated date, keeping its footer', async ({
  page,
}) => {
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  await expect(page.locator('article h1')).toHaveText('click')
  const footer = page.locator('.theme-doc-footer')
  await expect(
    footer.getByRole('link', { name: /edit this page/i }),
  ).toBeVisible()
  await expect(page.locator('.theme-last-updated')).toHaveCount(0)
  await expect(page.getByText('Last updated')).toHaveCount(0)
  await expect(page.locator('[itemprop="dateModified"]')).toHaveCount(0)
})
