import { expect, test, waitForHydration } from './fixtures'

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 996, height: 800 } })

  test('opens from the hamburger, locks scrolling and goes back to the main menu', async ({
    page,
  }) => {
    await page.goto('/guides/overview/why-cypress')
    await waitForHydration(page)
    // The menu is built, hidden, before the reader reaches for it
    // (src/theme/Navbar/MobileSidebar), so it can slide in.
    const sidebar = page.locator('.navbar-sidebar')
    await expect(sidebar).toBeAttached()
    await expect(sidebar).toBeHidden()
    const hamburger = page.getByRole('button', {
      name: 'Toggle navigation bar',
    })
    await expect(hamburger).toBeVisible()
    await hamburger.click()
    await expect(sidebar).toBeVisible()
    // On a doc page the menu opens on the docs sidebar.
    const back = sidebar.getByRole('button', { name: /Back to main menu/ })
    await expect(back).toBeVisible()
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')

    await back.click()
    await expect(
      sidebar.getByRole('link', { name: 'API', exact: true }),
    ).toBeVisible()
    await expect(
      sidebar.getByRole('link', { name: 'FAQ', exact: true }),
    ).toBeVisible()
  })

  test('shows the docs sidebar at the current page, and a link in it navigates and closes the menu', async ({
    page,
  }) => {
    // The menu's filler must not sort its props with localeCompare: the first
    // call builds an ICU collator in the render after hydration
    // (src/theme/DocSidebar/Mobile/index.tsx says why).
    await page.addInitScript(() => {
      const localeCompare = String.prototype.localeCompare
      const win = window as unknown as { localeCompares: number }
      win.localeCompares = 0
      String.prototype.localeCompare = function (this: string, ...args) {
        win.localeCompares += 1
        return localeCompare.apply(
          this,
          args as Parameters<typeof localeCompare>,
        )
      }
    })
    await page.goto('/guides/overview/why-cypress')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
    const sidebar = page.locator('.navbar-sidebar')
    await expect(
      sidebar.locator('a[aria-current="page"]', { hasText: 'Why Cypress?' }),
    ).toBeVisible()
    expect(
      await page.evaluate(
        () => (window as unknown as { localeCompares: number }).localeCompares,
      ),
    ).toBe(0)

    await sidebar
      .getByRole('link', { name: 'Key differences', exact: true })
      .click()
    await expect(page.locator('h1')).toHaveText('Key differences')
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/)
    await expect(sidebar).toBeHidden()
  })

  test('closes when the window grows past 996 px', async ({ page }) => {
    await page.goto('/guides/overview/why-cypress')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
    await expect(page.locator('.navbar-sidebar')).toBeVisible()
    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/)
    await expect(page.locator('.navbar-sidebar')).toBeHidden()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  })
})

test('the desktop navbar has no hamburger above 996 px', async ({ page }) => {
  await page.setViewportSize({ width: 997, height: 800 })
  await page.goto('/guides/overview/why-cypress')
  await expect(
    page.getByRole('button', { name: 'Toggle navigation bar' }),
  ).toBeHidden()
})
