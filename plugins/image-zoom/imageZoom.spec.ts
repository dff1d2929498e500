import { expect, test, waitForHydration } from '../../tests/e2e/fixtures'

const pageWithImage = '/guides/overview/why-cypress'

test.describe('image zoom', () => {
  async function openZoom(page: import('@playwright/test').Page) {
    await page.goto(pageWithImage)
    await waitForHydration(page)
    const image = page.locator('.markdown img').first()
    await image.scrollIntoViewIfNeeded()
    await image.click()
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/)
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible()
    // medium-zoom ignores clicks and scrolls while the zoom animates in.
    await page.waitForFunction(() => document.getAnimations().length === 0)
    return image
  }

  test('opens on click and closes on Escape', async ({ page }) => {
    await openZoom(page)
    await page.keyboard.press('Escape')
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/)
  })

  test('closes on a click', async ({ page }) => {
    await openZoom(page)
    await page.locator('.medium-zoom-overlay').click({ force: true })
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/)
  })

  test('closes after a scroll of more than 40 px', async ({ page }) => {
    await openZoom(page)
    await page.mouse.wheel(0, 120)
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/)
  })

  test('uses the dark grey overlay in light mode too', async ({ page }) => {
    await openZoom(page)
    await expect(page.locator('.medium-zoom-overlay')).toHaveCSS(
      'background-color',
      'rgb(50, 50, 50)',
    )
  })
})

test('medium-zoom is fetched on the first click of an image, not with the page', async ({
  page,
}) => {
  const zoomScripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes('medium-zoom-overlay')) zoomScripts.push(response.url())
  })
  await page.goto(pageWithImage)
  await waitForHydration(page)
  const image = page.locator('.markdown img').first()
  await expect(image).toHaveCSS('cursor', 'zoom-in')
  // Everything the page loads by itself has loaded.
  await page.waitForLoadState('networkidle')
  expect(zoomScripts).toEqual([])

  await image.scrollIntoViewIfNeeded()
  await image.click()
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible()
  // The response's body is read after the script has run.
  await expect.poll(() => zoomScripts.length).toBe(1)
})
