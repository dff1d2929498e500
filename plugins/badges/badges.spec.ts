import { axeViolations } from '../../tests/e2e/axe'
import { expect, test, waitForHydration } from '../../tests/e2e/fixtures'

/**
 * Badges on the built site (./README.md): text in the heading's accessible
 * name and in its table of contents entry, with the heading's old id; a
 * page's mark is a link to what it means; both pass axe in either colour
 * mode.
 */

test('a badged heading keeps its id and says its badge in its name and in the table of contents', async ({
  page,
}) => {
  await page.goto('/api/cypress-api/catalog-of-events')
  const heading = page.getByRole('heading', {
    level: 3,
    name: 'window:before:load End-to-end only',
  })
  await expect(heading).toHaveAttribute('id', 'windowbeforeload')
  await expect(
    page
      .locator('.table-of-contents')
      .getByRole('link', { name: 'window:before:load End-to-end only' }),
  ).toHaveAttribute('href', '#windowbeforeload')
})

test("a page's mark links to what it means", async ({ page }) => {
  await page.goto('/guides/cloud/smart-orchestration/spec-prioritization')
  await waitForHydration(page)
  await page
    .getByRole('article')
    .getByRole('link', { name: 'Business plan or higher', exact: true })
    .click()
  await expect(page).toHaveURL(
    /\/guides\/cloud\/account-management\/billing-and-usage#change-your-plan$/,
  )
})

for (const theme of ['light', 'dark'] as const) {
  test(`badges pass axe in ${theme} mode`, async ({ page }) => {
    await page.addInitScript((mode) => {
      localStorage.setItem('theme', mode)
    }, theme)
    for (const path of [
      '/api/commands/visit',
      '/guides/references/configuration',
      '/guides/cloud/smart-orchestration/rerun-optimization',
    ]) {
      await page.goto(path)
      await waitForHydration(page)
      const violations = await axeViolations(page, '.theme-doc-markdown')
      expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual(
        [],
      )
    }
  })
}
