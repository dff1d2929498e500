import { describe, expect, it } from 'vitest'

import { media, type MediaEntry, type MediaKind } from './media'

const kinds: MediaKind[] = [
  'blog',
  'course',
  'podcast',
  'screencast',
  'talk',
  'webinar',
  'tutorial',
  'project',
]

/** Kinds whose entries may have no publication date. */
const undatedKinds: MediaKind[] = ['course', 'project']

const label = (entry: MediaEntry) => `${entry.kind} "${entry.title}"`

/** The latest instant a date string can stand for, in UTC. */
function endOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number)
  return day ? Date.UTC(year, month - 1, day + 1) : Date.UTC(year, month, 1)
}

describe('the media data', () => {
  it('links every entry to a unique https URL', () => {
    const seen = new Set<string>()
    for (const entry of media) {
      expect(
        () => new URL(entry.url),
        `${label(entry)}: "${entry.url}" is not a URL`,
      ).not.toThrow()
      expect(entry.url, `${label(entry)}: link must use https`).toMatch(
        /^https:\/\//,
      )
      expect(seen.has(entry.url), `${label(entry)}: listed twice`).toBe(false)
      seen.add(entry.url)
    }
  })

  it.each(media.map((entry) => [label(entry), entry] as const))(
    '%s is complete and well-formed',
    (name, entry) => {
      expect(kinds, `${name}: unknown kind`).toContain(entry.kind)
      expect(entry.title.trim(), `${name}: title is empty`).not.toBe('')
      expect(entry.author.trim(), `${name}: author is empty`).not.toBe('')
      if (entry.source !== undefined) {
        expect(entry.source.trim(), `${name}: source is empty`).not.toBe('')
      }
      if (entry.date === undefined) {
        expect(
          undatedKinds,
          `${name}: add a date (only courses and projects may omit it)`,
        ).toContain(entry.kind)
        return
      }
      expect(entry.date, `${name}: date must be YYYY-MM-DD or YYYY-MM`).toMatch(
        /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/,
      )
      const [year, month, day] = entry.date.split('-').map(Number)
      if (day) {
        const parsed = new Date(Date.UTC(year, month - 1, day))
        expect(
          parsed.getUTCDate(),
          `${name}: ${entry.date} is not a calendar date`,
        ).toBe(day)
      }
      expect(
        endOf(entry.date) - 86_400_000,
        `${name}: ${entry.date} is in the future`,
      ).toBeLessThanOrEqual(Date.now())
      expect(
        entry.topics.length,
        `${name}: add at least one topic`,
      ).toBeGreaterThan(0)
      for (const topic of entry.topics) {
        expect(topic, `${name}: topic "${topic}" must be lower case`).toBe(
          topic.toLowerCase(),
        )
        expect(topic.trim(), `${name}: empty topic`).not.toBe('')
      }
    },
  )

  it.each(kinds)(
    'lists the %s entries newest first, then undated ones by title',
    (kind) => {
      const entries = media.filter((entry) => entry.kind === kind)
      const problems = entries.flatMap((entry, index) => {
        if (index === 0) return []
        const previous = entries[index - 1]
        if (entry.date !== undefined) {
          if (previous.date === undefined) {
            return [`${label(entry)} is dated but follows undated entries`]
          }
          return entry.date > previous.date
            ? [`${entry.date} comes after ${previous.date}`]
            : []
        }
        if (previous.date !== undefined) return []
        return entry.title.localeCompare(previous.title, 'en') < 0
          ? [`"${entry.title}" comes after "${previous.title}"`]
          : []
      })
      expect(problems).toEqual([])
    },
  )
})
