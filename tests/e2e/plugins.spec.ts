import type { Page } from '@playwright/test'

import { plugins } from '../../src/data/plugins'
import { expect, test, waitForHydration } from './fixtures'

const cards = (page: Page) => page.locator('main li:has(> div > a)')
const count = (page: Page) => page.getByRole('status')

async function openDirectory(page: Page, query = '') {
  await page.goto(`/plugins/${query}`)
  await waitForHydration(page)
}

test.describe('plugin directory', () => {
  test('lists every plugin with the badge legend', async ({ page }) => {
    await openDirectory(page)
    await expect(count(page)).toHaveText(
      `Showing all ${plugins.length} plugins`,
    )
    await expect(cards(page)).toHaveCount(plugins.length)
    const legend = page.getByLabel('Badge legend')
    for (const badge of ['Official', 'Verified', 'Community', 'Deprecated']) {
      await expect(legend).toContainText(badge)
    }
    await expect(
      page.getByRole('link', { name: 'Add it to the directory' }),
    ).toHaveAttribute(
      'href',
      /CONTRIBUTING\.md#adding-a-plugin-to-the-directory$/,
    )
  })

  test('is reached without the trailing slash', async ({ page }) => {
    await page.goto('/plugins')
    await expect(page.locator('h1')).toHaveText('Plugins')
  })

  test('searching filters live and keeps the query in the URL', async ({
    page,
  }) => {
    await openDirectory(page)
    await page.getByLabel('Search plugins').fill('coverage')
    await expect(page).toHaveURL(/\/plugins\/\?search=coverage$/)
    const expected = plugins.filter((plugin) =>
      [plugin.name, plugin.description, ...plugin.keywords]
        .join(' ')
        .toLowerCase()
        .includes('coverage'),
    ).length
    await expect(cards(page)).toHaveCount(expected)
    await expect(count(page)).toHaveText(
      new RegExp(`^Showing ${expected} of ${plugins.length} plugins`),
    )
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByLabel('Search plugins')).toHaveValue('coverage')
    await expect(cards(page)).toHaveCount(expected)
  })

  test('category and badge filters combine, from a shared link too', async ({
    page,
  }) => {
    await openDirectory(page)
    await page.getByLabel('Category').selectOption('code-coverage')
    await page.getByLabel('Badge', { exact: true }).selectOption('official')
    await expect(page).toHaveURL(/category=code-coverage&badge=official/)
    const expected = plugins.filter(
      (plugin) =>
        plugin.category === 'code-coverage' && plugin.badge === 'official',
    )
    await expect(cards(page)).toHaveCount(expected.length)

    await openDirectory(page, '?category=code-coverage&badge=official')
    await expect(page.getByLabel('Category')).toHaveValue('code-coverage')
    await expect(page.getByLabel('Badge', { exact: true })).toHaveValue(
      'official',
    )
    await expect(cards(page)).toHaveCount(expected.length)
  })

  test('a keyword chip filters by that keyword', async ({ page }) => {
    await openDirectory(page)
    const chip = cards(page).first().getByRole('button').first()
    const keyword = (await chip.innerText()).trim()
    await chip.click()
    await expect(page.getByLabel('Search plugins')).toHaveValue(keyword)
    await expect(page).toHaveURL(
      new RegExp(
        `search=${encodeURIComponent(keyword).replace(/%20/g, '\\+')}`,
      ),
    )
    await expect(chip).toHaveAttribute('aria-pressed', 'true')
  })

  test('no match says so, and clearing restores the list', async ({ page }) => {
    await openDirectory(page, '?search=zzqqxx')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.locator('main')).toContainText(
      'No plugin matches these filters',
    )
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/plugins\/$/)
    await expect(cards(page)).toHaveCount(plugins.length)
  })

  test('unknown filter values in the URL are ignored', async ({ page }) => {
    await openDirectory(page, '?category=nope&badge=gold')
    await expect(count(page)).toHaveText(
      `Showing all ${plugins.length} plugins`,
    )
  })
})
