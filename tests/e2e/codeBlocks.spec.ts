import { expect, test } from './fixtures'

// Code blocks are highlighted by plugins/code-highlighting (Prism with the
// docs' languages only). What a reader sees: coloured tokens in every
// language the docs use, on the first load and after client-side navigation,
// and a copy button that copies the code.

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
  await page.waitForTimeout(300)
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
  await page
    .getByRole('article')
    .getByRole('link', { name: '.dblclick()' })
    .first()
    .click()
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
