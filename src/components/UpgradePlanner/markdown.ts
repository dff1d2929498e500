import type { PhrasingContent, RootContent } from 'mdast'

import {
  link,
  list,
  paragraph,
  strong,
  text,
  type MarkdownForm,
  type MarkdownPage,
} from '../../lib/markdownForm'
import { formatShortUtcDate } from '../../lib/shortUtcDate'
import {
  documentedVersion,
  majorsOverview,
  plannerPages,
  type PlannerLink,
} from './plan'

/** A doc page's link, absolute; the build fails if the page is gone. */
function pageLink(
  page: MarkdownPage,
  target: string,
  children: PhrasingContent[],
): PhrasingContent {
  const url = page.resolveUrl(target)
  if (url === undefined) throw page.error(`cannot resolve the link ${target}`)
  return link(url, children)
}

const sectionLink = (
  page: MarkdownPage,
  { page: doc, anchor, label }: PlannerLink,
) => pageLink(page, `/${doc}.mdx#${anchor}`, [text(label)])

/**
 * The planner chooses versions in the browser, so the twin says how to get
 * the same answer from the Changelog by hand, then lists every major with
 * its Migration Guide and Changelog sections, as the page does before a
 * version is chosen.
 */
export const markdown: MarkdownForm = (_element, page) => {
  const changelog = (children: PhrasingContent[]) =>
    pageLink(page, `/${plannerPages.changelog}.mdx`, children)
  const guide = (children: PhrasingContent[]) =>
    pageLink(page, `/${plannerPages.migrationGuide}.mdx`, children)
  const steps: RootContent[] = [
    paragraph([
      text(
        'On the web page, the planner builds the plan once you choose two versions. To make the same plan from the ',
      ),
      changelog([text('Changelog')]),
      text(':'),
    ]),
    list(
      [
        [
          paragraph([
            text('Find the release you are on and the one you are going to ('),
            text(documentedVersion),
            text(
              ' unless you choose another). Each release has an anchor made of its version with dashes for dots, such as ',
            ),
            { type: 'inlineCode', value: '#13-0-0' },
            text('.'),
          ]),
        ],
        [
          paragraph([
            text(
              'Read every release after yours, up to and including your target, oldest first. Under each, the ',
            ),
            strong([text('Breaking changes')]),
            text(' and '),
            strong([text('Deprecations')]),
            text(
              ' groups list what the upgrade can break and what to plan to replace.',
            ),
          ]),
        ],
        [
          paragraph([
            text(
              'Note the Electron, Chromium and Node.js versions named under a release date: those are the bundled versions that release moved to. A release that names none kept the ones before it, or the change was not recorded.',
            ),
          ]),
        ],
        [
          paragraph([
            text(
              'For each major version you cross, follow its section of the ',
            ),
            guide([text('Migration Guide')]),
            text(', one major at a time, oldest first.'),
          ]),
        ],
      ],
      { ordered: true },
    ),
    paragraph([
      text('Every major, newest first, with where to read about it:'),
    ]),
  ]
  return [
    ...steps,
    list(
      majorsOverview().map(
        ({ major, first, date, migration, changelog: log }) => [
          paragraph([
            strong([text(`Cypress ${major}`)]),
            text(
              ` (${first}, ${formatShortUtcDate(new Date(`${date}T00:00:00Z`), 'en')}): `,
            ),
            ...(migration
              ? [
                  sectionLink(page, migration),
                  text(' in the Migration Guide; '),
                ]
              : [text('no Migration Guide section; ')]),
            sectionLink(page, { ...log, label: `its releases` }),
            text(' in the Changelog'),
          ]),
        ],
      ),
    ),
  ]
}
