import { changelogAnchor } from '../../data/changelog/lines'
import type { Bundled, Change } from '../../data/changelog/types'
import { changelog } from './data'
import type { PlannerRelease } from './plannerData'

/**
 * The upgrade planner's logic, pure and shared by the component
 * (./index.tsx) and its Markdown form (./markdown.ts): which releases lie
 * between two versions, what they break, deprecate and bundle, which majors
 * the upgrade crosses and where the Migration Guide and the Changelog
 * describe each.
 */

/** The doc pages the planner links to, as paths under docs/ without `.mdx`. */
export const plannerPages = {
  migrationGuide: 'guides/references/migration-guide',
  changelog: 'guides/references/changelog',
} as const

/**
 * The Migration Guide's section for each major that has one: the id of its
 * `## Migrating to Cypress N.0` heading. `anchors.test.ts` fails when a
 * heading is missing, renamed, or has no entry here.
 */
export const migrationSections: Readonly<Record<number, string>> = {
  15: 'migrating-to-cypress-150',
  14: 'migrating-to-cypress-140',
  13: 'migrating-to-cypress-130',
  12: 'migrating-to-cypress-120',
  11: 'migrating-to-cypress-110',
  10: 'migrating-to-cypress-100',
  9: 'migrating-to-cypress-90',
  8: 'migrating-to-cypress-80',
  7: 'migrating-to-cypress-70',
  6: 'migrating-to-cypress-60',
  5: 'migrating-to-cypress-50',
  4: 'migrating-to-cypress-40',
}

/** The title of a major's Migration Guide section. */
export function migrationTitle(major: number): string {
  return `Migrating to Cypress ${major}.0`
}

/** The id of a major's section on the Changelog page (`## Cypress 13`). */
export function changelogMajorAnchor(major: number): string {
  return `cypress-${major}`
}

/** A link the planner shows: a doc page (path under docs/) and an anchor. */
export interface PlannerLink {
  page: (typeof plannerPages)[keyof typeof plannerPages]
  anchor: string
  label: string
}

/** A major's Migration Guide section, when the guide has one. */
function migrationLink(major: number): PlannerLink | undefined {
  const anchor = migrationSections[major]
  return anchor
    ? {
        page: plannerPages.migrationGuide,
        anchor,
        label: migrationTitle(major),
      }
    : undefined
}

/** A major's section of the Changelog. */
function changelogLink(major: number): PlannerLink {
  return {
    page: plannerPages.changelog,
    anchor: changelogMajorAnchor(major),
    label: `Cypress ${major}`,
  }
}

/** `major.minor.patch` as numbers, or undefined for anything else. */
export function parseVersion(
  version: string,
): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version)
  return match
    ? [Number(match[1]), Number(match[2]), Number(match[3])]
    : undefined
}

/** Orders versions oldest first; both must parse. */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a)
  const right = parseVersion(b)
  if (!left || !right) {
    throw new Error(
      `compareVersions: "${left ? b : a}" is not a major.minor.patch version`,
    )
  }
  for (let i = 0; i < 3; i++) {
    if (left[i] !== right[i]) return left[i] - right[i]
  }
  return 0
}

export function majorOf(version: string): number {
  return Number(version.split('.')[0])
}

/** Every release the changelog lists, newest first. */
export const listedReleases: readonly PlannerRelease[] = [
  ...changelog.releases,
  ...changelog.earlierReleases,
].sort((a, b) => compareVersions(b.version, a.version))

/** The version the docs describe, the newest the changelog lists: the default target. */
export const documentedVersion = changelog.releases[0].version

/**
 * The first release from which the changelog lists every release; before
 * it, only those the History tables point to.
 */
export const completeFrom = changelog.releases.at(-1)!.version

/** The versions to choose from, grouped by major, newest first. */
export function versionOptions(
  listed: readonly PlannerRelease[] = listedReleases,
): { major: number; versions: string[] }[] {
  const groups: { major: number; versions: string[] }[] = []
  for (const { version } of listed) {
    const major = majorOf(version)
    const group = groups.at(-1)
    if (group?.major === major) group.versions.push(version)
    else groups.push({ major, versions: [version] })
  }
  return groups
}

/** What the page's address asks for: `?from=12.17.4&to=15.3.0`. */
export interface PlanChoice {
  /** The version the reader is on; empty until they choose one. */
  from: string
  /** The version they are going to; the documented version by default. */
  to: string
}

/** Reads a choice from a query string; `to` defaults to the documented version. */
export function readChoice(
  search: string,
  defaultTo: string = documentedVersion,
): PlanChoice {
  const params = new URLSearchParams(search)
  return {
    from: params.get('from')?.trim() ?? '',
    to: params.get('to')?.trim() || defaultTo,
  }
}

/**
 * The query string for a choice, keeping the page's other parameters:
 * `?from=12.17.4&to=15.3.0`. An empty `from` is left out.
 */
export function choiceSearch(choice: PlanChoice, current = ''): string {
  const params = new URLSearchParams(current)
  params.delete('from')
  params.delete('to')
  if (choice.from) params.set('from', choice.from)
  params.set('to', choice.to)
  return `?${params.toString()}`
}

/** A release between the two versions that breaks or deprecates something. */
export interface PlanRelease {
  version: string
  date: string
  /** The release's anchor on the Changelog page. */
  anchor: string
  breaking: Change[]
  deprecations: Change[]
}

/** The releases of one major in the plan, and where to read about the major. */
export interface PlanMajor {
  major: number
  /** True when the upgrade moves into this major (it is newer than `from`'s). */
  crossed: boolean
  /** Its Migration Guide section, when it is crossed and the guide has one. */
  migration?: PlannerLink
  /** Its section on the Changelog page. */
  changelog: PlannerLink
  /** Its releases in the plan that break or deprecate something, oldest first. */
  releases: PlanRelease[]
}

/** One bundled component and the versions it moved to, oldest first. */
export interface BundledSteps {
  name: string
  steps: { version: string; release: string; anchor: string }[]
}

export interface Plan {
  kind: 'plan'
  from: string
  to: string
  /** Majors with releases in the plan, or crossed, oldest first. */
  majors: PlanMajor[]
  /** Node.js, Chromium and Electron versions the releases moved to. */
  bundled: BundledSteps[]
  /** Releases between the two, `from` excluded and `to` included. */
  releaseCount: number
  breakingCount: number
  deprecationCount: number
  /** True when the plan starts before `completeFrom`, where the changelog lists only some releases. */
  partial: boolean
}

/** Why there is no plan to show. */
export type NoPlan =
  | { kind: 'choose'; to: string }
  | { kind: 'unknown'; field: 'from' | 'to'; value: string }
  | { kind: 'same'; version: string }
  | { kind: 'backwards'; from: string; to: string }

export type PlanOutcome = Plan | NoPlan

const bundledNames: { key: keyof Bundled; name: string }[] = [
  { key: 'node', name: 'Node.js' },
  { key: 'chromium', name: 'Chromium' },
  { key: 'electron', name: 'Electron' },
]

/**
 * The plan from one listed release to a later one: the releases after
 * `from` up to and including `to`, oldest first, grouped by major, with
 * their breaking changes and deprecations, the Migration Guide section of
 * each major crossed, and the bundled versions that changed.
 */
export function planUpgrade(
  choice: PlanChoice,
  listed: readonly PlannerRelease[] = listedReleases,
): PlanOutcome {
  const known = new Set(listed.map((release) => release.version))
  const { from, to } = choice
  if (!known.has(to)) return { kind: 'unknown', field: 'to', value: to }
  if (!from) return { kind: 'choose', to }
  if (!known.has(from)) return { kind: 'unknown', field: 'from', value: from }
  const order = compareVersions(from, to)
  if (order === 0) return { kind: 'same', version: from }
  if (order > 0) return { kind: 'backwards', from, to }

  const between = listed
    .filter(
      ({ version }) =>
        compareVersions(version, from) > 0 && compareVersions(version, to) <= 0,
    )
    .sort((a, b) => compareVersions(a.version, b.version))

  const fromMajor = majorOf(from)
  const majors = new Map<number, PlanMajor>()
  const majorEntry = (major: number): PlanMajor => {
    let entry = majors.get(major)
    if (!entry) {
      const crossed = major > fromMajor
      entry = {
        major,
        crossed,
        migration: crossed ? migrationLink(major) : undefined,
        changelog: changelogLink(major),
        releases: [],
      }
      majors.set(major, entry)
    }
    return entry
  }
  // Every major crossed, even one with no listed release to show.
  for (let major = fromMajor + 1; major <= majorOf(to); major++) {
    majorEntry(major)
  }

  let breakingCount = 0
  let deprecationCount = 0
  for (const release of between) {
    const breaking = release.breaking ?? []
    const deprecations = release.deprecations ?? []
    breakingCount += breaking.length
    deprecationCount += deprecations.length
    if (breaking.length === 0 && deprecations.length === 0) continue
    majorEntry(majorOf(release.version)).releases.push({
      version: release.version,
      date: release.date,
      anchor: changelogAnchor(release.version),
      breaking,
      deprecations,
    })
  }

  const bundled = bundledNames
    .map(({ key, name }) => ({
      name,
      steps: between.flatMap((release) => {
        const version = release.bundled?.[key]
        return version
          ? [
              {
                version,
                release: release.version,
                anchor: changelogAnchor(release.version),
              },
            ]
          : []
      }),
    }))
    .filter((entry) => entry.steps.length > 0)

  return {
    kind: 'plan',
    from,
    to,
    majors: [...majors.values()].sort((a, b) => a.major - b.major),
    bundled,
    releaseCount: between.length,
    breakingCount,
    deprecationCount,
    partial: compareVersions(from, completeFrom) < 0,
  }
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

/** "13, 14 and 15". */
function listWords(words: string[]): string {
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/**
 * One sentence on the outcome, for the planner's live region: what the
 * plan holds, or what to choose next.
 */
export function planSummary(outcome: PlanOutcome): string {
  switch (outcome.kind) {
    case 'choose':
      return `Choose the version you are on to plan the upgrade to ${outcome.to}.`
    case 'unknown':
      return `The changelog lists no release ${outcome.value}. Choose the version you are ${
        outcome.field === 'from' ? 'on' : 'going to'
      } from the list.`
    case 'same':
      return `You are already on ${outcome.version}: there is nothing to upgrade.`
    case 'backwards':
      return `${outcome.to} is older than ${outcome.from}. Choose a later version to go to, or swap the two.`
    case 'plan': {
      const crossed = outcome.majors.filter((major) => major.crossed)
      const majors =
        crossed.length === 0
          ? 'no major version to cross'
          : `${count(crossed.length, 'major version', 'major versions')} to cross (${listWords(
              crossed.map((major) => String(major.major)),
            )})`
      return `From ${outcome.from} to ${outcome.to}: ${count(
        outcome.releaseCount,
        'release',
        'releases',
      )}, ${majors}, ${count(
        outcome.breakingCount,
        'breaking change',
        'breaking changes',
      )} and ${count(outcome.deprecationCount, 'deprecation', 'deprecations')}.`
    }
  }
}

/** A major as the overview lists it: where its migration and its releases are. */
export interface MajorOverview {
  major: number
  /** Its first release, and the date of it. */
  first: string
  date: string
  migration?: PlannerLink
  changelog: PlannerLink
}

/**
 * Every major the changelog has, newest first, with its Migration Guide
 * section (4 and later) and its Changelog section: what the page shows
 * before a version is chosen, and without JavaScript.
 */
export function majorsOverview(): MajorOverview[] {
  return changelog.majors.map(({ major, first, date }) => ({
    major,
    first,
    date,
    migration: migrationLink(major),
    changelog: changelogLink(major),
  }))
}
