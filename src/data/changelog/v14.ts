import type { Release } from './types'

/** Cypress 14.x, newest first. */
export const releases14: Release[] = [
  {
    version: '14.5.4',
    date: '2025-08-07',
    dependencies: [
      {
        text: '`tar-fs` is upgraded to `2.1.3` and `3.1.0` wherever Cypress controls the version, resolving CVE-2024-12905. `@puppeteer/browsers` still depends on `3.0.4`, but only for downloading browsers, a `puppeteer` feature Cypress does not use.',
        prs: [32160],
      },
    ],
  },
  {
    version: '14.5.3',
    date: '2025-07-25',
    fixes: [
      {
        text: '`@cypress/webpack-dev-server` accepts an absolute path in `component.indexHtmlFile`.',
        issues: [31819],
      },
      {
        text: '`@cypress/webpack-batteries-included-preprocessor` resolves imports with `.js` and `.mjs` extensions in TypeScript ESM projects.',
        issues: [26827, 28805],
        prs: [31994],
      },
      {
        text: '`@cypress/angular` makes component instance fields reference-safe, so they are no longer overwritten.',
        issues: [31238, 31983],
        prs: [31993],
      },
    ],
    dependencies: [
      {
        text: '`@cypress/request` is upgraded to `3.0.9`, resolving CVE-2025-7783 in `form-data`.',
        issues: [32091],
      },
    ],
  },
  {
    version: '14.5.2',
    date: '2025-07-15',
    fixes: [
      {
        text: 'The Stop button stops the spec timer right away again, fixing a regression from 14.5.0.',
        issues: [31920],
      },
      {
        text: '`CloudRequest` uses the right port for `https` requests.',
        prs: [31992],
      },
    ],
  },
  {
    version: '14.5.1',
    date: '2025-07-01',
    fixes: [
      {
        text: 'With Firefox over WebDriver BiDi, prerequests are no longer removed too early or matched to the wrong request.',
        issues: [31482],
      },
    ],
    dependencies: [
      {
        text: '`pbkdf2` is updated from `3.1.2` to `3.1.3`, which clears the SNYK-JS-PBKDF2-10495498 vulnerability that security scans reported.',
        prs: [31941],
      },
    ],
  },
  {
    version: '14.5.0',
    date: '2025-06-17',
    features: [
      {
        text: 'On Windows `win32-arm64` systems, installing Cypress installs the `win32-x64` binary, which runs under emulation.',
        issues: [30252],
      },
    ],
    fixes: [
      {
        text: 'A run stopped with `Cypress.stop()` no longer ends before the runner events that Test Replay needs have arrived, so its Test Replay is available.',
        issues: [31781],
      },
    ],
  },
  {
    version: '14.4.1',
    date: '2025-06-03',
    fixes: [
      {
        text: '`cy.session()` no longer fails internally when navigating to `about:blank` takes longer than `defaultCommandTimeout`.',
        issues: [29496],
      },
    ],
    misc: [
      {
        text: 'Grouped commands such as `.within()` and `cy.session()` have a new design that makes collapsed groups clearer.',
        prs: [31739],
      },
    ],
    dependencies: [
      {
        text: '`@sinonjs/fake-timers` is updated from `10.3.0` to `11.3.1`.',
        prs: [31746],
      },
    ],
  },
  {
    version: '14.4.0',
    date: '2025-05-20',
    features: [
      {
        text: '`@cypress/webpack-dev-server` and `@cypress/webpack-batteries-included-preprocessor` include `webpack-bundle-analyzer` for inspecting bundle statistics. Turn it on with `DEBUG=cypress-verbose:webpack-dev-server:bundle-analyzer` for component tests that use webpack, or `DEBUG=cypress-verbose:webpack-batteries-included-preprocessor:bundle-analyzer` for end-to-end tests with the default webpack preprocessor.',
        issues: [30461],
      },
    ],
    fixes: [
      {
        text: 'Setting `top.window.location` explicitly no longer lets the application bust out of its frame, without needing the `experimentalModifyObstructiveThirdPartyCode` option.',
        issues: [31687],
      },
      {
        text: '`cy.press()` is typed as returning `Chainable<null>` rather than `void`, like other commands that yield `null`.',
        prs: [31698],
      },
      {
        text: 'Experimental WebKit support shows the real WebKit version instead of `0`.',
        issues: [31684],
      },
    ],
    misc: [
      {
        text: 'Branded Chrome 137 and later no longer support `--load-extension`, which breaks the `@cypress/puppeteer` plugin in `open` mode and headed `run` mode as well as `launchOptions.extensions`. Use Electron, Chrome for Testing or Chromium to keep these working; the Cypress Docker image examples show Chrome for Testing and Chromium setups.',
        issues: [31702, 31703],
      },
      {
        text: 'Cursor is offered as an IDE for opening files when it is installed.',
        prs: [31691],
      },
      {
        text: 'The error for a missing `--record` flag is shorter.',
        prs: [31676],
      },
    ],
    dependencies: [
      {
        text: '`@sinonjs/fake-timers` is upgraded from `8.1.0` to `10.3.0`.',
        prs: [31725, 31737],
      },
      {
        text: '`trash` is upgraded from `5.2.0` to `7.2.0`.',
        prs: [31667],
      },
      {
        text: '`webdriver` is upgraded from `9.11.0` to `9.14.0`.',
        prs: [31689],
      },
    ],
  },
  {
    version: '14.3.3',
    date: '2025-05-06',
    performance: [
      {
        text: 'The event handlers for pausing are removed before new ones are added.',
        prs: [31596],
      },
    ],
    fixes: [
      {
        text: '`trashAssetsBeforeRuns: false` is respected for assets in the `videosFolder`, which `cypress run` used to delete anyway.',
        issues: [8280],
      },
      {
        text: 'Cypress no longer risks hanging when `@cypress/grep` matches many files while `stdout` or `stderr` is piped to a file.',
        issues: [31625],
        prs: [31631],
      },
      {
        text: 'Cypress no longer risks hanging while navigating to `about:blank`.',
        prs: [31634],
      },
    ],
    misc: [
      {
        text: 'The Assertions menu that opens on a right-click in `experimentalStudio` tests uses dark mode.',
        prs: [31598],
      },
      {
        text: 'The URL in the Cypress App no longer has a white background while the page loads.',
        issues: [31556],
      },
    ],
    dependencies: [
      {
        text: '`cli-table3` is downgraded to `0.6.1`.',
        prs: [31631],
      },
    ],
  },
  {
    version: '14.3.2',
    date: '2025-04-22',
    fixes: [
      {
        text: 'The Command Log scrolls automatically as it should.',
        issues: [31530],
      },
      {
        text: 'Runs in CI that have failures show the message pointing to Cypress Cloud.',
        issues: [31550],
      },
    ],
  },
  {
    version: '14.3.1',
    date: '2025-04-17',
    performance: [
      {
        text: 'The initial timeout of the preflight API request that detects proxy conditions drops from sixty seconds to five, and the `CYPRESS_INITIAL_PREFLIGHT_TIMEOUT` environment variable sets it.',
        issues: [28423],
        prs: [31283],
      },
    ],
    fixes: [
      {
        text: '`cy.press()` no longer throws in specs after the first one in run mode.',
        issues: [31466],
      },
      {
        text: 'Some proxy setups no longer stop a run from being recorded.',
        issues: [31485],
      },
    ],
    misc: [
      {
        text: 'Harmless warnings about the OOM score of the renderer are suppressed.',
        issues: [29563],
        prs: [31521],
      },
      {
        text: 'The reporter and the URL have a darker gray background for better contrast.',
        prs: [31475],
      },
      {
        text: 'The error shown when installing Cypress on an unsupported architecture links to the current system requirements instead of an outdated page.',
        issues: [31512],
      },
    ],
  },
  {
    version: '14.3.0',
    date: '2025-04-08',
    features: [
      {
        text: 'The new `cy.press()` command dispatches native keyboard events to the browser; it supports the Tab key.',
        issues: [31050, 299],
        prs: [31398],
      },
    ],
    fixes: [
      {
        text: '`@cypress/webpack-preprocessor` accepts `babel-loader` 10 as a peer dependency.',
        prs: [31218],
      },
      {
        text: 'With Firefox over WebDriver BiDi, prerequests of pending requests are no longer removed too early.',
        issues: [31376],
      },
      {
        text: 'Electron no longer slows animations and lengthens tests by starting a CDP screencast with a no-op configuration.',
        issues: [30980],
      },
    ],
    misc: [
      {
        text: 'An automation command dispatches key press events to browsers automated through CDP or BiDi.',
        prs: [31366],
      },
      {
        text: 'The error about the removal of `injectDocumentDomain` refers to a future Cypress version rather than Cypress 15.',
        issues: [31373],
        prs: [31375],
      },
    ],
    dependencies: [
      {
        text: '`mocha` is upgraded from `7.0.1` to `7.2.0`.',
        prs: [31423, 31432],
      },
      {
        text: '`webdriver` is upgraded from `9.7.3` to `9.11.0`.',
        prs: [31315],
      },
      {
        text: '`win-version-info` is upgraded from `5.0.1` to `6.0.1`.',
        prs: [31358],
      },
    ],
  },
  {
    version: '14.2.1',
    date: '2025-03-26',
    fixes: [
      {
        text: 'The fixes from pull requests 30730 and 30099 are applied for Node.js `20.19.0`, which turns on ESM flags by default.',
        prs: [30730, 30099, 31308],
      },
      {
        text: 'With Firefox over WebDriver BiDi, prerequests are removed when a network request fails as expected.',
        issues: [31325],
      },
      {
        text: '`@cypress/webpack-batteries-included-preprocessor` and `@cypress/webpack-preprocessor` set source maps correctly for TypeScript 5, so error code frames point to the right lines.',
        issues: [29614],
      },
    ],
    misc: [
      {
        text: 'The UI above the application under test uses dark mode.',
        issues: [31106],
        prs: [31360],
      },
    ],
    dependencies: [
      {
        text: '`@cypress/request` is upgraded from `3.0.7` to `3.0.8`.',
        prs: [31311],
      },
      {
        text: '`cross-fetch` is upgraded from `3.1.8` to `4.1.0`.',
        prs: [31327],
      },
      {
        text: '`micromatch` is upgraded from `4.0.6` to `4.0.8`.',
        prs: [31330],
      },
      {
        text: '`resolve` is upgraded from `1.17.0` to `1.22.10`.',
        prs: [31333],
      },
      {
        text: '`semver` is upgraded from `7.5.3` to `7.7.1`.',
        prs: [31341],
      },
      {
        text: '`systeminformation` is upgraded from `5.21.7` to `5.22.8`.',
        prs: [31281],
      },
    ],
  },
  {
    version: '14.2.0',
    date: '2025-03-12',
    features: [
      {
        text: 'The new `Cypress.stop()` stops the Cypress App on the current machine during a run, for example to end testing after a failure or another condition you define.',
        issues: [518],
        prs: [31225],
      },
    ],
    misc: [
      {
        text: 'The browser menu is simpler: only the icon of the selected browser shows, left of the URL, the selected browser is listed first, and long browser names are left-aligned.',
        issues: [21755, 30998],
        prs: [31216],
      },
      {
        text: 'Some Cloud error messages list more CLI options in the terminal.',
        prs: [31211],
      },
      {
        text: 'Cypress Studio keeps its state across a reload through URL routing.',
        issues: [31000, 30996],
      },
    ],
    dependencies: [
      {
        text: '`cli-table3` is upgraded from `0.5.1` to `0.6.5`.',
        prs: [31166],
      },
      {
        text: '`simple-git` is upgraded from `3.25.0` to `3.27.0`.',
        prs: [31198],
      },
    ],
  },
  {
    version: '14.1.0',
    date: '2025-02-25',
    features: [
      {
        text: 'Cypress automates Firefox 135 and later through WebDriver BiDi instead of the Chrome DevTools Protocol.',
        issues: [30220],
      },
    ],
    fixes: [
      {
        text: "The 'stream stalled' error during Test Replay uploads reports the upload throughput in the correct units.",
        issues: [31075],
        prs: [31160],
      },
    ],
    misc: [
      {
        text: 'A badge above the application under test shows the viewport width, height and scale, replacing the menu that explained how to set the viewport size; component tests show a notice that URL navigation is disabled.',
        issues: [30999],
        prs: [31119],
      },
      {
        text: 'The type definitions for the arguments of `cy.readFile()` and `.scrollTo()` and for the `Cypress.dom` methods are updated.',
        prs: [31055],
      },
      {
        text: 'The type definitions for the options of `.shadow()` and `cy.root()` are updated.',
        prs: [31154],
      },
    ],
    dependencies: [
      {
        text: '`chrome-remote-interface` is upgraded from `0.33.2` to `0.33.3`.',
        prs: [31128],
      },
      {
        text: '`ci-info` is upgraded from `4.0.0` to `4.1.0`.',
        prs: [31132],
      },
      {
        text: '`compression` is upgraded from `1.7.5` to `1.8.0`.',
        prs: [31151],
      },
    ],
  },
  {
    version: '14.0.3',
    date: '2025-02-11',
    fixes: [
      {
        text: 'Privileged commands work when a spec or support file contains certain encoded characters, an issue in 14.0.2.',
        issues: [31034, 31060],
      },
    ],
    dependencies: [
      {
        text: '`@cypress/request` is upgraded from `3.0.6` to `3.0.7`.',
        prs: [31063],
      },
      {
        text: '`compression` is upgraded from `1.7.4` to `1.7.5`.',
        prs: [31004],
      },
    ],
  },
  {
    version: '14.0.2',
    date: '2025-02-05',
    fixes: [
      {
        text: 'Error code frames in the runner show the right data for failed retry attempts, fixing a regression from 14.0.0.',
        issues: [30927],
      },
      {
        text: 'When a test fails, every command in `after` and `afterEach` hooks retries as it should, and action commands such as `.click()` and `.type()` perform their action.',
        issues: [2831],
      },
      {
        text: 'Privileged commands work when a spec or support file contains characters that need encoding, an issue in 14.0.0.',
        issues: [30933],
      },
      {
        text: 'Cypress retries creating the Cloud instance for recorded and parallel runs again.',
        issues: [31002],
      },
    ],
    misc: [
      {
        text: 'The warning about mismatched dependencies is worded neutrally, without assuming an upgrade or a downgrade.',
        issues: [30990],
      },
    ],
    dependencies: [
      {
        text: '`mime` is upgraded from `2.6.0` to `3.0.0`.',
        prs: [30966],
      },
    ],
  },
  {
    version: '14.0.1',
    date: '2025-01-28',
    fixes: [
      {
        text: 'With test isolation off, a failing last test that retries no longer sends Cypress to `about:blank`.',
        issues: [28527],
      },
      {
        text: 'An element whose offset parent sits inside the clipping element gets the right visibility again, fixing a regression from 14.0.0.',
        issues: [30922],
      },
      {
        text: 'Visibility is right again when one of `overflow-x` and `overflow-y` is visible and the other clips, fixing a regression from 14.0.0.',
        prs: [30934],
      },
      {
        text: 'An `option` element whose parent clips its overflow gets the right visibility.',
        prs: [30934],
      },
      {
        text: 'Assertions on elements that are not an `HTMLElement` no longer fail.',
        issues: [30944],
      },
    ],
    misc: [
      {
        text: 'The documentation links shown in Cypress 14.0.0 are fixed.',
        issues: [30951],
        prs: [30953],
      },
      {
        text: 'Harmless Mesa and GLX warnings no longer appear in the terminal on some Linux systems and containers.',
        issues: [29521, 29554],
      },
    ],
  },
  {
    version: '14.0.0',
    date: '2025-01-16',
    summary:
      'Cypress 14 speeds up component testing and supports newer frameworks and dev servers. Because Chrome is deprecating the `document.domain` setter, `cy.origin()` is now needed between subdomains, which also fixes problems in recent Chrome versions. Older Node.js versions, Linux distributions, browsers, component testing frameworks and dev servers are no longer supported.',
    bundled: {
      electron: '33.2.1',
      chromium: '130.0.6723.137',
      node: '20.18.1',
    },
    breaking: [
      {
        text: 'Node.js 16 and Node.js 21 are no longer supported.',
        issues: [29930],
      },
      {
        text: 'The bundled Node.js is upgraded from `18.17.0` to `20.18.1`.',
        issues: [29547],
      },
      {
        text: 'The prebuilt Linux binaries no longer run on distributions with glibc older than `2.28`, such as Ubuntu 14 to 18, RHEL 7, CentOS 7 and Amazon Linux 2.',
        issues: [29601],
      },
      {
        text: 'Cypress officially supports only the three latest major versions of Chrome, Firefox and Edge. Older versions may still work, but the Launchpad no longer warns about them, and `Cypress.browser` loses its undocumented `minSupportedVersion` property.',
        prs: [30462],
      },
      {
        text: 'Navigating between subdomains now requires `cy.origin()`. To restore the injection of `document.domain` setters, set the new `injectDocumentDomain` option to `true`; the option is deprecated, warns when Cypress starts with it on, and will be removed in a later version.',
        prs: [30770],
      },
      {
        text: 'The `experimentalSkipDomainInjection` option is removed; `injectDocumentDomain` takes its place.',
        prs: [30770],
      },
      {
        text: 'In Electron, the `about:blank` page can no longer send `fetch` or `XMLHttpRequest` requests (for example with `cy.window().then((win) => win.fetch(url))`); use `cy.request()` or navigate with `cy.visit()` first.',
        prs: [30394],
      },
      {
        text: 'The component testing option `experimentalJustInTimeCompile` becomes `justInTimeCompile`, on by default: only the resources a spec needs are compiled, just before it runs, which improves memory use and speed in `cypress open` and `cypress run`, especially for large suites. It works only with `webpack`.',
        issues: [30234],
        prs: [30641],
      },
      {
        text: 'Component testing drops support for `create-react-app`, `@vue/cli-service`, Angular 13 to 16 (the minimum is now `17.2.0`, for full signals support), Next.js 10 to 13, Nuxt.js 2, React 16 and 17, Svelte 3 and 4, and Vue 2.',
        issues: [30028, 30481, 29582, 29583, 30468, 29607, 30492, 30692, 30295],
        prs: [30539],
      },
      {
        text: 'The Cypress binary no longer contains `cypress/react18`; `cypress/react` supports React 18.',
        issues: [29607],
      },
      {
        text: 'The Cypress binary no longer contains `cypress/angular-signals`; `cypress/angular` supports signals and needs `rxjs` installed as a peer dependency.',
        issues: [29606],
      },
      {
        text: 'The component testing configuration wizard supports TypeScript 4.0 or later.',
        issues: [30493],
      },
      {
        text: '`@cypress/webpack-dev-server` no longer supports `webpack-dev-server` 3 and ships with `webpack-dev-server` 5; projects still on `webpack` 4 must install `webpack-dev-server` 4 alongside Cypress.',
        issues: [29308, 30347, 30141],
      },
      {
        text: '`@cypress/vite-dev-server` no longer supports Vite 2 and 3.',
        issues: [29377, 29378],
      },
      {
        text: 'The `delayMs` option of `cy.intercept()`, deprecated since 6.4.0, is removed; use `delay`.',
        prs: [30463],
      },
      {
        text: 'The `experimentalFetchPolyfill` option, deprecated since 6.0.0, is removed; handle `fetch` requests with `cy.intercept()`.',
        prs: [30466],
      },
      {
        text: 'The `before:browser:launch` event no longer passes an array of browser arguments as its second argument, a form deprecated since 4.0.0.',
        prs: [30460],
      },
      {
        text: 'The `cypress open-ct` and `cypress run-ct` commands are removed; run `cypress open --component` or `cypress run --component` instead.',
        prs: [30456],
      },
      {
        text: "The undocumented `Cypress.backend('firefox:force:gc')` and `Cypress.backend('log:memory:pressure')` are removed.",
        issues: [30222],
      },
    ],
    deprecations: [
      {
        text: 'The `resourceType` option of `cy.intercept()` is deprecated, because resource types may change or disappear; Cypress plans to replace what depends on it, such as hiding network logs other than fetch and XHR, and asks for feedback on essential uses in a GitHub issue.',
        issues: [30447, 30433],
      },
      {
        text: 'The new `injectDocumentDomain` option is deprecated from the start and will be removed in a later version.',
        prs: [30770],
      },
    ],
    features: [
      {
        text: 'The new `injectDocumentDomain` option, set to `true`, turns the injection of `document.domain` setters back on.',
        prs: [30770],
      },
      {
        text: 'Component testing supports React 19, Angular 19, Next.js `>=15.0.4`, Svelte 5 and Vite 6. Next.js `15.0.0` to `15.0.3` rely on the React 19 release candidate and are not officially supported, though they should work.',
        issues: [29470, 30175, 30445, 29641, 30591],
      },
    ],
    fixes: [
      {
        text: 'Elements with `display: contents` are no longer judged by box model sizes and count as visible when they are.',
        issues: [29605],
        prs: [29680],
      },
      {
        text: 'Visibility is right for an element positioned `static` or `relative` whose offset parent is positioned `absolute`, descends from the ancestor and has no clippable overflow.',
        issues: [28638],
        prs: [29689],
      },
      {
        text: 'Elements with `textContent` but no width or height get the right visibility.',
        issues: [29687],
        prs: [29688],
      },
      {
        text: 'Elements whose parent has `overflow: clip` and no height or width count as hidden.',
        issues: [23852],
        prs: [29778],
      },
      {
        text: 'Electron supports the `:dir()` CSS pseudo-class.',
        issues: [29766],
      },
      {
        text: 'The spec file name updates when you switch specs in `open` mode.',
        issues: [30852],
      },
      {
        text: 'After the application under test leaves the primary origin, `cy.window()`, `cy.document()`, `cy.title()`, `cy.url()`, `cy.location()`, `cy.hash()`, `cy.go()`, `cy.reload()` and `cy.scrollTo()` throw the expected error when used outside `cy.origin()`.',
        issues: [30848],
        prs: [30858],
      },
    ],
    misc: [
      {
        text: 'Leftover component testing API stubs for APIs removed in 11.0.0 are deleted.',
        issues: [30623],
        prs: [30696],
      },
    ],
    dependencies: [
      {
        text: '`electron` is upgraded from `27.3.10` to `33.2.1`.',
        issues: [29547, 30561],
      },
      {
        text: '`@electron/rebuild` is upgraded from `3.2.10` to `3.7.1`.',
        issues: [28766, 30632],
      },
      {
        text: 'The bundled Chromium is upgraded from `118.0.5993.159` to `130.0.6723.137`.',
        issues: [29547, 30561],
      },
      {
        text: '`jQuery` is updated from `3.4.1` to `3.7.1`.',
        prs: [30345],
      },
      {
        text: '`react` and `react-dom` are updated from `17.0.2` to `18.3.1`.',
        issues: [30511],
      },
      {
        text: '`@vue/test-utils` is upgraded from `2.3.2` to `2.4.6`.',
        issues: [26628],
      },
    ],
  },
]
