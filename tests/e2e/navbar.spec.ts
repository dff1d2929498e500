import { expect, test } from './fixtures'

const internal = [
  ['Guides', '/guides/overview/why-cypress'],
  ['API', '/api/table-of-contents'],
  ['Plugins', '/plugins'],
  ['Examples', '/examples/recipes'],
  ['FAQ', '/faq/questions/using-cypress-faq'],
] as const

test.describe('navbar', () => {
  test('has the spec links with their targets', async ({ page }) => {
    await page.goto('/guides/overview/why-cypress')
    const navbar = page.getByRole('navigation', { name: 'Main' })
    for (const [label, target] of internal) {
      await expect(
        navbar.getByRole('link', { name: label, exact: true }),
      ).toHaveAttribute('href', target)
    }
    const learn = navbar.getByRole('link', { name: /^Learn/ })
    await expect(learn).toHaveAttribute('href', 'https://learn.cypress.io')
    await expect(learn).toHaveAttribute('target', '_blank')
    await expect(learn.locator('svg')).toHaveCount(1)
    await expect(
      navbar.getByRole('link', { name: 'Source code on GitHub' }),
    ).toHaveAttribute('href', /^https:\/\/github\.com\//)
    await expect(
      navbar.getByRole('link', { name: 'Cypress community chat on Discord' }),
    ).toBeVisible()
    await expect(
      navbar.getByRole('button', {
        name: /Switch between dark and light mode/,
      }),
    ).toBeVisible()
  })

  for (const [label, target] of internal.filter(([l]) => l !== 'Plugins')) {
    test(`marks ${label} active on its own pages`, async ({ page }) => {
      await page.goto(target)
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: label, exact: true }),
      ).toHaveClass(/navbar__link--active/)
    })
  }

  test('leads home from the logo', async ({ page }) => {
    await page.goto('/api/table-of-contents')
    await expect(page.locator('a.navbar__brand')).toHaveAttribute('href', '/')
  })
})
