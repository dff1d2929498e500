import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  changeKinds,
  changelogAnchor,
  changeLinks,
  earlierMajors,
  earlierReleases,
  lineSegments,
  majorSections,
  releases,
  splitFinalStop,
  type Change,
  type Release,
} from '.'
import recorded from './recorded.json'

/** `[major, minor, patch]` of a `major.minor.patch` version. */
function parts(version: string): [number, number, number] {
  const [major, minor, patch] = version.split('.').map(Number)
  return [major, minor, patch]
}

/** Negative when a is older than b, positive when newer, 0 when equal. */
function compareVersions(a: string, b: string): number {
  const [pa, pb] = [parts(a), parts(b)]
  for (let i = 0; i < 3; i++) {
    if (pa[i] !== pb[i]) return pa[i] - pb[i]
  }
  return 0
}

/** Every change of a release with the list it belongs to. */
function changes(release: Release): [string, Change][] {
  return changeKinds.flatMap(({ key }) =>
    (release[key] ?? []).map((change): [string, Change] => [key, change]),
  )
}

const documented = JSON.parse(
  readFileSync(
    path.resolve(__dirname, '../../../node_modules/cypress/package.json'),
    'utf8',
  ),
).version as string

const both = { releases, earlierReleases }
const all = [...releases, ...earlierReleases]

/** What Cypress recorded for one release: its changes and GitHub numbers. */
interface Recorded {
  date: string
  changes: number
  issues: number[]
  prs: number[]
}
const record = recorded as Record<string, Recorded>

describe('the changelog data', () => {
  it('starts at the documented Cypress version', () => {
    expect(releases[0].version).toBe(documented)
  })

  it('has only major.minor.patch versions, each once', () => {
    const versions = all.map((release) => release.version)
    expect(versions.filter((v) => !/^\d+\.\d+\.\d+$/.test(v))).toEqual([])
    const seen = new Set<string>()
    const twice = versions.filter((v) => seen.has(v) || !seen.add(v))
    expect(twice, `listed twice: ${twice.join(', ')}`).toEqual([])
  })

  it.each(Object.entries(both))('lists %s newest first', (_, list) => {
    const misplaced = list
      .slice(1)
      .filter(
        (release, i) => compareVersions(list[i].version, release.version) <= 0,
      )
      .map((release) => release.version)
    expect(misplaced, `out of order: ${misplaced.join(', ')}`).toEqual([])
  })

  it('keeps releases from 10.0.0 in releases and older ones in earlierReleases', () => {
    expect(releases.filter((r) => parts(r.version)[0] < 10)).toEqual([])
    expect(earlierReleases.filter((r) => parts(r.version)[0] >= 10)).toEqual([])
  })

  it('gives every release a real ISO date, never after a newer release', () => {
    const bad = all.filter((release) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(release.date)) return true
      const parsed = new Date(`${release.date}T00:00:00Z`)
      return (
        Number.isNaN(parsed.getTime()) ||
        parsed.toISOString().slice(0, 10) !== release.date
      )
    })
    expect(bad.map((r) => `${r.version}: ${r.date}`)).toEqual([])
    const later = all
      .slice(1)
      .filter((release, i) => release.date > all[i].date)
      .map((release) => release.version)
    expect(later, `dated after a newer release: ${later.join(', ')}`).toEqual(
      [],
    )
  })

  it('has no empty release and no empty list', () => {
    expect(
      all.filter((r) => changes(r).length === 0).map((r) => r.version),
    ).toEqual([])
    const emptyLists = all.flatMap((release) =>
      changeKinds
        .filter(({ key }) => release[key]?.length === 0)
        .map(({ key }) => `${release.version} ${key}`),
    )
    expect(emptyLists).toEqual([])
  })

  it('has trimmed lines that end a sentence, with balanced code spans', () => {
    const texts = all.flatMap((release) => [
      ...changes(release).map(
        ([kind, change]) =>
          [`${release.version} ${kind}`, change.text] as const,
      ),
      ...(release.summary
        ? [[`${release.version} summary`, release.summary] as const]
        : []),
    ])
    const bad = texts
      .filter(
        ([, text]) =>
          text.trim() === '' ||
          text !== text.trim() ||
          !/[.!?]$/.test(text) ||
          (text.match(/`/g)?.length ?? 0) % 2 !== 0,
      )
      .map(([where, text]) => `${where}: "${text}"`)
    expect(bad).toEqual([])
  })

  it('names issues and pull requests by positive number, each once', () => {
    const bad = all.flatMap((release) =>
      changes(release)
        .filter(([, { issues = [], prs = [] }]) =>
          [issues, prs].some(
            (list) =>
              list.some((n) => !Number.isInteger(n) || n <= 0) ||
              new Set(list).size !== list.length,
          ),
        )
        .map(([kind, change]) => `${release.version} ${kind}: ${change.text}`),
    )
    expect(bad).toEqual([])
  })

  it('gives bundled versions as dotted numbers', () => {
    const bad = all.flatMap((release) =>
      Object.entries(release.bundled ?? {})
        .filter(([, version]) => !/^\d+(\.\d+)+$/.test(version ?? ''))
        .map(([name, version]) => `${release.version} ${name}: ${version}`),
    )
    expect(bad).toEqual([])
  })

  it('gives the whole bundle 10.0.0 shipped, the first release the page lists in full', () => {
    const first = releases.at(-1)!
    expect(first.version).toBe('10.0.0')
    expect(Object.keys(first.bundled ?? {}).sort()).toEqual([
      'chromium',
      'electron',
      'node',
    ])
  })
})

describe('the changelog against what Cypress recorded', () => {
  const listed = new Map(releases.map((release) => [release.version, release]))

  it('lists exactly the recorded releases from 10.0.0 to the documented version', () => {
    const recordedVersions = Object.keys(record)
    expect(
      recordedVersions.filter((v) => !listed.has(v)),
      'recorded but not listed',
    ).toEqual([])
    expect(
      [...listed.keys()].filter((v) => !(v in record)),
      'listed but not recorded',
    ).toEqual([])
  })

  it.each(Object.entries(record))(
    '%s has its date and every recorded change, issue and pull request',
    (version, { date, changes: count, issues, prs }) => {
      const release = listed.get(version)
      expect(release, `${version} is not listed`).toBeDefined()
      expect(release!.date).toBe(date)
      const listedChanges = changes(release!).map(([, change]) => change)
      expect(
        listedChanges.length,
        `${version} lists ${listedChanges.length} changes; Cypress recorded ${count}`,
      ).toBeGreaterThanOrEqual(count)
      const named = new Set(listedChanges.flatMap((c) => c.issues ?? []))
      const merged = new Set(listedChanges.flatMap((c) => c.prs ?? []))
      expect(
        issues.filter((n) => !named.has(n)),
        `${version}: issues no change names`,
      ).toEqual([])
      expect(
        prs.filter((n) => !merged.has(n)),
        `${version}: pull requests no change names`,
      ).toEqual([])
    },
  )
})

describe('the summaries of earlier majors', () => {
  it('cover every major before 10 that a listed earlier release belongs to', () => {
    const summarized = new Set(earlierMajors.map((entry) => entry.major))
    const missing = earlierReleases
      .map((release) => parts(release.version)[0])
      .filter((major) => !summarized.has(major))
    expect([...new Set(missing)]).toEqual([])
  })

  it('are majors before 10, newest first, once each, with real dates', () => {
    const majors = earlierMajors.map((entry) => entry.major)
    expect(majors.every((major) => major < 10)).toBe(true)
    expect(majors).toEqual([...majors].sort((a, b) => b - a))
    expect(new Set(majors).size).toBe(majors.length)
    for (const entry of earlierMajors) {
      expect(new Date(`${entry.date}T00:00:00Z`).toISOString()).toContain(
        entry.date,
      )
      expect(entry.date < releases.at(-1)!.date).toBe(true)
      expect(entry.summary).toBe(entry.summary.trim())
      expect(entry.summary).toMatch(/[.!?]$/)
    }
  })
  it("give the date of the major's first release where that release is listed", () => {
    const dates = new Map(all.map((release) => [release.version, release.date]))
    const bad = earlierMajors
      .map(({ major, first = `${major}.0.0`, date }) => [first, date] as const)
      .filter(([first, date]) => dates.has(first) && dates.get(first) !== date)
      .map(([first, date]) => `${first}: ${date}, listed ${dates.get(first)}`)
    expect(bad).toEqual([])
  })
})

describe('changelogAnchor', () => {
  it('turns dots into dashes, one anchor per release', () => {
    expect(changelogAnchor('15.3.0')).toBe('15-3-0')
    expect(changelogAnchor('12.17.4')).toBe('12-17-4')
    const anchors = all.map((release) => changelogAnchor(release.version))
    expect(new Set(anchors).size).toBe(anchors.length)
  })
})

describe('majorSections', () => {
  const release = (version: string): Release => ({
    version,
    date: '2020-01-01',
    fixes: [{ text: 'A fix.' }],
  })

  it('groups releases under their major, newest first, summaries before 10', () => {
    const sections = majorSections(
      [release('11.0.0'), release('10.1.0'), release('10.0.0')],
      [release('4.0.0')],
      [
        { major: 5, date: '2020-08-19', summary: 'Five.' },
        { major: 4, date: '2020-02-06', summary: 'Four.' },
      ],
    )
    expect(
      sections.map((s) => [
        s.major,
        s.earlier,
        s.releases.map((r) => r.version),
        s.first,
        s.summary,
      ]),
    ).toEqual([
      [11, false, ['11.0.0'], undefined, undefined],
      [10, false, ['10.1.0', '10.0.0'], undefined, undefined],
      [5, true, [], '5.0.0', 'Five.'],
      [4, true, ['4.0.0'], '4.0.0', 'Four.'],
    ])
  })
})

describe('lineSegments', () => {
  const known = new Set(['13.6.0', '14.0.0'])

  it.each([
    [
      '`cy.press()` works.',
      [
        ['code', 'cy.press()'],
        ['text', ' works.'],
      ],
    ],
    [
      'Fixed a regression from 13.6.0.',
      [
        ['text', 'Fixed a regression from '],
        ['release', '13.6.0'],
        ['text', '.'],
      ],
    ],
    [
      'Fixed regressions from 14.0.0.',
      [
        ['text', 'Fixed regressions from '],
        ['release', '14.0.0'],
        ['text', '.'],
      ],
    ],
    [
      'A regression introduced in 14.0.0.',
      [
        ['text', 'A regression introduced in '],
        ['release', '14.0.0'],
        ['text', '.'],
      ],
    ],
    [
      'Needs 14.0.0, a regression from 9.7.0.',
      [['text', 'Needs 14.0.0, a regression from 9.7.0.']],
    ],
    ['`a regression from 14.0.0`', [['code', 'a regression from 14.0.0']]],
  ])('%s', (line, expected) => {
    expect(lineSegments(line, known).map((s) => [s.kind, s.value])).toEqual(
      expected,
    )
  })
})

describe('splitFinalStop', () => {
  it.each([
    ['Works again.', 'Works again', '.'],
    ['Is it fixed?', 'Is it fixed?', ''],
    ['Wait for it...', 'Wait for it...', ''],
  ])('%s', (line, sentence, stop) => {
    expect(splitFinalStop(line)).toEqual({ sentence, stop })
  })
})

describe('changeLinks', () => {
  it('links issues, then pull requests, in cypress-io/cypress', () => {
    expect(changeLinks({ text: 'A fix.', issues: [1], prs: [2] })).toEqual([
      { label: '#1', url: 'https://github.com/cypress-io/cypress/issues/1' },
      { label: '#2', url: 'https://github.com/cypress-io/cypress/pull/2' },
    ])
  })
})

describe('the changelog page', () => {
  const page = readFileSync(
    path.resolve(__dirname, '../../../docs/guides/references/changelog.mdx'),
    'utf8',
  )

  it('has a "## Cypress N" section showing each major, newest first', () => {
    const shown = [
      ...page.matchAll(
        /^## Cypress (\d+)\n\n<Changelog major=\{(\d+)\} \/>$/gm,
      ),
    ].map(([, heading, prop]) => [Number(heading), Number(prop)])
    expect(shown).toEqual(
      majorSections().map((section) => [section.major, section.major]),
    )
  })
})
