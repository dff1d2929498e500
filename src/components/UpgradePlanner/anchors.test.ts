import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createSlugger } from '@docusaurus/utils'
import { describe, expect, it } from 'vitest'

import { readFrontMatter } from '../../lib/mdx.mjs'
import {
  changelogMajorAnchor,
  majorsOverview,
  migrationSections,
  migrationTitle,
  plannerPages,
} from './plan'

/**
 * The planner links each major to its Migration Guide section and its
 * Changelog section by heading id: these fail, naming the heading, when a
 * page loses or renames one (the build would fail too, but only on the
 * links the server renders).
 */

const docsDir = path.resolve(__dirname, '../../../docs')

/** The `##` headings of a doc (outside code fences) and the ids Docusaurus gives them. */
function h2Headings(page: string): Map<string, string> {
  const source = readFileSync(path.join(docsDir, `${page}.mdx`), 'utf8')
  const slugger = createSlugger()
  const headings = new Map<string, string>()
  let fenced = false
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = !fenced && /^(#{2,6})\s+(.*?)\s*$/.exec(line)
    if (!heading) continue
    // Every heading takes its slug in turn, so repeated texts get -1, -2.
    const text = heading[2].replace(/`/g, '')
    const id = slugger.slug(text)
    if (heading[1] === '##') headings.set(id, text)
  }
  return headings
}

describe('the pages the planner links to', () => {
  it.each(Object.values(plannerPages))(
    'docs/%s.mdx keeps its path (no slug or id of its own)',
    (page) => {
      const source = readFileSync(path.join(docsDir, `${page}.mdx`), 'utf8')
      const { fields = {} } = readFrontMatter(source) ?? {}
      expect(fields.slug ?? fields.id).toBeUndefined()
    },
  )
})

describe('the Migration Guide sections', () => {
  const headings = h2Headings(plannerPages.migrationGuide)

  it.each(Object.entries(migrationSections))(
    'Cypress %s links to an existing "## Migrating to Cypress N.0"',
    (major, anchor) => {
      expect(
        headings.get(anchor),
        `docs/${plannerPages.migrationGuide}.mdx has no ## heading with the id "${anchor}"; update migrationSections in src/components/UpgradePlanner/plan.ts (its ## ids: ${[...headings.keys()].join(', ')})`,
      ).toBe(migrationTitle(Number(major)))
    },
  )

  it('every "## Migrating to Cypress N.0" has its entry', () => {
    const sections = [...headings.values()].flatMap((text) => {
      const major = /^Migrating to Cypress (\d+)\.0$/.exec(text)?.[1]
      return major ? [Number(major)] : []
    })
    expect(sections.length).toBeGreaterThanOrEqual(12)
    expect(
      sections.filter((major) => !(major in migrationSections)),
      'add these majors to migrationSections in src/components/UpgradePlanner/plan.ts',
    ).toEqual([])
  })
})

describe('the Changelog sections', () => {
  const ids = h2Headings(plannerPages.changelog)

  it('has a "## Cypress N" for every major the planner lists', () => {
    const missing = majorsOverview()
      .map(({ major }) => changelogMajorAnchor(major))
      .filter((anchor) => !ids.has(anchor))
    expect(
      missing,
      `docs/${plannerPages.changelog}.mdx has no ## heading with these ids`,
    ).toEqual([])
  })
})
