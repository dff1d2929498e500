import Link from '@docusaurus/Link'
import { useHistory, useLocation } from '@docusaurus/router'
import useBaseUrl from '@docusaurus/useBaseUrl'
import useIsBrowser from '@docusaurus/useIsBrowser'
import { useId } from 'react'

import { changelogAnchor } from '../../data/changelog/lines'
import type { Change } from '../../data/changelog/types'
import { formatShortUtcDate } from '../../lib/shortUtcDate'
import { ChangeLine } from '../Changelog/Line'
import {
  choiceSearch,
  completeFrom,
  documentedVersion,
  listedReleases,
  majorsOverview,
  planSummary,
  planUpgrade,
  readChoice,
  versionOptions,
  type Plan,
  type PlanChoice,
  type PlanMajor,
  type PlannerLink,
  plannerPages,
} from './plan'
import styles from './styles.module.css'

const known: ReadonlySet<string> = new Set(
  listedReleases.map((release) => release.version),
)
const options = versionOptions()

/** "Aug 29, 2023" for "2023-08-29", the same on the server and in any zone. */
function releaseDate(date: string): string {
  return formatShortUtcDate(new Date(`${date}T00:00:00Z`), 'en')
}

function href({ page, anchor }: PlannerLink): string {
  return `/${page}#${anchor}`
}

/** A release's section on the Changelog page. */
function releaseLink(anchor: string): string {
  return `/${plannerPages.changelog}#${anchor}`
}

/**
 * The choice in the address bar (`?from=12.17.4&to=15.3.0`), so a plan can
 * be shared and survives a reload. The server renders the page with no
 * choice; the address is read once the page has hydrated.
 */
function useChoiceInUrl(): [PlanChoice, (next: PlanChoice) => void] {
  const isBrowser = useIsBrowser()
  const location = useLocation()
  const history = useHistory()
  const choice = isBrowser
    ? readChoice(location.search)
    : { from: '', to: documentedVersion }
  const setChoice = (next: PlanChoice) =>
    history.replace({
      ...location,
      search: choiceSearch(next, location.search),
    })
  return [choice, setChoice]
}

function VersionSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (version: string) => void
}) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={known.has(value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          Choose a version
        </option>
        {options.map(({ major, versions }) => (
          <optgroup key={major} label={`Cypress ${major}`}>
            {versions.map((version) => (
              <option key={version} value={version}>
                {version}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  )
}

/**
 * The upgrade planner: the reader chooses the version they are on and the
 * one they are going to, and gets, oldest first, each major to cross with
 * its Migration Guide section, the breaking changes and deprecations of
 * every release in between, and the bundled versions that change, each
 * linked to its release on the Changelog page. The data is the planner's
 * slice of the changelog (`./data.ts`, which the production build writes
 * as a module of its value: plugins/upgrade-planner-data); the logic is
 * `./plan.ts`.
 *
 * Without JavaScript, and until a version is chosen, it lists every major
 * with its Migration Guide and Changelog sections.
 */
export default function UpgradePlanner() {
  const isBrowser = useIsBrowser()
  const [choice, setChoice] = useChoiceInUrl()
  const { pathname } = useLocation()
  const outcome = planUpgrade(choice)
  const changelogPage = useBaseUrl(`/${plannerPages.changelog}`)
  const releaseHref = (version: string) =>
    `${changelogPage}#${changelogAnchor(version)}`
  return (
    <section className={styles.planner} aria-label="Upgrade planner">
      <form
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
      >
        {/* Disabled until the page runs: without JavaScript they do nothing. */}
        <fieldset className={styles.fields} disabled={!isBrowser}>
          <VersionSelect
            label="Version you are on"
            value={choice.from}
            onChange={(from) => setChoice({ ...choice, from })}
          />
          <VersionSelect
            label="Version you are going to"
            value={choice.to}
            onChange={(to) => setChoice({ ...choice, to })}
          />
        </fieldset>
      </form>
      <noscript>
        <p className={styles.note}>
          Choosing versions needs JavaScript. Without it, follow the list of
          majors below: each links to its Migration Guide section and to its
          releases in the Changelog.
        </p>
      </noscript>
      <p role="status" aria-live="polite" className={styles.summary}>
        {isBrowser ? planSummary(outcome) : ''}
      </p>
      {outcome.kind === 'plan' ? (
        <PlanView
          plan={outcome}
          pathname={pathname}
          releaseHref={releaseHref}
        />
      ) : (
        <MajorsOverview />
      )}
    </section>
  )
}

/** Every major, newest first, with where to read about it. */
function MajorsOverview() {
  return (
    <ul className={styles.overview} aria-label="Major versions">
      {majorsOverview().map(({ major, first, date, migration, changelog }) => (
        <li key={major}>
          <strong>Cypress {major}</strong>{' '}
          <span className={styles.date}>
            ({first}, <time dateTime={date}>{releaseDate(date)}</time>)
          </span>
          <br />
          {migration ? (
            <>
              <Link to={href(migration)}>{migration.label}</Link> in the
              Migration Guide;{' '}
            </>
          ) : (
            'No Migration Guide section; '
          )}
          <Link to={href(changelog)}>
            {migration ? 'its releases' : 'its summary and releases'}
          </Link>{' '}
          in the Changelog
        </li>
      ))}
    </ul>
  )
}

function PlanView({
  plan,
  pathname,
  releaseHref,
}: {
  plan: Plan
  /** The page's path, which the link to the plan keeps. */
  pathname: string
  releaseHref: (version: string) => string
}) {
  const search = choiceSearch({ from: plan.from, to: plan.to })
  return (
    <div className={styles.plan}>
      <p className={styles.share}>
        <Link to={`${pathname}${search}`}>Link to this plan</Link>
      </p>
      {plan.partial && (
        <p className={styles.note}>
          Before {completeFrom}, the Changelog lists only the releases that
          History tables point to. Releases it leaves out are not in this plan.
        </p>
      )}
      <h3>Bundled versions</h3>
      {plan.bundled.length > 0 ? (
        <ul className={styles.bundled}>
          {plan.bundled.map(({ name, steps }) => (
            <li key={name}>
              <strong>{name}:</strong>{' '}
              {steps.map((step, i) => (
                <span key={step.release}>
                  {i > 0 && ', then '}
                  {step.version} in{' '}
                  <Link to={releaseLink(step.anchor)}>{step.release}</Link>
                </span>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          The Changelog records no new bundled Node.js, Chromium or Electron
          version between these releases.
        </p>
      )}
      {plan.majors.map((major) => (
        <MajorView key={major.major} major={major} releaseHref={releaseHref} />
      ))}
    </div>
  )
}

function MajorView({
  major,
  releaseHref,
}: {
  major: PlanMajor
  releaseHref: (version: string) => string
}) {
  return (
    <section className={styles.major} data-major={major.major}>
      <h3>
        {major.crossed ? 'Upgrade to ' : ''}Cypress {major.major}
      </h3>
      <p className={styles.links}>
        {major.migration ? (
          <>
            Follow{' '}
            <Link to={href(major.migration)}>{major.migration.label}</Link> in
            the Migration Guide. Every release of Cypress {major.major} is in{' '}
            <Link to={href(major.changelog)}>the Changelog</Link>.
          </>
        ) : (
          <>
            {major.crossed
              ? `The Migration Guide has no section for Cypress ${major.major}. `
              : ''}
            Every release of Cypress {major.major} is in{' '}
            <Link to={href(major.changelog)}>the Changelog</Link>.
          </>
        )}
      </p>
      {major.releases.length === 0 ? (
        <p>
          {major.crossed
            ? 'The Changelog lists no breaking change or deprecation for the releases of this major in your range.'
            : 'No release of this major in your range breaks or deprecates anything.'}
        </p>
      ) : (
        major.releases.map((release) => (
          <div key={release.version} className={styles.release}>
            <h4>
              <Link to={releaseLink(release.anchor)}>{release.version}</Link>{' '}
              <span className={styles.date}>
                <time dateTime={release.date}>{releaseDate(release.date)}</time>
              </span>
            </h4>
            <Changes
              kind="breaking"
              label="Breaking changes"
              version={release.version}
              changes={release.breaking}
              releaseHref={releaseHref}
            />
            <Changes
              kind="deprecations"
              label="Deprecations"
              version={release.version}
              changes={release.deprecations}
              releaseHref={releaseHref}
            />
          </div>
        ))
      )}
    </section>
  )
}

function Changes({
  kind,
  label,
  version,
  changes,
  releaseHref,
}: {
  kind: 'breaking' | 'deprecations'
  label: string
  version: string
  changes: Change[]
  releaseHref: (version: string) => string
}) {
  if (changes.length === 0) return null
  return (
    <div className={styles.group} data-kind={kind}>
      <p className={styles.kind}>{label}</p>
      <ul aria-label={`${label} in ${version}`}>
        {changes.map((change) => (
          <li key={change.text}>
            <ChangeLine
              change={change}
              known={known}
              releaseHref={releaseHref}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
