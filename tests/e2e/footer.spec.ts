import { expect, test } from './fixtures'

test('the footer has the four link groups, a logo and the copyright year', async ({
  page,
}) => {
  await page.goto('/guides/overview/why-cypress')
  const footer = page.getByRole('contentinfo')
  for (const group of ['Learn', 'Community', 'Solutions', 'Company']) {
    await expect(footer.getByText(group, { exact: true })).toBeVisible()
  }
  const external = footer.locator('a[href^="https://"]')
  expect(await external.count()).toBeGreaterThanOrEqual(12)
  await expect(
    footer.getByRole('img', { name: 'Cypress Documentation' }),
  ).toBeVisible()
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
})
