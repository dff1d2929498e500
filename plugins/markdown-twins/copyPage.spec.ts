import type { Page } from '@playwright/test'

import { axeViolations } from '../../tests/e2e/axe'
import {
  expect,
  refuseStorage,
  test,
  waitForHydration,
} from '../../tests/e2e/fixtures'

// "Copy page" beside a doc page's title (plugins/markdown-twins/copyPage): copies
// the page's Markdown twin (plugins/markdown-twins writes `<route>.md`),
// links to it, or copies the page's address. Its menu loads on first use.

const doc = '/api/commands/click'
const twin = `${doc}.md`

function copyButton(page: Page) {
  return page.getByRole('button', { name: 'Copy page', exact: true })
}

function status(page: Page) {
  return page.getByRole('article').getByRole('status')
}

async function openDoc(page: Page) {
  await page.goto(doc)
  await waitForHydration(page)
}

test('copies the page as Markdown: the clipboard holds the .md file', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const response = await request.get(twin)
  expect(response.status(), `${twin} is served`).toBe(200)
  const markdown = await response.text()
  expect(markdown.length).toBeGreaterThan(0)

  await openDoc(page)
  await copyButton(page).click()
  await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click()
  await expect(status(page)).toHaveText('Copied the page as Markdown.')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(copyButton(page)).toBeFocused()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    markdown,
  )
})

test('Open as Markdown links to the twin; Copy link copies the address', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`${doc}#syntax`)
  await waitForHydration(page)
  await copyButton(page).click()
  await expect(
    page.getByRole('menuitem', { name: 'Open as Markdown' }),
  ).toHaveAttribute('href', twin)
  await page.getByRole('menuitem', { name: 'Copy link' }).click()
  await expect(status(page)).toHaveText('Copied the link to this page.')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(new URL(doc, page.url()).href)
})

test('works from the keyboard: Tab, Enter, arrows, Home, End, Escape', async ({
  page,
}) => {
  await openDoc(page)
  const button = copyButton(page)
  // The control comes right after the breadcrumbs in the tab order.
  await page.getByRole('link', { name: 'Home page' }).focus()
  await page.keyboard.press('Tab')
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-haspopup', 'menu')
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const menu = page.getByRole('menu', { name: 'Copy page' })
  await expect(menu).toBeVisible()
  await expect(button).toHaveAttribute(
    'aria-controls',
    (await menu.getAttribute('id'))!,
  )
  const item = (name: string) => menu.getByRole('menuitem', { name })
  await expect(item('Copy page as Markdown')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(item('Open as Markdown')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(item('Copy link')).toBeFocused()
  // The separator is skipped.
  await page.keyboard.press('ArrowDown')
  await expect(item('Open in ChatGPT')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(item('Open in Claude')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(item('Copy page as Markdown')).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(item('Open in Claude')).toBeFocused()
  await page.keyboard.press('Home')
  await expect(item('Copy page as Markdown')).toBeFocused()
  await page.keyboard.press('End')
  await expect(item('Open in Claude')).toBeFocused()
  // Tab moves through the items too.
  await page.keyboard.press('Home')
  await page.keyboard.press('Tab')
  await expect(item('Open as Markdown')).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()

  // ArrowUp on the button opens the menu at its last item.
  await page.keyboard.press('ArrowUp')
  await expect(item('Open in Claude')).toBeFocused()
  // Tab past the last item leaves the menu, which closes.
  await page.keyboard.press('Tab')
  await expect(menu).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('Open in ChatGPT and Open in Claude open a new tab asking the assistant to read the twin; nothing leaves the site before the click', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const elsewhere: string[] = []
  context.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith('data:') && new URL(url).origin !== origin) {
      elsewhere.push(url)
    }
  })
  // The assistants' sites never load: their answer is a stand-in.
  await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Stand-in</title>',
    }),
  )
  await openDoc(page)
  // The twin where the site is published: the canonical URL's .md.
  const canonical = await page
    .locator('link[rel="canonical"]')
    .getAttribute('href')
  const twinUrl = `${canonical}.md`
  expect(twinUrl).toMatch(/^https:\/\/[^/]+\/api\/commands\/click\.md$/)

  await copyButton(page).click()
  const assistants = [
    ['ChatGPT', 'https://chatgpt.com/'],
    ['Claude', 'https://claude.ai/new'],
  ] as const
  for (const [name] of assistants) {
    await expect(
      page.getByRole('menuitem', { name: `Open in ${name}` }),
    ).toHaveAccessibleName(`Open in ${name} (opens in a new tab)`)
  }
  expect(elsewhere, 'requests before a click').toEqual([])

  for (const [name, address] of assistants) {
    if (!(await page.getByRole('menu').isVisible())) {
      await copyButton(page).click()
    }
    const item = page.getByRole('menuitem', { name: `Open in ${name}` })
    await expect(item).toHaveAttribute('target', '_blank')
    await expect(item).toHaveAttribute('rel', 'noopener noreferrer')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      item.click(),
    ])
    const opened = new URL(popup.url())
    expect(`${opened.origin}${opened.pathname}`).toBe(address)
    expect([...opened.searchParams.keys()]).toEqual(['q'])
    const prompt = opened.searchParams.get('q')!
    expect(prompt).toContain(` ${twinUrl} `)
    expect(prompt).toMatch(/^Read the Cypress documentation page at /)
    await popup.close()
    // The page stays, its menu closed.
    await expect(page.getByRole('menu')).toBeHidden()
  }
  expect(elsewhere.map((url) => new URL(url).origin)).toEqual([
    'https://chatgpt.com',
    'https://claude.ai',
  ])
})

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the open menu passes axe at ${width} px in ${theme} mode`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode)
      }, theme)
      await openDoc(page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await copyButton(page).click()
      const menu = page.getByRole('menu', { name: 'Copy page' })
      await expect(menu.getByRole('menuitem')).toHaveCount(5)
      // Every item fits the window.
      for (const item of await menu.getByRole('menuitem').all()) {
        const box = (await item.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
      const problems = (await axeViolations(page, '[role="menu"]')).map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .join(' | ')})`,
      )
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
}

test('a refused clipboard is said in the live region, pointing to the twin', async ({
  page,
}) => {
  // As when the reader or the browser denies clipboard-write.
  await page.addInitScript(() => {
    const refuse = () =>
      Promise.reject(
        new DOMException('Write permission denied.', 'NotAllowedError'),
      )
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { write: refuse, writeText: refuse, readText: refuse },
    })
  })
  await openDoc(page)
  await expect(status(page)).toHaveAttribute('aria-live', 'polite')
  await copyButton(page).click()
  await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click()
  await expect(status(page)).toHaveText(
    'Copying was blocked by the browser; use Open as Markdown.',
  )
  await expect(status(page)).toBeVisible()
  // The menu stays open, on the way that still works.
  await expect(
    page.getByRole('menuitem', { name: 'Open as Markdown' }),
  ).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(status(page)).toHaveText('')
})

test('works when the browser refuses web storage', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await refuseStorage(page)
  await openDoc(page)
  await copyButton(page).click()
  await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click()
  await expect(status(page)).toHaveText('Copied the page as Markdown.')
})

test('the menu’s code loads on first use, not with the page', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await openDoc(page)
  await page.waitForLoadState('networkidle')
  const loadedWithPage = scripts.length
  await expect(page.getByRole('menu')).toHaveCount(0)

  await copyButton(page).hover()
  await expect.poll(() => scripts.length).toBeGreaterThan(loadedWithPage)
  await copyButton(page).click()
  await expect(page.getByRole('menu')).toBeVisible()
})
