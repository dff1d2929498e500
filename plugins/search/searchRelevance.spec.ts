import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { relevanceQueries } from './relevanceQueries'
import { expect, test, waitForHydration } from '../../tests/e2e/fixtures'

/**
 * Search relevance as a reader meets it: every query of the relevance set
 * (relevanceQueries.ts) is typed into the modal of the built site, and
 * its page must be among the first three pages the modal lists, in the order
 * it shows them (grouped by section). Prints the top-1 and top-3 rates
 * (`npm run search:relevance`). Every hit shown must land on a heading its
 * page has.
 */

const buildDir = path.resolve(__dirname, '../../build')

/** The doc routes the build has, read from its sitemap. */
const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')
const existing = new Set(
  [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    ([, route]) => route.replace(/\/$/, '') || '/',
  ),
)
const measured = relevanceQueries.filter(({ page }) => existing.has(page))
const waiting = [
  ...new Set(
    relevanceQueries
      .filter(({ page }) => !existing.has(page))
      .map(({ page }) => page),
  ),
]

/** The hrefs the modal lists for `query`, in the order it shows them. */
async function modalHits(page: Page, query: string): Promise<string[]> {
  const input = page.getByPlaceholder('Search docs')
  await input.fill('')
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(0)
  await input.fill(query)
  const hits = page.locator('.DocSearch-Hit a')
  await expect(
    page.locator('.DocSearch-Hit, .DocSearch-NoResults').first(),
  ).toBeVisible()
  return hits.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )
}

/** The page a hit lands on. */
const pageOf = (href: string) => href.split('#')[0]

/** The distinct pages of the first hits, best first. */
function topPages(hrefs: readonly string[], count: number): string[] {
  const found: string[] = []
  for (const href of hrefs) {
    const route = pageOf(href)
    if (!found.includes(route)) found.push(route)
    if (found.length === count) break
  }
  return found
}

const ids = new Map<string, Set<string>>()
function idsOf(route: string): Set<string> {
  let found = ids.get(route)
  if (!found) {
    const html = readFileSync(path.join(buildDir, route, 'index.html'), 'utf8')
    found = new Set(
      [...html.matchAll(/\sid=(?:"([^"]+)"|([^\s>]+))/g)].map(
        ([, quoted, bare]) => quoted ?? bare,
      ),
    )
    ids.set(route, found)
  }
  return found
}

test.describe.configure({ mode: 'serial' })

test('search relevance: each query finds its page in the first three', async ({
  page,
}) => {
  test.setTimeout(180_000)
  expect(relevanceQueries.length).toBeGreaterThanOrEqual(40)
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await page.keyboard.press('Control+k')

  const misses: string[] = []
  const stillMissing: string[] = []
  const fixedKnownMisses: string[] = []
  const badAnchors: string[] = []
  let top1 = 0
  let top3 = 0
  for (const entry of measured) {
    const hrefs = await modalHits(page, entry.query)
    const pages = topPages(hrefs, 3)
    if (pages[0] === entry.page) top1++
    const found = pages.includes(entry.page)
    if (found) top3++
    if (!found && !entry.knownMiss) {
      misses.push(`"${entry.query}": ${entry.page} not in ${pages.join(', ')}`)
    }
    if (found && entry.knownMiss) fixedKnownMisses.push(`"${entry.query}"`)
    if (!found && entry.knownMiss) stillMissing.push(`"${entry.query}"`)
    for (const href of hrefs) {
      const [route, anchor] = href.split('#')
      if (anchor && !idsOf(route).has(decodeURIComponent(anchor))) {
        badAnchors.push(href)
      }
    }
  }
  const rate = (n: number) => `${((100 * n) / measured.length).toFixed(1)}%`
  console.log(
    [
      `search relevance over ${measured.length} queries whose page exists:`,
      `  top-1 ${top1}/${measured.length} (${rate(top1)})`,
      `  top-3 ${top3}/${measured.length} (${rate(top3)})`,
      `  known misses: ${stillMissing.join(', ') || 'none'}`,
      `  waiting for ${waiting.length} pages: ${waiting.join(', ') || 'none'}`,
    ].join('\n'),
  )
  expect(misses, 'queries whose page is not in the first three').toEqual([])
  expect(
    fixedKnownMisses,
    'known misses that now pass: remove their knownMiss note',
  ).toEqual([])
  expect(
    badAnchors,
    'hits that point at a heading their page does not have',
  ).toEqual([])
  expect(top3 / measured.length).toBeGreaterThanOrEqual(0.95)
})
