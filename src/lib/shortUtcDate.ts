/**
 * A date as the "Last updated" line shows it: day, short month and year, in
 * UTC ("Nov 22, 2026" in English).
 *
 * The theme builds an `Intl.DateTimeFormat` for this on every doc page. The
 * first one a page constructs loads the locale's calendar data: 20 to 40 ms
 * on a laptop, four times that on the phone Lighthouse simulates, in one
 * uninterruptible step of hydration. For English and the Gregorian calendar,
 * the only ones this site uses, the same text comes from a table; any other
 * locale or calendar still goes through Intl.
 */
const ENGLISH_SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

export const SHORT_UTC_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}

export function formatShortUtcDate(
  date: Date,
  locale: string,
  calendar = 'gregory',
): string {
  if (/^en(-US)?$/.test(locale) && calendar === 'gregory') {
    const month = ENGLISH_SHORT_MONTHS[date.getUTCMonth()]
    return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
  }
  return new Intl.DateTimeFormat(locale, {
    calendar,
    ...SHORT_UTC_DATE,
  }).format(date)
}
