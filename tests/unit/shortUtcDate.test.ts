import { describe, expect, it } from 'vitest'

import { formatShortUtcDate, SHORT_UTC_DATE } from '../../src/lib/shortUtcDate'

// The table must give exactly what Intl gives, or the "Last updated" line
// would read differently from the theme's (and from one browser to the next).
const intl = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    calendar: 'gregory',
    ...SHORT_UTC_DATE,
  }).format(date)

const dates = [
  // Every month, and both ends of a UTC day (a local time zone would move
  // these to the day before or after).
  ...Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 1)),
  Date.UTC(2026, 10, 22, 0, 0, 0),
  Date.UTC(2026, 10, 22, 23, 59, 59),
  Date.UTC(2024, 1, 29, 12),
  Date.UTC(1999, 11, 31, 23, 30),
  Date.UTC(2031, 0, 9, 0, 1),
].map((time) => new Date(time))

describe('formatShortUtcDate', () => {
  it.each(dates.map((date) => [date.toISOString(), date] as const))(
    'writes %s as Intl does in English',
    (_, date) => {
      expect(formatShortUtcDate(date, 'en')).toBe(intl(date, 'en'))
      expect(formatShortUtcDate(date, 'en-US')).toBe(intl(date, 'en-US'))
    },
  )

  it('gives "Nov 22, 2026" for the site locale', () => {
    expect(formatShortUtcDate(new Date(Date.UTC(2026, 10, 22)), 'en')).toBe(
      'Nov 22, 2026',
    )
  })

  it('leaves other locales and calendars to Intl', () => {
    const date = new Date(Date.UTC(2026, 10, 22))
    expect(formatShortUtcDate(date, 'fr')).toBe(intl(date, 'fr'))
    expect(formatShortUtcDate(date, 'en-GB')).toBe(intl(date, 'en-GB'))
    expect(formatShortUtcDate(date, 'en', 'buddhist')).toBe(
      new Intl.DateTimeFormat('en', {
        calendar: 'buddhist',
        ...SHORT_UTC_DATE,
      }).format(date),
    )
  })
})
