/**
 * The held-out relevance set: queries a reader types into the search box,
 * each with the one page that best answers it.
 *
 * How it was written: blind. The queries were taken from the pages' own
 * headings and FAQ questions (docs/faq/questions/*.mdx and the section FAQs
 * of component testing, Cypress Accessibility and UI Coverage) and reworded
 * the way a person types: short questions, "X vs Y" comparisons, options
 * described instead of named, pasted fragments of error messages, command
 * names with `cy.` or a leading dot, and a few misspellings. The site's
 * search, its tests and its benchmark were not run while writing it, no
 * search results or rankings were looked at, and no query of
 * relevanceQueries.ts is repeated here. Each page is the route of the page
 * the query came from (its front matter `slug` where it sets one), checked
 * to exist.
 *
 * It is not used for tuning: it only judges an engine tuned on
 * relevanceQueries.ts. Do not add queries here because the engine misses
 * or finds them.
 */
export interface HeldOutQuery {
  query: string
  /** Path of the page (no anchor) that best answers the query. */
  page: string
}

export const heldOutQueries: readonly HeldOutQuery[] = [
  // Commands and queries: from the command pages' headings, typed with `cy.`
  // or a leading dot, as comparisons, and a few misspelled names
  { query: 'cy.contains ignore case', page: '/api/commands/contains' },
  { query: 'type curly braces literally', page: '/api/commands/type' },
  { query: 'cy.press escape to close a dialog', page: '/api/commands/press' },
  { query: 'select dropdown option by index', page: '/api/commands/select' },
  {
    query: '.selectFile drag and drop onto drop zone',
    page: '/api/commands/selectfile',
  },
  {
    query: 'intercept only the first request then let the rest through',
    page: '/api/commands/intercept',
  },
  { query: 'how do I stop .each early', page: '/api/commands/each' },
  {
    query: 'pass a variable into the cy.origin callback',
    page: '/api/commands/origin',
  },
  {
    query: 'cy.viewport landscape orientation',
    page: '/api/commands/viewport',
  },
  { query: 'cy.exec non zero exit code', page: '/api/commands/exec' },
  {
    query: 'cy.task returned undefined instead of null',
    page: '/api/commands/task',
  },
  { query: '.trigger a custom event', page: '/api/commands/trigger' },
  { query: 'go back in browser history', page: '/api/commands/go' },
  {
    query: 'right click to open a context menu',
    page: '/api/commands/rightclick',
  },
  { query: '.filter vs .find', page: '/api/commands/filter' },
  {
    query: 'cy.request without following redirects',
    page: '/api/commands/request',
  },
  {
    query: 'remove one key from local storage',
    page: '/api/commands/clearlocalstorage',
  },
  {
    query: 'click a button inside a closed shadow root',
    page: '/api/commands/shadow',
  },
  { query: '.spread vs destructuring in .then', page: '/api/commands/spread' },
  { query: 'cy.readFile vs cy.fixture', page: '/api/commands/readfile' },
  {
    query: 'scrolIntoView sticky header',
    page: '/api/commands/scrollIntoView',
  },
  { query: 'cy.sesion', page: '/api/commands/session' },
  { query: 'cy.wirteFile append to a file', page: '/api/commands/writefile' },
  { query: '.dblclik', page: '/api/commands/dblclick' },
  // Cypress API and Node events
  { query: 'Cypress.getTestRetries', page: '/api/cypress-api/currentretry' },
  {
    query: 'overwrite the type command to hide a password in the log',
    page: '/api/cypress-api/custom-commands',
  },
  {
    query: 'write a custom query that retries',
    page: '/api/cypress-api/custom-queries',
  },
  {
    query: 'listen for url:changed event',
    page: '/api/cypress-api/catalog-of-events',
  },
  {
    query: 'Cypress.isBrowser exclude several browsers',
    page: '/api/cypress-api/isbrowser',
  },
  {
    query: 'Cypress.stop after the first failing test',
    page: '/api/cypress-api/stop',
  },
  {
    query: 'start a mock server before the run starts',
    page: '/api/plugins/before-run-api',
  },
  {
    query: 'after:browser:launch connect to the running browser',
    page: '/api/plugins/browser-launch-api',
  },
  {
    query: 'file:preprocessor bundle specs with vite',
    page: '/api/plugins/preprocessors-api',
  },
  {
    query: 'check in code whether it is a component or e2e test',
    page: '/api/cypress-api/testing-type',
  },
  // Core concepts, guides and references
  {
    query: 'what does Cypress check before it clicks an element',
    page: '/api/actions/actionability-guide',
  },
  {
    query: 'closures vs aliases',
    page: '/guides/core-concepts/variables-and-aliases',
  },
  {
    query: 'what does test isolation clear between tests',
    page: '/guides/core-concepts/test-isolation',
  },
  {
    query: 'how to handle an A/B test',
    page: '/guides/core-concepts/conditional-testing',
  },
  {
    query: 'which commands are not retried',
    page: '/guides/core-concepts/retry-ability',
  },
  {
    query: 'in what order do hooks run',
    page: '/guides/core-concepts/writing-and-organizing-tests',
  },
  {
    query: 'which cypress folders should I commit to git',
    page: '/guides/core-concepts/writing-and-organizing-tests',
  },
  {
    query: 'stub a module the component imports',
    page: '/guides/guides/stubs-spies-and-clocks',
  },
  {
    query: 'assert that a request was never made',
    page: '/guides/guides/network-requests',
  },
  {
    query: 'debugger statement pauses too early',
    page: '/guides/guides/debugging',
  },
  {
    query: 'why does cypress strip the content-security-policy header',
    page: '/guides/guides/content-security-policy',
  },
  {
    query: 'run the suite in several browsers with a github actions matrix',
    page: '/guides/guides/cross-browser-testing',
  },
  {
    query: 'instrument code for coverage with vite-plugin-istanbul',
    page: '/guides/tooling/code-coverage',
  },
  { query: 'merge mochawesome reports', page: '/guides/tooling/reporters' },
  {
    query: 'type the result of cy.task in typescript',
    page: '/guides/tooling/typescript-support',
  },
  {
    query: 'auth0 universal login with cy.origin',
    page: '/guides/end-to-end-testing/auth0-authentication',
  },
  {
    query: 'migrate from selenium webdriver',
    page: '/guides/end-to-end-testing/selenium-to-cypress',
  },
  {
    query: 'alias graphql queries by operation name',
    page: '/guides/end-to-end-testing/working-with-graphql',
  },
  {
    query: 'test keyboard tab order for accessibility',
    page: '/guides/guides/accessibility-testing',
  },
  {
    query: 'record my clicks to generate test code',
    page: '/guides/references/cypress-studio',
  },
  {
    query: 'The command was expected to run against origin',
    page: '/guides/references/error-messages',
  },
  // Configuration, CLI and installation: options described rather than
  // named, flags, and pasted error messages
  {
    query: 'limit how many times the app can redirect',
    page: '/guides/references/configuration',
  },
  {
    query: 'map a hostname to an ip address like /etc/hosts',
    page: '/guides/references/configuration',
  },
  { query: 'defualtCommandTimeout', page: '/guides/references/configuration' },
  {
    query: 'what do cypress run exit codes mean',
    page: '/guides/guides/command-line',
  },
  {
    query: '--no-exit keep the browser open after the run',
    page: '/guides/guides/command-line',
  },
  {
    query: 'cypress enviroment variables',
    page: '/guides/guides/environment-variables',
  },
  {
    query: 'NO_PROXY localhost',
    page: '/guides/references/proxy-configuration',
  },
  {
    query: 'run cypress from a node script',
    page: '/guides/guides/module-api',
  },
  {
    query: 'download the binary from a mirror',
    page: '/guides/references/advanced-installation',
  },
  {
    query: 'Failed to load client certificates',
    page: '/guides/references/client-certificates',
  },
  {
    query:
      'The cypress npm package is installed, but the Cypress binary is missing',
    page: '/guides/references/error-messages',
  },
  // Component testing
  {
    query: "Property 'mount' does not exist on type",
    page: '/guides/component-testing/faq',
  },
  {
    query: 'first component spec is slow to start',
    page: '/guides/component-testing/faq',
  },
  {
    query: 'add fonts to component-index.html',
    page: '/guides/component-testing/styling-components',
  },
  {
    query: 'angular createOutputSpy',
    page: '/guides/component-testing/angular/api',
  },
  {
    query: 'test v-model in a vue component',
    page: '/guides/component-testing/vue/examples',
  },
  {
    query: 'svelte mount coming from svelte 4',
    page: '/guides/component-testing/svelte/api',
  },
  {
    query: 'publish a cypress-ct framework definition',
    page: '/guides/component-testing/third-party-definitions',
  },
  // Continuous integration
  {
    query: 'gitlab ci cache the cypress binary',
    page: '/guides/continuous-integration/gitlab-ci',
  },
  {
    query: 'circleci orb run job parameters',
    page: '/guides/continuous-integration/circleci',
  },
  {
    query: 'aws codebuild batch build matrix',
    page: '/guides/continuous-integration/aws-codebuild',
  },
  {
    query: 'jenkins pipeline',
    page: '/guides/continuous-integration/ci-provider-examples',
  },
  {
    query: 'bitbucket pipelines artifacts',
    page: '/guides/continuous-integration/bitbucket-pipelines',
  },
  {
    query: 'github actions upload screenshots and videos',
    page: '/guides/continuous-integration/github-actions',
  },
  {
    query: 'how does cypress detect the ci provider and commit',
    page: '/guides/continuous-integration/introduction',
  },
  // Cypress Cloud, Cypress Accessibility and UI Coverage
  {
    query: 'rotate a leaked record key',
    page: '/guides/cloud/account-management/projects',
  },
  {
    query: 'cancel the run automatically after several failures',
    page: '/guides/cloud/smart-orchestration/run-cancellation',
  },
  {
    query: 'run previously failed specs first',
    page: '/guides/cloud/smart-orchestration/spec-prioritization',
  },
  {
    query: 'retrying a ci build runs only the failed specs',
    page: '/guides/cloud/smart-orchestration/rerun-optimization',
  },
  {
    query: 'slack notifications for one branch',
    page: '/guides/cloud/integrations/slack',
  },
  {
    query: 'hide sensitive data in cloud screenshots',
    page: '/guides/cloud/account-management/data-storage-and-masking',
  },
  {
    query: 'set up saml single sign-on',
    page: '/guides/cloud/account-management/enterprise-sso',
  },
  {
    query: 'how is the accessibility score computed',
    page: '/guides/cloud/accessibility/score-and-rules',
  },
  {
    query: 'axe-core rules that are off by default',
    page: '/guides/cloud/accessibility/axe-core-configuration',
  },
  {
    query: 'data-cy-ui-group',
    page: '/guides/cloud/ui-coverage/element-identification',
  },
  {
    query: 'ui coverage scrollIntoView does not mark element tested',
    page: '/guides/cloud/ui-coverage/interaction-commands',
  },
  {
    query: 'see network requests and console in test replay',
    page: '/guides/cloud/test-replay',
  },
  {
    query:
      'You passed the --record flag but did not provide us your Record Key',
    page: '/guides/references/error-messages',
  },
  // FAQ questions, reworded (docs/faq/questions and the section FAQs)
  {
    query: 'can cypress test charts on a canvas',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'chrome says not secure when cypress runs my https site',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'jest snapshot testing in cypress',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'cucumber gherkin feature files',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'can cypress test webassembly',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'check browser built-in form validation message',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'npm install cypress EACCES permission denied in ci',
    page: '/faq/questions/using-cypress-faq',
  },
  {
    query: 'can I use cypress for free at my company',
    page: '/faq/questions/general-questions-faq',
  },
  {
    query: 'does cypress test native ios or android apps',
    page: '/faq/questions/general-questions-faq',
  },
  {
    query: 'spec vs test vs test suite',
    page: '/faq/questions/general-questions-faq',
  },
  { query: 'why is it called cypress', page: '/faq/questions/company-faq' },
  {
    query: 'which urls to allow in the firewall for cypress cloud',
    page: '/faq/questions/cloud-faq',
  },
  {
    query: 'why does cypress split parallel runs by spec file not by test',
    page: '/faq/questions/cloud-faq',
  },
  {
    query: 'why is color contrast not reported in accessibility',
    page: '/guides/cloud/accessibility/faq',
  },
  {
    query: 'use accessibility results in a VPAT',
    page: '/guides/cloud/accessibility/faq',
  },
  {
    query: 'is my ui coverage data used to train ai models',
    page: '/guides/cloud/ui-coverage/faq',
  },
]
