import type { ProductChangelogEntry } from './types'

const resultsApi = 'guides/cloud/ui-coverage/results-api.mdx'
const configuration = 'guides/cloud/ui-coverage/configuration.mdx'
const elementConfiguration =
  'guides/cloud/ui-coverage/element-configuration.mdx'
const identification = 'guides/cloud/ui-coverage/element-identification.mdx'

/** UI Coverage, week by week, newest first. */
export const uiCoverage: ProductChangelogEntry[] = [
  {
    week: '2026-05-18',
    items: [
      {
        title: 'Trends in Enterprise Reporting',
        text: `Enterprise Reporting in Cypress Cloud now charts UI Coverage, so you can follow the score across all your projects and runs and see when it climbs or slips. See [Enterprise Reporting](guides/cloud/analytics/enterprise-reporting.mdx#ui-coverage-and-cypress-accessibility) and [Monitor coverage over time](guides/cloud/ui-coverage/monitor-changes.mdx).`,
      },
    ],
  },
  {
    week: '2026-04-27',
    items: [
      {
        title: 'UI Coverage tools in Cypress Cloud MCP',
        text: "The [Cypress Cloud MCP](guides/cloud/integrations/cloud-mcp.mdx) server gives AI agents three tools for a run's UI Coverage: `cypress_get_ui_coverage_report` returns the overall score, the counts of tested and untested elements and links, and the riskiest views; `cypress_get_ui_coverage_views` lists every view of the run, not only the riskiest; and `cypress_get_ui_coverage_elements` goes down to single elements, filtered by view or by tested or untested status. The `cypress_get_runs` tool now also gives each run's UI Coverage score. See [Work with AI agents](guides/cloud/ui-coverage/work-with-ai-agents.mdx) for setup and example prompts.",
      },
    ],
  },
  {
    week: '2026-02-06',
    items: [
      {
        title: 'Results API on Buildkite',
        text: `The [Results API](${resultsApi}) can fetch UI Coverage results in Buildkite builds.`,
      },
    ],
  },
  {
    week: '2026-01-16',
    items: [
      {
        title: 'Results API on Bitbucket',
        text: `The [Results API](${resultsApi}) can fetch UI Coverage results in Bitbucket CI.`,
      },
    ],
  },
  {
    week: '2025-12-19',
    items: [
      {
        title: '`documentScope` for nested documents',
        text: `\`elementFilters\`, \`elements\`, \`elementGroups\` and \`allowedInteractionCommands\` take an optional \`documentScope\` that limits a rule's selector to the document inside a given host, such as an iframe or a shadow DOM host. You can then filter, identify, group or restrict the elements of nested documents without changing your application's DOM. To reach a document nested in another, such as a shadow DOM component inside an iframe, list each host in the array. See [Selectors and \`documentScope\`](${elementConfiguration}#selectors-and-documentscope) and [Interaction commands](guides/cloud/ui-coverage/interaction-commands.mdx).`,
      },
    ],
  },
  {
    week: '2025-12-12',
    items: [
      {
        title: 'Profiles for chosen runs',
        text: `The \`profiles\` key applies different settings to runs according to their [run tags](guides/guides/command-line.mdx#--tag), so UI Coverage can work differently for an environment, a branch or a kind of test run. See [\`profiles\`](${configuration}#profiles).`,
      },
      {
        title: 'Comments in the configuration',
        text: `Every configuration object accepts an optional \`comment\` property that records why a value is there, which helps a team, or you months later, maintain the configuration. See [Comments](${configuration}#comments).`,
      },
      {
        title: 'Guide: block pull requests',
        text: 'The new guide [Block pull requests on coverage](guides/cloud/ui-coverage/block-pull-requests.mdx) enforces coverage standards with the Results API: compare a run with a baseline and block the pull request automatically when it misses your thresholds.',
      },
    ],
  },
  {
    week: '2025-06-23',
    items: [
      {
        title: 'Interaction commands of your own',
        text: 'Two configuration keys change which commands count for coverage: `additionalInteractionCommands` makes your custom commands count toward the score, and `allowedInteractionCommands` decides which kinds of interaction count on chosen elements, assertions included. See [Interaction commands](guides/cloud/ui-coverage/interaction-commands.mdx).',
      },
    ],
  },
  {
    week: '2025-06-02',
    items: [
      {
        title: 'Results API on Drone CI',
        text: `The [Results API](${resultsApi}) can fetch UI Coverage results in Drone CI.`,
      },
    ],
  },
  {
    week: '2025-05-26',
    items: [
      {
        title: 'Test Generation',
        text: 'Cypress Cloud launched Test Generation, which uses AI to write tests for the untested elements a UI Coverage report finds, in the style and conventions of your existing tests. See [What is Test Generation?](guides/cloud/ui-coverage/faq.mdx#what-is-test-generation).',
      },
    ],
  },
  {
    week: '2025-05-12',
    items: [
      {
        title: 'Results API on AWS CodeBuild',
        text: `The [Results API](${resultsApi}) can fetch UI Coverage results in AWS CodeBuild.`,
      },
    ],
  },
  {
    week: '2025-04-14',
    items: [
      {
        title: 'Shadow DOM and iframes',
        text: `UI Coverage can report interactions inside shadow DOM and iframes. Both are off by default; ask your Cypress representative to turn them on. See [Iframes and shadow DOM](${identification}#iframes-and-shadow-dom).`,
      },
    ],
  },
  {
    week: '2025-03-24',
    items: [
      {
        title: 'Data Extract API',
        text: 'The [Data Extract API](guides/cloud/integrations/data-extract-api.mdx#ui-coverage-and-accessibility) returns UI Coverage results, so you can collect coverage data and study it over time.',
      },
    ],
  },
  {
    week: '2025-01-15',
    items: [
      {
        title: 'Branch Review (beta)',
        text: 'Branch Review compares the UI Coverage of two runs, so a team sees how a change moves coverage from one branch to another. It works with every Git provider, and you can pick the runs to compare yourself. See [Compare reports](guides/cloud/ui-coverage/compare-reports.mdx).',
      },
    ],
  },
  {
    week: '2024-12-16',
    items: [
      {
        title: 'URLs with special characters',
        text: 'URLs that contain special characters, such as parentheses, no longer break how views are built.',
      },
      {
        title: 'Faster large reports',
        text: 'Reports with a great many elements and snapshots render faster.',
      },
    ],
  },
  {
    week: '2024-10-07',
    items: [
      {
        title: 'Grouping in tables',
        text: `The default grouping rules find and group the elements of tables more accurately. See [Automatic grouping](${identification}#automatic-grouping).`,
      },
    ],
  },
  {
    week: '2024-09-30',
    items: [
      {
        title: 'Slack messages',
        text: 'Run messages from the [Slack integration](guides/cloud/integrations/slack.mdx) show UI Coverage results beside the test results.',
      },
    ],
  },
  {
    week: '2024-09-23',
    items: [
      {
        title: 'How links are shown',
        text: 'Links are shown more consistently across a report and follow the views you defined more closely.',
      },
    ],
  },
  {
    week: '2024-09-09',
    items: [
      {
        title: 'Element tooltips',
        text: "An element's tooltip puts its selector forward, which makes elements easier to recognize and a report easier to move around in.",
      },
    ],
  },
  {
    week: '2024-08-19',
    items: [
      {
        title: 'Results API',
        text: `The new [Results API](${resultsApi}) fetches a run's UI Coverage results from a CI job, which can then decide whether they are good enough or must be dealt with before the change merges.`,
      },
      {
        title: 'Pull request comments',
        text: 'The comments Cypress Cloud leaves on pull and merge requests in [GitHub](guides/cloud/integrations/source-control/github.mdx), [GitLab](guides/cloud/integrations/source-control/gitlab.mdx) and [Bitbucket](guides/cloud/integrations/source-control/bitbucket.mdx) show UI Coverage results beside the test results. Install the integration and turn comments on in Project Settings.',
      },
    ],
  },
  {
    week: '2024-08-12',
    items: [
      {
        title: '`attributeFilters` and class names',
        text: `When a rule of [\`attributeFilters\`](${elementConfiguration}#attributefilters) matches the \`class\` attribute, it now matches and filters each class name on its own rather than the whole value of the attribute.`,
      },
    ],
  },
  {
    week: '2024-08-05',
    items: [
      {
        title: 'Untested elements of the whole run',
        text: `An "Untested elements" section lists the untested elements of every view in one place. Test them, or leave some out of the report with [\`elementFilters\`](${elementConfiguration}#elementfilters) in your [configuration](${configuration}).`,
      },
      {
        title: 'Tested elements of the whole run',
        text: 'A "Tested elements" section lists the tested elements of every view. The elements with the most interactions and tests point to coverage your suite may be repeating; see [Reduce test duplication](guides/cloud/ui-coverage/reduce-test-duplication.mdx).',
      },
    ],
  },
  {
    week: '2024-07-22',
    items: [
      {
        title: 'Untested links of the whole run',
        text: `An "Untested links" section lists the untested links of every view. Test them, or leave some out with [\`viewFilters\`](${configuration}#viewfilters).`,
      },
    ],
  },
  {
    week: '2024-06-24',
    items: [
      {
        title: 'The configuration of each run',
        text: `A run's properties tab shows the configuration the project had when the run started. When a score moves, that tells a configuration change apart from changes to your application, your tests or the Cypress version. See [See the configuration a run used](${configuration}#see-the-configuration-a-run-used).`,
      },
      {
        title: 'Anchors without `href`',
        text: 'An `a` element counts as interactive even when it has no `href` attribute. See [Interactivity](guides/cloud/ui-coverage/interactivity.mdx).',
      },
    ],
  },
  {
    week: '2024-05-20',
    items: [
      {
        title: 'Configuration in Project Settings',
        text: `Owners and admins edit the configuration in an editor in Project Settings, deciding what the score counts and what it ignores. \`elementFilters\` excludes elements by CSS selector, \`views\` sets the URL patterns that group pages, \`viewFilters\` removes groups of URLs from reports, \`attributeFilters\` chooses the attributes that identify and group elements, \`elementGroups\` adds grouping rules of your own to cut noise, and \`significantAttributes\` ranks your own attributes ahead of the defaults for identifying and grouping. See [Configuration](${configuration}).`,
      },
    ],
  },
  {
    week: '2024-03-25',
    items: [
      {
        title: 'Project configuration',
        text: 'UI Coverage can be configured per project, with no change to your HTML: exclude URLs, exclude elements by selector, and group elements to make the analysis simpler. Your Account Executive can help you set it up.',
      },
    ],
  },
  {
    week: '2024-03-04',
    items: [
      {
        title: 'Element interaction details',
        text: 'Each interactive element shows its testing status in detail: the kinds of interaction it received, how often, and where it sits in the UI. You can see where an element was found and where it was tested, and a link shows how often it was visited.',
      },
    ],
  },
  {
    week: '2024-02-26',
    items: [
      {
        title: '`data-cy-ui-group` cascades',
        text: `Put \`data-cy-ui-group\` on a wrapper or parent element and its value passes down to the interactive elements inside it. See [Grouping in your markup](${identification}#grouping-in-your-markup-data-cy-ui-group).`,
      },
      {
        title: 'Filter views by name',
        text: 'A text filter narrows the "Views" list to the names you type, which makes a report quicker to search.',
      },
    ],
  },
  {
    week: '2023-12-31',
    items: [
      {
        title: 'URL grouping',
        text: 'Reports group repeated URLs into one view. Fewer duplicate views make a report simpler and its problems easier to find and rank. See [Views](guides/cloud/ui-coverage/views.mdx).',
      },
    ],
  },
]
