import type { Page } from '@playwright/test'

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
  await page.keyboard.press('ArrowDown')
  await expect(item('Copy page as Markdown')).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(item('Copy link')).toBeFocused()
  await page.keyboard.press('Home')
  await expect(item('Copy page as Markdown')).toBeFocused()
  await page.keyboard.press('End')
  await expect(item('Copy link')).toBeFocused()
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
  await expect(item('Copy link')).toBeFocused()
  // Tab past the last item leaves the menu, which closes.
  await page.keyboard.press('Tab')
  await expect(menu).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

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
