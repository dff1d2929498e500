/**
 * The plugin directory: packages that extend Cypress, grouped by category.
 * Every entry is a real, published package; `src/data/plugins.test.ts`
 * validates each one. To add a plugin, see CONTRIBUTING.md.
 */

export type PluginCategory =
  | 'accessibility'
  | 'api-testing'
  | 'bdd'
  | 'code-coverage'
  | 'commands'
  | 'linting'
  | 'preprocessors'
  | 'reporting'
  | 'test-selection'
  | 'visual-testing'

export type PluginBadge = 'official' | 'verified' | 'community' | 'deprecated'

export interface PluginCategoryInfo {
  label: string
  description: string
}

export const pluginCategories: Record<PluginCategory, PluginCategoryInfo> = {
  accessibility: {
    label: 'Accessibility',
    description: 'Find accessibility violations in the pages your tests visit.',
  },
  'api-testing': {
    label: 'API testing',
    description: 'Send HTTP requests from tests and see their responses.',
  },
  bdd: {
    label: 'Behavior-driven development',
    description: 'Write specs as Gherkin feature files.',
  },
  'code-coverage': {
    label: 'Code coverage',
    description: 'Measure which lines of your application the tests run.',
  },
  commands: {
    label: 'Custom commands',
    description: 'Commands and queries that Cypress does not ship with.',
  },
  linting: {
    label: 'Linting',
    description: 'Catch mistakes in test code before it runs.',
  },
  preprocessors: {
    label: 'Preprocessors',
    description: 'Bundle spec files with the build tool your project uses.',
  },
  reporting: {
    label: 'Reporting',
    description: 'Turn test results into reports, logs and CI summaries.',
  },
  'test-selection': {
    label: 'Test selection',
    description:
      'Choose which specs and tests run, and spread them over machines.',
  },
  'visual-testing': {
    label: 'Visual testing',
    description: 'Compare screenshots of the page to approved baselines.',
  },
}

export const pluginBadges: Record<
  PluginBadge,
  { label: string; description: string }
> = {
  official: {
    label: 'Official',
    description: 'Written and maintained by the Cypress team.',
  },
  verified: {
    label: 'Verified',
    description: 'Maintained by a company that builds on Cypress.',
  },
  community: {
    label: 'Community',
    description: 'Maintained by members of the Cypress community.',
  },
  deprecated: {
    label: 'Deprecated',
    description: 'No longer recommended: Cypress now does this itself.',
  },
}

export interface Plugin {
  name: string
  /** One plain-text sentence. */
  description: string
  /** The plugin's home: its repository or documentation, over https. */
  link: string
  /** The npm package, where the plugin is published to npm. */
  npm?: string
  category: PluginCategory
  badge: PluginBadge
  /** Lower-case words a reader might search for. */
  keywords: string[]
}

/** Listed by category; inside one: official, verified, community, deprecated. */
export const plugins: Plugin[] = [
  {
    name: 'cypress-axe',
    description:
      'Runs the axe-core accessibility engine on the page and fails the test on violations.',
    link: 'https://github.com/component-driven/cypress-axe',
    npm: 'cypress-axe',
    category: 'accessibility',
    badge: 'community',
    keywords: ['a11y', 'axe', 'wcag'],
  },
  {
    name: '@cypress-audit/lighthouse',
    description:
      'Runs Lighthouse audits from a test and asserts on performance, accessibility and SEO scores.',
    link: 'https://github.com/mfrachet/cypress-audit',
    npm: '@cypress-audit/lighthouse',
    category: 'accessibility',
    badge: 'community',
    keywords: ['lighthouse', 'performance', 'audit'],
  },
  {
    name: 'cypress-plugin-api',
    description:
      'Shows the requests of cy.api() and their responses in the app preview, next to the Command Log.',
    link: 'https://github.com/filiphric/cypress-plugin-api',
    npm: 'cypress-plugin-api',
    category: 'api-testing',
    badge: 'community',
    keywords: ['api', 'rest', 'http'],
  },
  {
    name: '@bahmutov/cy-api',
    description:
      'Adds cy.api(), a request command that prints each request and response in the browser.',
    link: 'https://github.com/bahmutov/cy-api',
    npm: '@bahmutov/cy-api',
    category: 'api-testing',
    badge: 'community',
    keywords: ['api', 'rest', 'http'],
  },
  {
    name: '@badeball/cypress-cucumber-preprocessor',
    description:
      'Runs Gherkin feature files as specs, with step definitions written in JavaScript or TypeScript.',
    link: 'https://github.com/badeball/cypress-cucumber-preprocessor',
    npm: '@badeball/cypress-cucumber-preprocessor',
    category: 'bdd',
    badge: 'community',
    keywords: ['cucumber', 'gherkin', 'bdd'],
  },
  {
    name: '@cypress/code-coverage',
    description:
      'Collects code coverage from instrumented application code during tests and merges it into one report.',
    link: 'https://github.com/cypress-io/code-coverage',
    npm: '@cypress/code-coverage',
    category: 'code-coverage',
    badge: 'official',
    keywords: ['coverage', 'istanbul', 'nyc'],
  },
  {
    name: '@testing-library/cypress',
    description:
      'Adds Testing Library queries such as findByRole and findByLabelText as Cypress commands.',
    link: 'https://github.com/testing-library/cypress-testing-library',
    npm: '@testing-library/cypress',
    category: 'commands',
    badge: 'community',
    keywords: ['testing-library', 'queries', 'roles'],
  },
  {
    name: 'cypress-real-events',
    description:
      'Fires native browser events (hover, real click, tab, swipe) through the Chrome DevTools Protocol.',
    link: 'https://github.com/dmtrKovalenko/cypress-real-events',
    npm: 'cypress-real-events',
    category: 'commands',
    badge: 'community',
    keywords: ['hover', 'events', 'cdp'],
  },
  {
    name: 'cypress-wait-until',
    description:
      'Adds cy.waitUntil(), which retries a callback until it returns a truthy value.',
    link: 'https://github.com/NoriSte/cypress-wait-until',
    npm: 'cypress-wait-until',
    category: 'commands',
    badge: 'community',
    keywords: ['wait', 'retry', 'polling'],
  },
  {
    name: 'cypress-recurse',
    description:
      'Repeats a chain of Cypress commands until a predicate passes, for conditions assertions cannot express.',
    link: 'https://github.com/bahmutov/cypress-recurse',
    npm: 'cypress-recurse',
    category: 'commands',
    badge: 'community',
    keywords: ['retry', 'recursion', 'polling'],
  },
  {
    name: 'cypress-localstorage-commands',
    description:
      'Saves and restores localStorage between tests and adds commands to read and write it.',
    link: 'https://github.com/javierbrea/cypress-localstorage-commands',
    npm: 'cypress-localstorage-commands',
    category: 'commands',
    badge: 'community',
    keywords: ['localstorage', 'storage', 'state'],
  },
  {
    name: 'cypress-map',
    description:
      'Adds retrying queries such as cy.map(), cy.reduce() and cy.table() for transforming subjects.',
    link: 'https://github.com/bahmutov/cypress-map',
    npm: 'cypress-map',
    category: 'commands',
    badge: 'community',
    keywords: ['queries', 'map', 'table'],
  },
  {
    name: 'cypress-network-idle',
    description:
      'Waits until the application has made no network requests for a given time.',
    link: 'https://github.com/bahmutov/cypress-network-idle',
    npm: 'cypress-network-idle',
    category: 'commands',
    badge: 'community',
    keywords: ['network', 'wait', 'idle'],
  },
  {
    name: 'cypress-iframe',
    description:
      'Adds commands that wait for an iframe to load and run queries inside it.',
    link: 'https://gitlab.com/kgroat/cypress-iframe',
    npm: 'cypress-iframe',
    category: 'commands',
    badge: 'community',
    keywords: ['iframe', 'frames'],
  },
  {
    name: 'cypress-file-upload',
    description:
      'Attached files to file inputs before Cypress had .selectFile(); use .selectFile() instead.',
    link: 'https://github.com/abramenal/cypress-file-upload',
    npm: 'cypress-file-upload',
    category: 'commands',
    badge: 'deprecated',
    keywords: ['upload', 'files'],
  },
  {
    name: 'eslint-plugin-cypress',
    description:
      'ESLint rules for Cypress tests, such as no unnecessary waiting and no assigning command results.',
    link: 'https://github.com/cypress-io/eslint-plugin-cypress',
    npm: 'eslint-plugin-cypress',
    category: 'linting',
    badge: 'official',
    keywords: ['eslint', 'lint', 'rules'],
  },
  {
    name: '@cypress/webpack-preprocessor',
    description:
      'Bundles spec files with webpack, using your project’s loaders and configuration.',
    link: 'https://www.npmjs.com/package/@cypress/webpack-preprocessor',
    npm: '@cypress/webpack-preprocessor',
    category: 'preprocessors',
    badge: 'official',
    keywords: ['webpack', 'bundler'],
  },
  {
    name: 'cypress-vite',
    description:
      'Bundles spec files with Vite, using your project’s Vite config.',
    link: 'https://github.com/mammadataei/cypress-vite',
    npm: 'cypress-vite',
    category: 'preprocessors',
    badge: 'community',
    keywords: ['vite', 'bundler'],
  },
  {
    name: 'cypress-mochawesome-reporter',
    description:
      'Writes an HTML report of each run with screenshots and videos embedded in failed tests.',
    link: 'https://github.com/LironEr/cypress-mochawesome-reporter',
    npm: 'cypress-mochawesome-reporter',
    category: 'reporting',
    badge: 'community',
    keywords: ['html', 'report', 'mochawesome'],
  },
  {
    name: 'cypress-terminal-report',
    description:
      'Prints the Command Log and browser console of failed tests to the terminal, for CI logs.',
    link: 'https://github.com/archfz/cypress-terminal-report',
    npm: 'cypress-terminal-report',
    category: 'reporting',
    badge: 'community',
    keywords: ['logs', 'terminal', 'ci'],
  },
  {
    name: 'cypress-multi-reporters',
    description:
      'Runs several Mocha reporters in one run, such as JUnit for CI and spec for the terminal.',
    link: 'https://github.com/YOU54F/cypress-plugins',
    npm: 'cypress-multi-reporters',
    category: 'reporting',
    badge: 'community',
    keywords: ['junit', 'reporters', 'mocha'],
  },
  {
    name: '@cypress/grep',
    description:
      'Runs only the tests whose titles or tags match a pattern given on the command line.',
    link: 'https://www.npmjs.com/package/@cypress/grep',
    npm: '@cypress/grep',
    category: 'test-selection',
    badge: 'official',
    keywords: ['grep', 'tags', 'filter'],
  },
  {
    name: 'cypress-split',
    description:
      'Splits the specs across parallel CI machines without a Cypress Cloud account.',
    link: 'https://github.com/bahmutov/cypress-split',
    npm: 'cypress-split',
    category: 'test-selection',
    badge: 'community',
    keywords: ['parallel', 'ci', 'split'],
  },
  {
    name: '@percy/cypress',
    description:
      'Takes snapshots with cy.percySnapshot() and compares them in Percy, BrowserStack’s visual review service.',
    link: 'https://www.npmjs.com/package/@percy/cypress',
    npm: '@percy/cypress',
    category: 'visual-testing',
    badge: 'verified',
    keywords: ['percy', 'screenshots', 'visual'],
  },
  {
    name: '@applitools/eyes-cypress',
    description:
      'Sends page snapshots to Applitools Eyes for visual comparison across browsers and viewports.',
    link: 'https://applitools.com/tutorials/sdks/cypress',
    npm: '@applitools/eyes-cypress',
    category: 'visual-testing',
    badge: 'verified',
    keywords: ['applitools', 'screenshots', 'visual'],
  },
  {
    name: '@chromatic-com/cypress',
    description:
      'Captures the DOM at the end of each test and reviews visual changes in Chromatic.',
    link: 'https://github.com/chromaui/chromatic-e2e',
    npm: '@chromatic-com/cypress',
    category: 'visual-testing',
    badge: 'verified',
    keywords: ['chromatic', 'snapshots', 'visual'],
  },
  {
    name: '@argos-ci/cypress',
    description:
      'Uploads screenshots taken in tests to Argos for visual review on pull requests.',
    link: 'https://github.com/argos-ci/argos-javascript',
    npm: '@argos-ci/cypress',
    category: 'visual-testing',
    badge: 'verified',
    keywords: ['argos', 'screenshots', 'visual'],
  },
  {
    name: 'cypress-image-diff-js',
    description:
      'Compares screenshots with baselines stored in your repository and writes an HTML report of the differences.',
    link: 'https://github.com/uktrade/cypress-image-diff',
    npm: 'cypress-image-diff-js',
    category: 'visual-testing',
    badge: 'community',
    keywords: ['screenshots', 'baseline', 'visual'],
  },
  {
    name: '@simonsmith/cypress-image-snapshot',
    description:
      'Adds cy.matchImageSnapshot(), which compares a screenshot with a stored snapshot using jest-image-snapshot.',
    link: 'https://github.com/simonsmith/cypress-image-snapshot',
    npm: '@simonsmith/cypress-image-snapshot',
    category: 'visual-testing',
    badge: 'community',
    keywords: ['snapshots', 'screenshots', 'visual'],
  },
]
