/**
 * Search relevance over the real docs: every query of the relevance set must
 * find its page in the top three. Prints the top-1 and top-3 rates
 * (`npm run search:relevance`).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  buildIndex,
  loadIndex,
  runQuery,
} from '../../plugins/local-search/engine'
import { docToRecords } from '../../plugins/local-search/records'
import { listDocPages } from '../../scripts/docSamples.mjs'
import { docRoute, readFrontMatter } from '../../src/config/docRoutes'
import { relevanceQueries } from './queries'

const docsDir = path.resolve(__dirname, '../../docs')

/** The sidebar section of a doc: its folder's `_category_.json` label. */
function sectionOf(file: string): string | null {
  const category = path.join(path.dirname(file), '_category_.json')
  if (!existsSync(category)) return null
  return (
    (JSON.parse(readFileSync(category, 'utf8')) as { label?: string }).label ??
    null
  )
}

const pages = listDocPages(docsDir).map((file: string) => {
  const source = readFileSync(file, 'utf8')
  const route = docRoute(path.relative(docsDir, file), source)
  const fields = readFrontMatter(source)?.fields ?? {}
  return { file, source, permalink: route.path, fields }
})
const index = loadIndex(
  buildIndex(
    pages.flatMap(({ file, source, permalink, fields }) =>
      docToRecords({
        source,
        permalink,
        title: fields.title ?? path.basename(file),
        description: fields.description,
        section: sectionOf(file),
      }),
    ),
  ),
)
const existing = new Set(pages.map((page) => page.permalink))

/** The distinct pages of the first hits, best first. */
function topPages(query: string, count: number): string[] {
  const { hits } = runQuery(index, { query, hitsPerPage: 50 })
  const found: string[] = []
  for (const hit of hits) {
    const page = hit.url.split('#')[0]
    if (!found.includes(page)) found.push(page)
    if (found.length === count) break
  }
  return found
}

const measured = relevanceQueries.filter(({ page }) => existing.has(page))
const waiting = relevanceQueries.filter(({ page }) => !existing.has(page))

describe('search relevance', () => {
  it('the set has at least 40 queries', () => {
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(40)
  })

  it.each(
    measured
      .filter((entry) => !entry.knownMiss)
      .map((entry) => [entry.query, entry.page]),
  )('"%s" finds %s in the top three', (query, page) => {
    const top = topPages(query, 3)
    expect(top, `top three for "${query}": ${top.join(', ')}`).toContain(page)
  })

  it.each(
    measured
      .filter((entry) => entry.knownMiss)
      .map((entry) => [entry.query, entry.page]),
  )(
    '"%s" is still a known miss (remove the note once it passes)',
    (query, page) => {
      expect(topPages(query, 3)).not.toContain(page)
    },
  )

  it('prints the rates', () => {
    const top1 = measured.filter(
      ({ query, page }) => topPages(query, 1)[0] === page,
    )
    const top3 = measured.filter(({ query, page }) =>
      topPages(query, 3).includes(page),
    )
    const rate = (n: number) => `${((100 * n) / measured.length).toFixed(1)}%`
    console.log(
      [
        `search relevance over ${measured.length} queries whose page exists:`,
        `  top-1 ${top1.length}/${measured.length} (${rate(top1.length)})`,
        `  top-3 ${top3.length}/${measured.length} (${rate(top3.length)})`,
        `  known misses: ${
          measured
            .filter((entry) => entry.knownMiss)
            .map((entry) => `"${entry.query}"`)
            .join(', ') || 'none'
        }`,
        `  waiting for ${new Set(waiting.map((entry) => entry.page)).size} pages: ${[...new Set(waiting.map((entry) => entry.page))].join(', ')}`,
      ].join('\n'),
    )
    expect(measured.length).toBeGreaterThan(0)
  })
})
