import type { Locator, Page } from '@playwright/test'

import { expect, test, waitForHydration } from './fixtures'

/**
 * The sidebar stays short however many pages a section holds: the categories
 * on the path of the current page start open, the others closed
 * (src/config/docs.ts, `sidebarCollapsed`). Categories do not auto-collapse
 * (spec §4): one the reader opens stays open while they open others or move
 * to another page.
 */

/** A category without a page of its own: its label toggles it. */
function category(sidebar: Locator, label: string) {
  return sidebar.getByRole('button', { name: label, exact: true })
}

function docsSidebar(page: Page) {
  return page.locator('nav[aria-label="Docs sidebar"]')
}

/** Records the documents the page loads: a sidebar link loads none. */
function recordDocuments(page: Page) {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  return documents
}

test.describe('desktop sidebar', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('on a command page only its own category starts open, and a category the reader opens stays open', async ({
    page,
  }) => {
    await page.goto('/api/commands/click')
    await waitForHydration(page)
    const sidebar = docsSidebar(page)
    await expect(category(sidebar, 'Actions')).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(
      sidebar.locator('a[aria-current="page"]', { hasText: 'click' }),
    ).toBeVisible()
    for (const label of ['Queries', 'Assertions']) {
      await expect(category(sidebar, label)).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    }
    const get = sidebar.getByRole('link', { name: 'get', exact: true })
    await expect(get).toBeHidden()

    await category(sidebar, 'Queries').click()
    await expect(category(sidebar, 'Queries')).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(get).toBeVisible()
    // Opening one category leaves the others as they were.
    await expect(category(sidebar, 'Actions')).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    // To a page in the other category: the one left behind stays open too.
    const documents = recordDocuments(page)
    await get.click()
    await expect(page.locator('h1')).toHaveText('get')
    expect(documents).toEqual([])
    await expect(
      sidebar.locator('a[aria-current="page"]', { hasText: 'get' }),
    ).toBeVisible()
    for (const label of ['Actions', 'Queries']) {
      await expect(category(sidebar, label)).toHaveAttribute(
        'aria-expanded',
        'true',
      )
    }
    await expect(
      sidebar.getByRole('link', { name: 'click', exact: true }),
    ).toBeVisible()
    await expect(category(sidebar, 'Assertions')).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('on a guide only the category of the page starts open', async ({
    page,
  }) => {
    await page.goto('/guides/core-concepts/retry-ability')
    await waitForHydration(page)
    const sidebar = docsSidebar(page)
    await expect(category(sidebar, 'Core concepts')).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(
      sidebar.locator('a[aria-current="page"]', { hasText: 'Retry-ability' }),
    ).toBeVisible()
    await expect(category(sidebar, 'Getting started')).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(
      sidebar.getByRole('link', { name: 'Installing Cypress' }),
    ).toBeHidden()
  })
})

test.describe('server-rendered sidebar', () => {
  test.use({ javaScriptEnabled: false })

  test('the HTML already opens only the category of the page, so nothing moves on hydration', async ({
    page,
  }) => {
    await page.goto('/api/commands/click')
    const sidebar = docsSidebar(page)
    // Before hydration a category is a link to its first page.
    const expanded = (label: string) =>
      sidebar
        .locator('.menu__link--sublist', { hasText: label })
        .getAttribute('aria-expanded')
    expect(await expanded('Actions')).toBe('true')
    expect(await expanded('Queries')).toBe('false')
    await expect(
      sidebar.getByRole('link', { name: 'get', exact: true }),
    ).toBeHidden()
  })
})

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the docs menu opens the category of the page, and one the reader opens stays open after following a link', async ({
    page,
  }) => {
    await page.goto('/api/commands/click')
    await waitForHydration(page)
    const hamburger = page.getByRole('button', {
      name: 'Toggle navigation bar',
    })
    const menu = page.locator('.navbar-sidebar')
    await hamburger.click()
    await expect(menu).toBeVisible()
    await expect(category(menu, 'Actions')).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(category(menu, 'Queries')).toHaveAttribute(
      'aria-expanded',
      'false',
    )

    await category(menu, 'Queries').click()
    const get = menu.getByRole('link', { name: 'get', exact: true })
    await expect(get).toBeVisible()
    await get.click()
    await expect(page.locator('h1')).toHaveText('get')
    await expect(menu).toBeHidden()

    await hamburger.click()
    await expect(menu).toBeVisible()
    for (const label of ['Actions', 'Queries']) {
      await expect(category(menu, label)).toHaveAttribute(
        'aria-expanded',
        'true',
      )
    }
    await expect(
      menu.locator('a[aria-current="page"]', { hasText: 'get' }),
    ).toBeVisible()
  })
})
