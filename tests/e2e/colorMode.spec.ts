import { expect, storageItem, test, waitForHydration } from './fixtures'

const toggleName = /Switch between dark and light mode/

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' })

  test('starts light even when the system prefers dark', async ({ page }) => {
    await page.goto('/guides/overview/why-cypress')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test('toggles light and dark only, stored under "theme"', async ({
    page,
  }) => {
    await page.goto('/guides/overview/why-cypress')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: toggleName })
    await toggle.click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await storageItem(page, 'theme')).toBe('dark')
    await toggle.click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await storageItem(page, 'theme')).toBe('light')

    await toggle.click()
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })

  test('follows a change made in another tab', async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await first.goto('/guides/overview/why-cypress')
    await second.goto('/api/table-of-contents')
    await waitForHydration(first)
    await waitForHydration(second)
    await first.getByRole('button', { name: toggleName }).click()
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark')
  })
})
