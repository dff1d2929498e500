import type { ProductChangelogEntry } from './types'

const resultsApi = 'guides/cloud/accessibility/results-api.mdx'
const configuration = 'guides/cloud/accessibility/configuration.mdx'
const elementConfiguration =
  'guides/cloud/accessibility/element-configuration.mdx'
const reports = 'guides/cloud/accessibility/reports.mdx'
const cypressRule =
  'guides/cloud/accessibility/score-and-rules.mdx#interactive-elements-should-be-semantically-correct'
const axeVersions =
  'guides/cloud/accessibility/axe-core-configuration.mdx#axe-core-versions'
const compareReports = 'guides/cloud/accessibility/compare-reports.mdx'

/** Cypress Accessibility, week by week, newest first. */
export const accessibility: ProductChangelogEntry[] = [
  {
    week: '2026-04-13',
    items: [
      {
        title: 'Component attributes',
        text: `The \`components\` object of the \`accessibility\` configuration gains \`componentAttributes\` and \`componentAttributeFilters\`. See [\`components\`](${elementConfiguration}#components).`,
      },
      {
        title: 'More in Enterprise Reporting',
        text: 'Enterprise Reporting charts more of Cypress Accessibility, with trends in rule failure counts, in the severity of issues and more. See [Enterprise Reporting](guides/cloud/analytics/enterprise-reporting.mdx#ui-coverage-and-cypress-accessibility) and [Monitor Accessibility Over Time](guides/cloud/accessibility/monitoring.mdx).',
      },
    ],
  },
  {
    week: '2026-03-30',
    items: [
      {
        title: 'Accessibility tools in Cypress Cloud MCP',
        text: "The [Cypress Cloud MCP](guides/cloud/integrations/cloud-mcp.mdx) server gives AI agents three tools to query a run's accessibility data and act on it: `cypress_get_accessibility_report` returns the violation counts by severity, the failing rules with the number of elements each, and the views with the most failures; `cypress_get_accessibility_rule_failures` lists the failing DOM elements of one rule, for the run or for one view; and `cypress_get_accessibility_views` lists every view of the run, those with the most failing rules first. See [Work with AI agents](guides/cloud/accessibility/work-with-ai-agents.mdx) for setup and example prompts.",
      },
    ],
  },
  {
    week: '2026-02-06',
    items: [
      {
        title: 'Results API on Buildkite',
        text: `The [Results API](${resultsApi}) can fetch accessibility results in Buildkite builds.`,
      },
    ],
  },
  {
    week: '2026-01-16',
    items: [
      {
        title: 'axe-core 4.11.0',
        text: `Reports are made with axe-core 4.11.0. See [Axe Core versions](${axeVersions}).`,
      },
      {
        title: 'Results API on Bitbucket',
        text: `The [Results API](${resultsApi}) can fetch accessibility results in Bitbucket CI.`,
      },
    ],
  },
  {
    week: '2025-12-19',
    items: [
      {
        title: '`documentScope` in `elementFilters`',
        text: `A rule of [\`elementFilters\`](${elementConfiguration}#elementfilters) takes an optional \`documentScope\` that limits its selector to the document inside a given host, an iframe or a shadow DOM host. Combined with a selector, it filters, say, every element of one shadow DOM component or one iframe, with no change to the DOM.`,
      },
    ],
  },
  {
    week: '2025-12-12',
    items: [
      {
        title: 'Jira issues from violations',
        text: `The detail view creates a Jira issue from an accessibility violation, so the problem is tracked and ranked in the Jira workflow you already have. The issue links back to the violation in Cypress Cloud. See [Create a Jira issue](${reports}#create-a-jira-issue).`,
      },
    ],
  },
  {
    week: '2025-12-01',
    items: [
      {
        title: 'Profiles for chosen runs',
        text: `The \`profiles\` key applies different settings to runs according to their [run tags](guides/guides/command-line.mdx#--tag), so accessibility testing can differ for an environment, a branch or a kind of test run. See [\`profiles\`](${configuration}#profiles).`,
      },
      {
        title: 'Comments in the configuration',
        text: `Every configuration object accepts an optional \`comment\` property that explains why a value is set, which keeps the configuration clear to a team and to you when you come back to it. See [Notes in the configuration](${configuration}#notes-in-the-configuration).`,
      },
    ],
  },
  {
    week: '2025-10-13',
    items: [
      {
        title: 'Ignore rules on one element',
        text: `A \`data-a11y-ignore\` attribute turns off one rule, or several, for the element that carries it. See [Ignore rules on one element](${elementConfiguration}#ignore-rules-on-one-element).`,
      },
    ],
  },
  {
    week: '2025-10-06',
    items: [
      {
        title: '`contenteditable` false positives',
        text: `The rule [Interactive elements should be semantically correct](${cypressRule}) no longer reports elements by mistake because of their \`contenteditable\` attribute.`,
      },
    ],
  },
  {
    week: '2025-07-07',
    items: [
      {
        title: "A rule built on your tests' interactions",
        text: `A new Cypress rule, [Interactive elements should be semantically correct](${cypressRule}), judges elements by the interactions your tests perform on them, so it catches problems that a scan of the DOM alone misses.`,
      },
    ],
  },
  {
    week: '2025-06-02',
    items: [
      {
        title: 'Results API on Drone CI',
        text: `The [Results API](${resultsApi}) can fetch accessibility results in Drone CI.`,
      },
    ],
  },
  {
    week: '2025-05-26',
    items: [
      {
        title: 'New element identification',
        text: 'A new [element identification](guides/cloud/accessibility/element-identification.mdx) algorithm replaces the one Axe Core® uses by default. It deduplicates elements better across snapshots and runs, and it takes test attributes, such as test IDs, into account.',
      },
      {
        title: '`significantAttributes` and `attributeFilters`',
        text: `Two new options tune element identification so that locators stay stable and meaningful: [\`significantAttributes\`](${elementConfiguration}#significantattributes) and [\`attributeFilters\`](${elementConfiguration}#attributefilters).`,
      },
      {
        title: 'Branch Review generally available',
        text: `Branch Review for Cypress Accessibility left beta, with a reworked display of new and resolved violations that follows the feedback given during the beta. See [Compare Accessibility Reports](${compareReports}).`,
      },
    ],
  },
  {
    week: '2025-05-12',
    items: [
      {
        title: 'Results API on AWS CodeBuild',
        text: `The [Results API](${resultsApi}) can fetch accessibility results in AWS CodeBuild.`,
      },
    ],
  },
  {
    week: '2025-03-24',
    items: [
      {
        title: 'Data Extract API',
        text: 'The [Data Extract API](guides/cloud/integrations/data-extract-api.mdx#ui-coverage-and-accessibility) returns Cypress Accessibility results, so you can collect them over time.',
      },
    ],
  },
  {
    week: '2025-03-10',
    items: [
      {
        title: 'More detail in the Results API',
        text: `The [Results API](${resultsApi}) adds the run's accessibility scores and failed element counts, and breaks the report down by view, the pages and components it covers. That makes room for workflows such as alerting the team that owns one part of the application, or holding different parts to different standards.`,
      },
    ],
  },
  {
    week: '2025-03-03',
    items: [
      {
        title: 'axe-core 4.10.2',
        text: `Reports are made with axe-core 4.10.2. See [Axe Core versions](${axeVersions}).`,
      },
      {
        title: 'The axe-core version of a run',
        text: 'The Run Properties tab shows which axe-core version produced the report.',
      },
    ],
  },
  {
    week: '2025-02-24',
    items: [
      {
        title: 'Branch Review (beta)',
        text: `[Branch Review](${compareReports}) for Cypress Accessibility entered beta: compare two runs and see the issues a change brought in.`,
      },
    ],
  },
  {
    week: '2025-01-13',
    items: [
      {
        title: 'Enterprise Reporting',
        text: 'Enterprise Reporting in Cypress Cloud includes Cypress Accessibility results, which you can filter by project and branch and follow over time.',
      },
    ],
  },
  {
    week: '2024-11-11',
    items: [
      {
        title: 'Share Issue',
        text: `The element details of each reported violation have a "Share Issue" button that copies the main facts and related links to your clipboard, ready for a message or a ticket in your issue tracker. See [Share issue](${reports}#share-issue).`,
      },
    ],
  },
  {
    week: '2024-10-28',
    items: [
      {
        title: 'Axe Core® versioning policy',
        text: `Cypress published how it adopts Axe Core® releases: it leaves a 30-day buffer between an Axe Core® release and its use in Cypress Cloud. See [Axe Core versions](${axeVersions}).`,
      },
    ],
  },
  {
    week: '2024-09-30',
    items: [
      {
        title: 'Slack messages',
        text: 'Run messages from the [Slack integration](guides/cloud/integrations/slack.mdx) show Cypress Accessibility results beside the test results.',
      },
    ],
  },
  {
    week: '2024-09-20',
    items: [
      {
        title: 'Score calculation fix',
        text: 'A snapshot that appeared in several tests could be counted more than once in the score; now it counts once. Runs scored before and after the fix can differ slightly in total score.',
      },
    ],
  },
  {
    week: '2024-09-09',
    items: [
      {
        title: 'Rules tab',
        text: `A "Rules" tab, now open to every user, shows the outcome of each rule tested across the run and which rules have the most failing elements. It also shows exactly how your configuration changes rule outcomes. See [Rules](${reports}#rules).`,
      },
      {
        title: 'More element statuses',
        text: 'Elements can have statuses other than failed: inconclusive, for the items Axe Core leaves to manual review, and ignored, for the elements your configuration set aside. See [Element statuses](guides/cloud/accessibility/score-and-rules.mdx#element-statuses).',
      },
      {
        title: 'Ignored elements keep their results',
        text: 'Elements ignored by the configuration still have their results captured, but those results leave the score alone, so you can look at exactly what a run excludes.',
      },
      {
        title: 'Inconclusive and ignored elements in the Detail View',
        text: "Besides failing elements, the Detail View lists each rule's inconclusive elements and, if you choose, its ignored ones, with orange and gray icons and highlights respectively.",
      },
    ],
  },
  {
    week: '2024-08-19',
    items: [
      {
        title: 'Iframes',
        text: 'Accessibility checks reach inside iframes. Customers who had the product before opt in, while new customers start with iframes on and can opt out, because iframe content does not always belong in a report and existing pipelines should not change unannounced.',
      },
      {
        title: 'Pull request comments',
        text: 'The comments Cypress Cloud leaves on pull and merge requests in [GitHub](guides/cloud/integrations/source-control/github.mdx), [GitLab](guides/cloud/integrations/source-control/gitlab.mdx) and [Bitbucket](guides/cloud/integrations/source-control/bitbucket.mdx) show Cypress Accessibility results beside the test results. Install the integration and turn comments on in Project Settings.',
      },
    ],
  },
  {
    week: '2024-08-05',
    items: [
      {
        title: 'Results API on CircleCI',
        text: `The [Results API](${resultsApi}) can fetch accessibility results in CircleCI workflows.`,
      },
    ],
  },
  {
    week: '2024-07-29',
    items: [
      {
        title: 'Results API on Azure and Jenkins',
        text: `The [Results API](${resultsApi}) can fetch accessibility results in Azure and Jenkins.`,
      },
    ],
  },
  {
    week: '2024-07-15',
    items: [
      {
        title: 'Results API on GitLab CI',
        text: `The [Results API](${resultsApi}) can fetch accessibility results in GitLab CI workflows.`,
      },
    ],
  },
  {
    week: '2024-06-24',
    items: [
      {
        title: 'Results API',
        text: `The new [Results API](${resultsApi}) fetches a run's accessibility results from a CI job, which can then decide whether they are acceptable or must be dealt with before the change merges.`,
      },
      {
        title: 'The configuration of each run',
        text: `A run's properties tab shows the configuration the project had when the run started. When a score moves, that tells a configuration change apart from changes to your application, your tests, the Cypress version and so on. See [When configuration takes effect](${configuration}#when-configuration-takes-effect).`,
      },
    ],
  },
  {
    week: '2024-05-20',
    items: [
      {
        title: 'Shadow DOM in snapshots',
        text: 'Report snapshots show and highlight the elements of shadow DOM, so violations inside encapsulated components can be found and fixed like any other.',
      },
      {
        title: 'From Latest Runs to the report',
        text: 'Each run on the "Latest Runs" page of Cypress Cloud links straight to its accessibility report.',
      },
      {
        title: 'Configuration in Project Settings',
        text: `The report is configured in Project Settings, in an editor with linting and IntelliSense code completion, where you decide what is tested and what the score ignores. See [Configure Cypress Accessibility](${configuration}).`,
      },
    ],
  },
  {
    week: '2024-04-15',
    items: [
      {
        title: 'Full axe-core® details',
        text: 'Each element flagged with a violation carries the complete axe-core® details, the context you need to pin down the issue and fix it.',
      },
    ],
  },
  {
    week: '2024-03-25',
    items: [
      {
        title: 'Violation Severity Breakdown',
        text: 'A small bar graph, the Violation Severity Breakdown, shows how severe the violations are for the whole run or for one page or component. The pages with the worst problems stand out as you scan the report.',
      },
    ],
  },
  {
    week: '2024-03-18',
    items: [
      {
        title: 'Filter views by severity or rule set',
        text: 'The Views list filters by severity or by rule set, for example to keep only the pages with "Critical" violations or only WCAG 2.1 A violations: a first step toward the areas with the most severe issues.',
      },
      {
        title: 'Checks inside shadow DOM',
        text: 'Every run checks accessibility inside shadow DOM.',
      },
    ],
  },
  {
    week: '2024-02-25',
    items: [
      {
        title: 'Filter views by name',
        text: 'A text filter narrows the "Views" list to the names you type.',
      },
      {
        title: 'Where a highlighted element is',
        text: 'A tooltip shows the position of each highlighted element, which makes the element behind a violation easier to find on the screen.',
      },
    ],
  },
  {
    week: '2024-01-15',
    items: [
      {
        title: 'Every violation in one report',
        text: 'A "View all" link beside the violation count at the top of the accessibility tab opens every violation found in the run, whatever page or component it is on.',
      },
    ],
  },
  {
    week: '2023-12-31',
    items: [
      {
        title: 'Print Elements to Console',
        text: `A "Print Elements to Console" button helps you find and fix violations with your browser's developer tools.`,
      },
    ],
  },
  {
    week: '2023-12-17',
    items: [
      {
        title: 'Views and violations in a run',
        text: 'A run shows how many views (pages or components) and how many violations it found.',
      },
    ],
  },
]
