/**
 * Stands in for @docusaurus/core's client `preload` (lib/client/preload.js),
 * which the first render, every navigation and every hover or touch of a
 * link call: it loads the section of the path first, so the route table
 * holds the path's page, then does what core's does (the three lines after
 * `ensureSection`, kept as core writes them; canaries.test.ts fails when
 * core's changes). A section that fails to load rejects, and core's
 * navigation then reloads the page.
 */
import routes from '@generated/routes'
import { matchRoutes } from 'react-router-config'

import { ensureSection } from './ensureSection'

export default function preload(pathname: string): Promise<unknown[]> {
  return ensureSection(pathname).then(() => {
    const matches = Array.from(new Set([pathname, decodeURI(pathname)]))
      .map((p) => matchRoutes(routes, p))
      .flat()
    return Promise.all(
      matches.map((match) => match.route.component.preload?.()),
    )
  })
}
