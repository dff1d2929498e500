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
  { query: 'wait for a request', page: '/guides/guides/network-requests' },
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
  { query: 'cypress run flags', page: '/guides/guides/command-line' },
  { query: 'command line', page: '/guides/guides/command-line' },
  { query: 'cypress.run', page: '/guides/guides/module-api' },
  {
    query: 'install cypress',
    page: '/guides/getting-started/installing-cypress',
  },
  { query: 'proxy', page: '/guides/references/proxy-configuration' },
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
  { query: 'launch firefox', page: '/guides/guides/launching-browsers' },
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
  // End-to-end testing guides
  {
    query: 'first end-to-end test',
    page: '/guides/end-to-end-testing/writing-your-first-end-to-end-test',
  },
  {
    query: 'seed the database',
    page: '/guides/end-to-end-testing/testing-your-app',
  },
  { query: 'graphql', page: '/guides/end-to-end-testing/working-with-graphql' },
  { query: 'auth0', page: '/guides/end-to-end-testing/auth0-authentication' },
  {
    query: 'okta login',
    page: '/guides/end-to-end-testing/okta-authentication',
  },
  {
    query: 'cognito',
    page: '/guides/end-to-end-testing/amazon-cognito-authentication',
  },
  {
    query: 'azure active directory',
    page: '/guides/end-to-end-testing/azure-active-directory-authentication',
  },
  {
    query: 'google login',
    page: '/guides/end-to-end-testing/google-authentication',
  },
  {
    query: 'migrate from protractor',
    page: '/guides/end-to-end-testing/protractor-to-cypress',
  },
  { query: 'selenium', page: '/guides/end-to-end-testing/selenium-to-cypress' },
  // Component testing guides
  { query: 'react mount props', page: '/guides/component-testing/react/api' },
  {
    query: 'vue component test',
    page: '/guides/component-testing/vue/overview',
  },
  { query: 'createOutputSpy', page: '/guides/component-testing/angular/api' },
  { query: 'svelte', page: '/guides/component-testing/svelte/overview' },
  {
    query: 'component testing bundler',
    page: '/guides/component-testing/component-framework-configuration',
    knownMiss:
      'the component-testing overview, the React overview and the FAQ hold all three words in headings too and rank first',
  },
  {
    query: 'component styles not applied',
    page: '/guides/component-testing/styling-components',
  },
  // Tooling
  { query: 'code coverage', page: '/guides/tooling/code-coverage' },
  { query: 'junit reporter', page: '/guides/tooling/reporters' },
  { query: 'tsconfig', page: '/guides/tooling/typescript-support' },
  { query: 'visual regression', page: '/guides/tooling/visual-testing' },
  // Continuous integration
  {
    query: 'github actions',
    page: '/guides/continuous-integration/github-actions',
  },
  { query: 'gitlab', page: '/guides/continuous-integration/gitlab-ci' },
  { query: 'circleci orb', page: '/guides/continuous-integration/circleci' },
  { query: 'buildspec', page: '/guides/continuous-integration/aws-codebuild' },
  {
    query: 'docker image',
    page: '/guides/continuous-integration/introduction',
  },
  // References
  { query: 'baseUrl', page: '/guides/references/configuration' },
  {
    query: 'CYPRESS_INSTALL_BINARY',
    page: '/guides/references/advanced-installation',
  },
  { query: 'migration guide', page: '/guides/references/migration-guide' },
  { query: 'pluginsFile', page: '/guides/references/legacy-configuration' },
  { query: 'experimental options', page: '/guides/references/experiments' },
  { query: 'changelog', page: '/guides/references/changelog' },
  { query: 'detached from the DOM', page: '/guides/references/error-messages' },
  { query: 'best practices', page: '/guides/references/best-practices' },
  // Cloud, FAQ and examples
  {
    query: 'parallelization',
    page: '/guides/cloud/smart-orchestration/parallelization',
  },
  { query: 'record key', page: '/guides/cloud/getting-started' },
  {
    query: 'flaky test management',
    page: '/guides/cloud/flaky-test-management',
  },
  { query: 'slack', page: '/guides/cloud/integrations/slack' },
  {
    query: 'github status checks',
    page: '/guides/cloud/integrations/source-control/github',
  },
  { query: 'cypress docker images', page: '/examples/docker' },
  { query: 'is cypress free', page: '/faq/questions/general-questions-faq' },

  // Cloud MCP, the Cloud CLI and what Cypress added after 15.3.0 (issue 44).
  // cy.prompt(), Cypress.expose() and `cypress tap` came after 15.3.0, the
  // version these docs describe: /guides/references/after-15-3-0 answers
  // them, with each one's version and where it is documented.
  { query: 'mcp', page: '/guides/cloud/integrations/cloud-mcp' },
  { query: 'cloud cli', page: '/guides/cloud/integrations/cloud-cli' },
  { query: 'cy-cloud', page: '/guides/cloud/integrations/cloud-cli' },
  {
    query: 'accessibility changelog',
    page: '/guides/cloud/accessibility/changelog',
  },
  { query: 'cy.prompt', page: '/guides/references/after-15-3-0' },
  { query: 'Cypress.expose', page: '/guides/references/after-15-3-0' },
  { query: 'cypress tap', page: '/guides/references/after-15-3-0' },

  // Comparisons and misspellings (issue 33)
  { query: 'cypress vs selenium', page: '/guides/overview/key-differences' },
  { query: 'e2e vs component', page: '/guides/core-concepts/testing-types' },
  { query: 'stub vs spy', page: '/api/commands/stub' },
  { query: 'intercpet', page: '/api/commands/intercept' },
  { query: 'visti', page: '/api/commands/visit' },

  // Questions as readers type them, from the pages' own question headings
  {
    query: 'what does the within scope apply to',
    page: '/api/commands/within',
  },
  {
    query: 'how does cypress know the commit on ci',
    page: '/guides/continuous-integration/introduction',
  },
  {
    query: 'how does the selector playground choose a selector',
    page: '/guides/core-concepts/cypress-app',
  },
  {
    query: 'why does a debugger statement stop too early',
    page: '/guides/guides/debugging',
  },
  {
    query: 'what does cypress compile in typescript',
    page: '/guides/tooling/typescript-support',
  },
  { query: 'what does test replay record', page: '/guides/cloud/test-replay' },
  { query: 'when do I need cy.origin', page: '/api/commands/origin' },
  {
    query: 'what can I use inside the origin callback',
    page: '/api/commands/origin',
  },
  {
    query: 'how does blockHosts match a host',
    page: '/guides/references/configuration',
  },
  { query: 'why is there no hover command', page: '/api/commands/hover' },
  {
    query: 'which shell runs my exec command',
    page: '/api/commands/exec',
  },
  { query: 'where do fixture files live', page: '/api/commands/fixture' },
  { query: 'what does reload reset', page: '/api/commands/reload' },
  {
    query: 'how long is a session cached',
    page: '/api/commands/session',
  },
  {
    query: 'why are fixed waits an anti-pattern',
    page: '/api/commands/wait',
  },
  {
    query: 'where should I put custom commands',
    page: '/api/cypress-api/custom-commands',
  },
  {
    query: 'which env value wins',
    page: '/api/cypress-api/env',
  },
  {
    query: 'when are failure screenshots taken',
    page: '/api/cypress-api/screenshot-api',
  },
  {
    query: 'which elements can be focused',
    page: '/api/commands/focus',
  },
  { query: 'what text can cy.type type into', page: '/api/commands/type' },
  {
    query: 'what counts as a test result for billing',
    page: '/guides/cloud/account-management/billing-and-usage',
  },
  {
    query: 'how long does cypress cloud keep my data',
    page: '/guides/cloud/account-management/data-storage-and-masking',
  },
  // FAQ questions as a reader types them: every fifth question heading of
  // the four FAQ pages, less those the held-out set was taken from and
  // those another page answers better (record keys, retries, GraphQL)
  {
    query: 'what happens if I downgrade my cloud plan',
    page: '/faq/questions/cloud-faq',
  },
  {
    query: 'does a test replay play back at real speed',
    page: '/faq/questions/cloud-faq',
  },
  { query: 'which company makes cypress', page: '/faq/questions/company-faq' },
  {
    query: 'how is cypress different from karma or protractor',
    page: '/faq/questions/general-questions-faq',
  },
  {
    query: 'test pages served as .jspa',
    page: '/faq/questions/general-questions-faq',
  },
  {
    query: 'will cypress work with a complicated login system',
    page: '/faq/questions/general-questions-faq',
  },
  {
    query: 'how often is cypress released',
    page: '/faq/questions/general-questions-faq',
  },
  {
    query: 'get the text of an element',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: "why can't I assign cy.get to a variable",
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'elements that animate in',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'describe vs context vs it vs specify',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'detect if my app is running under cypress',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'run only the specs in one folder',
    page: '/faq/questions/using-cypress-faq',
    knownMiss:
      'the pages on organizing spec files, the legacy folder options and the before:spec event use these words more often than the FAQ answer (the --spec flag), whose heading says tests, not specs',
  },
  {
    query: 'make cy.request poll until a condition is met',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'check that an email was sent',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'reach the redux store from a test',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'stop the app from opening a new browser window',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'test a chat app with two browsers at once',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'tests pass locally but fail in ci',
    page: '/faq/questions/using-cypress-faq',
  },
  { query: 'test an electron app', page: '/faq/questions/using-cypress-faq' },
  { query: 'model based testing', page: '/faq/questions/using-cypress-faq' },
  { query: 'test a gatsby site', page: '/faq/questions/using-cypress-faq' },
]
