import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { axeViolations } from './axe'
import { expect, test, waitForHydration } from './fixtures'
import { batches, sitemapPaths } from './sitemapPages'

/**
 * The page sweeps, split by what can differ.
 *
 * - Every page in the sitemap loads once: it answers 200, hydrates with no
 *   console error, shows its title as an h1, and its own content (the one
 *   part that differs from page to page) has no serious or critical axe
 *   violation (WCAG 2.2 A and AA). The list comes from the built sitemap, so
 *   new pages join; batches are shared by the workers.
 * - Each template, thoroughly: the home page, the plugin directory, the
 *   search page, the not-found page, and a doc page for each kind (guide,
 *   command, reference table, FAQ, changelog) and for each component the
 *   docs use, are scanned whole (navbar, sidebar, table of contents, footer)
 *   in both colour modes. What the templates share, every page shares.
 */

const paths = sitemapPaths()
const root = path.resolve(__dirname, '../..')

/**
 * Colour contrast depends on the theme's and the components' colours, not
 * on what a page writes: the template scans check it whole, in both colour
 * modes, on each template and on the first page of every component the docs
 * use. It is also the slowest rule, about half of a long page's scan
 * (changelog 10.0 against 4.5 s), so the sweep of every page leaves it to
 * them and checks what each page's own content decides: text alternatives,
 * headings, names, lists, tables, ARIA.
 */
const perPageSkips = ['color-contrast']

/** The serious and critical violations, one line each. */
async function seriousViolations(
  page: Page,
  where: string,
  include?: string,
  skipRules: readonly string[] = [],
): Promise<string[]> {
  return (await axeViolations(page, include, { skipRules }))
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ impact, id, help, nodes }) => {
      const targets = nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')
      return `${where} [${impact}] ${id}: ${help} (${nodes.length}×: ${targets})`
    })
}

test('the sitemap lists the site', () => {
  expect(paths.length).toBeGreaterThan(5)
  expect(paths).toContain('/guides/overview/why-cypress')
})

for (const [index, batch] of batches(paths).entries()) {
  test(`sitemap pages ${index + 1}/${batches(paths).length} render an h1 without console errors, their content passing axe (${batch[0]} …)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(batch.length * 15_000)
    const problems: string[] = []
    for (const pagePath of batch) {
      const response = await page.goto(`${baseURL}${pagePath}`)
      expect(response?.status(), pagePath).toBe(200)
      await waitForHydration(page)
      await expect(page.locator('h1').first(), pagePath).toBeVisible()
      // A doc's title and content, or the whole of another page's main
      // area (ThemeClassNames' public classes).
      const content = (await page.locator('.theme-doc-markdown').count())
        ? '.theme-doc-markdown'
        : '.theme-layout-main'
      problems.push(
        ...(await seriousViolations(page, pagePath, content, perPageSkips)),
      )
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
}

/** The public path of a doc file: its `slug`, or its path under docs/. */
function docRoute(file: string): string {
  const source = readFileSync(path.join(root, 'docs', file), 'utf8')
  const slug = /^---\n[\s\S]*?^slug:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(
    source,
  )?.[1]
  return slug ?? `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`
}

/** For each component the docs use (`<Name`), the first page using it. */
function componentPages(): string[] {
  const files = readdirSync(path.join(root, 'docs'), {
    recursive: true,
    encoding: 'utf8',
  })
    .filter((file) => /\.mdx?$/.test(file) && !/(^|\/)_/.test(file))
    .sort()
  const first = new Map<string, string>()
  for (const file of files) {
    const source = readFileSync(path.join(root, 'docs', file), 'utf8')
    for (const [, name] of source.matchAll(/<([A-Z][A-Za-z]+)[\s/>]/g)) {
      if (!first.has(name)) first.set(name, docRoute(file))
    }
  }
  return [...new Set(first.values())].filter((route) => paths.includes(route))
}

const templates = [
  ...new Set([
    '/',
    '/plugins/',
    '/search?q=retry',
    '/guides/overview/why-cypress',
    '/api/commands/click',
    '/guides/references/configuration',
    '/guides/references/changelog',
    '/faq/questions/using-cypress-faq',
    ...componentPages(),
  ]),
]

const templateBatches = batches([...templates, '/no-such-page'], 8)

for (const theme of ['light', 'dark'] as const) {
  for (const [index, batch] of templateBatches.entries()) {
    test(`templates ${index + 1}/${templateBatches.length} pass axe whole in ${theme} mode (${batch[0]} …)`, async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      // A ceiling, not a wait: a whole-page axe scan of a long page with
      // many figures took over 20 s on the 2-core machine at a load average
      // of 12-16 (a batch of 8 ran out of 160 s there, while the same batch
      // in the other colour mode took 84 s).
      test.setTimeout(batch.length * 45_000)
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode)
      }, theme)
      const problems: string[] = []
      for (const pagePath of batch) {
        await page.goto(`${baseURL}${pagePath}`)
        await waitForHydration(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        problems.push(...(await seriousViolations(page, pagePath)))
      }
      expect(problems, problems.join('\n')).toEqual([])
      if (batch.includes('/no-such-page')) {
        // The browser reports the not-found page's 404 itself; nothing
        // else may fail.
        expect(consoleErrors).toEqual([
          expect.stringContaining('status of 404'),
        ])
        consoleErrors.length = 0
      }
    })
  }
}
