import type { Page } from '@playwright/test'

import {
  expect,
  followArticleLink,
  test,
  untilIdle,
  waitForHydration,
} from '../../tests/e2e/fixtures'

// Code blocks are highlighted by plugins/code-highlighting: at build time for
// every code fence, in the browser (Prism, loaded on demand) only for code a
// component builds at run time. What a reader sees: coloured tokens in every
// language the docs use, on the first load and after client-side navigation,
// and a copy button that copies the code.

const PRISM_CHUNK = /\/assets\/js\/prism\.[0-9a-f]+\.js$/

/** Records the URLs of the scripts the page requests. */
function scriptRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
  return urls
}

test('code blocks are highlighted in each language the docs use', async ({
  page,
}) => {
  await page.goto('/guides/guides/command-line')
  const shell = page.locator('pre.language-sh')
  await expect(shell.locator('.token-line').first()).toBeVisible()
  await expect(shell.locator('.token:not(.plain)').first()).toBeVisible()

  await page.goto('/api/commands/click')
  const string = page.locator('pre.language-js .token.string').first()
  await expect(string).toBeVisible()
  // Token colours come from the Prism theme, inline, and differ from the
  // block's plain text.
  const plain = page.locator('pre.language-js .token-line').first()
  const colorOf = (node: Element) => getComputedStyle(node).color
  expect(await string.evaluate(colorOf)).not.toBe(await plain.evaluate(colorOf))
})

test('the server-rendered blocks are kept: not re-rendered after hydration, not re-highlighted', async ({
  page,
}) => {
  await page.goto('/api/commands/click', { waitUntil: 'networkidle' })
  await waitForHydration(page)
  await untilIdle(page)
  const block = page.locator('pre.language-js').first()
  // Re-rendered lines would carry the style as the DOM serializes it
  // ("color: rgb(...)"); the server's markup says "color:#...". Prism's
  // automatic mode would replace the lines with its own markup.
  const line = await block.locator('.token-line').first().getAttribute('style')
  expect(line).toMatch(/^color:#[0-9a-f]{6}$/i)
  expect(await page.evaluate(() => 'Prism' in window)).toBe(false)
})

test('blocks rendered by client-side navigation are highlighted too', async ({
  page,
}) => {
  await page.goto('/api/commands/click')
  await followArticleLink(page, '.dblclick()')
  await expect(page).toHaveURL(/\/api\/commands\/dblclick$/)
  await expect(
    page.locator('pre.language-js .token.string').first(),
  ).toBeVisible()
})

test('the copy button copies the code as text', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/api/commands/click')
  const block = page.locator('.theme-code-block').filter({
    has: page.locator('pre.language-js'),
  })
  const first = block.first()
  const code = (await first.locator('.token-line').allTextContents()).join('\n')
  await first.hover()
  await first.getByRole('button', { name: /copy/i }).click()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied.trim()).toBe(code.trim())
  expect(copied).not.toContain('token')
})

test('code fences arrive highlighted: the page loads no Prism, before or after hydration', async ({
  page,
}) => {
  const scripts = scriptRequests(page)
  await page.goto('/api/commands/click', { waitUntil: 'networkidle' })
  await waitForHydration(page)
  await expect(
    page.locator('pre.language-js .token.string').first(),
  ).toBeVisible()
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((url) => PRISM_CHUNK.test(url))).toEqual([])
})

test('package-manager tabs are highlighted at build time, with no Prism in the page', async ({
  page,
}) => {
  const scripts = scriptRequests(page)
  await page.goto('/guides/getting-started/installing-cypress')
  await waitForHydration(page)
  // :::package-managers wrote the npm, yarn and pnpm blocks while the docs
  // compiled (plugins/example-tabs), so the build highlighted them.
  const command = page
    .getByRole('tabpanel')
    .filter({ hasText: 'npm install --save-dev cypress' })
    .locator('pre.language-bash')
  await expect(command.locator('.token.function').first()).toHaveText('npm')
  await page.getByRole('tab', { name: 'pnpm' }).first().click()
  await expect(
    page
      .getByRole('tabpanel')
      .filter({ hasText: 'pnpm add --save-dev cypress' }),
  ).toBeVisible()
  expect(scripts.filter((url) => PRISM_CHUNK.test(url))).toEqual([])
})

test.describe('word wrap', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  /** Counts reads of a <pre>'s scrollWidth: a code block being measured. */
  async function countCodeBlockMeasures(page: Page) {
    await page.addInitScript(() => {
      const scrollWidth = Object.getOwnPropertyDescriptor(
        Element.prototype,
        'scrollWidth',
      )!
      const win = window as unknown as { preMeasures: number }
      win.preMeasures = 0
      Object.defineProperty(Element.prototype, 'scrollWidth', {
        get(this: Element) {
          if (this.tagName === 'PRE') win.preMeasures += 1
          return scrollWidth.get!.call(this)
        },
      })
    })
    return () =>
      page.evaluate(
        () => (window as unknown as { preMeasures: number }).preMeasures,
      )
  }

  /** The first JavaScript block on the page whose code fits, or not. */
  async function jsBlock(page: Page, code: 'fits' | 'wider than the block') {
    const blocks = page.locator('.theme-code-block').filter({
      has: page.locator('pre.language-js'),
    })
    const index = await blocks.evaluateAll(
      (nodes, wide) =>
        nodes.findIndex((node) => {
          const pre = node.querySelector('pre')!
          return pre.scrollWidth > pre.clientWidth === wide
        }),
      code !== 'fits',
    )
    expect(
      index,
      `a JavaScript block whose code ${code}`,
    ).toBeGreaterThanOrEqual(0)
    return blocks.nth(index)
  }

  test('a block wider than the screen offers word wrap once the reader reaches it, and wraps', async ({
    page,
  }) => {
    const measures = await countCodeBlockMeasures(page)
    await page.goto('/api/commands/click', { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await untilIdle(page)
    // Hydration alone measures nothing: that would lay out the whole page
    // and render every wide block a second time.
    expect(await measures()).toBe(0)

    const block = await jsBlock(page, 'wider than the block')
    const pre = block.locator('pre')
    const overflow = () =>
      pre.evaluate((node) => node.scrollWidth - node.clientWidth)

    await block.hover()
    const wrap = block.getByRole('button', { name: 'Toggle word wrap' })
    await expect(wrap).toBeVisible()
    await wrap.click()
    await expect(pre.locator('code')).toHaveCSS('white-space', 'pre-wrap')
    expect(await overflow()).toBe(0)
    // Wrapped, the block fits, and the button stays to unwrap it.
    await wrap.click()
    await expect(pre.locator('code')).toHaveCSS('white-space', 'pre')
    expect(await overflow()).toBeGreaterThan(0)
  })

  test('a block that fits offers copy and no word wrap', async ({ page }) => {
    await page.goto('/api/commands/click')
    await waitForHydration(page)
    const block = await jsBlock(page, 'fits')
    await block.hover()
    await expect(block.getByRole('button', { name: /copy/i })).toBeVisible()
    await expect(
      block.getByRole('button', { name: 'Toggle word wrap' }),
    ).toHaveCount(0)
  })
})
