import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  changelogAnchor,
  earlierMajors,
  releases,
  type Release,
} from './changelog'

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

const lists = ['breaking', 'deprecations', 'features', 'fixes'] as const

/** Every line of a release with the list it belongs to. */
function lines(release: Release): [string, string][] {
  return lists.flatMap((list) =>
    (release[list] ?? []).map((line): [string, string] => [list, line]),
  )
}

const documented = JSON.parse(
  readFileSync(
    path.resolve(__dirname, '../../node_modules/cypress/package.json'),
    'utf8',
  ),
).version as string

describe('the changelog data', () => {
  it('starts at the documented Cypress version', () => {
    expect(releases[0].version).toBe(documented)
  })

  it('has only major.minor.patch versions', () => {
    const bad = releases
      .map((release) => release.version)
      .filter((version) => !/^\d+\.\d+\.\d+$/.test(version))
    expect(bad).toEqual([])
  })

  it('lists every version once', () => {
    const seen = new Set<string>()
    const duplicates = releases
      .map((release) => release.version)
      .filter((version) => seen.has(version) || !seen.add(version))
    expect(duplicates, `listed twice: ${duplicates.join(', ')}`).toEqual([])
  })

  it('lists versions newest first', () => {
    const misplaced = releases
      .slice(1)
      .filter(
        (release, i) =>
          compareVersions(releases[i].version, release.version) <= 0,
      )
      .map((release) => release.version)
    expect(misplaced, `out of order: ${misplaced.join(', ')}`).toEqual([])
  })

  it('gives every release a real ISO date', () => {
    const bad = releases.filter((release) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(release.date)) return true
      const parsed = new Date(`${release.date}T00:00:00Z`)
      return (
        Number.isNaN(parsed.getTime()) ||
        parsed.toISOString().slice(0, 10) !== release.date
      )
    })
    expect(bad.map((release) => `${release.version}: ${release.date}`)).toEqual(
      [],
    )
  })

  it('has dates that never go forward as versions go back', () => {
    const bad = releases
      .slice(1)
      .filter((release, i) => release.date > releases[i].date)
      .map((release) => release.version)
    expect(bad, `dated after a newer release: ${bad.join(', ')}`).toEqual([])
  })

  it('covers every major from 10 to the documented one, each with its x.0.0', () => {
    const newest = parts(documented)[0]
    const missing: string[] = []
    for (let major = 10; major <= newest; major++) {
      if (!releases.some((release) => release.version === `${major}.0.0`)) {
        missing.push(`${major}.0.0`)
      }
    }
    expect(missing).toEqual([])
    expect(parts(releases.at(-1)!.version)[0]).toBe(10)
  })

  it('has no empty release', () => {
    const empty = releases
      .filter((release) => lines(release).length === 0)
      .map((release) => release.version)
    expect(empty).toEqual([])
    const emptyLists = releases.flatMap((release) =>
      lists
        .filter((list) => release[list] && release[list].length === 0)
        .map((list) => `${release.version} ${list}`),
    )
    expect(emptyLists).toEqual([])
  })

  it('has only trimmed, non-empty lines that end a sentence', () => {
    const bad = releases.flatMap((release) =>
      lines(release)
        .filter(
          ([, line]) =>
            line.trim() === '' || line !== line.trim() || !/[.!?]$/.test(line),
        )
        .map(([list, line]) => `${release.version} ${list}: "${line}"`),
    )
    expect(bad).toEqual([])
  })

  it('has balanced code spans in every line', () => {
    const bad = releases.flatMap((release) =>
      lines(release)
        .filter(([, line]) => (line.match(/`/g)?.length ?? 0) % 2 !== 0)
        .map(([list, line]) => `${release.version} ${list}: "${line}"`),
    )
    expect(bad).toEqual([])
  })
})

describe('changelogAnchor', () => {
  it('turns dots into dashes', () => {
    expect(changelogAnchor('15.3.0')).toBe('15-3-0')
    expect(changelogAnchor('10.0.0')).toBe('10-0-0')
    expect(changelogAnchor('12.17.4')).toBe('12-17-4')
  })

  it('gives every release its own anchor', () => {
    const anchors = releases.map((release) => changelogAnchor(release.version))
    expect(new Set(anchors).size).toBe(anchors.length)
    for (const anchor of anchors) expect(anchor).toMatch(/^\d+-\d+-\d+$/)
  })
})

describe('the summaries of earlier majors', () => {
  it('cover majors older than the listed releases, newest first, once each', () => {
    const majors = earlierMajors.map((entry) => entry.major)
    const oldestListed = parts(releases.at(-1)!.version)[0]
    expect(majors.every((major) => major < oldestListed)).toBe(true)
    expect(majors).toEqual([...majors].sort((a, b) => b - a))
    expect(new Set(majors).size).toBe(majors.length)
  })

  it('have real dates, older than the oldest listed release', () => {
    for (const entry of earlierMajors) {
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${entry.date}T00:00:00Z`).toISOString()).toContain(
        entry.date,
      )
      expect(entry.date < releases.at(-1)!.date).toBe(true)
    }
  })

  it('have trimmed summaries that end a sentence', () => {
    for (const { summary } of earlierMajors) {
      expect(summary).toBe(summary.trim())
      expect(summary).toMatch(/[.!?]$/)
      expect((summary.match(/`/g)?.length ?? 0) % 2).toBe(0)
    }
  })
})
