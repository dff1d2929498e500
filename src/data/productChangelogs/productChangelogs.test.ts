import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { readFrontMatter } from '../../lib/mdx.mjs'
import {
  changelogYears,
  docPath,
  entriesOfYear,
  itemSegments,
  productChangelogs,
  products,
  weekAnchor,
  weekLabel,
  type ItemSegment,
  type Product,
} from '.'

const docsDir = path.resolve(__dirname, '../../../docs')

/** The changelog page of each product. */
const pages: Record<Product, string> = {
  'ui-coverage': 'guides/cloud/ui-coverage/changelog.mdx',
  accessibility: 'guides/cloud/accessibility/changelog.mdx',
}

/** The anchor Docusaurus gives a heading: its explicit id, or its slug. */
function headingId(heading: string): string {
  const explicit = /\{\/\*\s*#([\w-]+)\s*\*\/\}|\{#([\w-]+)\}/.exec(heading)
  if (explicit) return explicit[1] ?? explicit[2]
  return heading
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** The heading ids of a doc, outside code fences. */
function headingIds(file: string): Set<string> {
  const ids = new Set<string>()
  let fenced = false
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = !fenced && /^#{2,6}\s+(.*)$/.exec(line)
    if (heading) ids.add(headingId(heading[1]))
  }
  return ids
}

/** Why a link target is wrong, or undefined when it leads to a heading of a doc. */
function linkProblem(to: string): string | undefined {
  const [file, anchor] = to.split('#')
  if (/^[a-z]+:|^\/|^\.|^docs\//.test(file) || !file.endsWith('.mdx')) {
    return `"${to}" is not a doc file under docs/ (write it as guides/…/page.mdx#anchor; links to other sites are left out)`
  }
  const full = path.join(docsDir, file)
  if (!existsSync(full)) return `"${to}": docs/${file} does not exist`
  const fields = readFrontMatter(readFileSync(full, 'utf8'))?.fields ?? {}
  if (fields.slug || fields.id) {
    return `"${to}": docs/${file} sets its own ${fields.slug ? 'slug' : 'id'}, so its path is not ${docPath(file)}; link another page or teach docPath about it`
  }
  if (anchor !== undefined && !headingIds(full).has(anchor)) {
    return `"${to}": docs/${file} has no heading with the id "${anchor}" (it has ${[...headingIds(full)].join(', ')})`
  }
  return undefined
}

const links = (segments: ItemSegment[]) =>
  segments.flatMap((segment) => (segment.kind === 'link' ? [segment] : []))

describe.each(products)('the %s changelog', (product) => {
  const entries = productChangelogs[product]
  const items = entries.flatMap((entry) =>
    entry.items.map((item) => ({ week: entry.week, ...item })),
  )

  it('has entries, each with at least one item', () => {
    expect(entries.length).toBeGreaterThan(0)
    const empty = entries.filter((entry) => entry.items.length === 0)
    expect(empty.map((entry) => `${entry.week} has no items`)).toEqual([])
  })

  it('dates every week with a real ISO date, newest first, each once', () => {
    const bad = entries
      .map((entry) => entry.week)
      .filter((week) => {
        const parsed = new Date(`${week}T00:00:00Z`)
        return (
          !/^\d{4}-\d{2}-\d{2}$/.test(week) ||
          Number.isNaN(parsed.getTime()) ||
          parsed.toISOString().slice(0, 10) !== week
        )
      })
    expect(bad, 'write weeks as YYYY-MM-DD, a real day').toEqual([])
    const misplaced = entries
      .slice(1)
      .filter((entry, i) => entry.week >= entries[i].week)
      .map((entry) => `${entry.week} is not older than the week above it`)
    expect(misplaced, 'list weeks newest first, each once').toEqual([])
  })

  it('gives every item a short title without a final stop and no links', () => {
    const bad = items
      .filter(
        ({ title }) =>
          title.trim() === '' ||
          title !== title.trim() ||
          /[.:;,]$/.test(title) ||
          /[[\]]/.test(title) ||
          title.length > 60 ||
          (title.match(/`/g)?.length ?? 0) % 2 !== 0,
      )
      .map(({ week, title }) => `${week}: "${title}"`)
    expect(
      bad,
      'titles are a few words (60 characters at most), balanced `code`, no link, no final punctuation',
    ).toEqual([])
    const twice = entries.flatMap((entry) => {
      const seen = new Set<string>()
      return entry.items
        .filter((item) => seen.has(item.title) || !seen.add(item.title))
        .map((item) => `${entry.week}: "${item.title}" twice`)
    })
    expect(twice).toEqual([])
  })

  it('writes every text as trimmed sentences ending with a period, with balanced code spans', () => {
    const bad = items
      .filter(
        ({ text }) =>
          text.trim() === '' ||
          text !== text.trim() ||
          !/\.$/.test(text) ||
          (text.match(/`/g)?.length ?? 0) % 2 !== 0,
      )
      .map(({ week, title, text }) => `${week} "${title}": "${text}"`)
    expect(bad).toEqual([])
  })

  it('writes links only as [label](doc.mdx#anchor), and no bare URLs', () => {
    const bad = items
      .filter(({ text }) => {
        const rest = itemSegments(text)
          .filter((segment) => segment.kind === 'text')
          .map((segment) => segment.value)
          .join('')
        return /\]\(|\[|\]|https?:\/\//.test(rest)
      })
      .map(({ week, title }) => `${week} "${title}"`)
    expect(
      bad,
      'a link is [label](guides/…/page.mdx), with no space before the parenthesis; links to other sites are left out',
    ).toEqual([])
  })

  it('links only to docs that exist, at headings they have', () => {
    const problems = items.flatMap(({ week, title, text }) =>
      links(itemSegments(text)).flatMap((link) => {
        const problem = linkProblem(link.to)
        return problem ? [`${week} "${title}": ${problem}`] : []
      }),
    )
    expect(problems).toEqual([])
  })

  it('is shown on its page, one "## YYYY" section per year, newest first', () => {
    const page = readFileSync(path.join(docsDir, pages[product]), 'utf8')
    const shown = [
      ...page.matchAll(
        /^## (\d{4})\n\n<ProductChangelog product="([\w-]+)" year=\{(\d{4})\} \/>$/gm,
      ),
    ].map(([, heading, name, year]) => [Number(heading), name, Number(year)])
    expect(
      shown,
      `docs/${pages[product]} shows each year as "## YYYY" followed by <ProductChangelog product="${product}" year={YYYY} />`,
    ).toEqual(changelogYears(entries).map((year) => [year, product, year]))
    const all = changelogYears(entries).flatMap((year) =>
      entriesOfYear(entries, year),
    )
    expect(all).toEqual(entries)
  })
})

describe('weekLabel and weekAnchor', () => {
  it.each([
    ['2026-05-18', 'Week of May 18, 2026', 'week-of-2026-05-18'],
    ['2026-02-06', 'Week of Feb 6, 2026', 'week-of-2026-02-06'],
    ['2023-12-31', 'Week of Dec 31, 2023', 'week-of-2023-12-31'],
  ])('%s', (week, label, anchor) => {
    expect(weekLabel(week)).toBe(label)
    expect(weekAnchor(week)).toBe(anchor)
  })
})

describe('itemSegments', () => {
  it.each([
    ['Plain text.', [{ kind: 'text', value: 'Plain text.' }]],
    [
      'Use `views` here.',
      [
        { kind: 'text', value: 'Use ' },
        { kind: 'code', value: 'views' },
        { kind: 'text', value: ' here.' },
      ],
    ],
    [
      'See [Views](guides/a.mdx#b).',
      [
        { kind: 'text', value: 'See ' },
        {
          kind: 'link',
          to: 'guides/a.mdx#b',
          label: [{ kind: 'text', value: 'Views' }],
        },
        { kind: 'text', value: '.' },
      ],
    ],
    [
      '[`profiles`](guides/a.mdx) and `[not a link](x)`.',
      [
        {
          kind: 'link',
          to: 'guides/a.mdx',
          label: [{ kind: 'code', value: 'profiles' }],
        },
        { kind: 'text', value: ' and ' },
        { kind: 'code', value: '[not a link](x)' },
        { kind: 'text', value: '.' },
      ],
    ],
  ])('%s', (text, expected) => {
    expect(itemSegments(text)).toEqual(expected)
  })
})

describe('docPath', () => {
  it.each([
    ['guides/cloud/ui-coverage/views.mdx', '/guides/cloud/ui-coverage/views'],
    [
      'guides/guides/command-line.mdx#--tag',
      '/guides/guides/command-line#--tag',
    ],
  ])('%s', (to, expected) => {
    expect(docPath(to)).toBe(expected)
  })
})

describe('headingId', () => {
  it.each([
    ['`profiles`', 'profiles'],
    ['Selectors and `documentScope`', 'selectors-and-documentscope'],
    [
      'Grouping in your markup: `data-cy-ui-group`',
      'grouping-in-your-markup-data-cy-ui-group',
    ],
    ['`--tag`', '--tag'],
    [
      'UI Coverage and Cypress Accessibility <Badge kind="premium-ui-coverage" />',
      'ui-coverage-and-cypress-accessibility',
    ],
    ['What is it? {/* #what-is-it */}', 'what-is-it'],
  ])('%s', (heading, id) => {
    expect(headingId(heading)).toBe(id)
  })
})
