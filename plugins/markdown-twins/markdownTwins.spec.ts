import { readFileSync } from 'node:fs'
import path from 'node:path'

import { checkBuild } from './checkBuild'
import { expect, test } from '../../tests/e2e/fixtures'

/**
 * The build's documents for tools (plugins/markdown-twins): every doc page
 * of the sitemap has a clean `.md` twin its head links to, and /llms.txt and
 * /llms-full.txt list exactly the doc pages.
 */

const buildDir = path.resolve(__dirname, '../../build')

test('every doc page has its Markdown twin, and llms.txt lists exactly the doc pages', () => {
  const { docPages, problems } = checkBuild(buildDir)
  // Fewer would mean the check no longer recognises doc pages at all.
  expect(docPages.length).toBeGreaterThan(200)
  expect(problems, problems.slice(0, 20).join('\n')).toEqual([])
})

test('a twin is served as Markdown, and its page links to it', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/commands/click.md')
  expect(response.status()).toBe(200)
  const markdown = await response.text()
  expect(markdown).toMatch(/^---\ntitle: click\n/)
  expect(markdown).toContain('## Syntax')
  expect(markdown).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]|^import /m)
  await page.goto('/api/commands/click')
  await expect(
    page.locator('head link[rel="alternate"][type="text/markdown"]'),
  ).toHaveAttribute('href', '/api/commands/click.md')
  const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8')
  expect(llms).toMatch(/^# /)
  expect(llms).toContain('/api/commands/click.md)')
})
