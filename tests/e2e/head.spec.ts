import type { Page } from '@playwright/test'

import { expect, followArticleLink, test, waitForHydration } from './fixtures'

// The document head in the browser comes from plugins/client-head (the
// server writes it with react-helmet-async). What a reader, a browser tab or
// a crawler running scripts sees: after a client-side navigation the head
// describes the new page, exactly as that page's own HTML does.

/** The head's managed tags and the <html> attributes, comparable. */
function describeHead(page: Page) {
  return page.evaluate(() => {
    // JSON-LD compares as data: the build's HTML minifier reorders its keys.
    const sorted = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sorted)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([key, item]) => [key, sorted(item)]),
            )
          : value
    const text = (node: Element) =>
      node.getAttribute('type') === 'application/ld+json'
        ? JSON.stringify(sorted(JSON.parse(node.textContent ?? '')))
        : node.textContent
    const tags = [...document.head.querySelectorAll('[data-rh="true"]')]
      .map((node) => {
        const attributes = [...node.attributes]
          .filter((attribute) => attribute.name !== 'data-rh')
          .map((attribute) => `${attribute.name}=${attribute.value}`)
          .sort()
        return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${text(node)}`
      })
      .filter((tag) => !tag.startsWith('<title'))
      .sort()
    const html = document.documentElement
    return {
      title: document.title,
      tags,
      lang: html.lang,
      dir: html.dir,
      classes: [...html.classList].sort(),
    }
  })
}

test('after client-side navigation the head is the new page’s own', async ({
  page,
}) => {
  // The head dblclick's own HTML carries, once hydrated.
  await page.goto('/api/commands/dblclick')
  await waitForHydration(page)
  const own = await describeHead(page)
  expect(own.title).toBe('dblclick | Cypress Documentation')

  await page.goto('/api/commands/click')
  await waitForHydration(page)
  await followArticleLink(page, '.dblclick()')
  await expect(page).toHaveURL(/\/api\/commands\/dblclick$/)
  await expect(page).toHaveTitle('dblclick | Cypress Documentation')
  await expect.poll(() => describeHead(page)).toEqual(own)
})

test('the server’s head tags are kept through hydration, none doubled', async ({
  page,
}) => {
  await page.goto('/api/commands/click')
  const server = await describeHead(page)
  await waitForHydration(page)
  // One frame for the head to be applied.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(resolve)),
  )
  const hydrated = await describeHead(page)
  expect(hydrated.tags).toEqual(server.tags)
  expect(hydrated.title).toBe(server.title)
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(1)
  expect(await page.locator('head meta[name="description"]').count()).toBe(1)
  await expect(page.locator('html')).toHaveAttribute(
    'data-has-hydrated',
    'true',
  )
})

test('leaving a doc page for the home page drops the doc’s head', async ({
  page,
}) => {
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Cypress Documentation home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle(/Cypress Documentation/)
  await expect(page.locator('html')).not.toHaveClass(/docs-doc-page/)
  await expect(
    page.locator('head script[type="application/ld+json"]'),
  ).toHaveCount(0)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/$/,
  )
})
