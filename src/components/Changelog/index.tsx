import Heading from '@theme/Heading'

import {
  changelogAnchor,
  earlierMajors,
  releases,
  type Release,
} from '../../data/changelog'
import { formatShortUtcDate } from '../../utils/shortUtcDate'
import Line from './Line'
import styles from './styles.module.css'

/** The lists of a release, in the order a reader upgrading needs them. */
const groups = [
  { key: 'breaking', label: 'Breaking changes' },
  { key: 'deprecations', label: 'Deprecations' },
  { key: 'features', label: 'Features' },
  { key: 'fixes', label: 'Fixes' },
] as const satisfies readonly { key: keyof Release; label: string }[]

const known: ReadonlySet<string> = new Set(
  releases.map((release) => release.version),
)

/** "Sep 23, 2025" for "2025-09-23", the same on the server and in any zone. */
function releaseDate(date: string): string {
  return formatShortUtcDate(new Date(`${date}T00:00:00Z`), 'en')
}

export interface ChangelogProps {
  /**
   * `releases` (the default): every listed release, newest first.
   * `earlier`: the summaries of the majors before the listed releases.
   */
  show?: 'releases' | 'earlier'
}

/**
 * The Cypress App release notes from `src/data/changelog.ts`, one section
 * per release. Each version is an h2 rendered by the theme's Heading, so it
 * gets a `#15-3-0` style anchor and a link icon, and the build's
 * broken-anchor check knows the anchor (it collects ids from Heading, not
 * from plain JSX elements).
 */
export default function Changelog({ show = 'releases' }: ChangelogProps) {
  if (show === 'earlier') return <EarlierMajors />
  return (
    <div className={styles.changelog}>
      {releases.map((release) => {
        const anchor = changelogAnchor(release.version)
        return (
          <section
            key={release.version}
            className={styles.release}
            aria-labelledby={anchor}
          >
            <Heading as="h2" id={anchor}>
              {release.version}
            </Heading>
            <p className={styles.date}>
              Released{' '}
              <time dateTime={release.date}>{releaseDate(release.date)}</time>
            </p>
            {groups.map(({ key, label }) => {
              const lines = release[key]
              if (!lines?.length) return null
              return (
                <div key={key} className={styles.group} data-kind={key}>
                  <h3 className={styles.kind}>{label}</h3>
                  <ul>
                    {lines.map((line) => (
                      <li key={line}>
                        <Line text={line} known={known} />
                      </li>
                    ))}
                  </ul>
                </div>
              )
            })}
          </section>
        )
      })}
    </div>
  )
}

/** One h3 per earlier major (`#9-x`), with the date of its x.0.0. */
function EarlierMajors() {
  return (
    <div className={styles.earlier}>
      {earlierMajors.map(({ major, date, summary }) => (
        <section key={major} aria-labelledby={`${major}-x`}>
          <Heading as="h3" id={`${major}-x`}>
            Cypress {major}
          </Heading>
          <p className={styles.date}>
            {major}.0.0 released{' '}
            <time dateTime={date}>{releaseDate(date)}</time>
          </p>
          <p>
            <Line text={summary} known={known} />
          </p>
        </section>
      ))}
    </div>
  )
}
