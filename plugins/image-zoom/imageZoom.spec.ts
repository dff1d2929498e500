import type { Page } from '@playwright/test'

import {
  expect,
  followArticleLink,
  test,
  waitForHydration,
} from '../../tests/e2e/fixtures'

const pageWithImage = '/guides/overview/why-cypress'

/**
 * The first image to zoom on the page, once docusaurus-plugin-image-zoom
 * has attached medium-zoom to it (1000 ms after each route update; medium-
 * zoom marks the images it attached with `medium-zoom-image`).
 */
async function zoomableImage(page: Page) {
  const image = page.locator('.markdown img').first()
  await expect(image).toHaveClass(/\bmedium-zoom-image\b/)
  await image.scrollIntoViewIfNeeded()
  return image
}

async function openZoom(page: Page) {
  await page.goto(pageWithImage)
  await waitForHydration(page)
  const image = await zoomableImage(page)
  await image.click()
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/)
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible()
  // medium-zoom ignores clicks and scrolls while the zoom animates in.
  await page.waitForFunction(() => document.getAnimations().length === 0)
  return image
}

test.describe('image zoom', () => {
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

  for (const mode of ['light', 'dark']) {
    test(`uses the dark grey overlay in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => {
        window.localStorage.setItem('theme', theme)
      }, mode)
      await openZoom(page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
      await expect(page.locator('.medium-zoom-overlay')).toHaveCSS(
        'background-color',
        'rgb(50, 50, 50)',
      )
    })
  }

  test("zooms the page's images again after a client-side navigation", async ({
    page,
  }) => {
    await page.goto(pageWithImage)
    await waitForHydration(page)
    await zoomableImage(page)
    await followArticleLink(page, 'API table of contents')
    await expect(page).toHaveURL(/\/api\/table-of-contents$/)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${pageWithImage}$`))
    const image = await zoomableImage(page)
    await image.click()
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/)
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
  // The plugin has attached: a click would zoom the image now.
  const image = await zoomableImage(page)
  expect(zoomScripts).toEqual([])
  await image.click()
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible()
  // The response's body is read after the script has run.
  await expect.poll(() => zoomScripts.length).toBe(1)
})
