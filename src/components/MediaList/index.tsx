import { useId, useMemo, useState } from 'react'

import { mediaOfKind, type MediaEntry, type MediaKind } from '../../data/media'
import Filter, { type FilterOption } from './Filter'
import styles from './styles.module.css'

export interface MediaListProps {
  /** Which kind of entry to list, as in src/data/media.ts. */
  kind: MediaKind
  /** Entries to list instead of the site's data (for tests). */
  entries?: MediaEntry[]
}

const ALL = ''

/** Choices whose value is their label: a topic, a year. */
const asOptions = (names: readonly string[]): FilterOption[] =>
  names.map((name) => ({ value: name, label: name }))

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2019-07-18" as "July 18, 2019"; "2019-07" as "July 2019". */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  const name = monthNames[month - 1]
  return day ? `${name} ${day}, ${year}` : `${name} ${year}`
}

/**
 * The media entries of one kind, newest first, with a filter by topic and by
 * year (the year filter is left out when no entry of the kind has a date).
 * The filters are labelled selects; a live region announces how many
 * entries match after each change.
 */
export default function MediaList({ kind, entries }: MediaListProps) {
  const all = useMemo(() => entries ?? mediaOfKind(kind), [entries, kind])
  const [topic, setTopic] = useState(ALL)
  const [year, setYear] = useState(ALL)
  const id = useId()

  const topics = useMemo(
    () => [...new Set(all.flatMap((entry) => entry.topics))].sort(),
    [all],
  )
  const years = useMemo(
    () =>
      [
        ...new Set(
          all.flatMap((entry) => (entry.date ? [entry.date.slice(0, 4)] : [])),
        ),
      ].sort((a, b) => Number(b) - Number(a)),
    [all],
  )
  const shown = all.filter(
    (entry) =>
      (topic === ALL || entry.topics.includes(topic)) &&
      (year === ALL || entry.date?.startsWith(year)),
  )

  return (
    <div className={styles.mediaList}>
      <div className={styles.filters}>
        <Filter
          id={`${id}-topic`}
          className={styles.filter}
          label="Topic"
          allLabel="All topics"
          value={topic}
          options={asOptions(topics)}
          onChange={setTopic}
        />
        {years.length > 0 && (
          <Filter
            id={`${id}-year`}
            className={styles.filter}
            label="Year"
            allLabel="All years"
            value={year}
            options={asOptions(years)}
            onChange={setYear}
          />
        )}
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {shown.length === all.length
          ? `Showing all ${all.length} entries.`
          : `Showing ${shown.length} of ${all.length} entries.`}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((entry) => (
            <li key={entry.url} className={styles.entry}>
              <a href={entry.url} className={styles.title}>
                {entry.title}
              </a>
              <span className={styles.meta}>
                {entry.author}
                {entry.source && entry.source !== entry.author
                  ? ` · ${entry.source}`
                  : ''}
                {entry.date && (
                  <>
                    {' · '}
                    <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                  </>
                )}
              </span>
              <ul className={styles.topics} aria-label="Topics">
                {entry.topics.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>
          {years.length > 0
            ? 'No entries match these filters. Choose another topic or year.'
            : 'No entries match this filter. Choose another topic.'}
        </p>
      )}
    </div>
  )
}
