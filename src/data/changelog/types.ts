/** One change in a release, in our own words. */
export interface Change {
  /**
   * One or two sentences ending with a period. `code spans` are rendered as
   * code; "regression from 14.0.0" (or "regressions from", "introduced in")
   * links to that release when it is listed.
   */
  text: string
  /** Numbers of the `cypress-io/cypress` issues the change addresses. */
  issues?: number[]
  /** Numbers of the `cypress-io/cypress` pull requests that made the change. */
  prs?: number[]
}

/** What a release changed, in the order a reader upgrading needs it. */
export const changeKinds = [
  { key: 'breaking', label: 'Breaking changes' },
  { key: 'deprecations', label: 'Deprecations' },
  { key: 'performance', label: 'Performance' },
  { key: 'features', label: 'Features' },
  { key: 'fixes', label: 'Fixes' },
  { key: 'misc', label: 'Other changes' },
  { key: 'dependencies', label: 'Dependency updates' },
] as const

export type ChangeKind = (typeof changeKinds)[number]['key']

/** The versions of the browser engine and runtime the Cypress binary ships. */
export interface Bundled {
  electron?: string
  chromium?: string
  node?: string
}

export type Release = {
  /** The version, `major.minor.patch`. */
  version: string
  /** The release date, `YYYY-MM-DD`. */
  date: string
  /** A few sentences on what a major release is about, when it has them. */
  summary?: string
  /**
   * The bundled versions this release moved to (only those that changed;
   * 10.0.0 gives all three, as it shipped them). The page shows them under
   * the release date. They are not carried forward: a few upgrades between
   * releases were never recorded.
   */
  bundled?: Bundled
} & Partial<Record<ChangeKind, Change[]>>

/** A major version before 10.0.0, in a short summary. */
export interface EarlierMajor {
  major: number
  /** The date of the major's first release, `YYYY-MM-DD`. */
  date: string
  /** That first release, when it is not `major.0.0` (0.x starts at 0.3.3). */
  first?: string
  summary: string
}
