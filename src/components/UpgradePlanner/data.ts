import { earlierReleases, majorSections, releases } from '../../data/changelog'
import { plannerChangelog } from './plannerData'

/**
 * The planner's slice of the changelog (./plannerData.ts), taken from the
 * whole of `src/data/changelog`.
 *
 * In the site's production bundles this module is replaced by its value,
 * written at build time by plugins/upgrade-planner-data: the page loads
 * the breaking changes, deprecations and bundled versions, not every line
 * of every release. Everywhere else (`npm start`, the unit tests, the
 * Markdown twin) it runs as written.
 */
export const changelog = plannerChangelog(
  releases,
  earlierReleases,
  majorSections(),
)
