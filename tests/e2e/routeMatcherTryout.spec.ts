import type { Page } from '@playwright/test'

import { axeViolations } from './axe'
import { expect, test, waitForHydration } from './fixtures'

const PAGE = '/api/commands/intercept'
/** The tryout's own chunk and the packages it loads (minimatch, the host name checks). */
const TRYOUT_CHUNK = /route-matcher-tryout\.[0-9a-f]+\.js$/

function tryout(page: Page) {
  return page.getByRole('region', { name: 'Route matcher tryout' })
}

/** Does any stylesheet of the page hold the tryout's rules? */
function hasTryoutStyles(page: Page) {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('.rmt-tryout')),
    ),
  )
}

/** Waits for the verdicts: the live region appears with the first ones. */
async function ready(page: Page) {
  await expect(tryout(page).getByRole('status')).not.toBeEmpty()
}

test.describe('Route matcher tryout', () => {
  test('types a glob and a URL and sees the verdict', async ({ page }) => {
    await page.goto(PAGE)
    await waitForHydration(page)
    const section = tryout(page)
    await section
      .getByLabel('Arguments of cy.intercept()')
      .fill("'/api/users/*'")
    await section
      .getByLabel('Requests, one a line')
      .fill('GET /api/users/42\nGET /api/users/42/posts')
    await expect(section.getByRole('status')).toHaveText(
      '1 request matches, 1 does not.',
    )
    const verdicts = section.getByRole('list', { name: 'Verdicts' })
    const items = verdicts.locator(':scope > li')
    await expect(items).toHaveCount(2)
    await expect(items.nth(0)).toContainText(
      'Matches GET http://localhost:3000/api/users/42',
    )
    await expect(items.nth(1)).toContainText(
      'Does not match GET http://localhost:3000/api/users/42/posts',
    )
    await expect(items.nth(1)).toContainText('Fails: url')
  })

  test('explains a mistake in place, and Cypress errors in its words', async ({
    page,
  }) => {
    await page.goto(PAGE)
    await waitForHydration(page)
    const section = tryout(page)
    const matcher = section.getByLabel('Arguments of cy.intercept()')
    await matcher.fill("{ url: '/api', wrong: true }")
    await expect(section).toContainText(
      'An unknown RouteMatcher property was passed: wrong',
    )
    await expect(matcher).toHaveAttribute('aria-invalid', 'true')
    await matcher.fill('/api(/')
    await expect(section).toContainText('The tryout cannot read this.')
    await expect(section).toContainText('This regular expression is not valid')
    // The explanation is part of the field's description.
    await expect(matcher).toHaveAccessibleDescription(
      /This regular expression is not valid/,
    )
  })

  test('works from the keyboard: an example button fills the matcher', async ({
    page,
  }) => {
    await page.goto(PAGE)
    await waitForHydration(page)
    const section = tryout(page)
    const button = section.getByRole('button', { name: 'A RegExp' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(section.getByLabel('Arguments of cy.intercept()')).toHaveValue(
      '/\\/api\\/todos\\/\\d+$/',
    )
    await ready(page)
    await expect(section.getByRole('status')).toHaveText(
      '1 request matches, 3 do not.',
    )
  })

  test('loads its code after the page is interactive, and only on its page', async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(request.url()))
    await page.goto('/api/commands/click')
    await waitForHydration(page)
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null))),
    )
    expect(fetched.filter((url) => TRYOUT_CHUNK.test(url))).toEqual([])
    expect(await hasTryoutStyles(page)).toBe(false)

    // The page's HTML neither loads nor preloads it.
    const html = await (await page.request.get(PAGE)).text()
    expect(html).not.toMatch(/route-matcher-tryout\.[0-9a-f]+\.js/)
    await page.goto(PAGE)
    await waitForHydration(page)
    await ready(page)
    expect(fetched.filter((url) => TRYOUT_CHUNK.test(url))).toHaveLength(1)
    expect(await hasTryoutStyles(page)).toBe(true)
  })

  test('reads whole without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(PAGE)
    const section = tryout(page)
    await expect(section.getByLabel('Arguments of cy.intercept()')).toHaveValue(
      "'/api/todos'",
    )
    await expect(section.getByLabel('Requests, one a line')).toHaveValue(
      /GET \/api\/todos\?page=2/,
    )
    await expect(section).toContainText(
      'The verdicts appear here once the page’s script has loaded.',
    )
    await context.close()
  })

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`passes axe at ${width} px in ${theme} mode`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.addInitScript((mode) => {
          localStorage.setItem('theme', mode)
        }, theme)
        await page.goto(PAGE)
        await waitForHydration(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        const section = tryout(page)
        await section.getByText('Headers, resource type and base URL').click()
        // A verdict that fails, a hint and a refused call are all drawn.
        await section
          .getByLabel('Requests, one a line')
          .fill('GET /api/todos\nGET /api/todos?page=2\nftp://x')
        await expect(section.getByRole('status')).toContainText(
          'cannot be read',
        )
        const problems = (
          await axeViolations(
            page,
            'section[aria-label="Route matcher tryout"]',
          )
        ).map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes
              .map((node) => node.target.join(' '))
              .join(' | ')})`,
        )
        expect(problems, problems.join('\n')).toEqual([])
        await section.getByLabel('Arguments of cy.intercept()').fill('{ x: 1 }')
        await expect(section).toContainText('Cypress fails this call')
        const refused = (
          await axeViolations(
            page,
            'section[aria-label="Route matcher tryout"]',
          )
        ).map((violation) => violation.id)
        expect(refused).toEqual([])
      })
    }
  }

  test('the network requests guide links to it', async ({ page }) => {
    await page.goto('/guides/guides/network-requests')
    await page
      .getByRole('article')
      .getByRole('link', { name: 'route matcher tryout' })
      .click()
    await expect(page).toHaveURL(
      /\/api\/commands\/intercept#try-a-route-matcher$/,
    )
    await expect(tryout(page)).toBeVisible()
    // Reached by a client-side navigation: React adds its stylesheet.
    expect(await hasTryoutStyles(page)).toBe(true)
  })
})
