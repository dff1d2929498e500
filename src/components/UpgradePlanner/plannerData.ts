import type { MajorSection, Release } from '../../data/changelog'

/**
 * What the upgrade planner reads of the changelog, and the pure function
 * that takes it from the whole: ./data.ts applies it to
 * `src/data/changelog`, and the site's bundles carry its result alone
 * (plugins/upgrade-planner-data).
 */

/** What the planner reads of a release: no fixes, features or summaries. */
export type PlannerRelease = Pick<
  Release,
  'version' | 'date' | 'breaking' | 'deprecations' | 'bundled'
>

/** A major as the planner's overview lists it. */
export interface PlannerMajor {
  major: number
  /** Its first release: `major.0.0`, 0.3.3 for 0.x, or its oldest listed. */
  first: string
  /** The date of that release, `YYYY-MM-DD`. */
  date: string
}

/** The slice of the changelog the planner uses. */
export interface PlannerChangelog {
  /** Every release from 10.0.0 on, newest first, as `releases` lists them. */
  releases: PlannerRelease[]
  /** Releases before 10.0.0 that a History table points to, as `earlierReleases`. */
  earlierReleases: PlannerRelease[]
  /** Every major, newest first, as the Changelog page's sections. */
  majors: PlannerMajor[]
}

/** A release with only what the planner reads, and no empty fields. */
export function plannerRelease({
  version,
  date,
  breaking,
  deprecations,
  bundled,
}: Release): PlannerRelease {
  return {
    version,
    date,
    ...(breaking?.length ? { breaking } : {}),
    ...(deprecations?.length ? { deprecations } : {}),
    ...(bundled && Object.keys(bundled).length > 0 ? { bundled } : {}),
  }
}

/** A major section with its first release and date, for the overview. */
export function plannerMajor({
  major,
  first,
  date,
  releases,
}: MajorSection): PlannerMajor {
  const oldest = releases.at(-1)
  return {
    major,
    first: first ?? oldest?.version ?? `${major}.0.0`,
    date: date ?? oldest?.date ?? '',
  }
}

/**
 * The planner's slice of the changelog: each release's version, date,
 * breaking changes, deprecations and bundled versions, in the data's
 * order, and each major's first release. The result is plain JSON, so the
 * build can write it as a module of its own.
 */
export function plannerChangelog(
  releases: readonly Release[],
  earlierReleases: readonly Release[],
  sections: readonly MajorSection[],
): PlannerChangelog {
  return {
    releases: releases.map(plannerRelease),
    earlierReleases: earlierReleases.map(plannerRelease),
    majors: sections.map(plannerMajor),
  }
}
