/**
 * Release notes of the Cypress App, rendered by `src/components/Changelog` on
 * `/guides/references/changelog`.
 *
 * - `releases`: every release from 10.0.0 to the documented version, newest
 *   first, each with all the changes Cypress recorded for it (one file per
 *   major: `v15.ts` … `v10.ts`).
 * - `earlierReleases`: releases before 10.0.0 that a History table on a
 *   command or API page points to (`before10.ts`).
 * - `earlierMajors`: a summary of each major before 10 (`earlierMajors.ts`).
 *
 * Dates are the release dates Cypress published. `changelog.test.ts`
 * validates the data against `recorded.json` (the number of changes and the
 * issue and pull request numbers Cypress recorded for each release);
 * `tests/docs/historyVersions.test.ts` checks that every version a History
 * table names is listed here.
 */
import { earlierReleases } from './before10'
import { earlierMajors } from './earlierMajors'
import type { EarlierMajor, Release } from './types'
import { releases10 } from './v10'
import { releases11 } from './v11'
import { releases12 } from './v12'
import { releases13 } from './v13'
import { releases14 } from './v14'
import { releases15 } from './v15'

export { earlierMajors, earlierReleases }
export * from './lines'
export * from './types'

export const releases: Release[] = [
  ...releases15,
  ...releases14,
  ...releases13,
  ...releases12,
  ...releases11,
  ...releases10,
]

/** A major version as the changelog page shows it: an h2 with its releases. */
export interface MajorSection {
  major: number
  /** A summary of the major, for majors before 10. */
  summary?: string
  /** The date of the major's first release, before 10. */
  date?: string
  /** That first release: `major.0.0`, or 0.3.3 for 0.x. */
  first?: string
  /** Its listed releases, newest first (before 10: only those History rows name). */
  releases: Release[]
  /** True before 10.0.0, where a release lists only what History rows need. */
  earlier: boolean
}

function majorOf(version: string): number {
  return Number(version.split('.')[0])
}

/** Every major, newest first, with its releases and, before 10, its summary. */
export function majorSections(
  listed: readonly Release[] = releases,
  earlier: readonly Release[] = earlierReleases,
  summaries: readonly EarlierMajor[] = earlierMajors,
): MajorSection[] {
  const sections = new Map<number, MajorSection>()
  const section = (major: number, isEarlier: boolean) => {
    let found = sections.get(major)
    if (!found) {
      found = { major, releases: [], earlier: isEarlier }
      sections.set(major, found)
    }
    return found
  }
  for (const release of listed)
    section(majorOf(release.version), false).releases.push(release)
  for (const { major, date, first, summary } of summaries) {
    Object.assign(section(major, true), {
      date,
      first: first ?? `${major}.0.0`,
      summary,
    })
  }
  for (const release of earlier)
    section(majorOf(release.version), true).releases.push(release)
  return [...sections.values()].sort((a, b) => b.major - a.major)
}
