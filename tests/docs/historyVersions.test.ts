import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { mdxTables, parseMdx } from '../../src/lib/mdx.mjs'
import {
  changelogAnchor,
  earlierReleases,
  releases,
} from '../../src/data/changelog'

/**
 * Every `## History` table in the docs names Cypress versions. Each version
 * must be a release the changelog (`src/data/changelog`) lists, from 10.0.0
 * on or among the earlier releases History tables need, so a reader can
 * follow it to the release notes. Each version links to its changelog entry.
 */

const root = path.resolve(__dirname, '../..')
const docsDir = path.join(root, 'docs')
const CHANGELOG = 'guides/references/changelog.mdx'

/**
 * The changelog page of the docs tree a page belongs to: the nearest folder
 * above it, up to docs/, that holds one (docs/ itself, or the root of a
 * copied docs tree such as scripts/tripled-site.mjs makes).
 */
function changelogPageFor(file: string): string {
  let dir = path.dirname(file)
  while (dir.startsWith(docsDir) && dir !== docsDir) {
    if (existsSync(path.join(dir, CHANGELOG))) return path.join(dir, CHANGELOG)
    dir = path.dirname(dir)
  }
  return path.join(docsDir, CHANGELOG)
}

const listed = new Set(
  [...releases, ...earlierReleases].map((release) => release.version),
)

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return mdxFiles(full)
    return entry.name.endsWith('.mdx') ? [full] : []
  })
}

interface HistoryCell {
  page: string
  line: number
  cell: string
}

/** The first cell of every row of each page's `## History` table. */
function historyCells(file: string): HistoryCell[] {
  const source = readFileSync(file, 'utf8')
  const tree = parseMdx(source)
  const h2Lines: { line: number; text: string }[] = []
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      const text = source
        .slice(node.position?.start.offset, node.position?.end.offset)
        .replace(/^##\s+/, '')
        .trim()
      h2Lines.push({ line: node.position?.start.line ?? 0, text })
    }
  }
  const page = path.relative(root, file)
  return h2Lines.flatMap((heading, i) => {
    if (heading.text !== 'History') return []
    const end = h2Lines[i + 1]?.line ?? Infinity
    return mdxTables(source)
      .filter((table) => table.line > heading.line && table.line < end)
      .flatMap((table) =>
        table.rows.map((row) => ({ page, line: row.line, cell: row.cells[0] })),
      )
  })
}

const cells = mdxFiles(docsDir).flatMap(historyCells)

/** The versions a cell names, linked or not. */
function versionsIn(cell: string): string[] {
  return [...cell.matchAll(/\b\d+\.\d+\.\d+\b/g)].map(([version]) => version)
}

describe('History tables', () => {
  it('exist, so this check has something to check', () => {
    expect(cells.length).toBeGreaterThan(0)
  })

  it('name a version in every row', () => {
    const bad = cells
      .filter(({ cell }) => versionsIn(cell).length === 0)
      .map(({ page, line, cell }) => `${page}:${line} "${cell}"`)
    expect(bad).toEqual([])
  })

  it('name only versions the changelog has', () => {
    const missing = cells.flatMap(({ page, line, cell }) =>
      versionsIn(cell)
        .filter((version) => !listed.has(version))
        .map((version) => `${page}:${line} ${version}`),
    )
    expect(
      missing,
      `add these releases to src/data/changelog or fix the rows: ${missing.join(', ')}`,
    ).toEqual([])
  })

  it('link each listed version to its changelog entry', () => {
    const bad = cells.flatMap(({ page, line, cell }) =>
      versionsIn(cell)
        .filter((version) => listed.has(version))
        .filter((version) => {
          const target = path
            .relative(
              path.dirname(path.join(root, page)),
              changelogPageFor(path.join(root, page)),
            )
            .split(path.sep)
            .join('/')
          return !cell.includes(
            `[${version}](${target}#${changelogAnchor(version)})`,
          )
        })
        .map((version) => `${page}:${line} ${version}`),
    )
    expect(bad, `link these version cells: ${bad.join(', ')}`).toEqual([])
  })
})
