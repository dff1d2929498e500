import {
  entryPoints,
  popularCommands,
} from '../../src/pages/_components/homeContent'
import { expect, test, waitForHydration } from './fixtures'

test.describe('home page', () => {
  test('states what Cypress is, under the tagline', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('h1')).toHaveText(
      'Fast, easy and reliable testing for anything that runs in a browser.',
    )
    await expect(page.locator('main')).toContainText(
      'Cypress runs your tests inside the browser',
    )
    await expect(page).toHaveTitle(/Cypress Documentation/)
  })

  test('every entry point and command leads to a page', async ({ page }) => {
    await page.goto('/')
    const main = page.locator('main')
    for (const entry of entryPoints) {
      await expect(
        main.getByRole('link', { name: new RegExp(`^${entry.title}`) }),
      ).toHaveAttribute('href', entry.to)
    }
    for (const command of popularCommands) {
      await expect(
        main.getByRole('link', {
          name: new RegExp(`^${command.name.replace(/[.()]/g, '\\$&')}`),
        }),
      ).toHaveAttribute('href', command.to)
    }
    await main.getByRole('link', { name: /^API reference/ }).click()
    await expect(page).toHaveURL(/\/api\/table-of-contents$/)
    await expect(page.locator('h1')).toBeVisible()
  })

  test('the search prompt opens the search modal', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page
      .locator('main')
      .getByRole('link', { name: /Search the docs/ })
      .click()
    await expect(page.getByPlaceholder('Search docs')).toBeFocused()
  })

  test('the navbar logo leads home', async ({ page }) => {
    await page.goto('/guides/overview/why-cypress')
    await page.locator('.navbar__brand').click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('h1')).toContainText('Fast, easy and reliable')
  })

  for (const width of [390, 1440]) {
    test(`does not shift while loading at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript(() => {
        ;(window as unknown as { shift: number }).shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            ;(window as unknown as { shift: number }).shift += (
              entry as unknown as { value: number }
            ).value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/')
      await waitForHydration(page)
      // Until the page has loaded all it loads by itself, and painted.
      await page.waitForLoadState('networkidle')
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          ),
      )
      expect(
        await page.evaluate(
          () => (window as unknown as { shift: number }).shift,
        ),
      ).toBe(0)
      // Nothing overflows the viewport sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(width)
    })
  }
})
