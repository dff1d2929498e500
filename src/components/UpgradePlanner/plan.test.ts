import { describe, expect, it } from 'vitest'

import type { Release } from '../../data/changelog'
import {
  choiceSearch,
  compareVersions,
  documentedVersion,
  listedReleases,
  majorsOverview,
  planSummary,
  planUpgrade,
  readChoice,
  versionOptions,
  type Plan,
  type PlanOutcome,
} from './plan'

/** A small changelog, newest first, as the data lists it. */
const listed: Release[] = [
  {
    version: '3.1.0',
    date: '2024-03-01',
    bundled: { node: '22.1.0', chromium: '130.0.1' },
  },
  {
    version: '3.0.0',
    date: '2024-01-01',
    breaking: [{ text: 'Three breaks A.' }, { text: 'Three breaks B.' }],
    deprecations: [{ text: 'Three deprecates C.' }],
    bundled: { node: '20.0.0', electron: '30.0.0' },
  },
  {
    version: '2.5.0',
    date: '2023-11-01',
    deprecations: [{ text: 'Two deprecates D.' }],
  },
  { version: '2.4.1', date: '2023-10-01', fixes: [{ text: 'A fix.' }] },
  {
    version: '2.0.0',
    date: '2023-01-01',
    breaking: [{ text: 'Two breaks E.' }],
    bundled: { node: '18.0.0' },
  },
  { version: '1.9.0', date: '2022-12-01' },
]

const plan = (from: string, to: string) =>
  planUpgrade({ from, to }, listed) as Plan

describe('compareVersions', () => {
  it.each([
    ['12.17.4', '15.3.0', -1],
    ['15.3.0', '12.17.4', 1],
    ['9.7.0', '10.0.0', -1],
    ['10.10.0', '10.9.0', 1],
    ['0.20.2', '0.3.3', 1],
    ['13.0.0', '13.0.0', 0],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign)
  })

  it('names the value that is not a version', () => {
    expect(() => compareVersions('13.0', '13.0.0')).toThrow('"13.0"')
  })
})

describe('readChoice and choiceSearch', () => {
  it.each([
    ['?from=12.17.4&to=15.3.0', { from: '12.17.4', to: '15.3.0' }],
    ['?from=12.17.4', { from: '12.17.4', to: documentedVersion }],
    ['', { from: '', to: documentedVersion }],
    ['?to=14.0.0', { from: '', to: '14.0.0' }],
    ['?from=%2012.17.4%20&to=', { from: '12.17.4', to: documentedVersion }],
  ])('%s reads as %o', (search, choice) => {
    expect(readChoice(search)).toEqual(choice)
  })

  it.each([
    [{ from: '12.17.4', to: '15.3.0' }, '', '?from=12.17.4&to=15.3.0'],
    [{ from: '', to: '15.3.0' }, '', '?to=15.3.0'],
    [
      { from: '13.0.0', to: '14.0.0' },
      '?ref=chat&from=9.7.0',
      '?ref=chat&from=13.0.0&to=14.0.0',
    ],
  ])('%o with %s becomes %s', (choice, current, search) => {
    expect(choiceSearch(choice, current)).toBe(search)
  })

  it('reads back what it writes', () => {
    const choice = { from: '10.0.0', to: '13.6.5' }
    expect(readChoice(choiceSearch(choice))).toEqual(choice)
  })
})

describe('planUpgrade: what there is to plan', () => {
  it.each<[string, string, string, PlanOutcome['kind']]>([
    ['no version chosen yet', '', '3.1.0', 'choose'],
    ['a version the changelog does not list', '2.4.0', '3.1.0', 'unknown'],
    ['a target it does not list', '2.0.0', '4.0.0', 'unknown'],
    ['the same version twice', '2.5.0', '2.5.0', 'same'],
    ['a target older than the start', '3.0.0', '2.0.0', 'backwards'],
    ['two listed versions, oldest first', '1.9.0', '3.1.0', 'plan'],
  ])('%s', (_name, from, to, kind) => {
    expect(planUpgrade({ from, to }, listed).kind).toBe(kind)
  })

  it('names the field and value that are not listed', () => {
    expect(planUpgrade({ from: '2.4.0', to: '3.1.0' }, listed)).toEqual({
      kind: 'unknown',
      field: 'from',
      value: '2.4.0',
    })
    expect(planUpgrade({ from: '', to: '9.9.9' }, listed)).toEqual({
      kind: 'unknown',
      field: 'to',
      value: '9.9.9',
    })
  })
})

describe('planUpgrade: the plan', () => {
  it('takes the releases after `from` up to and including `to`, oldest first', () => {
    const result = plan('2.0.0', '3.0.0')
    expect(
      result.majors.flatMap((major) =>
        major.releases.map((release) => release.version),
      ),
    ).toEqual(['2.5.0', '3.0.0'])
    expect(result.releaseCount).toBe(3)
    expect(result.breakingCount).toBe(2)
    expect(result.deprecationCount).toBe(2)
  })

  it.each([
    ['1.9.0', '3.1.0', [2, 3], [2, 3]],
    ['2.0.0', '3.1.0', [2, 3], [3]],
    ['2.0.0', '2.5.0', [2], []],
    ['2.5.0', '3.1.0', [3], [3]],
  ])(
    '%s to %s: majors %o, of which %o are crossed',
    (from, to, majors, crossed) => {
      const result = plan(from, to)
      expect(result.majors.map((major) => major.major)).toEqual(majors)
      expect(
        result.majors
          .filter((major) => major.crossed)
          .map((major) => major.major),
      ).toEqual(crossed)
    },
  )

  it('gives each crossed major its Migration Guide section and each major its Changelog section', () => {
    const [two, three] = plan('1.9.0', '3.1.0').majors
    // The sample's majors 2 and 3 have no section in the real guide.
    expect(two.migration).toBeUndefined()
    expect(three.changelog).toEqual({
      page: 'guides/references/changelog',
      anchor: 'cypress-3',
      label: 'Cypress 3',
    })
    const real = planUpgrade({ from: '12.17.4', to: '13.0.0' }) as Plan
    expect(real.majors.map((major) => major.migration)).toEqual([
      {
        page: 'guides/references/migration-guide',
        anchor: 'migrating-to-cypress-130',
        label: 'Migrating to Cypress 13.0',
      },
    ])
  })

  it('keeps a release only for its breaking changes and deprecations, linked to its Changelog anchor', () => {
    const [three] = plan('2.5.0', '3.1.0').majors
    expect(three.releases).toEqual([
      {
        version: '3.0.0',
        date: '2024-01-01',
        anchor: '3-0-0',
        breaking: [{ text: 'Three breaks A.' }, { text: 'Three breaks B.' }],
        deprecations: [{ text: 'Three deprecates C.' }],
      },
    ])
  })

  it('lists the bundled versions each component moved to, Node.js first', () => {
    expect(plan('1.9.0', '3.1.0').bundled).toEqual([
      {
        name: 'Node.js',
        steps: [
          { version: '18.0.0', release: '2.0.0', anchor: '2-0-0' },
          { version: '20.0.0', release: '3.0.0', anchor: '3-0-0' },
          { version: '22.1.0', release: '3.1.0', anchor: '3-1-0' },
        ],
      },
      {
        name: 'Chromium',
        steps: [{ version: '130.0.1', release: '3.1.0', anchor: '3-1-0' }],
      },
      {
        name: 'Electron',
        steps: [{ version: '30.0.0', release: '3.0.0', anchor: '3-0-0' }],
      },
    ])
    expect(plan('2.4.1', '2.5.0').bundled).toEqual([])
  })

  it('keeps a crossed major that has nothing to show, so its section is still linked', () => {
    const result = planUpgrade({ from: '1.0.0', to: '3.0.0' }, [
      { version: '3.0.0', date: '2024-01-01' },
      { version: '1.0.0', date: '2022-01-01' },
    ]) as Plan
    expect(result.majors.map((major) => [major.major, major.crossed])).toEqual([
      [2, true],
      [3, true],
    ])
  })
})

describe('planUpgrade on the changelog', () => {
  it('from 12.17.4 to 15.3.0 crosses 13, 14 and 15, each starting with its x.0.0', () => {
    const result = planUpgrade({ from: '12.17.4', to: '15.3.0' }) as Plan
    expect(result.kind).toBe('plan')
    const crossed = result.majors.filter((major) => major.crossed)
    expect(crossed.map((major) => major.major)).toEqual([13, 14, 15])
    expect(crossed.map((major) => major.releases[0].version)).toEqual([
      '13.0.0',
      '14.0.0',
      '15.0.0',
    ])
    expect(result.breakingCount).toBeGreaterThan(0)
    expect(result.partial).toBe(false)
    expect(result.bundled.map((entry) => entry.name)).toEqual([
      'Node.js',
      'Chromium',
      'Electron',
    ])
  })

  it('marks a plan that starts before 10.0.0 as partial', () => {
    const result = planUpgrade({ from: '9.7.0', to: '10.0.0' }) as Plan
    expect(result.partial).toBe(true)
    expect(result.majors[0].migration?.anchor).toBe('migrating-to-cypress-100')
  })

  it('offers every listed release once, newest first, grouped by major', () => {
    const groups = versionOptions()
    const versions = groups.flatMap((group) => group.versions)
    expect(versions).toEqual(listedReleases.map((release) => release.version))
    expect(new Set(versions).size).toBe(versions.length)
    expect(versions[0]).toBe(documentedVersion)
    // No 2.x release is listed: no History table points to one.
    expect(groups.map((group) => group.major)).toEqual(
      [...Array(16).keys()].reverse().filter((major) => major !== 2),
    )
  })

  it('lists every major, newest first, with its first release and its sections', () => {
    const overview = majorsOverview()
    expect(overview.map((major) => major.major)).toEqual(
      [...Array(16).keys()].reverse(),
    )
    const byMajor = Object.fromEntries(overview.map((m) => [m.major, m]))
    expect(byMajor[13]).toMatchObject({ first: '13.0.0', date: '2023-08-29' })
    expect(byMajor[0].first).toBe('0.3.3')
    expect(byMajor[3].migration).toBeUndefined()
    expect(byMajor[4].migration?.anchor).toBe('migrating-to-cypress-40')
  })
})

describe('planSummary', () => {
  it.each<{ outcome: PlanOutcome; summary: string }>([
    {
      outcome: { kind: 'choose', to: '15.3.0' },
      summary: 'Choose the version you are on to plan the upgrade to 15.3.0.',
    },
    {
      outcome: { kind: 'unknown', field: 'from', value: '12.99.0' },
      summary:
        'The changelog lists no release 12.99.0. Choose the version you are on from the list.',
    },
    {
      outcome: { kind: 'unknown', field: 'to', value: '99.0.0' },
      summary:
        'The changelog lists no release 99.0.0. Choose the version you are going to from the list.',
    },
    {
      outcome: { kind: 'same', version: '14.0.0' },
      summary: 'You are already on 14.0.0: there is nothing to upgrade.',
    },
    {
      outcome: { kind: 'backwards', from: '15.3.0', to: '12.17.4' },
      summary:
        '12.17.4 is older than 15.3.0. Choose a later version to go to, or swap the two.',
    },
    {
      outcome: plan('1.9.0', '3.1.0'),
      summary:
        'From 1.9.0 to 3.1.0: 5 releases, 2 major versions to cross (2 and 3), 3 breaking changes and 2 deprecations.',
    },
    {
      outcome: plan('2.5.0', '3.0.0'),
      summary:
        'From 2.5.0 to 3.0.0: 1 release, 1 major version to cross (3), 2 breaking changes and 1 deprecation.',
    },
    {
      outcome: plan('2.0.0', '2.5.0'),
      summary:
        'From 2.0.0 to 2.5.0: 2 releases, no major version to cross, 0 breaking changes and 1 deprecation.',
    },
  ])('says "$summary"', ({ outcome, summary }) => {
    expect(planSummary(outcome)).toBe(summary)
  })
})
