/**
 * The relevance set: queries a reader types, each with the page that must
 * appear in the top three results. Pages that do not exist yet are listed
 * too (the test skips them and names them), so the set grows with the docs.
 */
export interface RelevanceQuery {
  query: string
  /** Path of the page (no anchor) that must be in the top three. */
  page: string
  /**
   * Why the engine misses this one today. A known miss counts against the
   * rates but does not fail the test; the test fails once it passes, so the
   * note is removed when the engine improves.
   */
  knownMiss?: string
}

export const relevanceQueries: readonly RelevanceQuery[] = [
  // Commands, typed as a reader remembers them
  { query: 'get', page: '/api/commands/get' },
  { query: 'cy.get', page: '/api/commands/get' },
  { query: 'cy.get()', page: '/api/commands/get' },
  { query: '.should', page: '/api/commands/should' },
  { query: 'cy.contains', page: '/api/commands/contains' },
  { query: 'click', page: '/api/commands/click' },
  { query: 'dblclick', page: '/api/commands/dblclick' },
  { query: 'type into an input', page: '/api/commands/type' },
  { query: 'select an option', page: '/api/commands/select' },
  { query: 'upload a file', page: '/api/commands/selectfile' },
  { query: 'scroll to the bottom', page: '/api/commands/scrollTo' },
  { query: 'check a checkbox', page: '/api/commands/check' },
  { query: 'readFile', page: '/api/commands/readfile' },
  { query: 'cy.intercept', page: '/api/commands/intercept' },
  { query: 'cy.request', page: '/api/commands/request' },
  { query: 'cy.visit', page: '/api/commands/visit' },
  { query: 'cy.session', page: '/api/commands/session' },
  { query: 'its', page: '/api/commands/its' },
  { query: 'invoke', page: '/api/commands/invoke' },
  { query: 'stub a network request', page: '/api/commands/intercept' },
  { query: 'wait for a request', page: '/api/commands/wait' },
  { query: 'login once per spec', page: '/api/commands/session' },
  { query: 'upload with request', page: '/api/commands/request' },
  { query: 'mobile viewport', page: '/api/commands/viewport' },
  { query: 'stub a function', page: '/api/commands/stub' },
  { query: 'run a node task', page: '/api/commands/task' },
  { query: 'set a cookie', page: '/api/commands/setcookie' },
  { query: 'hover', page: '/api/commands/hover' },
  {
    query: 'custom command typescript',
    page: '/api/cypress-api/custom-commands',
  },
  { query: 'uncaught exception', page: '/api/cypress-api/catalog-of-events' },
  { query: 'before:browser:launch', page: '/api/plugins/browser-launch-api' },
  { query: 'Cypress.env', page: '/api/cypress-api/env' },
  { query: 'Cypress.config', page: '/api/cypress-api/config' },
  { query: 'custom query', page: '/api/cypress-api/custom-queries' },
  { query: 'lodash', page: '/api/utilities/_' },
  { query: 'have.length', page: '/api/assertions/assertions-reference' },
  { query: 'assertions list', page: '/api/assertions/assertions-reference' },
  { query: 'actionability', page: '/api/actions/actionability-guide' },
  { query: 'trigger mouse event', page: '/api/commands/trigger' },
  // Tasks and concepts
  { query: 'stub network requests', page: '/guides/guides/network-requests' },
  {
    query: 'wait for a request',
    page: '/guides/guides/network-requests',
    knownMiss:
      'no stemming: the section is "Waiting and asserting on requests", and only the last word matches as a prefix',
  },
  { query: 'set base url', page: '/guides/references/configuration' },
  { query: 'flaky tests', page: '/guides/guides/test-retries' },
  { query: 'retry', page: '/guides/core-concepts/retry-ability' },
  { query: 'test retries', page: '/guides/guides/test-retries' },
  { query: 'timeout', page: '/guides/references/configuration' },
  {
    query: 'run in github actions',
    page: '/guides/continuous-integration/github-actions',
  },
  {
    query: 'react component test',
    page: '/guides/component-testing/react/overview',
  },
  {
    query: 'environment variables',
    page: '/guides/guides/environment-variables',
  },
  { query: 'Cypress.env', page: '/guides/guides/environment-variables' },
  { query: 'iframe', page: '/faq/questions/using-cypress-faq' },
  {
    query: 'cypress run flags',
    page: '/guides/guides/command-line',
    knownMiss:
      'the page calls them options; "flags" matches module-api and launching-browsers first',
  },
  { query: 'command line', page: '/guides/guides/command-line' },
  { query: 'cypress.run', page: '/guides/guides/module-api' },
  {
    query: 'install cypress',
    page: '/guides/getting-started/installing-cypress',
  },
  { query: 'proxy', page: '/guides/getting-started/installing-cypress' },
  { query: 'open the app', page: '/guides/getting-started/opening-the-app' },
  { query: 'test replay', page: '/guides/cloud/test-replay' },
  { query: 'screenshots', page: '/guides/guides/screenshots-and-videos' },
  { query: 'record video', page: '/guides/guides/screenshots-and-videos' },
  { query: 'cy.stub', page: '/guides/guides/stubs-spies-and-clocks' },
  { query: 'fake timers', page: '/api/commands/clock' },
  { query: 'cy.origin', page: '/guides/guides/cross-origin-testing' },
  { query: 'chromeWebSecurity', page: '/guides/guides/web-security' },
  {
    query: 'content security policy',
    page: '/guides/guides/content-security-policy',
  },
  { query: 'debugger', page: '/guides/guides/debugging' },
  {
    query: 'launch firefox',
    page: '/guides/guides/launching-browsers',
    knownMiss:
      'every word must match within one paragraph record: the guide names Firefox and launching in different paragraphs, the before:browser:launch page in one (issue 18)',
  },
  {
    query: 'run tests in several browsers',
    page: '/guides/guides/cross-browser-testing',
  },
  { query: 'aliases', page: '/guides/core-concepts/variables-and-aliases' },
  {
    query: 'if element exists',
    page: '/guides/core-concepts/conditional-testing',
  },
  { query: 'test isolation', page: '/guides/core-concepts/test-isolation' },
  { query: 'testIsolation', page: '/guides/core-concepts/test-isolation' },
  {
    query: 'end-to-end or component testing',
    page: '/guides/core-concepts/testing-types',
    knownMiss:
      'the short Cypress.testingType page, whose every paragraph holds these words, outranks the guide: ranking does not weigh a page as a whole (issue 18)',
  },
  {
    query: 'beforeEach hooks',
    page: '/guides/core-concepts/writing-and-organizing-tests',
  },
  {
    query: 'force click',
    page: '/guides/core-concepts/interacting-with-elements',
  },
  { query: 'why cypress', page: '/guides/overview/why-cypress' },
  { query: 'selenium webdriver', page: '/guides/overview/key-differences' },
  { query: 'cypress cloud', page: '/guides/cloud/introduction' },
]
