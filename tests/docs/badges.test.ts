/**
 * Badges in the docs (plugins/badges, src/data/badges.ts): every badge has
 * a kind the site knows, and the pages and headings that must say who can
 * use them do. The build fails on an unknown kind too; this check names
 * every one at once, without a build.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Heading, Nodes, Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'

import { headingText } from '../../plugins/badges/remark'
import { listDocPages } from '../../scripts/docSamples.mjs'
import {
  badgeProblem,
  retiredBadges,
  type BadgeKind,
} from '../../src/data/badges'
import { parseMdx } from '../../src/lib/mdx.mjs'

const root = path.resolve(__dirname, '../..')
const docsDir = path.join(root, 'docs')

const pages = new Map(
  listDocPages(docsDir).map((file) => [
    path.relative(root, file),
    parseMdx(readFileSync(file, 'utf8')) as Root,
  ]),
)

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

function isBadge(node: Nodes): node is JsxElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (node.name === 'Badge' || Object.hasOwn(retiredBadges, node.name ?? ''))
  )
}

function kindOf(element: JsxElement): string | null | undefined {
  const attribute = element.attributes.find(
    (item) => item.type === 'mdxJsxAttribute' && item.name === 'kind',
  )
  if (!attribute) return undefined
  return typeof attribute.value === 'string' ? attribute.value : null
}

/** The kinds of the badges inside a node. */
function kinds(node: Nodes): string[] {
  const found: string[] = []
  visit(node, (child) => {
    if (isBadge(child)) found.push(String(kindOf(child)))
  })
  return found
}

/** The badges on the line under the front matter (and imports): a page's mark. */
function pageMark(tree: Root): string[] {
  const first = tree.children.find(
    (node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm',
  )
  if (!first) return []
  const index = tree.children.indexOf(first)
  const marks: string[] = []
  for (const node of tree.children.slice(index)) {
    if (node.type === 'mdxJsxFlowElement' && isBadge(node)) {
      marks.push(String(kindOf(node)))
    } else if (
      node.type === 'paragraph' &&
      marks.length === 0 &&
      node.children.every(
        (child) =>
          isBadge(child) || (child.type === 'text' && !child.value.trim()),
      )
    ) {
      return kinds(node)
    } else break
  }
  return marks
}

/** Each heading's text without badges, with the badges it carries. */
function headings(tree: Root): Array<{ text: string; kinds: string[] }> {
  const found: Array<{ text: string; kinds: string[] }> = []
  visit(tree, 'heading', (heading: Heading) => {
    found.push({
      // An explicit id ({/* #id */}) is no part of the text.
      text: heading.children
        .filter((child) => child.type !== 'mdxTextExpression')
        .map(headingText)
        .join('')
        .trim(),
      kinds: kinds(heading),
    })
  })
  return found
}

/**
 * Pages whose whole subject belongs to one testing type, plan or product:
 * the kinds their mark under the title must include.
 */
const PAGE_MARKS: Record<string, BadgeKind[]> = {
  // The mount modules make cy.visit(), cy.session() and cy.origin() throw
  // in component tests (cypress/mount-utils, setupHooks).
  'docs/api/commands/visit.mdx': ['e2e-only'],
  'docs/api/commands/session.mdx': ['e2e-only'],
  'docs/api/commands/origin.mdx': ['e2e-only'],
  'docs/api/commands/mount.mdx': ['component-only'],
  'docs/api/cypress-api/require.mdx': ['e2e-only', 'experimental'],
  'docs/guides/cloud/smart-orchestration/spec-prioritization.mdx': [
    'business-plan',
  ],
  'docs/guides/cloud/smart-orchestration/rerun-optimization.mdx': [
    'business-plan',
    'experimental',
  ],
  'docs/guides/cloud/account-management/enterprise-sso.mdx': ['business-plan'],
  'docs/guides/cloud/analytics/enterprise-reporting.mdx': ['enterprise-plan'],
  'docs/guides/cloud/integrations/data-extract-api.mdx': ['enterprise-plan'],
  'docs/guides/cloud/integrations/jira.mdx': ['team-plan'],
  // Flake detection, analytics and alerting all need the Team plan.
  'docs/guides/cloud/flaky-test-management.mdx': ['team-plan'],
  'docs/guides/cloud/test-replay.mdx': ['all-plans'],
  // Experimental until 15.4.0, the version the site documents is 15.3.0.
  'docs/guides/references/cypress-studio.mdx': ['experimental', 'e2e-only'],
}

/** Folders whose every page is part of a premium product. */
const PRODUCT_FOLDERS: Record<string, BadgeKind> = {
  'docs/guides/cloud/accessibility/': 'premium-accessibility',
  'docs/guides/cloud/ui-coverage/': 'premium-ui-coverage',
}

/**
 * Headings (their text without badges, code spans as their code) that must
 * carry a badge. The first
 * group are the counterparts of the headings the 2024 edition of the docs
 * badged as end-to-end or component only.
 */
const HEADING_MARKS: Array<[page: string, heading: string, kind: BadgeKind]> = [
  [
    'docs/guides/references/best-practices.mdx',
    'Writing tiny tests with one assertion',
    'e2e-only',
  ],
  ['docs/guides/references/best-practices.mdx', 'After cy.visit()', 'e2e-only'],
  [
    'docs/api/cypress-api/catalog-of-events.mdx',
    'window:before:load',
    'e2e-only',
  ],
  [
    'docs/api/cypress-api/catalog-of-events.mdx',
    'window:before:unload',
    'e2e-only',
  ],
  ['docs/api/cypress-api/catalog-of-events.mdx', 'window:unload', 'e2e-only'],
  [
    'docs/api/cypress-api/custom-commands.mdx',
    'Parent command: sign in through the API',
    'e2e-only',
  ],
  [
    'docs/api/commands/clearcookie.mdx',
    'Expire a login in the middle of a test',
    'e2e-only',
  ],
  [
    'docs/api/commands/clearcookies.mdx',
    'Log out by deleting the cookies',
    'e2e-only',
  ],
  ['docs/api/commands/wrap.mdx', 'Wait for a promise', 'e2e-only'],
  [
    'docs/guides/core-concepts/conditional-testing.mdx',
    'A/B tests',
    'e2e-only',
  ],
  [
    'docs/guides/core-concepts/conditional-testing.mdx',
    'Welcome wizards and modals that appear sometimes',
    'e2e-only',
  ],
  [
    'docs/guides/core-concepts/cypress-app.mdx',
    'The application under test',
    'e2e-only',
  ],
  [
    'docs/guides/core-concepts/cypress-app.mdx',
    'The component under test',
    'component-only',
  ],
  [
    'docs/faq/questions/general-questions-faq.mdx',
    'Can I write API tests with Cypress?',
    'e2e-only',
  ],
  [
    'docs/faq/questions/using-cypress-faq.mdx',
    'How do I wait for my application to load?',
    'e2e-only',
  ],
  [
    'docs/faq/questions/using-cypress-faq.mdx',
    'Can I run the same tests on multiple subdomains?',
    'e2e-only',
  ],

  [
    'docs/guides/references/configuration.mdx',
    'End-to-end options',
    'e2e-only',
  ],
  [
    'docs/guides/references/configuration.mdx',
    'Component testing options',
    'component-only',
  ],
  ['docs/guides/references/configuration.mdx', 'Experiments', 'experimental'],
  [
    'docs/guides/references/experiments.mdx',
    'experimentalRunAllSpecs',
    'e2e-only',
  ],
  [
    'docs/guides/references/experiments.mdx',
    'experimentalOriginDependencies',
    'e2e-only',
  ],
  ['docs/guides/references/experiments.mdx', 'experimentalStudio', 'e2e-only'],
  [
    'docs/guides/references/experiments.mdx',
    'experimentalSingleTabRunMode',
    'component-only',
  ],
  [
    'docs/guides/core-concepts/cypress-app.mdx',
    'Cypress Studio',
    'experimental',
  ],
  [
    'docs/guides/core-concepts/cypress-app.mdx',
    'Running several specs',
    'experimental',
  ],
  ['docs/guides/guides/test-retries.mdx', 'Retry strategies', 'experimental'],
  ['docs/guides/guides/launching-browsers.mdx', 'WebKit', 'experimental'],
  [
    'docs/api/commands/origin.mdx',
    'Load a module with Cypress.require()',
    'experimental',
  ],
  [
    'docs/guides/guides/cross-origin-testing.mdx',
    'injectDocumentDomain',
    'deprecated',
  ],

  [
    'docs/guides/cloud/smart-orchestration/run-cancellation.mdx',
    'Auto Cancellation',
    'business-plan',
  ],
  [
    'docs/guides/guides/command-line.mdx',
    '--auto-cancel-after-failures',
    'business-plan',
  ],
  [
    'docs/guides/cloud/analytics/overview.mdx',
    'Enterprise Reporting',
    'enterprise-plan',
  ],
  [
    'docs/guides/cloud/analytics/overview.mdx',
    'Data Extract API',
    'enterprise-plan',
  ],
  [
    'docs/guides/cloud/integrations/source-control/github.mdx',
    'GitHub Enterprise',
    'business-plan',
  ],
]

describe('badges', () => {
  it('every badge in the docs has a kind the site knows', () => {
    const problems: string[] = []
    for (const [page, tree] of pages) {
      visit(tree, (node) => {
        if (!isBadge(node)) return
        const problem = badgeProblem(node.name ?? '', kindOf(node))
        if (problem) {
          problems.push(`${page}:${node.position?.start.line}: ${problem}`)
        }
      })
    }
    expect(problems, problems.join('\n')).toEqual([])
  })

  it.each(Object.entries(PAGE_MARKS))(
    '%s carries its mark under the title',
    (page, expected) => {
      const tree = pages.get(page)
      expect(tree, `${page} is gone: update PAGE_MARKS`).toBeDefined()
      expect(
        pageMark(tree!),
        `${page}: put ${expected.map((kind) => `<Badge kind="${kind}" />`).join(' ')} on the line after the front matter`,
      ).toEqual(expect.arrayContaining(expected))
    },
  )

  it.each(Object.entries(PRODUCT_FOLDERS))(
    'every page in %s carries the %s mark',
    (folder, kind) => {
      const inFolder = [...pages].filter(([page]) => page.startsWith(folder))
      expect(inFolder.length).toBeGreaterThan(0)
      const missing = inFolder
        .filter(([, tree]) => !pageMark(tree).includes(kind))
        .map(([page]) => page)
      expect(
        missing,
        `put <Badge kind="${kind}" /> on the line after the front matter of these pages`,
      ).toEqual([])
    },
  )

  it.each(HEADING_MARKS)('%s: "%s" carries %s', (page, heading, kind) => {
    const tree = pages.get(page)
    expect(tree, `${page} is gone: update HEADING_MARKS`).toBeDefined()
    const found = headings(tree!).find((item) => item.text === heading)
    expect(found, `${page} has no heading "${heading}"`).toBeDefined()
    expect(
      found!.kinds,
      `${page}: add <Badge kind="${kind}" /> to the heading "${heading}"`,
    ).toContain(kind)
  })
})
