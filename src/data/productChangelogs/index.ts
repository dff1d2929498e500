/**
 * The changelogs of the Cypress Cloud products UI Coverage and Cypress
 * Accessibility, rendered by `src/components/ProductChangelog` on
 * `/guides/cloud/ui-coverage/changelog` and
 * `/guides/cloud/accessibility/changelog`.
 *
 * Cypress dates these changes by week ("Week of May 18, 2026"), not by
 * release: each entry is one such week, newest first, with the changes it
 * announced. `productChangelogs.test.ts` validates every entry, its links
 * and the two pages.
 */
import { formatShortUtcDate } from '../../lib/shortUtcDate'
import { accessibility } from './accessibility'
import type { Product, ProductChangelogEntry } from './types'
import { uiCoverage } from './uiCoverage'

export * from './types'

export const productChangelogs: Record<Product, ProductChangelogEntry[]> = {
  'ui-coverage': uiCoverage,
  accessibility,
}

/** What the product is called on its pages. */
export const productNames: Record<Product, string> = {
  'ui-coverage': 'UI Coverage',
  accessibility: 'Cypress Accessibility',
}

/** "Week of May 18, 2026" for "2026-05-18", the same on the server and in any zone. */
export function weekLabel(week: string): string {
  return `Week of ${formatShortUtcDate(new Date(`${week}T00:00:00Z`), 'en')}`
}

/** The anchor of a week's heading: `week-of-2026-05-18`. */
export function weekAnchor(week: string): string {
  return `week-of-${week}`
}

/** The years a product's changelog covers, newest first. */
export function changelogYears(
  entries: readonly ProductChangelogEntry[],
): number[] {
  return [...new Set(entries.map((entry) => Number(entry.week.slice(0, 4))))]
}

/** A product's weeks in one year, newest first. */
export function entriesOfYear(
  entries: readonly ProductChangelogEntry[],
  year: number,
): ProductChangelogEntry[] {
  return entries.filter((entry) => entry.week.startsWith(`${year}-`))
}

/** A piece of an item's text: plain text, a code span or a link to a doc. */
export type ItemSegment =
  | { kind: 'text'; value: string }
  | { kind: 'code'; value: string }
  | {
      kind: 'link'
      /** The doc's file under `docs/`, with an optional `#anchor`. */
      to: string
      label: Exclude<ItemSegment, { kind: 'link' }>[]
    }

const CODE_OR_LINK = /`([^`]+)`|\[((?:[^\]`]|`[^`]*`)+)\]\(([^)\s]+)\)/g

/**
 * An item's text in pieces: backtick spans become code, and
 * `[label](guides/…/page.mdx#anchor)` a link whose label may hold code.
 */
export function itemSegments(text: string): ItemSegment[] {
  const segments: ItemSegment[] = []
  let last = 0
  for (const match of text.matchAll(CODE_OR_LINK)) {
    if (match.index > last) {
      segments.push({ kind: 'text', value: text.slice(last, match.index) })
    }
    if (match[1] !== undefined) {
      segments.push({ kind: 'code', value: match[1] })
    } else {
      segments.push({
        kind: 'link',
        to: match[3],
        label: itemSegments(match[2]) as Exclude<
          ItemSegment,
          { kind: 'link' }
        >[],
      })
    }
    last = match.index + match[0].length
  }
  if (last < text.length) {
    segments.push({ kind: 'text', value: text.slice(last) })
  }
  return segments
}

/**
 * The site path of a doc named by its file under `docs/`: the docs are
 * served from the site root, and the pages these changelogs link to keep
 * the path of their file (no `slug` or `id`; the test checks).
 */
export function docPath(to: string): string {
  const [file, anchor] = to.split('#')
  return `/${file.replace(/\.mdx$/, '')}${anchor ? `#${anchor}` : ''}`
}
