import type { Release } from './types'

/** Cypress 12.x, newest first. */
export const releases12: Release[] = [
  {
    version: '12.17.4',
    date: '2023-08-15',
    fixes: [
      {
        text: 'Component testing finds the `component-index.html` file again when `cypress.config` lives in a nested directory.',
        issues: [26400],
      },
    ],
    dependencies: [
      {
        text: '`webpack` went from 4 to 5, so end-to-end specs are now bundled with webpack 5. To keep webpack 4 bundling, pin `@cypress/webpack-batteries-included-preprocessor` to `2.x.x` and register it in the `file:preprocessor` event; a new version of that preprocessor supports webpack 5.',
      },
      {
        text: 'To fix a security vulnerability, `tough-cookie` is upgraded to `4.1.3` (was `4.0`), `@cypress/request` to `2.88.12` (was `2.88.11`) and `@cypress/request-promise` to `4.2.7` (was `4.2.6`).',
        issues: [27261],
      },
    ],
  },
  {
    version: '12.17.3',
    date: '2023-08-01',
    performance: [
      {
        text: "Cypress no longer pauses requests it does not need to pause; it stops sending the `X-Cypress-Is-XHR-Or-Fetch` header and infers the resource type from the server's pre-request object instead.",
        issues: [26620, 26622],
      },
    ],
    fixes: [
      {
        text: 'Runs recorded from GitHub Actions no longer get unexpected branch names: for pull request workflows, Cypress records the `HEAD` branch when no user override or local Git data names a branch.',
        issues: [27389],
      },
    ],
  },
  {
    version: '12.17.2',
    date: '2023-07-20',
    fixes: [
      {
        text: 'Commands whose arguments were mutated no longer fail with `must only be invoked from the spec file or support file`.',
        issues: [27200],
      },
      {
        text: '`cy.writeFile()` no longer fails by mistake with `cy.writeFile() must only be invoked from the spec file or support file`.',
        issues: [27097],
      },
      { text: 'A spec can create web workers again.', issues: [27298] },
    ],
  },
  {
    version: '12.17.1',
    date: '2023-07-10',
    fixes: [
      {
        text: 'Turning on in-app notifications no longer stores an invalid preference that could crash the app.',
        issues: [27228],
      },
      {
        text: 'The TypeScript types of `cy.screenshot()` are corrected.',
        prs: [27130],
      },
    ],
    dependencies: [
      {
        text: '`@cypress/request` went from `2.88.10` to `2.88.11`, fixing the CVE-2022-24999 security vulnerability.',
        prs: [27005],
      },
    ],
  },
  {
    version: '12.17.0',
    date: '2023-07-06',
    features: [
      {
        text: 'Cypress Cloud users can get desktop notifications about their runs, for example when a run starts, finishes or fails.',
        issues: [26686],
      },
    ],
    fixes: [
      {
        text: 'More cases where commands failed with `must only be invoked from the spec file or support file` are fixed.',
        issues: [27149, 27163],
      },
      {
        text: 'Cypress reconnects to the Chrome DevTools Protocol in Electron reliably again, fixing a regression introduced in 12.12.0.',
        issues: [26900],
      },
      {
        text: 'Chrome recovers properly from browser crashes.',
        issues: [24650],
      },
      {
        text: 'Viewing a running Cypress Cloud build on the Debug page no longer shows a GraphQL error caused by a race condition.',
        prs: [27134],
      },
      {
        text: 'In Electron, a test window that exits early while the browser is launching no longer fails the whole run.',
        prs: [27167],
      },
      {
        text: 'Small errors in the TypeScript types of the CLI are corrected.',
        issues: [24110],
      },
      {
        text: 'An Electron debug port set through the `ELECTRON_EXTRA_LAUNCH_ARGS` environment variable is respected.',
        issues: [26711],
      },
    ],
    dependencies: [{ text: '`semver` is updated to `^7.5.3`.', prs: [27151] }],
  },
  {
    version: '12.16.0',
    date: '2023-06-26',
    features: [
      { text: 'Component testing supports Angular `16.1.0`.', issues: [27049] },
    ],
    fixes: [
      {
        text: 'Commands called with a large argument no longer fail with `must only be invoked from the spec file or support file`.',
        issues: [27099],
      },
    ],
  },
  {
    version: '12.15.0',
    date: '2023-06-20',
    features: [
      {
        text: "Chrome 112 and newer run in Chrome's new headless mode (`--headless=new`), which matches the headed browser.",
        issues: [25972],
      },
      {
        text: 'The `experimentalCspAllowList` configuration option lists the `Content-Security-Policy` and `Content-Security-Policy-Report-Only` directives Cypress keeps, so pages that rely on those headers can be tested.',
        issues: [1030],
        prs: [26483],
      },
      {
        text: '`videoCompression` takes either a boolean or a Constant Rate Factor (CRF) from `1` to `51`; the default stays `32`, which is also what `true` means.',
        issues: [26658],
      },
      {
        text: 'The Cypress Cloud data on the Specs and Runs pages follows the Cloud runs that match your current Git tree when the project uses Git.',
        issues: [26693],
      },
    ],
    fixes: [
      {
        text: 'The terminal reports the video output even when `videoCompression` is off.',
        issues: [25945],
      },
    ],
    dependencies: [
      {
        text: 'The unused `@cypress/mocha-teamcity-reporter` package was removed.',
        prs: [26938],
      },
    ],
  },
  {
    version: '12.14.0',
    date: '2023-06-07',
    features: [
      {
        text: 'The Spec Explorer has a switcher between end-to-end and component testing, with an overview of any testing type that is not configured yet.',
        issues: [26448, 26836, 26837],
      },
    ],
    fixes: [
      {
        text: 'Component testing onboarding detects the Angular 16 packages (`@angular/cli`, `@angular-devkit/build-angular`, `@angular/core`, `@angular/common`, `@angular/platform-browser-dynamic`).',
        issues: [26852],
      },
      {
        text: 'Git-related messages you dismiss on the Runs page stay dismissed.',
        issues: [26808],
      },
    ],
    dependencies: [
      {
        text: '`find-process` went from `1.4.1` to `1.4.7`, fixing a vulnerability reported by Snyk.',
        prs: [26906],
      },
      {
        text: '`firefox-profile` went from `4.0.0` to `4.3.2`, fixing vulnerabilities in its own dependencies.',
        prs: [26912],
      },
    ],
  },
  {
    version: '12.13.0',
    date: '2023-05-23',
    features: [
      {
        text: 'The Runs and Debug pages show Git-related messages when the project does not use Git or the current branch has no recorded runs.',
        issues: [26680],
      },
    ],
    fixes: [
      {
        text: 'A change that stopped end-to-end testing from working with Yarn 3 is reverted.',
        issues: [26676],
        prs: [26452, 26735],
      },
      {
        text: 'The `types` condition now comes first in the `exports` of `package.json`, where order matters.',
        prs: [26630],
      },
      {
        text: 'Dependencies installed during component testing setup are detected.',
        issues: [26685],
      },
      {
        text: 'The Debug page no longer flashes an empty state while it loads, a UI regression.',
        prs: [26761],
      },
      {
        text: 'Component testing setup detects TypeScript 5.',
        issues: [26204],
      },
    ],
    misc: [
      {
        text: 'The Cypress Cloud slideshows shown before you log in or record a run have new styling and content.',
        issues: [26181],
      },
      {
        text: 'The terminal says "compressing" instead of "processing" when it reports video output during a run.',
        issues: [26657],
      },
      {
        text: 'The terminal says "Uploading Screenshots & Videos" instead of "Upload Results" during a run.',
        issues: [26759],
      },
    ],
  },
  {
    version: '12.12.0',
    date: '2023-05-09',
    features: [
      {
        text: 'A new banner helps projects with an end-to-end suite start component testing.',
        issues: [26511],
      },
    ],
    fixes: [
      {
        text: 'In Electron, the DevTools no longer drift out of sync with the DOM now and then.',
        issues: [15932],
      },
      {
        text: 'The message shown when the Chromium renderer process crashes is shorter.',
        prs: [26597],
      },
      {
        text: 'The `CYPRESS_DOWNLOAD_PATH_TEMPLATE` regular expression can replace more than one placeholder.',
        issues: [23670],
      },
    ],
    dependencies: [
      {
        text: '`plist` went from `3.0.5` to `3.0.6`, fixing the CVE-2022-26260 security vulnerability.',
        prs: [26631],
      },
      {
        text: '`engine.io` went from `6.2.1` to `6.4.2`, fixing the CVE-2023-31125 security vulnerability.',
        prs: [26664],
      },
      {
        text: '`@vue/test-utils` went from `2.0.2` to `2.3.2`.',
        issues: [26575],
      },
    ],
  },
  {
    version: '12.11.0',
    date: '2023-04-26',
    features: [
      { text: 'Component testing supports Angular 16.', issues: [26044] },
      {
        text: 'When a commit has more relevant runs than the run navigation of the Debug page can list, it shows a warning.',
        issues: [26288],
      },
    ],
    fixes: [
      {
        text: 'A `videoCompression` of `0` no longer breaks the video; `0` counts as `false`.',
        issues: [5191, 24595],
      },
      {
        text: 'The Debug page no longer shows a passing status for a run when the Cypress Cloud organization is over its monthly test result limit.',
        issues: [26528],
      },
    ],
    misc: [
      {
        text: 'The OpenTelemetry dependencies are trimmed, making those modules smaller.',
        prs: [26522],
      },
    ],
    dependencies: [
      { text: '`vue` went from `3.2.31` to `3.2.47`.', prs: [26555] },
    ],
  },
  {
    version: '12.10.0',
    date: '2023-04-17',
    features: [
      {
        text: 'The component testing setup wizard warns when an installed third-party framework definition has a problem.',
        issues: [25838],
      },
    ],
    fixes: [
      {
        text: 'Cypress reads the Azure variable `SYSTEM_PULLREQUEST_PULLREQUESTNUMBER`, so Cypress Cloud shows the linked pull request number.',
        prs: [26215],
      },
      {
        text: 'Opening straight into component testing with `--component` now auto-detects the framework and bundler in the onboarding wizard.',
        issues: [22777, 26388],
      },
      {
        text: 'On Semaphore CI, Cypress reads `SEMAPHORE_GIT_WORKING_BRANCH`, so a Cloud run belongs to the current branch instead of the target branch.',
        issues: [26309],
      },
      {
        text: 'Component testing respects a custom `baseUrl` in `tsconfig.json` with Next.js 13.2.0 and later in an edge case that the earlier fix missed.',
        issues: [25951],
        prs: [26005],
      },
      {
        text: "Configuring component testing detects and resolves dependencies in projects that use Yarn Plug'n'Play.",
        issues: [25960],
      },
      {
        text: "`click` events fired by `.type('{enter}')` propagate through shadow roots.",
        issues: [26392],
      },
    ],
    misc: [
      { text: 'Debug logs left in by mistake are removed.', prs: [26411] },
      { text: 'The Runs page has better styling.', issues: [26180] },
    ],
    dependencies: [
      { text: '`commander` went from `^5.1.0` to `^6.2.1`.', prs: [26226] },
      {
        text: '`minimist` went from `1.2.6` to `1.2.8`, fixing the CVE-2021-44906 security vulnerability.',
        prs: [26254],
      },
    ],
  },
  {
    version: '12.9.0',
    date: '2023-03-28',
    features: [
      {
        text: 'The Debug page can move between all the runs recorded for a commit.',
        issues: [25899, 26018],
      },
    ],
    fixes: [
      {
        text: 'Component testing works with Vite `4.2.0` and later.',
        issues: [26138],
      },
      {
        text: '`cy.intercept()` no longer adds a `content-length` header to spied requests whose original request had none.',
        issues: [24407],
      },
      {
        text: 'Git hashes are loaded differently, so runs that are not relevant stay off the Debug page.',
        issues: [26058],
      },
      {
        text: '`.type()` takes shadow roots into account when deciding whether it must simulate focus before typing.',
        issues: [26198],
      },
      {
        text: 'On Windows, Git operations no longer run in the wrong working directory.',
        issues: [23317],
      },
    ],
    misc: [
      { text: 'The Debug page has small styling changes.', issues: [26041] },
    ],
  },
  {
    version: '12.8.1',
    date: '2023-03-15',
    fixes: [
      {
        text: "The reporter's auto-scroll preference is no longer switched off by accident, a regression in Cypress 10; it is on by default and you turn it on or off yourself in the user preferences.",
        issues: [24171, 26113],
      },
    ],
    dependencies: [
      {
        text: '`ejs` went from `3.1.6` to `3.1.8`, fixing the CVE-2022-29078 security vulnerability.',
        prs: [25279],
      },
    ],
  },
  {
    version: '12.8.0',
    date: '2023-03-14',
    features: [
      {
        text: 'The Debug page shows live results of runs that are still in progress.',
        issues: [25759],
      },
      {
        text: '`cy.intercept()` takes `log: false` or `log: true` to decide whether a matched request appears in the Command Log, overriding the default of logging every XHR and fetch.',
        issues: [7362],
      },
      {
        text: 'The `CYPRESS_CONNECT_RETRY_THRESHOLD` environment variable sets how many times Cypress tries to connect to the browser.',
        prs: [25848],
      },
    ],
    fixes: [
      {
        text: "`Cypress.require()` no longer throws `Cannot find module 'typescript'`.",
        issues: [25885],
      },
      {
        text: 'In run mode, `before:spec` handlers can be async.',
        issues: [24403],
      },
      {
        text: 'Detection of community framework definitions for component testing handles monorepos that hoist dependencies.',
        issues: [25993],
      },
      {
        text: 'The component testing onboarding wizard detects installed dependencies more reliably.',
        issues: [25782],
      },
      {
        text: 'Angular components are no longer sometimes mounted in the wrong place in the DOM in component tests.',
        issues: [25956],
      },
      {
        text: 'Component testing works with Next.js `13.2.1`.',
        issues: [25951],
      },
      {
        text: 'Migrating a project from a version before 10.0.0 no longer fails when its `testFiles` option is an array of globs.',
        issues: [25947],
      },
    ],
    misc: [
      {
        text: 'The Debug page icon in the navigation bar no longer carries a "New" badge.',
        issues: [25925],
      },
      {
        text: 'The inline "Connect" buttons in the Spec Explorer are gone.',
        issues: [25926],
      },
      { text: 'Beta versions of Chrome have their own icon.', issues: [25968] },
    ],
    dependencies: [
      {
        text: "`mocha-junit-reporter` went from `2.1.0` to `2.2.0`, which adds placeholders such as `[suiteFilename]` and `[suiteName]` for the report's file name.",
        prs: [25922],
      },
    ],
  },
  {
    version: '12.7.0',
    date: '2023-02-24',
    features: [
      {
        text: '`cy.setCookie()` can set `hostOnly` cookies for a domain.',
        issues: [16856, 17527],
      },
      {
        text: 'Third-party component libraries can describe themselves in a Framework Definition through a public API, which adds them to the Cypress onboarding workflow.',
        issues: [25638],
        prs: [25780],
      },
      {
        text: 'Projects not connected to Cypress Cloud get a tutorial slideshow on the Debug page.',
        issues: [25768],
      },
      {
        text: 'The "new" badge on the Debug page link stands out less when the navigation is collapsed.',
        issues: [25739],
      },
      {
        text: 'Several error messages about talking to Cypress Cloud are clearer.',
        prs: [25837],
      },
    ],
    fixes: [
      {
        text: 'Cookies are no longer duplicated under the same host name with a leading dot, and they expire when they should.',
        issues: [25174, 25205, 25495],
      },
      {
        text: 'Cookies are synced when the application is stable.',
        issues: [25835],
        prs: [25855],
      },
      {
        text: 'The TypeScript definitions include the missing ones for `cy.reload()`.',
        prs: [25779],
      },
      {
        text: 'Angular components mount inside the right element.',
        issues: [24385],
      },
      {
        text: 'With Vite, files outside the project root in a monorepo are served correctly.',
        prs: [25801],
      },
      {
        text: '`req.continue()` in `cy.intercept()` gives a clear error message when passed something other than a function.',
        prs: [25884],
      },
      {
        text: 'Cypress no longer launches and connects to several browser instances by mistake.',
        issues: [24377],
      },
      {
        text: 'Several bugs in recording to Cypress Cloud are fixed.',
        prs: [25837],
      },
    ],
    misc: [
      {
        text: 'The Debug page header presents its information differently.',
        issues: [25796, 25798],
      },
    ],
  },
  {
    version: '12.6.0',
    date: '2023-02-15',
    features: [
      {
        text: "The `--auto-cancel-after-failures` CLI flag overrides the project's Auto Cancellation setting for a recorded run, for Cloud users on the Business and Enterprise plans.",
        prs: [25237],
      },
      {
        text: '`Cypress.Commands.overwriteQuery` overwrites query commands.',
        issues: [25078],
      },
      {
        text: '`Cypress.require()` loads dependencies inside a `cy.origin()` callback; plain `require()` and `import()` no longer work there, because they slowed down every spec, even specs that never used them.',
        issues: [24976],
      },
      {
        text: 'From the Debug page, you can open the failing test in your IDE before running it again.',
        issues: [24850],
      },
    ],
    fixes: [
      {
        text: 'Members of several Cloud organizations see the right organization prompts when connecting a new project.',
        issues: [25520],
      },
      {
        text: 'A `specPattern` that matches a resource you have no filesystem permission for no longer stops every spec from loading.',
        issues: [24109],
      },
      {
        text: 'For an in-progress run, the Debug page shows the same number of specs as Cypress Cloud.',
        issues: [25647],
      },
      {
        text: 'Error handling in the middleware no longer throws its own error and hides the original one.',
        issues: [22825],
      },
      {
        text: 'Custom browsers that depend on process environment variables are found on macOS arm64 again, fixing a regression introduced in 12.3.0.',
        prs: [25753],
      },
    ],
    misc: [
      {
        text: 'The Debug page has an improved UI.',
        issues: [25664, 25669, 25665, 25666, 25667],
      },
      {
        text: "The Debug page's sidebar badge counts failing tests up to 99+ instead of 9+.",
        issues: [25662],
      },
    ],
    dependencies: [{ text: '`debug` is upgraded to `4.3.4`.', prs: [25699] }],
  },
  {
    version: '12.5.1',
    date: '2023-02-02',
    fixes: [
      {
        text: 'The `test:after:run` event includes the `runnable` again, fixing a regression introduced in 12.5.0.',
        issues: [25663],
      },
    ],
    dependencies: [
      {
        text: '`simple-git` went from `3.15.0` to `3.16.0`, closing a remote code execution hole in its `clone()`, `pull()`, `push()` and `listRemote()` methods caused by unsanitized input.',
        prs: [25603],
      },
    ],
  },
  {
    version: '12.5.0',
    date: '2023-01-31',
    performance: [
      {
        text: 'Run mode uses less memory because reporter logs of passing tests are dropped.',
        issues: [25230],
      },
    ],
    features: [
      {
        text: 'The new Debug page lets you debug failed CI runs recorded to Cypress Cloud from the Cypress app on your machine.',
        prs: [25488],
      },
    ],
    fixes: [
      {
        text: 'Cypress finds the alternative Beta, Canary and Dev binaries of Microsoft Edge.',
        issues: [25455],
      },
    ],
    dependencies: [
      {
        text: '`underscore.string` went from `3.3.5` to `3.3.6`, which uses assets rebuilt after a fix for a regular expression denial-of-service exploit.',
        prs: [25574],
      },
    ],
  },
  {
    version: '12.4.1',
    date: '2023-01-27',
    fixes: [
      {
        text: 'Cypress exits properly after running several component testing specs in Electron in run mode, fixing a regression from 12.4.0.',
        issues: [25568],
      },
    ],
    dependencies: [
      {
        text: '`ua-parser-js` went from `0.7.24` to `0.7.33`, fixing a denial-of-service vulnerability in which a very long crafted user-agent string kept the parser busy for a long time.',
        prs: [25561],
      },
    ],
  },
  {
    version: '12.4.0',
    date: '2023-01-24',
    features: [
      {
        text: 'Component testing officially supports Vite 4.',
        issues: [24969],
      },
      {
        text: 'The `experimentalMemoryManagement` configuration option improves memory handling in Chromium-based browsers; turn it on if your runs hit "Out of Memory" errors.',
        issues: [23391],
      },
      {
        text: 'The end-to-end configuration option `experimentalSkipDomainInjection` stops Cypress from setting `document.domain` when it injects into the page, which makes Salesforce domains testable.',
        issues: [2367, 23958, 24290, 24418],
      },
      {
        text: '`.as()` takes an options argument that stores an alias as a `query` (the default) or as a `static` value.',
        issues: [25173],
      },
      {
        text: '`cy.log()` breaks the line wherever the message contains `\\n`.',
        issues: [24964],
      },
      {
        text: 'When the project holds at least one JSX or TSX file, a new empty component spec gets a JSX or TSX extension, unless `component.specPattern` excludes those extensions.',
        issues: [24495],
      },
      {
        text: 'The Selector Playground recognizes `data-qa` as well as `data-cy`, `data-test` and `data-testid`.',
        issues: [25305],
      },
    ],
    fixes: [
      {
        text: 'Component tests no longer treat new major versions of some dependencies as supported by mistake.',
        issues: [25379],
      },
      {
        text: 'The Command Log keeps new lines and the spaces at the start of new lines.',
        issues: [23679, 24964],
      },
      {
        text: 'An unsupported browserslist entry in the project configuration no longer keeps an Angular component testing project from starting.',
        issues: [25312],
      },
    ],
    misc: [
      {
        text: 'In run mode, the terminal prints the link to the video on a line of its own so it is easier to click.',
        issues: [23913],
      },
    ],
  },
  {
    version: '12.3.0',
    date: '2023-01-03',
    performance: [
      {
        text: 'The proxy cleans up pre-requests less often; the old interval made apps that load many JS modules load slowly and in chunks.',
        prs: [25209],
      },
      {
        text: 'On M1 Macs, browsers shipped as universal binaries (Chrome, Firefox) launch in the right architecture instead of running slowly in the wrong one.',
        prs: [25014],
      },
      {
        text: 'Startup no longer stalls when a custom configuration file location is used in a project with a transitive `typescript` dependency.',
        issues: [24781],
      },
    ],
    features: [
      {
        text: 'The `CYPRESS_PULL_REQUEST_ID`, `CYPRESS_PULL_REQUEST_URL` and `CYPRESS_CI_BUILD_URL` environment variables attach that information to the Cloud run, a workaround for CI providers whose mapping is wrong or missing.',
        prs: [25036],
      },
      {
        text: '`Cypress.currentRetry` gives the retry count of the current test.',
        prs: [25239],
      },
    ],
    fixes: [
      {
        text: 'Component spec files whose names contain characters such as brackets (`[]`), a common pattern in Next.js and Gatsby.js projects, are no longer skipped.',
        issues: [24588],
      },
      {
        text: 'Cypress maps the Jenkins environment variables so pull request data reaches the right Cloud run.',
        prs: [25036],
      },
      {
        text: 'Mocha results once more pass the `pending` flag to reporters, so `mochawesome` no longer reports pending tests as both pending and skipped, fixing a regression from 10.11.0.',
        issues: [24477],
      },
      {
        text: '`.contains()` yields one element again when it matches the subject itself instead of its children, fixing a regression introduced in 12.1.0.',
        issues: [25225],
      },
      {
        text: 'At some zoom levels, Chrome users no longer see a white border on the navigation bar of the Test Runner.',
        issues: [25284],
      },
    ],
    misc: [
      {
        text: 'The migration information modal no longer has a redundant `Need help` link.',
        issues: [21923],
      },
      {
        text: 'Long browser names are truncated in the UI, and only the major version of a browser is shown.',
        issues: [21730, 21755],
      },
      {
        text: 'The Settings page no longer shows a line break for a configuration value that is an empty object.',
        issues: [21790],
      },
    ],
    dependencies: [
      {
        text: '`engine.io` went from `5.2.1` to `6.2.1`, fixing a vulnerability in which a crafted HTTP request could raise an uncaught exception in the Engine.IO server and end the Node.js process.',
        issues: [23843],
      },
      {
        text: '`express` went from `4.17.1` to `4.17.3`, fixing a security vulnerability.',
        issues: [23843],
      },
      {
        text: '`simple-git` went from `3.4.0` to `3.15.0`, fixing a security vulnerability.',
        issues: [23843],
      },
    ],
  },
  {
    version: '12.2.0',
    date: '2022-12-20',
    performance: [
      {
        text: 'In Electron, the `CYPRESS_EVERY_NTH_FRAME` environment variable is set properly again, so Cypress no longer captures every frame and slows tests down, fixing a regression introduced in 10.8.0.',
        issues: [23830],
      },
    ],
    features: [
      {
        text: '`cy.intercept()` can match on `resourceType`, and an intercepted request exposes it as `req.resourceType`.',
        issues: [14525],
      },
      {
        text: 'React component testing projects can generate a basic spec file from a component in the project.',
        issues: [24008],
      },
    ],
    fixes: [
      {
        text: 'Requests yielded from `cy.intercept()` have their `query` object.',
        issues: [25088],
      },
      {
        text: 'In Angular component testing, URLs inside SASS and SCSS files resolve, so styles are complete.',
        issues: [24272],
      },
      {
        text: '`cy.get()` respects a `null` value for its `withinSubject` option again, fixing a regression introduced in 12.0.0.',
        issues: [25104],
      },
      {
        text: 'An unhandled promise rejection shows its full error message in the Command Log.',
        issues: [24915],
      },
      {
        text: 'The migration wizard shows the right Cypress version.',
        issues: [25138],
      },
      {
        text: 'The migration wizard runs in global mode with newer versions of Cypress.',
        issues: [25138],
      },
      {
        text: 'Angular component testing respects a custom `sourceRoot`.',
        issues: [24827],
      },
      {
        text: 'The TypeScript types of `.nextUntil()` include its `filter` parameter.',
        issues: [24772],
      },
    ],
  },
  {
    version: '12.1.0',
    date: '2022-12-12',
    features: [
      {
        text: "`cy.getAllCookies()` and `cy.clearAllCookies()` get and clear the browser's cookies for every domain.",
        issues: [24265, 8956, 408],
      },
      {
        text: 'When the parallel group parameters sent to Cypress Cloud do not match, the error explains more.',
        issues: [24734],
      },
    ],
    fixes: [
      {
        text: 'After a successful validation, `cy.session()` collects the session data again so it stores the complete browser context before the command ends.',
        prs: [25112],
      },
      {
        text: 'Recent versions of Firefox behave the same in headless and headed mode.',
        issues: [24900],
      },
      {
        text: '`.select()` with an index works when several `<option>` elements share a value.',
        issues: [24739],
      },
      {
        text: '`cypress run` cleans up the temporary files it creates.',
        prs: [24957],
      },
      {
        text: 'The tooltip about the `chromeWebSecurity` configuration appears only when it is set to `false` and a browser other than Chromium is used.',
        issues: [23846],
      },
      {
        text: 'Changing a component reloads the stylesheets imported in the `supportFile`; with Vite, Cypress reloads the page fully so the spec runs again with the latest styles.',
        issues: [24874],
      },
      {
        text: 'The Run All Specs experiment opens in a new tab instead of closing and reopening the browser, which is faster.',
        issues: [21743, 24919],
      },
    ],
  },
  {
    version: '12.0.2',
    date: '2022-12-08',
    fixes: [
      {
        text: '`.contains()` looks inside every element of a subject that holds several, not only the first, fixing a regression from 12.0.0.',
        issues: [25025],
      },
      {
        text: 'When the subject of `.contains()` is a `<form>`, it considers every child instead of the first `<input>` only, fixing a regression from 12.0.0.',
        issues: [25019],
      },
    ],
  },
  {
    version: '12.0.1',
    date: '2022-12-06',
    fixes: [
      {
        text: 'The spec search bar no longer shows an old search pattern after Cypress is opened again, fixing a regression from 11.2.0.',
        issues: [24936],
      },
      {
        text: 'Specs scaffolded into new projects no longer call a removed API, fixing a regression from 12.0.0.',
        prs: [25006],
      },
      {
        text: '`cypress run --component` no longer reports an invalid configuration when `e2e.testIsolation` is `false`, fixing a regression from 12.0.0.',
        issues: [25007],
      },
      {
        text: '`cy.origin()` communicates reliably with the domain it navigated to, fixing a regression introduced in 12.0.0.',
        issues: [25010],
      },
    ],
  },
  {
    version: '12.0.0',
    date: '2022-12-06',
    summary:
      'Cypress 12 makes `cy.origin()` generally available for testing several origins in one test, adds commands that cache and restore cookies, `localStorage` and `sessionStorage` between tests, and adds the `testIsolation` option that decides whether a suite starts each test in a clean browser context.',
    breaking: [
      {
        text: 'Node.js 12, 15 and 17, which reached end of life, are no longer supported; installing Cypress requires Node.js 14, 16 or 18 and later.',
        prs: [24885],
      },
      {
        text: 'Test isolation is on by default: Cypress cleans the browser context before every test unless you configure otherwise, which can make existing tests fail. The values of `testIsolation` changed from `on` and `off` to `true` and `false`.',
        prs: [24935],
      },
      {
        text: 'The `experimentalSessionAndOrigin` option is gone and its features are always on, except `require` and `import` inside `cy.origin()` callbacks, which need the new `e2e.experimentalOriginDependencies` option set to `true`.',
        issues: [21471],
      },
      {
        text: '`Cookies.defaults` and `Cookies.preserveOnce` are removed; preserve cookies between tests with `cy.session()`.',
        issues: [21472],
      },
      {
        text: '`cy.server()`, `cy.route()` and `Cypress.Server.defaults` are removed; stub requests and responses with `cy.intercept()`.',
        issues: [22126],
      },
      {
        text: "The cookie commands use the `hostname` as the default domain instead of the superdomain, following the browser's cookie rules; this can change what `cy.getCookie()` yields, what `cy.setCookie()` sets and what `cy.clearCookies()` clears.",
        issues: [363, 5723, 24526],
      },
      {
        text: '`.within()` needs exactly one subject and throws when it gets more; before, commands inside the callback disagreed on whether to use the first element, all of them, or throw.',
        prs: [24975],
      },
      {
        text: 'Calling a Cypress command inside a `.should()` callback throws an error; it used to lead to undefined behavior.',
        issues: [5963, 14656, 22587],
      },
      {
        text: '`.invoke()` throws when the function it calls returns a promise; use `.then()` to wait for a promise.',
        prs: [24417],
      },
      {
        text: '`cy.request()` stringifies and parses the `qs` option with `querystringify`, the same way `cy.visit()` builds query strings.',
        prs: [20302],
      },
    ],
    features: [
      {
        text: 'The `testIsolation` option, `true` by default, can be set in the `e2e` configuration or on a suite to choose whether each test starts in a clean browser context.',
        prs: [22230],
      },
      {
        text: '`cy.origin()` is no longer experimental and is available in end-to-end testing for tests that visit several origins.',
        issues: [17336],
      },
      {
        text: '`cy.session()` is no longer experimental; it caches and restores cookies, `localStorage` and `sessionStorage` so tests start from a consistent browser context.',
        issues: [20977],
      },
      {
        text: '`cy.getAllLocalStorage()` gets the `localStorage` data of every origin the test has visited.',
        issues: [24276],
      },
      {
        text: '`cy.clearAllLocalStorage()` clears the `localStorage` data of every origin the test has visited.',
        issues: [24276],
      },
      {
        text: '`cy.getAllSessionStorage()` gets the `sessionStorage` data of every origin the test has visited.',
        issues: [24276],
      },
      {
        text: '`cy.clearAllSessionStorage()` clears the `sessionStorage` data of every origin the test has visited.',
        issues: [24276],
      },
      {
        text: 'The `experimentalOriginDependencies` option, `false` by default, allows `require` and `import` inside `cy.origin()` callbacks in end-to-end tests. It stays experimental because it raises Node.js memory use.',
        issues: [24976],
        prs: [24931],
      },
      {
        text: 'The `Cypress.ensure` API offers helper methods for writing custom commands.',
        prs: [24697],
      },
      {
        text: 'The `experimentalRunAllSpecs` experiment has a "Run All" button that runs every spec matched by `specPattern`, even when the specs do not share a root folder.',
        issues: [24759],
      },
      {
        text: 'The binary is bundled better, so it starts and unzips faster.',
        prs: [24909],
      },
    ],
    fixes: [
      {
        text: 'The Launchpad shows a loading spinner at startup again, fixing a regression from 10.11.0.',
        issues: [24950],
      },
      {
        text: '"Create Spec from Component" scaffolds a correct spec name and component import when the component\'s name contains special characters.',
        issues: [23492],
      },
      {
        text: 'Environment variables set with `npm config set` resolve correctly.',
        issues: [24556],
      },
      {
        text: 'With `experimentalRunAllSpecs` set to `true`, the "Run N specs" buttons of folders in the inline spec list work from the keyboard.',
        prs: [24762],
      },
      {
        text: "`cy.getCookie()` can assert that a cookie does not exist with `.should('not.exist')`, instead of checking that its `value` is `null`.",
        prs: [24203],
      },
      {
        text: 'Clicking an aliased intercept in the Command Log prints the request and response it yielded to the console.',
        prs: [24623],
      },
    ],
  },
]
