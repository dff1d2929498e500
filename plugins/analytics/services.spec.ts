import type { Page } from '@playwright/test'

import { expect, test, waitForHydration } from '../../tests/e2e/fixtures'

/**
 * The site built with dummy tag manager and session recording ids
 * (`npm run build:services`). The vendors' hosts are answered here with an
 * empty script: no request reaches them.
 */

const VENDORS = /^https:\/\/(www\.googletagmanager\.com|www\.clarity\.ms)\//

async function recordVendorRequests(page: Page) {
  const requested: string[] = []
  await page.route(VENDORS, (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return requested
}

const banner = (page: Page) =>
  page.getByRole('region', { name: 'Cookie consent' })

async function openDoc(page: Page) {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
}

const dataLayer = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { dataLayer?: Record<string, unknown>[] })
        .dataLayer ?? [],
  )

test.describe('optional services behind consent', () => {
  test('nothing loads before the reader chooses', async ({ page }) => {
    const requested = await recordVendorRequests(page)
    await openDoc(page)
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toContainText(
      'usage analytics and session recording',
    )
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'Key differences' })
      .click()
    await expect(page.locator('h1')).toHaveText('Key differences')
    expect(requested).toEqual([])
    expect(await dataLayer(page)).toEqual([])
  })

  test('after Accept, both load and every page view is sent', async ({
    page,
  }) => {
    const requested = await recordVendorRequests(page)
    await openDoc(page)
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect(banner(page)).toBeHidden()
    await expect
      .poll(() => requested)
      .toEqual([
        'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
        'https://www.clarity.ms/tag/test-project',
      ])
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'Key differences' })
      .click()
    await expect
      .poll(async () =>
        (await dataLayer(page))
          .filter((entry) => entry.event === 'page_view')
          .map((entry) => [entry.page_path, entry.page_title]),
      )
      .toEqual([
        [
          '/guides/overview/why-cypress',
          'Why Cypress? | Cypress Documentation',
        ],
        [
          '/guides/overview/key-differences',
          'Key differences | Cypress Documentation',
        ],
      ])

    // The choice is remembered: the next visit loads without asking.
    await page.reload()
    await waitForHydration(page)
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => requested.length).toBe(4)
  })

  test('after Reject nothing loads, and the choice can be changed later', async ({
    page,
  }) => {
    const requested = await recordVendorRequests(page)
    await openDoc(page)
    await banner(page).getByRole('button', { name: 'Reject' }).click()
    await page.reload()
    await waitForHydration(page)
    await expect(banner(page)).toBeHidden()
    expect(requested).toEqual([])
    expect(
      await page.evaluate(() => localStorage.getItem('cookie-consent')),
    ).toBe('denied')

    await page.getByRole('link', { name: 'Cookie settings' }).click()
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => requested.length).toBe(2)
  })
})
