/**
 * Release notes of the Cypress App from 10.0.0 to the documented version,
 * newest first, rendered by `src/components/Changelog` on
 * `/guides/references/changelog`. Each entry lists the notable changes of
 * one release in short sentences: breaking changes, deprecations, features
 * and the fixes readers are most likely to have met. Dates are the release
 * dates Cypress published. `src/data/changelog.test.ts` validates the data;
 * `tests/unit/historyVersions.test.ts` checks that every version a History
 * table names is listed here.
 */

export interface Release {
  /** The version, `major.minor.patch`. */
  version: string
  /** The release date, `YYYY-MM-DD`. */
  date: string
  breaking?: string[]
  deprecations?: string[]
  features?: string[]
  fixes?: string[]
}

/** The anchor of a release's heading: `15.3.0` becomes `15-3-0`. */
export function changelogAnchor(version: string): string {
  return version.replace(/\./g, '-')
}

export const releases: Release[] = [
  {
    version: '15.3.0',
    date: '2025-09-23',
    features: ['`cy.press()` can dispatch the Escape key.'],
    fixes: [
      'Configuration files written as ES modules are read correctly again.',
    ],
  },
  {
    version: '15.2.0',
    date: '2025-09-09',
    features: ['Cypress Studio works together with `@cypress/grep`.'],
    fixes: [
      'DNS lookups are cached per host and port, so `cy.visit()` resolves some `localhost` URLs that used to fail.',
    ],
  },
  {
    version: '15.1.0',
    date: '2025-09-02',
    features: ['`cy.press()` accepts more kinds of keys.'],
    fixes: [
      '`cy.wait()` on an alias no longer times out when a navigation such as `cy.visit()` or `cy.reload()` cancels the aliased request.',
      'Cypress starts on GNOME when the Electron process finds both GTK 4 and GTK 2 or 3.',
      'A project path containing spaces no longer stops `tsx` from loading the configuration.',
      'Module API results and Cloud recordings include the operating system distribution and release again.',
    ],
  },
  {
    version: '15.0.0',
    date: '2025-08-20',
    breaking: [
      'Node.js 18 and Node.js 23 are no longer supported.',
      'Linux distributions whose glibc is older than 2.31 are no longer supported.',
      'Firefox is no longer automated through the Chrome DevTools Protocol.',
      'The deprecated three-argument form of `cy.stub()` is gone; use `cy.stub(object, name).callsFake(fn)` instead.',
      '`@cypress/webpack-preprocessor` no longer supports webpack 4, and `@cypress/webpack-dev-server` no longer supports `webpack-dev-server` 4.',
      '`@cypress/webpack-batteries-included-preprocessor` stopped providing most Node.js built-ins and keeps only `buffer`, `path`, `process`, `os` and `stream`.',
      "In Chromium-based browsers, the page's `pagehide` event no longer triggers the Cypress `window:unload` event.",
      '`Cypress.SelectorPlayground` is renamed `Cypress.ElementSelector`, and its `getSelector` method and `onElement` default are gone.',
      'Installing Cypress by direct download is no longer supported; install it with a package manager.',
      '`cy.exec()` yields the exit code as `exitCode` instead of `code`.',
      'Component testing requires Angular 18 or later and `zone.js` 0.14.0 or later.',
      'The component testing setup wizard supports TypeScript 5.0 or later.',
      '`@cypress/vite-dev-server` is published as ESM only and requires Vite 5 or later.',
    ],
    features: [
      '`cy.url()`, `cy.hash()`, `cy.go()`, `cy.reload()`, `cy.title()` and `cy.location()` read their values through browser automation, so they work after a cross-origin navigation without `cy.origin()`.',
      'The selector priority of `Cypress.ElementSelector` accepts `name` and `attributes:*`, and the default priority includes `name`.',
      'Cypress loads every configuration file with `tsx`, replacing `ts-node` and plain Node.js, which improves ES module support.',
      'Component testing supports Vite 7 and Angular 20.',
    ],
    fixes: [
      '`cy.fixture()` returns fresh content after `cy.writeFile()` changes the file and treats explicit encodings consistently.',
      '`isSecureContext` is `true` on localhost during tests.',
      'Inconsequential Electron messages on stderr are filtered out; the `cypress:internal-stderr` debug namespace shows them.',
    ],
  },
  {
    version: '14.5.4',
    date: '2025-08-07',
    fixes: ['`tar-fs` was upgraded to resolve CVE-2024-12905.'],
  },
  {
    version: '14.5.3',
    date: '2025-07-25',
    fixes: [
      '`@cypress/webpack-dev-server` accepts an absolute path for `component.indexHtmlFile`.',
      '`@cypress/webpack-batteries-included-preprocessor` resolves `.js` and `.mjs` imports in TypeScript ES module projects.',
      '`@cypress/angular` no longer overwrites fields of the component instance.',
    ],
  },
  {
    version: '14.5.2',
    date: '2025-07-15',
    fixes: [
      'The Stop button halts the spec timer immediately again, a regression from 14.5.0.',
    ],
  },
  {
    version: '14.5.1',
    date: '2025-07-01',
    fixes: [
      'Firefox with WebDriver BiDi no longer drops pre-requests early or matches them to the wrong request.',
    ],
  },
  {
    version: '14.5.0',
    date: '2025-06-17',
    features: [
      'On Windows on Arm64 the installer fetches the x64 binary, which runs under emulation.',
    ],
    fixes: [
      'Stopping a run with `Cypress.stop()` no longer loses its Test Replay.',
    ],
  },
  {
    version: '14.4.1',
    date: '2025-06-03',
    fixes: [
      '`cy.session()` no longer fails when navigating to `about:blank` takes longer than `defaultCommandTimeout`.',
    ],
  },
  {
    version: '14.4.0',
    date: '2025-05-20',
    features: [
      '`@cypress/webpack-dev-server` and `@cypress/webpack-batteries-included-preprocessor` bundle webpack-bundle-analyzer, turned on through a `DEBUG` namespace.',
      'Cursor is offered as an editor for opening files.',
    ],
    fixes: [
      'Frame-busting code that sets `top.window.location` is handled without `experimentalModifyObstructiveThirdPartyCode`.',
      '`cy.press()` is typed as yielding `null`.',
    ],
  },
  {
    version: '14.3.3',
    date: '2025-05-06',
    fixes: [
      'With `trashAssetsBeforeRuns` set to `false`, files in `videosFolder` are kept as well.',
      'Cypress no longer hangs when stdout and stderr go to a file while `@cypress/grep` matches many files.',
      'A possible hang while navigating to `about:blank` is gone.',
    ],
  },
  {
    version: '14.3.2',
    date: '2025-04-22',
    fixes: [
      'Auto-scrolling in the Command Log works again.',
      'Failing CI runs show the message that points to Cypress Cloud again.',
    ],
  },
  {
    version: '14.3.1',
    date: '2025-04-17',
    features: [
      'The preflight request that detects proxy conditions times out after five seconds instead of sixty, adjustable with `CYPRESS_INITIAL_PREFLIGHT_TIMEOUT`.',
    ],
    fixes: [
      '`cy.press()` works in every spec of a run, not only the first.',
      'Certain proxy setups no longer prevent runs from being recorded.',
    ],
  },
  {
    version: '14.3.0',
    date: '2025-04-08',
    features: [
      'The new `cy.press()` command dispatches native Tab key events.',
    ],
    fixes: [
      '`@cypress/webpack-preprocessor` accepts `babel-loader` 10 as a peer dependency.',
      'A screencast workaround removes slow animations and longer test times in Electron.',
    ],
  },
  {
    version: '14.2.1',
    date: '2025-03-26',
    fixes: [
      'Cypress works with Node.js 20.19.0, which turns ES module flags on by default.',
      'The webpack preprocessors produce correct source maps, and so correct code frames, for TypeScript 5.',
    ],
  },
  {
    version: '14.2.0',
    date: '2025-03-12',
    features: [
      'The new `Cypress.stop()` halts the run on the current machine, for example after a failure.',
    ],
  },
  {
    version: '14.1.0',
    date: '2025-02-25',
    features: [
      'Firefox 135 and later are automated with WebDriver BiDi instead of the Chrome DevTools Protocol.',
      'A badge above the application shows the viewport width, height and scale.',
    ],
    fixes: [
      'The Test Replay "stream stalled" error reports the upload rate in the right units.',
    ],
  },
  {
    version: '14.0.3',
    date: '2025-02-11',
    fixes: [
      'Privileged commands work again when a spec or support file contains certain encoded characters, a regression from 14.0.2.',
    ],
  },
  {
    version: '14.0.2',
    date: '2025-02-05',
    fixes: [
      'Commands in `after` and `afterEach` hooks retry, and actions run, after a test has failed.',
      'Privileged commands work when a spec or support file contains characters that need encoding.',
      'Recorded and parallel runs retry Cloud instance creation again.',
    ],
  },
  {
    version: '14.0.1',
    date: '2025-01-28',
    fixes: [
      'Two visibility regressions from 14.0.0, about offset parents inside clipping elements and mixed `overflow-x` and `overflow-y`, are fixed.',
      'With test isolation off, a failing and retried last test no longer sends the page to `about:blank`.',
    ],
  },
  {
    version: '14.0.0',
    date: '2025-01-16',
    breaking: [
      'Node.js 16 and 21 are no longer supported, and the bundled Node.js moved from 18.17.0 to 20.18.1.',
      'The Linux binaries need glibc 2.28 or later, which rules out distributions such as Ubuntu 18, CentOS 7 and Amazon Linux 2.',
      'Only the latest three major versions of Chrome, Firefox and Edge are officially supported, and `Cypress.browser.minSupportedVersion` is gone.',
      'Navigating between subdomains requires `cy.origin()`, because Cypress no longer injects `document.domain` by default.',
      'In Electron, `fetch` and `XMLHttpRequest` calls from `about:blank` no longer work; visit a page first or use `cy.request()`.',
      '`experimentalJustInTimeCompile` became `justInTimeCompile`, on by default and supported for webpack only.',
      'Component testing dropped `create-react-app`, `@vue/cli-service`, Angular 13 to 16, Next.js 10 to 13, Nuxt 2, React 16 and 17, Svelte 3 and 4, and Vue 2.',
      'Angular component testing requires Angular 17.2.0 or later.',
      '`cypress/react18` and `cypress/angular-signals` are gone; `cypress/react` and `cypress/angular` cover React 18 and signals.',
      '`@cypress/webpack-dev-server` dropped `webpack-dev-server` 3 and ships version 5, and `@cypress/vite-dev-server` dropped Vite 2 and 3.',
      'The `delayMs` option of `cy.intercept()` and the `experimentalFetchPolyfill` option are removed.',
      'The `before:browser:launch` handler no longer receives an array of browser arguments as its second argument.',
      'The `cypress open-ct` and `cypress run-ct` commands are removed; use `--component`.',
    ],
    deprecations: [
      'The `resourceType` option of `cy.intercept()` is deprecated.',
      'The new `injectDocumentDomain` option ships already deprecated and is planned for removal.',
    ],
    features: [
      'The new `injectDocumentDomain` option turns the `document.domain` injection back on.',
      'Component testing supports Next.js 15.0.4 and later, React 19, Angular 19, Vite 6 and Svelte 5.',
    ],
    fixes: [
      'Visibility checks handle `display: contents`, `overflow: clip`, and elements with text but no size.',
      '`cy.origin()` errors when commands such as `cy.url()` or `cy.window()` run outside it after a cross-origin navigation.',
      'The `:dir()` CSS pseudo-class works in Electron.',
    ],
  },
  {
    version: '13.17.0',
    date: '2024-12-17',
    features: [
      'Chrome for Testing is officially supported and launches with `--browser chrome-for-testing`.',
    ],
    fixes: [
      '`cypress.config.ts` loads as an ES module under Node.js 22.12.0.',
      'Targets that do not implement `Network.enable` no longer hang.',
    ],
  },
  {
    version: '13.16.1',
    date: '2024-12-03',
    fixes: [
      'Recorded and parallel runs fail, instead of skipping the spec, when Cypress cannot confirm that an instance was created.',
    ],
  },
  {
    version: '13.16.0',
    date: '2024-11-19',
    features: [
      'The new `defaultBrowser` option picks the browser Cypress launches first.',
    ],
    fixes: [
      'The Vite dev server includes and inlines source maps for assets loaded with a cache-busting query.',
    ],
  },
  {
    version: '13.15.2',
    date: '2024-11-05',
    fixes: [
      'The runner no longer hangs in `after` or `afterEach` hooks that run commands after a page load timeout.',
    ],
  },
  {
    version: '13.15.1',
    date: '2024-10-24',
    features: [
      'Firefox is driven through geckodriver and webdriver instead of marionette-client.',
    ],
    fixes: [
      'Cleaning up browser profiles no longer throws on Windows.',
      'Rapid repeated requests to one resource all get the matching static intercept response.',
    ],
  },
  {
    version: '13.15.0',
    date: '2024-09-25',
    features: ['Test Replay upload errors are more specific and actionable.'],
    fixes: [
      'Click events on checkboxes keep their correct state in Firefox 129 and later.',
      'Open in IDE works again on Windows for paths with spaces, a regression from 13.13.0.',
    ],
  },
  {
    version: '13.14.2',
    date: '2024-09-04',
    fixes: [
      'A crash with a `WebSocket Connection Closed` error is fixed.',
      'The Wayland HiDPI change from 13.14.0 is reverted because it made `cy.screenshot()` time out and broke startup with a `GLib-GIO-ERROR`.',
    ],
  },
  {
    version: '13.14.1',
    date: '2024-08-29',
    fixes: ['The settings page describes `experimentalJustInTimeCompile`.'],
  },
  {
    version: '13.14.0',
    date: '2024-08-27',
    features: [
      'The new `experimentalJustInTimeCompile` option compiles only what the current component spec needs, with webpack or Vite.',
      '`.type()` with `{upArrow}` and `{downArrow}` works on date, month, week, time, datetime-local and range inputs.',
      'The new `CYPRESS_SKIP_VERIFY` environment variable skips the verification check.',
      'Passing `--browser` to `cypress open` launches that browser once you pick a project and testing type.',
    ],
    fixes: [
      'Cypress runs with Node.js 22.7.0 when the project uses TypeScript and ES modules.',
      'Files outside the project get the right bundle output path in `file:preprocessor`.',
      'A possible memory leak when reconnecting to a dropped CDP connection is fixed.',
    ],
  },
  {
    version: '13.13.3',
    date: '2024-08-14',
    fixes: [
      'Chrome no longer logs a console error about a deprecated `unload` listener from jQuery.',
      'Test Replay upload errors name the precise system error.',
    ],
  },
  {
    version: '13.13.2',
    date: '2024-07-31',
    fixes: [
      "Yarn Plug'n'Play works with `@cypress/webpack-batteries-included-preprocessor`.",
      'A memory leak in Command Log handling with Test Replay is fixed.',
    ],
  },
  {
    version: '13.13.1',
    date: '2024-07-16',
    fixes: [
      'Unhandled `WebSocket connection closed` errors no longer appear when CDP connections drop and reconnect quickly.',
      'Test Replay captures command snapshots inside `cy.origin()`.',
    ],
  },
  {
    version: '13.13.0',
    date: '2024-07-01',
    features: [
      'Angular component testing supports signals from Angular 17.2 onward.',
    ],
    fixes: [
      'Firefox 129 launches with Cypress.',
      'Chrome recovers properly after the browser closes unexpectedly.',
    ],
  },
  {
    version: '13.12.0',
    date: '2024-06-18',
    features: ['Component testing supports Angular 18.'],
    fixes: [
      '`.type()` with `{upArrow}` or `{downArrow}` on number inputs fires `input` and `change` events.',
      'Responses with invalid headers no longer raise an error; Cypress drops those headers.',
    ],
  },
  {
    version: '13.11.0',
    date: '2024-06-04',
    features: [
      'Component testing supports Next.js 14.',
      'The new `IGNORE_CHROME_PREFERENCES` environment variable launches Chrome without applying preferences.',
    ],
    fixes: [
      'Cypress uses `pagehide` in Chrome ahead of the removal of `unload` events.',
    ],
  },
  {
    version: '13.10.0',
    date: '2024-05-21',
    features: ['`@cypress/vite-dev-server` supports Vite 5.'],
    fixes: [
      "Orphaned Electron processes no longer close the browser's CDP client.",
      'The Specs list search finds names that contain digits.',
    ],
  },
  {
    version: '13.9.0',
    date: '2024-05-07',
    features: [
      'Test Replay recording and upload failures have more descriptive errors.',
    ],
    fixes: [
      'Electron gets the same default Chromium flags as Chrome, so `navigator.webdriver` is `true` there.',
      'Requests using `fetch` work behind proxies that decrypt HTTPS.',
      'Firefox closes extra windows between specs.',
    ],
  },
  {
    version: '13.8.1',
    date: '2024-04-23',
    fixes: [
      'Successful runs no longer sometimes exit with code 1 because of an unhandled `WebSocket connection closed` error, a regression from 13.6.0.',
      'An invalid `timeout` option no longer makes some commands hang.',
    ],
  },
  {
    version: '13.8.0',
    date: '2024-04-18',
    features: [
      '`@cypress/webpack-dev-server` supports `webpack-dev-server` 5.',
    ],
    fixes: [
      'Long assertion messages no longer hang Cypress, a regression from 13.7.3.',
    ],
  },
  {
    version: '13.7.3',
    date: '2024-04-11',
    fixes: [
      'Assertions with custom messages display properly.',
      'Launch arguments with several quoted values are escaped correctly.',
    ],
  },
  {
    version: '13.7.2',
    date: '2024-04-02',
    fixes: [
      'Firefox 124 and later run past the first spec when a custom user agent is set.',
      'Array values in `cypress.config` are processed correctly.',
      '`.select()` can pick option values that contain quotation marks.',
    ],
  },
  {
    version: '13.7.1',
    date: '2024-03-21',
    fixes: ['Firefox 124 and later run past the first spec in `cypress run`.'],
  },
  {
    version: '13.7.0',
    date: '2024-03-13',
    features: [
      'Test Replay captures shadow DOM snapshots.',
      'Vue 2.7 and later get TypeScript support.',
    ],
    fixes: [
      'Clicking a child of a disabled element no longer fires `click` events unless you pass `force: true`.',
      'Chromium screenshots bring the Cypress tab to the front first, which avoids timeouts.',
    ],
  },
  {
    version: '13.6.6',
    date: '2024-02-22',
    fixes: ['`cypress verify` works for `nx` users.'],
  },
  {
    version: '13.6.5',
    date: '2024-02-20',
    fixes: [
      'Tests no longer hang when the Chrome extension is disabled.',
      'Closing the browser from the Launchpad no longer relaunches it.',
    ],
  },
  {
    version: '13.6.4',
    date: '2024-01-30',
    fixes: [
      'Test Replay captures styles when the support file registers service workers.',
      'Aborted requests correlate correctly again, a performance regression from 13.3.2.',
    ],
  },
  {
    version: '13.6.3',
    date: '2024-01-16',
    fixes: [
      'Visiting an `http://` site no longer loops through reloads in Chrome 114 and later.',
      'Paths containing `node_modules` are no longer ignored when they are the project path or the spec path.',
      'Requests from extra tabs keep their original headers.',
      '`cy.wait()` no longer sometimes throws while reading a response.',
    ],
  },
  {
    version: '13.6.2',
    date: '2023-12-26',
    fixes: [
      'A malformed URI no longer crashes Cypress, a regression from 13.6.1.',
      'Error messages in the Command Log no longer show stray `<br>` tags, a regression from 12.4.0.',
      'TypeScript 5.3.2 and later no longer cause errors when `tsconfig.json` uses `extends`.',
    ],
  },
  {
    version: '13.6.1',
    date: '2023-12-05',
    fixes: [
      'Pages and downloads opened in a new tab keep basic auth headers.',
      'A `baseUrl` with basic auth credentials no longer triggers the "must only be invoked from the spec file or support file" error.',
      'Errors and debug logs print correctly on Linux.',
    ],
  },
  {
    version: '13.6.0',
    date: '2023-11-21',
    features: [
      'The terminal shows upload progress and the duration of each artifact upload to Cypress Cloud.',
      'In Chromium-based browsers, tabs and windows other than the Cypress tab are closed between tests.',
    ],
    fixes: [
      '`component.indexHtmlFile` accepts an absolute path.',
      "Getting every request of an individually aliased intercept with `cy.get('@alias.all')` works.",
    ],
  },
  {
    version: '13.5.1',
    date: '2023-11-14',
    fixes: [
      'Requests cached within a spec load as fast as before, a regression from 13.5.0.',
      'Pages opened in a new tab receive their response headers.',
    ],
  },
  {
    version: '13.5.0',
    date: '2023-11-08',
    features: ['Component testing supports Angular 17.'],
    fixes: [
      'Clicking a download link without a `download` attribute no longer causes a page load timeout.',
      "Chromium's translation prompt is turned off.",
      'Visibility is correct when an ancestor that shares an edge hides the element.',
    ],
  },
  {
    version: '13.4.0',
    date: '2023-10-30',
    features: [
      'The new `experimentalStrategy` and `experimentalOptions` keys of `retries` add experimental flake detection.',
    ],
    fixes: [
      'Crashes with "Inspected target navigated or closed" or "Session with given id not found", a regression from 13.3.2, are fixed.',
    ],
  },
  {
    version: '13.3.3',
    date: '2023-10-24',
    fixes: [
      'Requests from web and shared workers no longer cause proxy correlation timeouts, a regression from 13.3.1.',
      'The spec search matches `-` and `_` in file names when you type a space.',
    ],
  },
  {
    version: '13.3.2',
    date: '2023-10-18',
    fixes: [
      'Requests from service workers no longer cause proxy correlation timeouts, a regression from 13.3.1.',
      'Proxy correlation no longer leaks from one spec into the next.',
    ],
  },
  {
    version: '13.3.1',
    date: '2023-10-11',
    fixes: [
      'The proxy correlates requests in the right order, which fixes `cy.intercept()` and Test Replay asset problems.',
      'Responses yielded by `cy.wait()` for several requests come back in order.',
    ],
  },
  {
    version: '13.3.0',
    date: '2023-09-27',
    features: ['The Runs page has a new layout with more run information.'],
    fixes: [
      'Actionability checks no longer trigger a flood of font requests.',
      'Network stubs accept status code 999.',
    ],
  },
  {
    version: '13.2.0',
    date: '2023-09-12',
    features: ['Nx users can run Angular component tests in parallel.'],
    fixes: [
      'Tests using basic authorization no longer risk hanging in Chromium browsers, a regression from 13.0.0.',
      'Component tests with a catch-all intercept no longer risk hanging, a regression from 13.0.0.',
    ],
  },
  {
    version: '13.1.0',
    date: '2023-08-31',
    features: [
      'The sidebar shows the status of the latest run next to the Runs page.',
    ],
    fixes: [
      'Module API, `after:run` and `after:spec` results include `stats.skipped` again, a regression from 13.0.0.',
      'A single CDP error while capturing Test Replay data no longer makes the whole run unavailable.',
    ],
  },
  {
    version: '13.0.0',
    date: '2023-08-29',
    breaking: [
      '`video` defaults to `false`.',
      '`videoCompression` defaults to `false`.',
      '`videoUploadOnPasses` is removed.',
      '`cy.readFile()` is a query, so it retries, and `Cypress.Commands.overwrite()` can no longer overwrite it.',
      'The deprecated `nodeVersion` option is removed.',
      'The results of the Module API and of `after:run` and `after:spec` changed shape to be more consistent.',
      'The spec path reaches the application iframe as a query parameter, so relative asset requests in component tests reach the dev server.',
      'With Test Replay on, Cloud runs hide the runner UI, so videos and `runner` screenshots no longer show it.',
      'Node.js 14 is no longer supported, and Node.js 16 is deprecated.',
      'The minimum supported TypeScript version is 4.x.',
    ],
    features: [
      'Chrome and Electron are automated through direct CDP calls instead of websockets, which is faster.',
      'Terminal output for uploading artifacts to Cypress Cloud is consolidated.',
    ],
    fixes: [
      "Cypress's internal `tsconfig` no longer clashes with `module` and `moduleResolution` in your `tsconfig.json`.",
      'Dev servers use the `port` option when you set it.',
      'Svelte 4 is recognized as supported for component testing.',
    ],
  },
  {
    version: '12.17.4',
    date: '2023-08-15',
    features: [
      'The default preprocessor bundles end-to-end specs with webpack 5 instead of webpack 4.',
    ],
    fixes: [
      'A `cypress.config` file in a nested directory no longer breaks finding `component-index.html`.',
    ],
  },
  {
    version: '12.17.3',
    date: '2023-08-01',
    fixes: [
      'Pull request runs on GitHub Actions record the head branch name.',
      'Cypress no longer pauses requests it does not need to.',
    ],
  },
  {
    version: '12.17.2',
    date: '2023-07-20',
    fixes: [
      'Commands with mutated arguments, and `cy.writeFile()`, no longer fail with "must only be invoked from the spec file or support file".',
      'Specs can create web workers again.',
    ],
  },
  {
    version: '12.17.1',
    date: '2023-07-10',
    fixes: [
      'Turning on in-app notifications no longer stores a preference that crashes the app.',
      'The TypeScript types of `cy.screenshot()` are corrected.',
    ],
  },
  {
    version: '12.17.0',
    date: '2023-07-05',
    features: [
      'Cypress Cloud users can get desktop notifications when a run starts, finishes or fails.',
    ],
    fixes: [
      'More cases of the "must only be invoked from the spec file or support file" error are fixed.',
      'Chrome recovers from browser crashes correctly.',
      'A debug port set in `ELECTRON_EXTRA_LAUNCH_ARGS` is respected.',
    ],
  },
  {
    version: '12.16.0',
    date: '2023-06-26',
    features: ['Component testing supports Angular 16.1.0.'],
    fixes: [
      'Commands called with a large argument no longer fail with "must only be invoked from the spec file or support file".',
    ],
  },
  {
    version: '12.15.0',
    date: '2023-06-20',
    features: [
      'Chrome 112 and later run in the new headless mode (`--headless=new`).',
      'The new `experimentalCspAllowList` option keeps chosen Content-Security-Policy directives in place.',
      '`videoCompression` accepts a boolean or a CRF number from 1 to 51.',
      'Cloud data on the Specs and Runs pages follows the current Git tree.',
    ],
    fixes: [
      'Video output is logged to the terminal even when compression is off.',
    ],
  },
  {
    version: '12.14.0',
    date: '2023-06-07',
    features: [
      'The Specs page has a switcher between end-to-end and component testing.',
    ],
    fixes: ['Component testing setup detects Angular 16 dependencies.'],
  },
  {
    version: '12.13.0',
    date: '2023-05-23',
    features: [
      'The Runs and Debug pages explain what to do when Git is missing or the branch has no recorded runs.',
    ],
    fixes: [
      'A change that broke end-to-end testing with Yarn 3 is reverted.',
      'Component testing setup detects TypeScript 5.',
    ],
  },
  {
    version: '12.12.0',
    date: '2023-05-09',
    features: [
      'A banner helps you start component testing from an existing end-to-end suite.',
    ],
    fixes: [
      'Electron DevTools no longer drift out of sync with the DOM.',
      '`CYPRESS_DOWNLOAD_PATH_TEMPLATE` replaces every occurrence of a placeholder.',
    ],
  },
  {
    version: '12.11.0',
    date: '2023-04-26',
    features: [
      'Component testing supports Angular 16.',
      'The Debug page warns when there are more relevant runs than it can list.',
    ],
    fixes: [
      'Setting `videoCompression` to `0` is treated as `false` instead of producing a broken video.',
    ],
  },
  {
    version: '12.10.0',
    date: '2023-04-17',
    features: [
      'Component testing setup warns when an installed third-party framework definition has a problem.',
    ],
    fixes: [
      'Azure Pipelines runs link to their pull request in Cypress Cloud.',
      'Semaphore runs are associated with the working branch instead of the target branch.',
      'Opening Cypress with `--component` auto-detects the framework and bundler.',
      "Click events fired by `.type('{enter}')` propagate through shadow roots.",
    ],
  },
  {
    version: '12.9.0',
    date: '2023-03-28',
    features: [
      'The Debug page can switch between every run recorded for a commit.',
    ],
    fixes: [
      'Component tests work with Vite 4.2.0 and later.',
      '`cy.intercept()` no longer adds a `content-length` header to spied requests that lacked one.',
      '`.type()` accounts for shadow roots when deciding whether to simulate focus.',
    ],
  },
  {
    version: '12.8.1',
    date: '2023-03-15',
    fixes: [
      'The Command Log auto-scroll preference is no longer switched off unexpectedly, a regression from 10.0.0.',
    ],
  },
  {
    version: '12.8.0',
    date: '2023-03-14',
    features: [
      'The Debug page shows results from runs still in progress.',
      '`cy.intercept()` accepts `log: false` or `log: true` to control whether the request appears in the Command Log.',
      'The new `CYPRESS_CONNECT_RETRY_THRESHOLD` environment variable sets how many times Cypress tries to connect to the browser.',
    ],
    fixes: [
      "`Cypress.require()` no longer throws `Cannot find module 'typescript'`.",
      '`before:spec` handlers can be async in run mode.',
      'Component testing works with Next.js 13.2.1.',
    ],
  },
  {
    version: '12.7.0',
    date: '2023-02-24',
    features: [
      '`cy.setCookie()` can set `hostOnly` cookies.',
      'A public API lets third-party component libraries add a framework definition to component testing setup.',
    ],
    fixes: [
      'Cookies are no longer duplicated under the same hostname with a leading dot, and they expire correctly.',
      'Cypress no longer launches and connects to several browser instances.',
      'Angular components mount inside the right element.',
    ],
  },
  {
    version: '12.6.0',
    date: '2023-02-15',
    breaking: [
      'Calling `require()` or `import()` directly inside a `cy.origin()` callback is no longer supported; use `Cypress.require()`.',
    ],
    features: [
      "The new `--auto-cancel-after-failures` flag overrides the project's auto cancellation setting for one recorded run.",
      'Query commands can be overwritten with `Cypress.Commands.overwriteQuery()`.',
      'The new `Cypress.require()` loads dependencies inside a `cy.origin()` callback.',
      'The Debug page can open the failing test in your IDE.',
    ],
    fixes: [
      'A `specPattern` that reaches files without read permission no longer stops every spec from loading.',
      'Custom browsers that rely on environment variables are found again on Apple silicon Macs, a regression from 12.3.0.',
    ],
  },
  {
    version: '12.5.1',
    date: '2023-02-02',
    fixes: [
      'The `test:after:run` event includes the `runnable` again, a regression from 12.5.0.',
    ],
  },
  {
    version: '12.5.0',
    date: '2023-01-31',
    features: [
      'The new Debug page shows failed CI runs recorded to Cypress Cloud inside the local app.',
    ],
    fixes: [
      'Run mode uses less memory because the reporter drops the logs of passing tests.',
      'Edge Beta, Canary and Dev builds are detected.',
    ],
  },
  {
    version: '12.4.1',
    date: '2023-01-27',
    fixes: [
      'Cypress exits properly after several component specs in Electron in run mode, a regression from 12.4.0.',
    ],
  },
  {
    version: '12.4.0',
    date: '2023-01-24',
    features: [
      'Component testing supports Vite 4.',
      'The new `experimentalMemoryManagement` option improves memory use in Chromium-based browsers.',
      'The new `experimentalSkipDomainInjection` option stops Cypress from setting `document.domain`, which helps with sites such as Salesforce.',
      '`.as()` takes an options object to store an alias as a `query` or a `static` value.',
      '`cy.log()` shows `\\n` as a line break.',
      'The Selector Playground recognizes `data-qa` attributes.',
    ],
    fixes: [
      'Angular component testing projects with an unsupported browserslist entry start correctly.',
    ],
  },
  {
    version: '12.3.0',
    date: '2023-01-03',
    features: [
      '`CYPRESS_PULL_REQUEST_ID`, `CYPRESS_PULL_REQUEST_URL` and `CYPRESS_CI_BUILD_URL` link a Cloud run to its pull request and build when CI detection falls short.',
      'The new `Cypress.currentRetry` returns the current retry attempt.',
    ],
    fixes: [
      'Component spec files with brackets in their names are no longer skipped.',
      '`.contains()` yields one element again when it matches the subject itself, a regression from 12.1.0.',
      'Reporters such as mochawesome receive the `pending` flag again, a regression from 10.11.0.',
    ],
  },
  {
    version: '12.2.0',
    date: '2022-12-20',
    features: [
      '`cy.intercept()` matches on `resourceType` and exposes `req.resourceType`.',
      'React component testing projects can generate a spec from an existing component.',
    ],
    fixes: [
      'Requests yielded from `cy.intercept()` keep their `query` object.',
      '`cy.get()` honors `withinSubject: null` again, a regression from 12.0.0.',
      'Electron honors `CYPRESS_EVERY_NTH_FRAME` again instead of capturing every frame, a regression from 10.8.0.',
    ],
  },
  {
    version: '12.1.0',
    date: '2022-12-12',
    features: [
      'The new `cy.getAllCookies()` and `cy.clearAllCookies()` work on the cookies of every domain.',
    ],
    fixes: [
      '`cy.session()` collects the session data again after validation succeeds.',
      '`.select()` by index works when several options share a value.',
      'Headless Firefox behaves like headed Firefox.',
    ],
  },
  {
    version: '12.0.2',
    date: '2022-12-08',
    fixes: [
      '`.contains()` searches every element of a multi-element subject again, a regression from 12.0.0.',
      '`.contains()` on a `<form>` considers every child again, not only the first `<input>`, a regression from 12.0.0.',
    ],
  },
  {
    version: '12.0.1',
    date: '2022-12-06',
    fixes: [
      'Setting `e2e.testIsolation` to `false` no longer breaks configuration validation for `cypress run --component`.',
      '`cy.origin()` communicates reliably with the navigated domain again.',
      'Specs scaffolded into new projects no longer call a removed API.',
    ],
  },
  {
    version: '12.0.0',
    date: '2022-12-06',
    breaking: [
      'Node.js 12, 15 and 17 are no longer supported; Cypress installs on Node.js 14, 16 or 18 and later.',
      'Test isolation is on by default and clears the browser context before each test; `testIsolation` takes `true` or `false`.',
      '`experimentalSessionAndOrigin` is removed because its behavior is now standard.',
      '`Cypress.Cookies.defaults` and `Cypress.Cookies.preserveOnce` are removed in favor of `cy.session()`.',
      '`cy.server()`, `cy.route()` and `Cypress.Server.defaults` are removed in favor of `cy.intercept()`.',
      'Cookie commands use the hostname, not the superdomain, as the default domain.',
      '`.within()` requires a single subject.',
      'Calling Cypress commands inside a `.should()` callback throws an error.',
      '`.invoke()` throws when the invoked function returns a promise; use `.then()` instead.',
      '`cy.request()` serializes the `qs` option with `querystringify`, as `cy.visit()` does.',
    ],
    features: [
      '`cy.origin()` and `cy.session()` are generally available.',
      'The new `testIsolation` option, `true` by default, controls whether the browser context is cleared between tests.',
      'Cypress looks DOM elements up again when needed, which makes detached-element errors less likely.',
      'The new `cy.getAllLocalStorage()`, `cy.clearAllLocalStorage()`, `cy.getAllSessionStorage()` and `cy.clearAllSessionStorage()` cover every origin the test touched.',
      'The new `experimentalOriginDependencies` option allows `require` and `import` inside `cy.origin()`.',
      'The new `Cypress.ensure` API helps when writing custom commands.',
      '`experimentalRunAllSpecs` adds a Run All button for every spec that matches `specPattern`.',
    ],
    fixes: [
      "A missing cookie can be asserted with `cy.getCookie('name').should('not.exist')`.",
      'Environment variables set with `npm config set` are resolved.',
    ],
  },
  {
    version: '11.2.0',
    date: '2022-11-22',
    features: [
      'The new `experimentalRunAllSpecs` option brings back Run All Specs for end-to-end tests in open mode.',
      'Failed CI runs suggest setting up recording to Cypress Cloud.',
      'The Command Log warns when `cy.session()` fails to restore a session.',
    ],
    fixes: [
      '`cy.session()` no longer clears the page between setup and validation, and clears it at the end when test isolation is on.',
    ],
  },
  {
    version: '11.1.0',
    date: '2022-11-14',
    features: [
      'Component testing supports Next.js 13.',
      'The Vue 2 `mount()` accepts an `extensions.directives` option.',
    ],
    fixes: [
      'Migrating a TypeScript project no longer errors and hangs, a regression from 11.0.0.',
      '`cypress run` with the junit reporter no longer crashes on a failed assertion, a regression from 11.0.0.',
      'A session whose validation fails is not stored.',
    ],
  },
  {
    version: '11.0.1',
    date: '2022-11-09',
    fixes: [
      'Turning on `experimentalSessionAndOrigin` no longer throws a webpack error, a regression from 11.0.0.',
      'Custom reporters no longer fail with "Cannot find module", a regression from 11.0.0.',
      'Changes to `testIsolation` apply without restarting Cypress.',
    ],
  },
  {
    version: '11.0.0',
    date: '2022-11-08',
    breaking: [
      '`cy.mount()` options no longer accept `cssFile`, `cssFiles`, `style`, `styles`, `stylesheet` or `stylesheets`.',
      'A second `cy.mount()` in the same test removes the component mounted before it.',
      '`mountHook` and `unmount` are removed from `cypress/react`, and `mountCallback` from `cypress/vue`.',
      '`mount` from `cypress/vue` returns both the wrapper and the component instance.',
      'An inline `viteConfig` is no longer merged automatically with `vite.config.js`.',
      'Angular providers passed to `cy.mount()` are set at module level through `TestBed.configureTestingModule`.',
      'Calls to the Cypress Dashboard verify certificate authorities; a self-signed CA needs `npm_config_ca`, `npm_config_cafile` or `NODE_EXTRA_CA_CERTS`.',
      'The experimental `cy.session()` requires a setup function.',
    ],
    features: [
      'Component testing is generally available for React, Next.js, Angular and Vue.',
      'V8 snapshots in the binary shorten startup and installation time.',
      '`cy.getCookie()`, `cy.getCookies()`, `cy.setCookie()`, `cy.clearCookie()` and `cy.clearCookies()` accept a `domain` option.',
    ],
    fixes: [
      'Project folders on read-only file systems are supported.',
      'A test can create more than twenty sessions.',
      '`cy.pause()` works inside `cy.origin()`.',
    ],
  },
  {
    version: '10.11.0',
    date: '2022-10-25',
    breaking: [
      'With `experimentalSessionAndOrigin`, the test isolation modes `legacy` and `strict` became `on` and `off`, and `cy.origin()` takes `require()` and `import()` instead of `Cypress.require()`.',
    ],
    features: [
      '`cy.session()` works in experimental WebKit when `experimentalSessionAndOrigin` is on.',
      'Connecting a project to the Dashboard and recording a first run is more guided.',
    ],
    fixes: [
      'A crashed Chromium tab or process fails the current test instead of hanging the run.',
      '`cy.origin()` supports more than 30 origins per test.',
      '`document.cookie` is correct in cross-origin tests.',
    ],
  },
  {
    version: '10.10.0',
    date: '2022-10-11',
    features: [
      'The URL passed to `cy.origin()` must match the origin of the application exactly.',
      'Component tests no longer watch files in run mode.',
    ],
    fixes: [
      'Cypress connects to Firefox 105.',
      '`cy.session()` fails when its setup function has a failing command or assertion.',
      'Uncaught exceptions fail Nuxt and Angular component tests.',
    ],
  },
  {
    version: '10.9.0',
    date: '2022-09-27',
    features: [
      '`cy.origin()` callbacks can require dependencies.',
      'Cross-origin pages can be visited outside a `cy.origin()` callback.',
      'The `cacheAcrossSpecs` option of `cy.session()` reuses a session across specs.',
      "Launch options returned from `before:browser:launch` can include an `env` key for the browser's environment variables.",
      'Failing component tests show a code frame.',
    ],
    fixes: [
      'The run summary shows the spec path, not only its file name.',
      'Webpack 5 dynamic imports no longer report "Automatic publicPath is not supported in this browser".',
    ],
  },
  {
    version: '10.8.0',
    date: '2022-09-13',
    features: [
      'Experimental WebKit support arrives behind `experimentalWebKitSupport`, using `playwright-webkit`.',
    ],
    fixes: [
      'Stack traces in run mode match open mode and show source-mapped lines.',
      'Projects on Node.js 16.17+ and 18.6+ that use ES modules with TypeScript work.',
      'Same-site cookies on different ports are sent again, a regression from 10.3.0.',
      'Cypress works with Chrome 64 to 70 again, a regression from 10.0.0.',
    ],
  },
  {
    version: '10.7.0',
    date: '2022-08-30',
    features: [
      'Cypress Studio returns as an experiment for end-to-end tests, turned on with `e2e.experimentalStudio`.',
      'Svelte component testing arrives as an alpha.',
      'The Cypress clock can move to a new time with `setSystemTime`.',
      'Angular component tests accept a custom `projectConfig`.',
      '`cy.session()` no longer clears the page after validation, so no extra `cy.visit()` is needed.',
    ],
    fixes: [
      'Projects on Angular 14.2.0 and later can run component tests.',
      '`--spec` finds specs when the project sits at the file system root.',
    ],
  },
  {
    version: '10.6.0',
    date: '2022-08-16',
    features: [
      'The new `experimentalSingleTabRunMode` option runs every component spec in one tab in run mode.',
      '`CYPRESS_DOWNLOAD_PATH_TEMPLATE` replaces `${version}`.',
    ],
    fixes: [
      'Firefox downloads land in the expected folder on Windows.',
      '`cy.session()` no longer lets a session id be reused with a different setup.',
    ],
  },
  {
    version: '10.5.0',
    date: '2022-08-15',
    deprecations: [
      "Reading `cy.state('subject')` is deprecated in favor of `cy.currentSubject()`.",
    ],
    features: [
      'Component testing supports Angular, including standalone components.',
      'The new `testIsolation` option can return to `legacy` mode when `experimentalSessionAndOrigin` is on.',
      'The Specs list flags specs the Dashboard knows to be flaky.',
      'React 18 projects are set up with `cypress/react18`.',
    ],
    fixes: [
      '`--spec` finds specs when the project path contains glob characters.',
      'Session state resets when you switch specs in open mode.',
    ],
  },
  {
    version: '10.4.0',
    date: '2022-08-02',
    features: [
      'Component testing supports React 18 through `cypress/react18`, and Vite 3.',
      'The new `experimentalModifyObstructiveThirdPartyCode` option extends `modifyObstructiveCode` to third-party code and strips integrity attributes.',
    ],
    fixes: [
      'Cookies are handled inside `cy.origin()` for requests other than the page request.',
      '`.type()` enters seconds into `datetime-local` inputs.',
      'Cypress errors when a configuration file returns an unexpected value.',
    ],
  },
  {
    version: '10.3.1',
    date: '2022-07-19',
    fixes: [
      'File watchers close before Cypress quits, which stops crashes on exit on some macOS setups.',
      'The `CYPRESS_NO_COMMAND_LOG` environment variable is honored again.',
      '`cy.contains()` with a regular expression matches the labels of submit inputs.',
      'The `Proxy-Authorization` header no longer fails with proxies that expect a certain capitalization.',
    ],
  },
  {
    version: '10.3.0',
    date: '2022-06-28',
    features: [
      'Dashboard results appear in real time inside Cypress.',
      'The spec search has a clear button.',
    ],
    fixes: [
      'A memory leak from storing base64 `data:` URLs in Chromium-based browsers is fixed.',
      'Cross-origin cookie handling follows browser rules.',
      'Migration no longer hangs when `pluginsFile` points to a folder.',
    ],
  },
  {
    version: '10.2.0',
    date: '2022-06-21',
    features: [
      'Cypress runs natively on Apple silicon.',
      'Cypress runs natively on Linux on ARM64.',
    ],
    fixes: [
      'Cypress no longer crashes with EMFILE when it reaches the file descriptor limit.',
      'A custom reason phrase in an HTTP response is shown.',
    ],
  },
  {
    version: '10.1.0',
    date: '2022-06-10',
    features: [
      '`cypress run --ct` explains the problem when component testing is not configured.',
    ],
    fixes: [
      'TypeScript projects with `"type": "module"` load through `ts-node/esm`.',
      'Headed `cypress run` in Chrome runs several specs on Linux and Windows.',
      'Changing `baseUrl` in the configuration file restarts the server.',
    ],
  },
  {
    version: '10.0.3',
    date: '2022-06-03',
    fixes: [
      'Cypress watches only the files that match `specPattern`.',
      'A proxy that blocks the Cypress CDN no longer crashes Cypress.',
      'Newly scaffolded specs no longer fail.',
    ],
  },
  {
    version: '10.0.2',
    date: '2022-06-02',
    fixes: [
      'Cypress no longer watches files in run mode.',
      'TypeScript is detected more reliably.',
      'ffmpeg post-processing runs at a lower priority.',
    ],
  },
  {
    version: '10.0.1',
    date: '2022-06-01',
    fixes: [
      '`.check()` and `.uncheck()` clear the indeterminate state of checkboxes.',
      'TypeScript errors in `cypress.config.ts` produce a clearer message.',
    ],
  },
  {
    version: '10.0.0',
    date: '2022-06-01',
    breaking: [
      '`cypress.json` is replaced by `cypress.config.js`, `.ts`, `.cjs` or `.mjs`, and a configuration file is required.',
      'Many options moved under `e2e` or `component`, among them `baseUrl`, `supportFile`, `specPattern` and `slowTestThreshold`.',
      'The default support file is `cypress/support/e2e.{js,jsx,ts,tsx}` for end-to-end tests and `cypress/support/component.{js,jsx,ts,tsx}` for component tests.',
      '`pluginsFile` is replaced by `setupNodeEvents()` and, for component tests, `devServer`.',
      '`testFiles`, `integrationFolder` and `componentFolder` are replaced by `specPattern`, and `ignoreTestFiles` by `excludeSpecPattern`.',
      'Running all specs from `cypress open` and the experimental Cypress Studio are removed.',
      'Browser versions Cypress does not support can no longer run tests.',
      'Screenshot and video paths drop the ancestor folders that all specs share.',
    ],
    deprecations: [
      '`cypress open-ct` and `cypress run-ct` are deprecated in favor of `--component`.',
    ],
    features: [
      'Component testing is in beta and built into the app, with guided setup and a scaffolded `cy.mount()`.',
      'The app is rebuilt around a new Launchpad and reloads when the configuration file changes.',
      '`defineConfig()` gives autocompletion and inline documentation in the configuration file.',
      'The Command Log groups nested commands, including those inside `.within()`.',
    ],
  },
]

/** A major version from before the per-release list, in a short summary. */
export interface EarlierMajor {
  major: number
  /** The date of the major's x.0.0 release, `YYYY-MM-DD`. */
  date: string
  summary: string
}

/** Majors older than the releases listed above, newest first. */
export const earlierMajors: EarlierMajor[] = [
  {
    major: 9,
    date: '2021-11-10',
    summary:
      '9.0.0 made `nodeVersion` default to `system` and deprecated the option, dropped 32-bit Windows, bundled Node.js 16.5.0, made invalid values passed to `Cypress.config()` throw, and made `Cypress.Commands.add()` refuse to replace a built-in command. In 9.3.0, `.selectFile()` and `Cypress.Buffer` arrived.',
  },
  {
    major: 8,
    date: '2021-07-19',
    summary:
      '8.0.0 ran every browser headless by default in `cypress run`, at 1280x720 with a device pixel ratio of 1, refused unsupported browser versions, and added the `clientCertificates` option. The experimental `cy.session()` arrived in 8.2.0 behind `experimentalSessionSupport`, and 8.7.0 added `slowTestThreshold`.',
  },
  {
    major: 7,
    date: '2021-04-05',
    summary:
      '7.0.0 introduced the Component Test Runner as an alpha, started with `cypress open-ct` and `cypress run-ct`. It made `cy.intercept()` match the most recently defined handler first, removed `cy.route2()` and `Cypress.moment()`, failed tests on unhandled promise rejections in the application, and required Node.js 12 or later to install.',
  },
  {
    major: 6,
    date: '2020-11-23',
    summary:
      '6.0.0 introduced `cy.intercept()`, the former experimental `cy.route2()`, for stubbing any network request, and deprecated `cy.server()` and `cy.route()`. It also made negative assertions such as `not.visible` fail on elements that do not exist, and stopped treating elements with `opacity: 0` as visible.',
  },
  {
    major: 5,
    date: '2020-08-19',
    summary:
      '5.0.0 built test retries into Cypress and renamed `blacklistHosts` to `blockHosts` and the `whitelist` option of `Cypress.Cookies.defaults()` to `preserve`. The `includeShadowDom` option arrived in 5.2.0, and Firefox support left beta in 5.3.0.',
  },
]
