/**
 * The plugin directory: packages that extend Cypress, grouped by category.
 * Every entry is a real, published package; `src/data/plugins.test.ts`
 * validates each one. To add a plugin, see CONTRIBUTING.md.
 */

export type PluginCategory =
  | 'accessibility'
  | 'api-testing'
  | 'assertions'
  | 'authentication'
  | 'bdd'
  | 'ci'
  | 'code-coverage'
  | 'commands'
  | 'component-testing'
  | 'database'
  | 'dev-experience'
  | 'email-testing'
  | 'frameworks'
  | 'linting'
  | 'network'
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
    description:
      'Find accessibility violations and performance problems in the pages your tests visit.',
  },
  'api-testing': {
    label: 'API testing',
    description: 'Send HTTP requests from tests and see their responses.',
  },
  assertions: {
    label: 'Assertions',
    description: 'Extra assertions and helpers for should and expect.',
  },
  authentication: {
    label: 'Authentication',
    description:
      'Log in through identity providers and single sign-on from tests.',
  },
  bdd: {
    label: 'Behavior-driven development',
    description: 'Write specs as Gherkin feature files.',
  },
  ci: {
    label: 'CI and cloud',
    description: 'Run specs in CI pipelines and on hosted browser grids.',
  },
  'code-coverage': {
    label: 'Code coverage',
    description: 'Measure which lines of your application the tests run.',
  },
  commands: {
    label: 'Custom commands',
    description: 'Commands and queries that Cypress does not ship with.',
  },
  'component-testing': {
    label: 'Component testing',
    description:
      'Mount components and serve them with your dev server in component tests.',
  },
  database: {
    label: 'Databases',
    description:
      'Query and seed databases from tests to set up and check data.',
  },
  'dev-experience': {
    label: 'Developer experience',
    description:
      'Make writing, running and debugging tests in the Cypress app faster.',
  },
  'email-testing': {
    label: 'Email and SMS',
    description:
      'Receive the emails and text messages your application sends and check them in tests.',
  },
  frameworks: {
    label: 'Frameworks and services',
    description:
      'Helpers for the frameworks, UI libraries and services your application uses.',
  },
  linting: {
    label: 'Linting',
    description: 'Catch mistakes in test code before it runs.',
  },
  network: {
    label: 'Network',
    description:
      'Record, mock and inspect the traffic between the application and its servers.',
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
    name: '@cypress-audit/pa11y',
    description:
      'Adds cy.pa11y(), which runs a pa11y accessibility audit on the current page and fails on the issues it finds.',
    link: 'https://github.com/mfrachet/cypress-audit',
    npm: '@cypress-audit/pa11y',
    category: 'accessibility',
    badge: 'community',
    keywords: ['pa11y', 'a11y', 'audit'],
  },
  {
    name: 'wick-a11y',
    description:
      'Checks pages against WCAG 2.2 levels A to AAA and lists each violation in the Command Log, highlighted on the page.',
    link: 'https://github.com/sclavijosuero/wick-a11y',
    npm: 'wick-a11y',
    category: 'accessibility',
    badge: 'community',
    keywords: ['a11y', 'wcag', 'accessibility'],
  },
  {
    name: 'cypress-web-vitals',
    description:
      'Adds cy.vitals(), which measures Core Web Vitals such as LCP and CLS and fails the test when they pass your thresholds.',
    link: 'https://github.com/cmorten/cypress-web-vitals',
    npm: 'cypress-web-vitals',
    category: 'accessibility',
    badge: 'community',
    keywords: ['performance', 'web-vitals', 'lcp'],
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
    name: 'cypress-ajv-schema-validator',
    description:
      'Validates API responses against JSON Schema, Swagger or OpenAPI documents with Ajv and lists the mismatches in the Command Log.',
    link: 'https://github.com/sclavijosuero/cypress-ajv-schema-validator',
    npm: 'cypress-ajv-schema-validator',
    category: 'api-testing',
    badge: 'community',
    keywords: ['schema', 'openapi', 'ajv'],
  },
  {
    name: 'chai-json-schema',
    description:
      'Adds a jsonSchema assertion to Chai, so a test can check a response body against a JSON Schema.',
    link: 'https://github.com/chaijs/chai-json-schema',
    npm: 'chai-json-schema',
    category: 'api-testing',
    badge: 'community',
    keywords: ['schema', 'json', 'chai'],
  },
  {
    name: 'chai-sorted',
    description:
      'Adds Chai assertions such as sorted and sortedBy that check that a list is in order.',
    link: 'https://github.com/johntimothybailey/chai-sorted',
    npm: 'chai-sorted',
    category: 'assertions',
    badge: 'community',
    keywords: ['sorted', 'order', 'chai'],
  },
  {
    name: 'cypress-jest-adapter',
    description:
      'Adds Jest-style expect matchers such as toBe and toEqual on top of Chai in Cypress tests.',
    link: 'https://github.com/phongnd39/cypress-jest-adapter',
    npm: 'cypress-jest-adapter',
    category: 'assertions',
    badge: 'community',
    keywords: ['jest', 'expect', 'matchers'],
  },
  {
    name: 'cypress-should-really',
    description:
      'Provides functional helpers such as map, invoke and pipe for building should() callbacks that retry.',
    link: 'https://github.com/bahmutov/cypress-should-really',
    npm: 'cypress-should-really',
    category: 'assertions',
    badge: 'community',
    keywords: ['should', 'retry', 'functional'],
  },
  {
    name: 'cypress-fail-on-console-error',
    description:
      'Fails the test when the application logs a console error, with options to ignore known messages.',
    link: 'https://github.com/nils-hoyer/cypress-fail-on-console-error',
    npm: 'cypress-fail-on-console-error',
    category: 'assertions',
    badge: 'community',
    keywords: ['console', 'errors', 'fail'],
  },
  {
    name: 'cypress-keycloak',
    description:
      'Adds login and logout commands for applications that authenticate users with Keycloak.',
    link: 'https://github.com/babangsund/cypress-keycloak',
    npm: 'cypress-keycloak',
    category: 'authentication',
    badge: 'community',
    keywords: ['keycloak', 'login', 'sso'],
  },
  {
    name: 'cypress-social-logins',
    description:
      'Logs in through Google, GitHub and other social providers with Puppeteer and hands the session cookies to Cypress.',
    link: 'https://github.com/lirantal/cypress-social-logins',
    npm: 'cypress-social-logins',
    category: 'authentication',
    badge: 'community',
    keywords: ['oauth', 'google', 'login'],
  },
  {
    name: 'cypress-ntlm-auth',
    description:
      'Lets tests reach sites behind Windows NTLM or Negotiate authentication through a local proxy.',
    link: 'https://github.com/bjowes/cypress-ntlm-auth',
    npm: 'cypress-ntlm-auth',
    category: 'authentication',
    badge: 'community',
    keywords: ['ntlm', 'windows', 'proxy'],
  },
  {
    name: 'cypress-msal-login',
    description:
      'Logs in to single sign-on applications through the Microsoft authentication flow of the MSAL library.',
    link: 'https://github.com/joelmeiller/cypress-msal-login',
    npm: 'cypress-msal-login',
    category: 'authentication',
    badge: 'community',
    keywords: ['msal', 'microsoft', 'sso'],
  },
  {
    name: 'cypress-nextjs-auth0',
    description:
      'Adds commands that log in to and out of Next.js applications that use Auth0.',
    link: 'https://www.npmjs.com/package/cypress-nextjs-auth0',
    npm: 'cypress-nextjs-auth0',
    category: 'authentication',
    badge: 'community',
    keywords: ['auth0', 'nextjs', 'login'],
  },
  {
    name: 'cypress-firebase',
    description:
      'Logs in with Firebase Authentication and reads and writes Firestore and Realtime Database data from tests.',
    link: 'https://github.com/prescottprue/cypress-firebase',
    npm: 'cypress-firebase',
    category: 'authentication',
    badge: 'community',
    keywords: ['firebase', 'firestore', 'login'],
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
    name: 'cypress-cucumber-preprocessor',
    description:
      'The original Cucumber preprocessor, no longer maintained; use @badeball/cypress-cucumber-preprocessor instead.',
    link: 'https://github.com/TheBrainFamily/cypress-cucumber-preprocessor',
    npm: 'cypress-cucumber-preprocessor',
    category: 'bdd',
    badge: 'deprecated',
    keywords: ['cucumber', 'gherkin'],
  },
  {
    name: 'cypress-io/github-action',
    // Published to npm as @cypress/github-action, but a workflow step, not a
    // package to install: no npm field, so no install command is shown.
    description:
      'A GitHub Actions step (uses: cypress-io/github-action) that installs dependencies, caches the Cypress binary and runs the tests.',
    link: 'https://github.com/cypress-io/github-action',
    category: 'ci',
    badge: 'official',
    keywords: ['github', 'actions', 'ci'],
  },
  {
    name: 'browserstack-cypress-cli',
    description:
      'Runs Cypress specs in parallel on BrowserStack’s hosted browsers from the command line.',
    link: 'https://github.com/browserstack/browserstack-cypress-cli',
    npm: 'browserstack-cypress-cli',
    category: 'ci',
    badge: 'verified',
    keywords: ['browserstack', 'cloud', 'parallel'],
  },
  {
    name: 'lambdatest-cypress-cli',
    description:
      'Runs Cypress specs on LambdaTest’s hosted browsers and operating systems from the command line.',
    link: 'https://github.com/LambdaTest/lambdatest-cypress-cli',
    npm: 'lambdatest-cypress-cli',
    category: 'ci',
    badge: 'verified',
    keywords: ['lambdatest', 'cloud', 'parallel'],
  },
  {
    name: '@saucelabs/cypress-plugin',
    description:
      'Reports the results of each Cypress run to Sauce Labs, where the team can review them.',
    link: 'https://github.com/saucelabs/sauce-cypress-plugin',
    npm: '@saucelabs/cypress-plugin',
    category: 'ci',
    badge: 'verified',
    keywords: ['saucelabs', 'results', 'cloud'],
  },
  {
    name: 'cypress-repeat',
    description:
      'Runs Cypress several times in a row, for example to find flaky tests or to re-run until the specs pass.',
    link: 'https://github.com/bahmutov/cypress-repeat',
    npm: 'cypress-repeat',
    category: 'ci',
    badge: 'community',
    keywords: ['flaky', 'repeat', 'ci'],
  },
  {
    name: 'cypress-expect',
    description:
      'Wraps cypress run and fails the run unless the expected number of tests passed, failed or were pending.',
    link: 'https://github.com/bahmutov/cypress-expect',
    npm: 'cypress-expect',
    category: 'ci',
    badge: 'community',
    keywords: ['ci', 'count', 'guard'],
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
    name: '@cypress/instrument-cra',
    description:
      'Instruments a Create React App application for code coverage without ejecting from react-scripts.',
    link: 'https://github.com/cypress-io/instrument-cra',
    npm: '@cypress/instrument-cra',
    category: 'code-coverage',
    badge: 'official',
    keywords: ['coverage', 'react', 'istanbul'],
  },
  {
    name: '@bahmutov/cypress-code-coverage',
    description:
      'Gleb Bahmutov’s own version of the code coverage plugin, which saves the coverage collected from instrumented code.',
    link: 'https://github.com/bahmutov/cypress-code-coverage',
    npm: '@bahmutov/cypress-code-coverage',
    category: 'code-coverage',
    badge: 'community',
    keywords: ['coverage', 'istanbul', 'nyc'],
  },
  {
    name: '@cypress/puppeteer',
    description:
      'Adds cy.puppeteer(), which runs Puppeteer code against the browser under test, for example to work with several tabs.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/puppeteer',
    npm: '@cypress/puppeteer',
    category: 'commands',
    badge: 'official',
    keywords: ['puppeteer', 'tabs', 'cdp'],
  },
  {
    name: '@cypress/snapshot',
    description:
      'Adds a snapshot command that saves values and DOM elements to a file and compares them on later runs.',
    link: 'https://github.com/cypress-io/snapshot',
    npm: '@cypress/snapshot',
    category: 'commands',
    badge: 'official',
    keywords: ['snapshots', 'dom', 'values'],
  },
  {
    name: '@cypress/xpath',
    description:
      'Adds cy.xpath(), which finds elements with XPath expressions instead of CSS selectors.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/xpath',
    npm: '@cypress/xpath',
    category: 'commands',
    badge: 'official',
    keywords: ['xpath', 'selectors'],
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
    name: 'cypress-each',
    description:
      'Adds it.each and describe.each, which generate one test or suite for each item of a data list.',
    link: 'https://github.com/bahmutov/cypress-each',
    npm: 'cypress-each',
    category: 'commands',
    badge: 'community',
    keywords: ['data-driven', 'each', 'parametrized'],
  },
  {
    name: 'cypress-if',
    description:
      'Adds .if() and .else() commands for conditional steps on pages whose state a test cannot control.',
    link: 'https://github.com/bahmutov/cypress-if',
    npm: 'cypress-if',
    category: 'commands',
    badge: 'community',
    keywords: ['conditional', 'if', 'else'],
  },
  {
    name: 'cypress-data-session',
    description:
      'Caches expensive test data setup, such as created users, and reuses it across tests and specs.',
    link: 'https://github.com/bahmutov/cypress-data-session',
    npm: 'cypress-data-session',
    category: 'commands',
    badge: 'community',
    keywords: ['data', 'cache', 'setup'],
  },
  {
    name: 'cypress-v10-preserve-cookie',
    description:
      'Adds cy.preserveCookieOnce(), which keeps chosen cookies between tests as the removed Cypress.Cookies.preserveOnce() did.',
    link: 'https://github.com/bahmutov/cypress-v10-preserve-cookie',
    npm: 'cypress-v10-preserve-cookie',
    category: 'commands',
    badge: 'community',
    keywords: ['cookies', 'session', 'preserve'],
  },
  {
    name: 'cypress-downloadfile',
    description:
      'Adds cy.downloadFile(), which downloads a file from a URL into a folder for the test to check.',
    link: 'https://github.com/Xvier/cypress-downloadfile',
    npm: 'cypress-downloadfile',
    category: 'commands',
    badge: 'community',
    keywords: ['download', 'files'],
  },
  {
    name: 'cy-verify-downloads',
    description:
      'Adds cy.verifyDownload(), which waits until a downloaded file appears in the downloads folder.',
    link: 'https://github.com/elaichenkov/cy-verify-downloads',
    npm: 'cy-verify-downloads',
    category: 'commands',
    badge: 'community',
    keywords: ['download', 'files', 'verify'],
  },
  {
    name: 'cypress-delete-downloads-folder',
    description:
      'Adds a command and hooks that empty the downloads folder between tests.',
    link: 'https://github.com/elaichenkov/cypress-delete-downloads-folder',
    npm: 'cypress-delete-downloads-folder',
    category: 'commands',
    badge: 'community',
    keywords: ['download', 'files', 'cleanup'],
  },
  {
    name: 'cypress-pipe',
    description:
      'Adds .pipe(), which turns plain functions into retrying steps of a command chain.',
    link: 'https://github.com/NicholasBoll/cypress-pipe',
    npm: 'cypress-pipe',
    category: 'commands',
    badge: 'community',
    keywords: ['custom-commands', 'functions', 'retry'],
  },
  {
    name: 'cypress-promise',
    description:
      'Converts a Cypress command chain into a promise, so its value can be awaited.',
    link: 'https://github.com/NicholasBoll/cypress-promise',
    npm: 'cypress-promise',
    category: 'commands',
    badge: 'community',
    keywords: ['promise', 'async', 'await'],
  },
  {
    name: 'cypress-commands',
    description:
      'Adds commands such as .text() and .attribute() and gives built-in commands extra options.',
    link: 'https://github.com/Lakitna/cypress-commands',
    npm: 'cypress-commands',
    category: 'commands',
    badge: 'community',
    keywords: ['text', 'attributes', 'collection'],
  },
  {
    name: '@4tw/cypress-drag-drop',
    description: 'Adds a .drag() command that drags one element onto another.',
    link: 'https://github.com/4teamwork/cypress-drag-drop',
    npm: '@4tw/cypress-drag-drop',
    category: 'commands',
    badge: 'community',
    keywords: ['drag', 'drop', 'mouse'],
  },
  {
    name: 'cypress-time-marks',
    description:
      'Adds commands that mark points in a test and check how much time passed between them.',
    link: 'https://github.com/bahmutov/cypress-time-marks',
    npm: 'cypress-time-marks',
    category: 'commands',
    badge: 'community',
    keywords: ['timing', 'performance', 'marks'],
  },
  {
    name: 'cypress-wait-for-stable-dom',
    description:
      'Adds a command that waits until the page’s DOM has stopped changing.',
    link: 'https://github.com/narinluangrath/cypress-wait-for-stable-dom',
    npm: 'cypress-wait-for-stable-dom',
    category: 'commands',
    badge: 'community',
    keywords: ['dom', 'wait', 'stable'],
  },
  {
    name: 'cypress-cdp',
    description:
      'Adds cy.CDP(), which sends Chrome DevTools Protocol commands to the browser under test.',
    link: 'https://github.com/bahmutov/cypress-cdp',
    npm: 'cypress-cdp',
    category: 'commands',
    badge: 'community',
    keywords: ['cdp', 'chrome', 'devtools'],
  },
  {
    name: 'cypress-browser-permissions',
    description:
      'Sets browser permissions such as notifications, geolocation and camera from the Cypress configuration.',
    link: 'https://github.com/kamranayub/cypress-browser-permissions',
    npm: 'cypress-browser-permissions',
    category: 'commands',
    badge: 'community',
    keywords: ['permissions', 'geolocation', 'notifications'],
  },
  {
    name: 'cypress-get-by-label',
    description:
      'Adds cy.getByLabel(), which finds a form field by the text of its label.',
    link: 'https://github.com/bahmutov/cypress-get-by-label',
    npm: 'cypress-get-by-label',
    category: 'commands',
    badge: 'community',
    keywords: ['labels', 'forms', 'selectors'],
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
    name: 'cypress-xpath',
    description:
      'The first XPath plugin for Cypress, now published as @cypress/xpath; use that package instead.',
    link: 'https://github.com/cypress-io/cypress-xpath',
    npm: 'cypress-xpath',
    category: 'commands',
    badge: 'deprecated',
    keywords: ['xpath', 'selectors'],
  },
  {
    name: 'cypress-plugin-tab',
    description:
      'Added a .tab() command for keyboard navigation; use the built-in cy.press(Cypress.Keyboard.Keys.TAB) instead.',
    link: 'https://github.com/kuceb/cypress-plugin-tab',
    npm: 'cypress-plugin-tab',
    category: 'commands',
    badge: 'deprecated',
    keywords: ['tab', 'keyboard'],
  },
  {
    name: 'cypress-shadow-dom',
    description:
      'Added commands for querying inside shadow roots; use the built-in .shadow() command or the includeShadowDom option instead.',
    link: 'https://github.com/abramenal/cypress-shadow-dom',
    npm: 'cypress-shadow-dom',
    category: 'commands',
    badge: 'deprecated',
    keywords: ['shadow-dom', 'web-components'],
  },
  {
    name: '@cypress/vite-dev-server',
    description:
      'Serves component specs with Vite; Cypress bundles it and uses it when the component bundler is vite.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/vite-dev-server',
    npm: '@cypress/vite-dev-server',
    category: 'component-testing',
    badge: 'official',
    keywords: ['vite', 'dev-server', 'components'],
  },
  {
    name: '@cypress/webpack-dev-server',
    description:
      'Serves component specs with webpack-dev-server; Cypress bundles it and uses it when the component bundler is webpack.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/webpack-dev-server',
    npm: '@cypress/webpack-dev-server',
    category: 'component-testing',
    badge: 'official',
    keywords: ['webpack', 'dev-server', 'components'],
  },
  {
    name: 'cypress-rspack-dev-server',
    description:
      'Serves component specs with Rspack, for projects built with Rspack instead of webpack.',
    link: 'https://github.com/th3fallen/cypress-rspack-dev-server',
    npm: 'cypress-rspack-dev-server',
    category: 'component-testing',
    badge: 'community',
    keywords: ['rspack', 'dev-server', 'components'],
  },
  {
    name: 'cypress-ct-lit',
    description:
      'Adds a mount command for Lit elements and other web components in component tests.',
    link: 'https://github.com/redfox-mx/cypress-lit',
    npm: 'cypress-ct-lit',
    category: 'component-testing',
    badge: 'community',
    keywords: ['lit', 'web-components', 'mount'],
  },
  {
    name: '@cypress/react',
    description:
      'Mounts React components in component tests; the same mount now ships in Cypress as cypress/react.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/react',
    npm: '@cypress/react',
    category: 'component-testing',
    badge: 'deprecated',
    keywords: ['react', 'mount'],
  },
  {
    name: '@cypress/vue',
    description:
      'Mounts Vue components in component tests; the same mount now ships in Cypress as cypress/vue.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/vue',
    npm: '@cypress/vue',
    category: 'component-testing',
    badge: 'deprecated',
    keywords: ['vue', 'mount'],
  },
  {
    name: '@cypress/angular',
    description:
      'Mounts Angular components in component tests; the same mount now ships in Cypress as cypress/angular.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/angular',
    npm: '@cypress/angular',
    category: 'component-testing',
    badge: 'deprecated',
    keywords: ['angular', 'mount'],
  },
  {
    name: '@cypress/svelte',
    description:
      'Mounts Svelte components in component tests; the same mount now ships in Cypress as cypress/svelte.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/svelte',
    npm: '@cypress/svelte',
    category: 'component-testing',
    badge: 'deprecated',
    keywords: ['svelte', 'mount'],
  },
  {
    name: 'cypress-react-unit-test',
    description:
      'The early React component testing plugin, replaced by the mount that ships in Cypress as cypress/react.',
    link: 'https://github.com/bahmutov/cypress-react-unit-test',
    npm: 'cypress-react-unit-test',
    category: 'component-testing',
    badge: 'deprecated',
    keywords: ['react', 'unit-test'],
  },
  {
    name: 'cypress-vue-unit-test',
    description:
      'The early Vue component testing plugin, replaced by the mount that ships in Cypress as cypress/vue.',
    link: 'https://github.com/bahmutov/cypress-vue-unit-test',
    npm: 'cypress-vue-unit-test',
    category: 'component-testing',
    badge: 'deprecated',
    keywords: ['vue', 'unit-test'],
  },
  {
    name: 'cypress-mongodb',
    description:
      'Adds commands that insert, find, update and delete MongoDB documents from tests.',
    link: 'https://github.com/Zaista/cypress-mongodb',
    npm: 'cypress-mongodb',
    category: 'database',
    badge: 'community',
    keywords: ['mongodb', 'nosql', 'seed'],
  },
  {
    name: 'cypress-mysql',
    description:
      'Adds a command that runs MySQL queries from tests to seed and check data.',
    link: 'https://github.com/Zaista/cypress-mysql',
    npm: 'cypress-mysql',
    category: 'database',
    badge: 'community',
    keywords: ['mysql', 'sql'],
  },
  {
    name: 'cypress-postgres',
    description: 'Runs PostgreSQL queries from tests to seed and check data.',
    link: 'https://github.com/siddharth23/cypress-postgres',
    npm: 'cypress-postgres',
    category: 'database',
    badge: 'community',
    keywords: ['postgres', 'sql'],
  },
  {
    name: 'cypress-sql-server',
    description:
      'Runs Microsoft SQL Server queries from tests through the tedious driver.',
    link: 'https://www.npmjs.com/package/cypress-sql-server',
    npm: 'cypress-sql-server',
    category: 'database',
    badge: 'community',
    keywords: ['sql-server', 'mssql', 'sql'],
  },
  {
    name: '@this-dot/cypress-indexeddb',
    description:
      'Adds commands that read, write and clear data in the browser’s IndexedDB.',
    link: 'https://github.com/thisdot/open-source/tree/main/libs/cypress-indexeddb',
    npm: '@this-dot/cypress-indexeddb',
    category: 'database',
    badge: 'community',
    keywords: ['indexeddb', 'storage', 'browser'],
  },
  {
    name: '@cypress/chrome-recorder',
    description:
      'Converts recordings made in the Recorder panel of Chrome DevTools into Cypress tests.',
    link: 'https://github.com/cypress-io/cypress-chrome-recorder',
    npm: '@cypress/chrome-recorder',
    category: 'dev-experience',
    badge: 'official',
    keywords: ['recorder', 'chrome', 'codegen'],
  },
  {
    name: '@replayio/cypress',
    description:
      'Records Cypress runs in the Replay browser so failures can be debugged later with time-travel tools.',
    link: 'https://github.com/replayio/replay-cli/tree/main/packages/cypress',
    npm: '@replayio/cypress',
    category: 'dev-experience',
    badge: 'verified',
    keywords: ['replay', 'recording', 'debugging'],
  },
  {
    name: 'cypress-watch-and-reload',
    description:
      'Reruns the open spec when watched application files change, not only when the spec changes.',
    link: 'https://github.com/bahmutov/cypress-watch-and-reload',
    npm: 'cypress-watch-and-reload',
    category: 'dev-experience',
    badge: 'community',
    keywords: ['watch', 'reload'],
  },
  {
    name: 'cypress-hmr-restarter',
    description:
      'Restarts the tests in the Cypress app when webpack-dev-server applies a hot module update.',
    link: 'https://github.com/svish/cypress-hmr-restarter',
    npm: 'cypress-hmr-restarter',
    category: 'dev-experience',
    badge: 'community',
    keywords: ['hmr', 'webpack', 'watch'],
  },
  {
    name: 'cypress-dark',
    description:
      'Gives the Cypress Test Runner a dark theme, applied from the support file.',
    link: 'https://github.com/bahmutov/cypress-dark',
    npm: 'cypress-dark',
    category: 'dev-experience',
    badge: 'community',
    keywords: ['theme', 'dark-mode'],
  },
  {
    name: 'cypress-plugin-steps',
    description:
      'Adds cy.step() to label the steps of a test in the Command Log and in error messages.',
    link: 'https://github.com/filiphric/cypress-plugin-steps',
    npm: 'cypress-plugin-steps',
    category: 'dev-experience',
    badge: 'community',
    keywords: ['steps', 'command-log', 'debugging'],
  },
  {
    name: 'cypress-plugin-xhr-toggle',
    description:
      'Adds a button to the Cypress app that hides XHR and fetch requests from the Command Log.',
    link: 'https://github.com/filiphric/cypress-plugin-xhr-toggle',
    npm: 'cypress-plugin-xhr-toggle',
    category: 'dev-experience',
    badge: 'community',
    keywords: ['network', 'command-log', 'xhr'],
  },
  {
    name: 'cypress-slow-down',
    description:
      'Adds a pause after each command so you can watch a test run step by step.',
    link: 'https://github.com/bahmutov/cypress-slow-down',
    npm: 'cypress-slow-down',
    category: 'dev-experience',
    badge: 'community',
    keywords: ['debugging', 'speed', 'delay'],
  },
  {
    name: 'cypress-on-fix',
    description:
      'Lets several plugins subscribe to the same setupNodeEvents event, which Cypress otherwise gives to the last one only.',
    link: 'https://github.com/bahmutov/cypress-on-fix',
    npm: 'cypress-on-fix',
    category: 'dev-experience',
    badge: 'community',
    keywords: ['plugins', 'events', 'config'],
  },
  {
    name: 'cypress-plugin-init',
    description:
      'Registers several plugins in setupNodeEvents with one call, so their event handlers do not overwrite one another.',
    link: 'https://github.com/elaichenkov/cypress-plugin-init',
    npm: 'cypress-plugin-init',
    category: 'dev-experience',
    badge: 'community',
    keywords: ['plugins', 'setup', 'config'],
  },
  {
    name: 'cypress-dotenv',
    description:
      'Loads variables from a .env file into Cypress environment variables.',
    link: 'https://github.com/morficus/cypress-dotenv',
    npm: 'cypress-dotenv',
    category: 'dev-experience',
    badge: 'community',
    keywords: ['dotenv', 'env', 'config'],
  },
  {
    name: 'cypress-mailosaur',
    description:
      'Adds commands that fetch emails and SMS messages from Mailosaur so tests can check them and follow their links.',
    link: 'https://github.com/mailosaur/cypress-mailosaur',
    npm: 'cypress-mailosaur',
    category: 'email-testing',
    badge: 'verified',
    keywords: ['email', 'sms', 'mailosaur'],
  },
  {
    name: 'cypress-mailslurp',
    description:
      'Creates throwaway MailSlurp inboxes and phone numbers and reads the emails and SMS messages they receive.',
    link: 'https://www.npmjs.com/package/cypress-mailslurp',
    npm: 'cypress-mailslurp',
    category: 'email-testing',
    badge: 'verified',
    keywords: ['email', 'sms', 'mailslurp'],
  },
  {
    name: 'cypress-mailisk',
    description:
      'Reads the emails sent to Mailisk test inboxes so tests can check them and follow their links.',
    link: 'https://github.com/mailisk-app/cypress-mailisk',
    npm: 'cypress-mailisk',
    category: 'email-testing',
    badge: 'verified',
    keywords: ['email', 'mailisk'],
  },
  {
    name: 'cypress-mailhog',
    description:
      'Adds commands that read and check the emails caught by a MailHog server.',
    link: 'https://github.com/SMenigat/cypress-mailhog',
    npm: 'cypress-mailhog',
    category: 'email-testing',
    badge: 'community',
    keywords: ['email', 'mailhog', 'smtp'],
  },
  {
    name: 'cypress-mailpit',
    description:
      'Adds commands that read and check the emails caught by a Mailpit server.',
    link: 'https://github.com/pushpak1300/cypress-mailpit',
    npm: 'cypress-mailpit',
    category: 'email-testing',
    badge: 'community',
    keywords: ['email', 'mailpit', 'smtp'],
  },
  {
    name: '@cypress/schematic',
    description:
      'Adds Cypress to an Angular CLI project and lets ng e2e run it.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/cypress-schematic',
    npm: '@cypress/schematic',
    category: 'frameworks',
    badge: 'official',
    keywords: ['angular', 'schematic', 'cli'],
  },
  {
    name: '@nx/cypress',
    description:
      'Generates Cypress projects and runs them as targets in an Nx workspace.',
    link: 'https://github.com/nrwl/nx',
    npm: '@nx/cypress',
    category: 'frameworks',
    badge: 'verified',
    keywords: ['nx', 'monorepo'],
  },
  {
    name: 'cypress-react-selector',
    description: 'Finds elements by React component name, props and state.',
    link: 'https://github.com/abhinaba-ghosh/cypress-react-selector',
    npm: 'cypress-react-selector',
    category: 'frameworks',
    badge: 'community',
    keywords: ['react', 'selectors', 'components'],
  },
  {
    name: 'cypress-react-app-actions',
    description:
      'Reads the state of React components and calls their methods from end-to-end tests, to set up the application faster.',
    link: 'https://github.com/bahmutov/cypress-react-app-actions',
    npm: 'cypress-react-app-actions',
    category: 'frameworks',
    badge: 'community',
    keywords: ['react', 'app-actions', 'state'],
  },
  {
    name: 'cypress-storybook',
    description:
      'Adds commands that open a Storybook and load its stories by name in tests.',
    link: 'https://github.com/NicholasBoll/cypress-storybook',
    npm: 'cypress-storybook',
    category: 'frameworks',
    badge: 'community',
    keywords: ['storybook', 'stories', 'components'],
  },
  {
    name: 'cypress-ag-grid',
    description:
      'Adds commands that read, filter and check the rows of AG Grid tables.',
    link: 'https://github.com/kpmck/cypress-ag-grid',
    npm: 'cypress-ag-grid',
    category: 'frameworks',
    badge: 'community',
    keywords: ['ag-grid', 'tables', 'grid'],
  },
  {
    name: 'cypress-plugin-stripe-elements',
    description:
      'Fills in Stripe Elements payment fields, which live inside cross-origin iframes.',
    link: 'https://github.com/dbalatero/cypress-plugin-stripe-elements',
    npm: 'cypress-plugin-stripe-elements',
    category: 'frameworks',
    badge: 'community',
    keywords: ['stripe', 'payments', 'iframe'],
  },
  {
    name: 'cypress-ld-control',
    description:
      'Sets LaunchDarkly feature flags for a user from tests through the LaunchDarkly API.',
    link: 'https://github.com/bahmutov/cypress-ld-control',
    npm: 'cypress-ld-control',
    category: 'frameworks',
    badge: 'community',
    keywords: ['launchdarkly', 'feature-flags'],
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
    name: 'eslint-plugin-chai-friendly',
    description:
      'Makes the ESLint rule no-unused-expressions accept Chai assertions such as expect(value).to.be.true.',
    link: 'https://github.com/ihordiachenko/eslint-plugin-chai-friendly',
    npm: 'eslint-plugin-chai-friendly',
    category: 'linting',
    badge: 'community',
    keywords: ['eslint', 'chai', 'lint'],
  },
  {
    name: '@pactflow/pact-cypress-adapter',
    description:
      'Turns cy.intercept() stubs into Pact contracts that can be verified against the real API provider.',
    link: 'https://github.com/pactflow/cypress-pact-adapter',
    npm: '@pactflow/pact-cypress-adapter',
    category: 'network',
    badge: 'verified',
    keywords: ['pact', 'contracts', 'intercept'],
  },
  {
    name: 'cypress-msw-interceptor',
    description:
      'Intercepts and mocks network requests with Mock Service Worker instead of cy.intercept().',
    link: 'https://github.com/deshiknaves/cypress-msw-interceptor',
    npm: 'cypress-msw-interceptor',
    category: 'network',
    badge: 'community',
    keywords: ['msw', 'mocking', 'requests'],
  },
  {
    name: 'cypress-autorecord',
    description:
      'Records the application’s HTTP responses on the first run and replays them as stubs on later runs.',
    link: 'https://github.com/Nanciee/cypress-autorecord',
    npm: 'cypress-autorecord',
    category: 'network',
    badge: 'community',
    keywords: ['recording', 'stubs', 'fixtures'],
  },
  {
    name: '@neuralegion/cypress-har-generator',
    description:
      'Saves the network traffic of a test as a HAR file for debugging or performance analysis.',
    link: 'https://github.com/NeuraLegion/cypress-har-generator',
    npm: '@neuralegion/cypress-har-generator',
    category: 'network',
    badge: 'community',
    keywords: ['har', 'network', 'recording'],
  },
  {
    name: 'cypress-intercept-formdata',
    description:
      'Parses multipart form data in intercepted requests so tests can check its fields.',
    link: 'https://github.com/yoavniran/cypress-intercept-formdata',
    npm: 'cypress-intercept-formdata',
    category: 'network',
    badge: 'community',
    keywords: ['formdata', 'intercept', 'upload'],
  },
  {
    name: '@cypress/webpack-preprocessor',
    description:
      'Bundles spec files with webpack, using your project’s loaders and configuration.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/webpack-preprocessor',
    npm: '@cypress/webpack-preprocessor',
    category: 'preprocessors',
    badge: 'official',
    keywords: ['webpack', 'bundler'],
  },
  {
    name: '@cypress/webpack-batteries-included-preprocessor',
    description:
      'The webpack preprocessor Cypress uses by default, preconfigured for TypeScript and modern JavaScript.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/webpack-batteries-included-preprocessor',
    npm: '@cypress/webpack-batteries-included-preprocessor',
    category: 'preprocessors',
    badge: 'official',
    keywords: ['webpack', 'typescript', 'bundler'],
  },
  {
    name: '@cypress/browserify-preprocessor',
    description:
      'Bundles spec files with browserify and Babel, for projects that build with browserify.',
    link: 'https://github.com/cypress-io/cypress-browserify-preprocessor',
    npm: '@cypress/browserify-preprocessor',
    category: 'preprocessors',
    badge: 'official',
    keywords: ['browserify', 'babel', 'bundler'],
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
    name: '@bahmutov/cypress-esbuild-preprocessor',
    description:
      'Bundles spec files with esbuild, for fast rebuilds of large suites.',
    link: 'https://github.com/bahmutov/cypress-esbuild-preprocessor',
    npm: '@bahmutov/cypress-esbuild-preprocessor',
    category: 'preprocessors',
    badge: 'community',
    keywords: ['esbuild', 'bundler'],
  },
  {
    name: 'allure-cypress',
    description:
      'Writes Allure results with steps and attachments from each test, for viewing in Allure Report.',
    link: 'https://github.com/allure-framework/allure-js',
    npm: 'allure-cypress',
    category: 'reporting',
    badge: 'verified',
    keywords: ['allure', 'html', 'report'],
  },
  {
    name: '@reportportal/agent-js-cypress',
    description:
      'Sends test results, logs and screenshots to a ReportPortal server as the tests run.',
    link: 'https://github.com/reportportal/agent-js-cypress',
    npm: '@reportportal/agent-js-cypress',
    category: 'reporting',
    badge: 'verified',
    keywords: ['reportportal', 'dashboard', 'results'],
  },
  {
    name: 'cypress-qase-reporter',
    description:
      'Sends test results to test runs in Qase and links them to its test cases.',
    link: 'https://github.com/qase-tms/qase-javascript',
    npm: 'cypress-qase-reporter',
    category: 'reporting',
    badge: 'verified',
    keywords: ['qase', 'test-management', 'results'],
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
    name: 'mochawesome',
    description:
      'The Mocha reporter behind many Cypress HTML reports, writing a JSON file and a standalone HTML page for each run.',
    link: 'https://github.com/adamgruber/mochawesome',
    npm: 'mochawesome',
    category: 'reporting',
    badge: 'community',
    keywords: ['html', 'mocha', 'mochawesome'],
  },
  {
    name: 'mocha-junit-reporter',
    description:
      'Writes JUnit XML results that CI servers such as Jenkins and GitLab can display.',
    link: 'https://github.com/michaelleeallen/mocha-junit-reporter',
    npm: 'mocha-junit-reporter',
    category: 'reporting',
    badge: 'community',
    keywords: ['junit', 'xml', 'ci'],
  },
  {
    name: 'cypress-failed-log',
    description:
      'Saves the Command Log of each failed test as a JSON file and prints it in the terminal.',
    link: 'https://github.com/bahmutov/cypress-failed-log',
    npm: 'cypress-failed-log',
    category: 'reporting',
    badge: 'community',
    keywords: ['logs', 'failures', 'json'],
  },
  {
    name: 'cypress-log-to-output',
    description:
      'Prints the browser’s console messages to the terminal during cypress run.',
    link: 'https://github.com/flotwig/cypress-log-to-output',
    npm: 'cypress-log-to-output',
    category: 'reporting',
    badge: 'community',
    keywords: ['console', 'logs', 'terminal'],
  },
  {
    name: 'cypress-log-to-term',
    description:
      'Makes cy.log() print to the terminal as well as to the Command Log.',
    link: 'https://github.com/bahmutov/cypress-log-to-term',
    npm: 'cypress-log-to-term',
    category: 'reporting',
    badge: 'community',
    keywords: ['logs', 'terminal'],
  },
  {
    name: 'cypress-sonarqube-reporter',
    description:
      'Writes test results in the generic test execution XML format that SonarQube imports.',
    link: 'https://github.com/BBE78/cypress-sonarqube-reporter',
    npm: 'cypress-sonarqube-reporter',
    category: 'reporting',
    badge: 'community',
    keywords: ['sonarqube', 'xml', 'report'],
  },
  {
    name: 'cypress-ctrf-json-reporter',
    description:
      'Writes results in the Common Test Report Format, a JSON layout shared by many test tools.',
    link: 'https://github.com/ctrf-io/cypress-ctrf-json-reporter',
    npm: 'cypress-ctrf-json-reporter',
    category: 'reporting',
    badge: 'community',
    keywords: ['ctrf', 'json', 'report'],
  },
  {
    name: 'cypress-slack-reporter',
    description:
      'Posts a summary of a run, built from its mochawesome reports, to a Slack channel.',
    link: 'https://github.com/you54f/cypress-slack-reporter',
    npm: 'cypress-slack-reporter',
    category: 'reporting',
    badge: 'community',
    keywords: ['slack', 'notifications', 'ci'],
  },
  {
    name: 'cypress-slack-notify',
    description:
      'Posts a message to chosen Slack channels when specific specs or tests fail.',
    link: 'https://github.com/bahmutov/cypress-slack-notify',
    npm: 'cypress-slack-notify',
    category: 'reporting',
    badge: 'community',
    keywords: ['slack', 'notifications', 'failures'],
  },
  {
    name: 'cypress-testrail-reporter',
    description:
      'Sends test results to a TestRail run, matched to test cases by the case ID in each test title.',
    link: 'https://github.com/Vivify-Ideas/cypress-testrail-reporter',
    npm: 'cypress-testrail-reporter',
    category: 'reporting',
    badge: 'community',
    keywords: ['testrail', 'test-management'],
  },
  {
    name: 'cypress-testrail-simple',
    description:
      'Creates a TestRail run and uploads the Cypress results to it with little configuration.',
    link: 'https://github.com/bahmutov/cypress-testrail-simple',
    npm: 'cypress-testrail-simple',
    category: 'reporting',
    badge: 'community',
    keywords: ['testrail', 'test-management'],
  },
  {
    name: 'cypress-xray-plugin',
    description:
      'Uploads Cypress results and Cucumber features to Xray, the test management app for Jira.',
    link: 'https://github.com/Qytera-Gmbh/cypress-xray-plugin',
    npm: 'cypress-xray-plugin',
    category: 'reporting',
    badge: 'community',
    keywords: ['xray', 'jira', 'test-management'],
  },
  {
    name: '@shelex/cypress-allure-plugin',
    description:
      'A community Allure integration that writes Allure results with steps and screenshots from Cypress tests.',
    link: 'https://github.com/Shelex/cypress-allure-plugin',
    npm: '@shelex/cypress-allure-plugin',
    category: 'reporting',
    badge: 'community',
    keywords: ['allure', 'report'],
  },
  {
    name: 'cypress-circleci-reporter',
    description:
      'Writes JUnit results in the layout CircleCI uses to show test summaries and split tests by timing.',
    link: 'https://github.com/ksocha/cypress-circleci-reporter',
    npm: 'cypress-circleci-reporter',
    category: 'reporting',
    badge: 'community',
    keywords: ['circleci', 'junit', 'ci'],
  },
  {
    name: 'cypress-teamcity-reporter',
    description:
      'Reports test results to TeamCity through its service messages.',
    link: 'https://github.com/prma85/cypress-teamcity-reporter',
    npm: 'cypress-teamcity-reporter',
    category: 'reporting',
    badge: 'community',
    keywords: ['teamcity', 'ci'],
  },
  {
    name: 'cypress-json-results',
    description:
      'Saves the results of a run as a JSON file with one entry for each test.',
    link: 'https://github.com/bahmutov/cypress-json-results',
    npm: 'cypress-json-results',
    category: 'reporting',
    badge: 'community',
    keywords: ['json', 'results'],
  },
  {
    name: 'cypress-timestamps',
    description:
      'Adds timestamps to the Command Log, error messages and failure screenshots.',
    link: 'https://github.com/bahmutov/cypress-timestamps',
    npm: 'cypress-timestamps',
    category: 'reporting',
    badge: 'community',
    keywords: ['timestamps', 'logs', 'screenshots'],
  },
  {
    name: 'cypress-timings',
    description: 'Reports how long each command in a test took.',
    link: 'https://github.com/bahmutov/cypress-timings',
    npm: 'cypress-timings',
    category: 'reporting',
    badge: 'community',
    keywords: ['timing', 'performance', 'commands'],
  },
  {
    name: 'cypress-high-resolution',
    description:
      'Records videos and screenshots at a higher resolution during cypress run.',
    link: 'https://github.com/bahmutov/cypress-high-resolution',
    npm: 'cypress-high-resolution',
    category: 'reporting',
    badge: 'community',
    keywords: ['video', 'resolution', 'screenshots'],
  },
  {
    name: '@cypress/grep',
    description:
      'Runs only the tests whose titles or tags match a pattern given on the command line.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/grep',
    npm: '@cypress/grep',
    category: 'test-selection',
    badge: 'official',
    keywords: ['grep', 'tags', 'filter'],
  },
  {
    name: '@cypress/skip-test',
    description:
      'Adds helpers that skip or run a test only on a given browser, platform or URL.',
    link: 'https://github.com/cypress-io/cypress-skip-test',
    npm: '@cypress/skip-test',
    category: 'test-selection',
    badge: 'official',
    keywords: ['skip', 'browser', 'platform'],
  },
  {
    name: '@knapsack-pro/cypress',
    description:
      'Splits specs across parallel CI machines with Knapsack Pro so that every machine finishes at about the same time.',
    link: 'https://github.com/KnapsackPro/knapsack-pro-js',
    npm: '@knapsack-pro/cypress',
    category: 'test-selection',
    badge: 'verified',
    keywords: ['parallel', 'ci', 'knapsack'],
  },
  {
    name: 'cypress-cloud',
    description:
      'Runs and records specs in parallel through Currents, a hosted alternative to Cypress Cloud.',
    link: 'https://github.com/currents-dev/cypress-cloud',
    npm: 'cypress-cloud',
    category: 'test-selection',
    badge: 'verified',
    keywords: ['currents', 'parallel', 'recording'],
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
    name: '@bahmutov/cy-grep',
    description:
      'Filters tests by title or tag; a fork of @cypress/grep kept by its original author.',
    link: 'https://github.com/bahmutov/cy-grep',
    npm: '@bahmutov/cy-grep',
    category: 'test-selection',
    badge: 'community',
    keywords: ['grep', 'tags', 'filter'],
  },
  {
    name: 'cypress-tags',
    description:
      'Runs only the tests tagged with the given tags, such as smoke or regression.',
    link: 'https://github.com/infosum/cypress-tags',
    npm: 'cypress-tags',
    category: 'test-selection',
    badge: 'community',
    keywords: ['tags', 'filter', 'smoke'],
  },
  {
    name: 'cypress-select-tests',
    description:
      'Picks the tests to run with a function that looks at spec file names and test titles.',
    link: 'https://github.com/bahmutov/cypress-select-tests',
    npm: 'cypress-select-tests',
    category: 'test-selection',
    badge: 'community',
    keywords: ['filter', 'select'],
  },
  {
    name: 'cypress-fail-fast',
    description:
      'Skips the remaining tests of a run after the first failure, to save CI time.',
    link: 'https://github.com/javierbrea/cypress-fail-fast',
    npm: 'cypress-fail-fast',
    category: 'test-selection',
    badge: 'community',
    keywords: ['fail-fast', 'skip', 'ci'],
  },
  {
    name: 'cypress-plugin-last-failed',
    description:
      'Reruns only the tests that failed last time, in cypress run and in the Cypress app.',
    link: 'https://github.com/dennisbergevin/cypress-plugin-last-failed',
    npm: 'cypress-plugin-last-failed',
    category: 'test-selection',
    badge: 'community',
    keywords: ['failed', 'rerun', 'retry'],
  },
  {
    name: 'cypress-plugin-grep-boxes',
    description:
      'Adds checkboxes next to the tests in the Cypress app to run only the chosen ones.',
    link: 'https://github.com/dennisbergevin/cypress-plugin-grep-boxes',
    npm: 'cypress-plugin-grep-boxes',
    category: 'test-selection',
    badge: 'community',
    keywords: ['grep', 'filter', 'open-mode'],
  },
  {
    name: 'cypress-plugin-filter-runnables',
    description:
      'Adds a search box to the Cypress app that filters suites and tests by title.',
    link: 'https://github.com/dennisbergevin/cypress-plugin-filter-runnables',
    npm: 'cypress-plugin-filter-runnables',
    category: 'test-selection',
    badge: 'community',
    keywords: ['filter', 'search', 'open-mode'],
  },
  {
    name: 'cypress-skip-and-only-ui',
    description:
      'Adds buttons to the Command Log that run only one test or skip it.',
    link: 'https://github.com/bahmutov/cypress-skip-and-only-ui',
    npm: 'cypress-skip-and-only-ui',
    category: 'test-selection',
    badge: 'community',
    keywords: ['only', 'skip', 'open-mode'],
  },
  {
    name: 'find-cypress-specs',
    description:
      'Lists the spec files Cypress would run, or only those changed against a branch, for custom CI scripts.',
    link: 'https://github.com/bahmutov/find-cypress-specs',
    npm: 'find-cypress-specs',
    category: 'test-selection',
    badge: 'community',
    keywords: ['specs', 'git', 'ci'],
  },
  {
    name: 'cypress-cli-select',
    description:
      'Opens an interactive terminal prompt to pick the specs, tests or tags to run.',
    link: 'https://github.com/dennisbergevin/cypress-cli-select',
    npm: 'cypress-cli-select',
    category: 'test-selection',
    badge: 'community',
    keywords: ['cli', 'prompt', 'select'],
  },
  {
    name: 'cypress-parallel',
    description:
      'Runs specs in several Cypress processes at once on one machine.',
    link: 'https://github.com/tnicola/cypress-parallel',
    npm: 'cypress-parallel',
    category: 'test-selection',
    badge: 'community',
    keywords: ['parallel', 'threads'],
  },
  {
    name: 'cypress-grep',
    description:
      'Filtered tests by title or tag until it moved to @cypress/grep, which replaces it.',
    link: 'https://github.com/bahmutov/cypress-grep',
    npm: 'cypress-grep',
    category: 'test-selection',
    badge: 'deprecated',
    keywords: ['grep', 'tags'],
  },
  {
    name: 'cypress-plugin-retries',
    description:
      'Retried failed tests before Cypress had built-in test retries; use the retries configuration option instead.',
    link: 'https://github.com/Bkucera/cypress-plugin-retries',
    npm: 'cypress-plugin-retries',
    category: 'test-selection',
    badge: 'deprecated',
    keywords: ['retries', 'flaky'],
  },
  {
    name: '@percy/cypress',
    description:
      'Takes snapshots with cy.percySnapshot() and compares them in Percy, BrowserStack’s visual review service.',
    link: 'https://github.com/percy/percy-cypress',
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
    name: 'happo-cypress',
    description:
      'Sends snapshots of pages and components to Happo for visual comparison across browsers.',
    link: 'https://github.com/happo/happo-cypress',
    npm: 'happo-cypress',
    category: 'visual-testing',
    badge: 'verified',
    keywords: ['happo', 'screenshots', 'visual'],
  },
  {
    name: '@saucelabs/cypress-visual-plugin',
    description:
      'Sends screenshots taken in tests to Sauce Visual for comparison with approved baselines.',
    link: 'https://www.npmjs.com/package/@saucelabs/cypress-visual-plugin',
    npm: '@saucelabs/cypress-visual-plugin',
    category: 'visual-testing',
    badge: 'verified',
    keywords: ['saucelabs', 'screenshots', 'visual'],
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
  {
    name: 'cypress-visual-regression',
    description:
      'Adds cy.compareSnapshot(), which compares screenshots with local baselines and fails on differences over a threshold.',
    link: 'https://github.com/cypress-visual-regression/cypress-visual-regression',
    npm: 'cypress-visual-regression',
    category: 'visual-testing',
    badge: 'community',
    keywords: ['screenshots', 'baseline', 'visual'],
  },
  {
    name: '@frsource/cypress-plugin-visual-regression-diff',
    description:
      'Compares screenshots with baselines and shows the differences in the Cypress app, where a new baseline can be accepted.',
    link: 'https://github.com/FRSOURCE/cypress-plugin-visual-regression-diff',
    npm: '@frsource/cypress-plugin-visual-regression-diff',
    category: 'visual-testing',
    badge: 'community',
    keywords: ['screenshots', 'diff', 'visual'],
  },
  {
    name: '@visual-regression-tracker/agent-cypress',
    description:
      'Sends screenshots to a self-hosted Visual Regression Tracker server for review.',
    link: 'https://github.com/Visual-Regression-Tracker/agent-cypress',
    npm: '@visual-regression-tracker/agent-cypress',
    category: 'visual-testing',
    badge: 'community',
    keywords: ['screenshots', 'self-hosted', 'visual'],
  },
  {
    name: 'cypress-plugin-snapshots',
    description:
      'Adds toMatchSnapshot() and toMatchImageSnapshot() for snapshot tests of data and of screenshots.',
    link: 'https://github.com/meinaart/cypress-plugin-snapshots',
    npm: 'cypress-plugin-snapshots',
    category: 'visual-testing',
    badge: 'community',
    keywords: ['snapshots', 'json', 'images'],
  },
  {
    name: 'cypress-image-snapshot',
    description:
      'The original jest-image-snapshot binding for Cypress, no longer updated; @simonsmith/cypress-image-snapshot continues it.',
    link: 'https://github.com/palmerhq/cypress-image-snapshot',
    npm: 'cypress-image-snapshot',
    category: 'visual-testing',
    badge: 'community',
    keywords: ['snapshots', 'screenshots', 'visual'],
  },
]
