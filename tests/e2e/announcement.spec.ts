import {
  announcementBarId,
  announcementTargets,
} from '../../src/config/announcementBar'
import { expect, storageItem, test, waitForHydration } from './fixtures'

test.describe('announcement bar', () => {
  test('links to Test Replay and Cypress Cloud', async ({ page, request }) => {
    // The bar's content is HTML, which the build's link check does not
    // read: each target must be a page of the site.
    for (const target of announcementTargets) {
      expect((await request.get(target)).status(), target).toBe(200)
    }
    await page.goto('/guides/overview/why-cypress')
    const announcement = page.locator('.theme-announcement-bar')
    await expect(
      announcement.getByRole('link', { name: 'Test Replay' }),
    ).toHaveAttribute('href', '/guides/cloud/debugging/test-replay')
    await expect(
      announcement.getByRole('link', { name: 'Cypress Cloud' }),
    ).toHaveAttribute('href', '/guides/cloud/introduction')
    // Bold, in the bar's text colour (src/css/custom.css and the theme).
    const link = announcement.getByRole('link', { name: 'Test Replay' })
    await expect(link).toHaveCSS('font-weight', '600')
    await expect(link).toHaveCSS(
      'color',
      await announcement.evaluate((bar) => getComputedStyle(bar).color),
    )
  })

  test('stays closed once closed, and returns when its id changes', async ({
    page,
  }) => {
    await page.goto('/guides/overview/why-cypress')
    await waitForHydration(page)
    const announcement = page.locator('.theme-announcement-bar')
    await expect(announcement).toBeVisible()
    await announcement.getByRole('button', { name: 'Close' }).click()
    await expect(announcement).toBeHidden()
    expect(await storageItem(page, 'docusaurus.announcement.dismiss')).toBe(
      'true',
    )
    expect(await storageItem(page, 'docusaurus.announcement.id')).toBe(
      announcementBarId,
    )

    await page.reload()
    await waitForHydration(page)
    await expect(announcement).toBeHidden()

    // A reader who dismissed an older announcement sees the current one.
    await page.evaluate(() =>
      window.localStorage.setItem('docusaurus.announcement.id', 'an-old-bar'),
    )
    await page.reload()
    await waitForHydration(page)
    await expect(announcement).toBeVisible()
  })

  test('follows the colour mode', async ({ page }) => {
    await page.goto('/guides/overview/why-cypress')
    await waitForHydration(page)
    const announcement = page.locator('.theme-announcement-bar')
    const light = await announcement.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    )
    await page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .click()
    await expect
      .poll(() =>
        announcement.evaluate(
          (element) => getComputedStyle(element).backgroundColor,
        ),
      )
      .not.toBe(light)
  })
})
