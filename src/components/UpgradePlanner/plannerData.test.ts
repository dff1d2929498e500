import { describe, expect, it } from 'vitest'

import {
  earlierReleases,
  majorSections,
  releases,
  type Release,
} from '../../data/changelog'
import { changelog } from './data'
import { planUpgrade } from './plan'
import { plannerChangelog, type PlannerRelease } from './plannerData'

/**
 * The planner's slice of the changelog (./plannerData.ts) is what the site
 * ships to the planner's page in place of the whole changelog
 * (plugins/upgrade-planner-data). Whatever the planner reads must survive
 * the slicing: a plan made from the slice is the plan made from the whole.
 */

const whole: readonly Release[] = [...releases, ...earlierReleases]
const sliced: readonly PlannerRelease[] = [
  ...changelog.releases,
  ...changelog.earlierReleases,
]

/** The first release of each major the changelog lists, oldest first. */
const firstOfEachMajor = [...new Set(whole.map((r) => r.version.split('.')[0]))]
  .map((major) =>
    whole.filter((r) => r.version.split('.')[0] === major).at(-1)!,
  )
  .map((release) => release.version)
  .reverse()

/** From every major's first release to every later one, and to the newest. */
const choices = firstOfEachMajor.flatMap((from, i) =>
  [...firstOfEachMajor.slice(i + 1), releases[0].version].map((to) => ({
    from,
    to,
  })),
)

describe('the planner’s slice of the changelog', () => {
  it('covers plans across every major', () => {
    expect(choices.length).toBeGreaterThan(50)
    expect(firstOfEachMajor).toContain('10.0.0')
    expect(firstOfEachMajor.at(-1)).toBe('15.0.0')
  })

  it.each(choices)(
    'plans $from to $to as the whole changelog does',
    (choice) => {
      const fromWhole = planUpgrade(choice, whole)
      expect(fromWhole.kind).toBe('plan')
      expect(planUpgrade(choice, sliced)).toEqual(fromWhole)
    },
  )

  it('lists the same releases, in the same order', () => {
    expect(changelog.releases.map((r) => r.version)).toEqual(
      releases.map((r) => r.version),
    )
    expect(changelog.earlierReleases.map((r) => r.version)).toEqual(
      earlierReleases.map((r) => r.version),
    )
  })

  it('keeps each release’s date, breaking changes, deprecations and bundled versions', () => {
    const byVersion = new Map(sliced.map((r) => [r.version, r]))
    for (const release of whole) {
      const slice = byVersion.get(release.version)
      expect(slice, release.version).toEqual({
        version: release.version,
        date: release.date,
        ...(release.breaking?.length ? { breaking: release.breaking } : {}),
        ...(release.deprecations?.length
          ? { deprecations: release.deprecations }
          : {}),
        ...(release.bundled && Object.keys(release.bundled).length > 0
          ? { bundled: release.bundled }
          : {}),
      })
    }
  })

  it('gives each major the first release and date the Changelog page shows', () => {
    const sections = majorSections()
    expect(changelog.majors.map((m) => m.major)).toEqual(
      sections.map((s) => s.major),
    )
    const byMajor = Object.fromEntries(
      changelog.majors.map((m) => [m.major, m]),
    )
    expect(byMajor[13]).toEqual({
      major: 13,
      first: '13.0.0',
      date: '2023-08-29',
    })
    expect(byMajor[0]).toMatchObject({ first: '0.3.3' })
    for (const { major, first, date } of changelog.majors) {
      expect(first, `Cypress ${major}`).toMatch(/^\d+\.\d+\.\d+$/)
      expect(date, `Cypress ${major}`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('leaves out the fixes, features and summaries the planner never shows', () => {
    const json = JSON.stringify(changelog)
    expect(json).not.toContain(releases[0].fixes![0].text)
    expect(json.length).toBeLessThan(
      JSON.stringify({ releases, earlierReleases }).length / 4,
    )
  })

  it('is plain JSON, so the build can write it as a module', () => {
    expect(JSON.parse(JSON.stringify(changelog))).toEqual(changelog)
  })
})

describe('plannerChangelog', () => {
  it('omits empty fields and keeps a major’s own first release and date', () => {
    const listed: Release[] = [
      {
        version: '3.0.1',
        date: '2024-02-01',
        breaking: [],
        fixes: [{ text: 'A fix.' }],
        bundled: {},
      },
      {
        version: '3.0.0',
        date: '2024-01-01',
        summary: 'A major.',
        deprecations: [{ text: 'Deprecates A.' }],
        bundled: { node: '20.0.0' },
      },
    ]
    const earlier: Release[] = [
      { version: '2.1.0', date: '2023-05-01', breaking: [{ text: 'B.' }] },
    ]
    expect(
      plannerChangelog(listed, earlier, [
        { major: 3, releases: listed, earlier: false },
        {
          major: 2,
          first: '2.0.0',
          date: '2023-01-01',
          releases: earlier,
          earlier: true,
        },
      ]),
    ).toEqual({
      releases: [
        { version: '3.0.1', date: '2024-02-01' },
        {
          version: '3.0.0',
          date: '2024-01-01',
          deprecations: [{ text: 'Deprecates A.' }],
          bundled: { node: '20.0.0' },
        },
      ],
      earlierReleases: [
        { version: '2.1.0', date: '2023-05-01', breaking: [{ text: 'B.' }] },
      ],
      majors: [
        { major: 3, first: '3.0.0', date: '2024-01-01' },
        { major: 2, first: '2.0.0', date: '2023-01-01' },
      ],
    })
  })
})
