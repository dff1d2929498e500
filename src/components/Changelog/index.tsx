import Heading from '@theme/Heading'

import {
  changeKinds,
  changelogAnchor,
  earlierReleases,
  majorSections,
  releases,
  type Bundled,
  type Release,
} from '../../data/changelog'
import { formatShortUtcDate } from '../../lib/shortUtcDate'
import { ChangeLine } from './Line'
import styles from './styles.module.css'

const known: ReadonlySet<string> = new Set(
  [...releases, ...earlierReleases].map((release) => release.version),
)

/** "Sep 23, 2025" for "2025-09-23", the same on the server and in any zone. */
function releaseDate(date: string): string {
  return formatShortUtcDate(new Date(`${date}T00:00:00Z`), 'en')
}

/** "Electron 36.8.1, Chromium 136.0.7103.177, Node.js 22.18.0". */
function bundledText({ electron, chromium, node }: Bundled): string {
  return [
    electron && `Electron ${electron}`,
    chromium && `Chromium ${chromium}`,
    node && `Node.js ${node}`,
  ]
    .filter(Boolean)
    .join(', ')
}

export interface ChangelogProps {
  /** The major whose releases to show, under the page's own `## Cypress N`. */
  major: number
}

/**
 * The release notes of one Cypress major from `src/data/changelog`: its
 * summary (before 10) and an h3 per release. The page writes the major's h2
 * itself, so the table of contents lists the majors. Release headings are the
 * theme's Heading, so each gets its anchor (`#15-3-0`) and link icon, and the
 * build's broken-anchor check knows them.
 */
export default function Changelog({ major }: ChangelogProps) {
  const section = majorSections().find((found) => found.major === major)
  if (!section) {
    throw new Error(
      `<Changelog major={${major}} />: the changelog has no Cypress ${major}; it has ${majorSections()
        .map((found) => found.major)
        .join(', ')}`,
    )
  }
  const { summary, date, first, releases: listed, earlier } = section
  return (
    <div className={styles.changelog}>
      {date && (
        <p className={styles.date}>
          {first} released <time dateTime={date}>{releaseDate(date)}</time>
        </p>
      )}
      {summary && (
        <p>
          <ChangeLine change={{ text: summary }} known={known} />
        </p>
      )}
      {earlier && listed.length > 0 && (
        <p className={styles.note}>
          The {major}.x releases below are those the History tables of the
          command and API pages point to. Each lists its breaking changes,
          deprecations, features and the bundled versions it moved to.
        </p>
      )}
      {listed.map((release) => (
        <ReleaseNotes key={release.version} release={release} />
      ))}
    </div>
  )
}

function ReleaseNotes({ release }: { release: Release }) {
  const anchor = changelogAnchor(release.version)
  const engines = release.bundled
  return (
    <section className={styles.release} aria-labelledby={anchor}>
      <Heading as="h3" id={anchor}>
        {release.version}
      </Heading>
      <p className={styles.date}>
        Released{' '}
        <time dateTime={release.date}>{releaseDate(release.date)}</time>
        {engines && bundledText(engines) && (
          <>
            <br />
            Bundles {bundledText(engines)}
          </>
        )}
      </p>
      {release.summary && (
        <p>
          <ChangeLine change={{ text: release.summary }} known={known} />
        </p>
      )}
      {changeKinds.map(({ key, label }) => {
        const changes = release[key]
        if (!changes?.length) return null
        return (
          <div key={key} className={styles.group} data-kind={key}>
            <h4 className={styles.kind}>{label}</h4>
            <ul>
              {changes.map((change) => (
                <li key={change.text}>
                  <ChangeLine change={change} known={known} />
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </section>
  )
}
