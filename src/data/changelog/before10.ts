import type { Release } from './types'

/**
 * Releases before 10.0.0 that a History table points to, newest first. Each
 * lists the release's breaking changes, deprecations, features and
 * performance work, the fixes that change how a command, option or API
 * behaves, and the bundled versions it moved to.
 */
export const earlierReleases: Release[] = [
  {
    version: '9.7.0',
    date: '2022-05-23',
    bundled: { electron: '18.0.4', chromium: '100.0.4896.75', node: '16.13.2' },
    deprecations: [
      {
        text: '`Cypress.Cookies.preserveOnce()` and `Cypress.Cookies.defaults()` are deprecated and will be removed in a later release; the experimental `cy.session()` can keep cookies and other session data between tests instead.',
        issues: [21333],
      },
    ],
    features: [
      {
        text: 'Cypress ships a newer Electron and, with it, a newer Chromium for the Electron browser.',
        prs: [21418],
      },
    ],
    fixes: [
      {
        text: '`cy.contains()` with a regular expression that begins with `=` retries and fails with a normal error when nothing matches, instead of throwing a syntax error.',
        issues: [21108],
      },
    ],
    dependencies: [
      {
        text: 'The bundled Node.js moved from `16.5.0` to `16.13.2`.',
        prs: [21418],
      },
      {
        text: 'The Chromium that `cypress run` and the Electron browser of `cypress open` use moved from `94.0.4606.81` to `100.0.4896.75`.',
        prs: [21418],
      },
      {
        text: 'Electron moved from `15.5.1` to `18.0.4`.',
        prs: [21418],
      },
    ],
  },
  {
    version: '9.6.0',
    date: '2022-04-25',
    bundled: { electron: '15.5.1' },
    features: [
      {
        text: 'The experimental `cy.origin()` command runs commands against another origin or domain inside one test, next to `cy.session()`. Both are turned on by the new `experimentalSessionAndOrigin` option, which replaces `experimentalSessionSupport`; with it on, cross-origin requests time out after `pageLoadTimeout` instead of failing at once, and Cypress stops waiting for page loads between hooks before the next test.',
        issues: [17336, 944],
      },
    ],
    fixes: [
      {
        text: "In Firefox 98 and later, `.type('{enter}')` delivers the Enter key to the input.",
        issues: [21033],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `15.3.5` to `15.5.1`, for its performance fixes on macOS Big Sur and later.',
        issues: [21068],
      },
    ],
  },
  {
    version: '9.5.0',
    date: '2022-02-15',
    features: [
      {
        text: 'Errors in run mode and open mode are easier to read and come with meaningful stack traces.',
        issues: [20124],
      },
      {
        text: 'The Command Log message of `cy.request()` leaves out the origin when it is the origin of the browser, so long URLs are less often cut off.',
        issues: [20009],
      },
      {
        text: '`ShadowRoot` and `Document` elements are logged as HTML elements instead of as lists of properties.',
        issues: [20049],
      },
      {
        text: 'The run header printed by `cypress run` plays down the `node` path.',
        issues: [20120],
      },
    ],
    fixes: [
      {
        text: 'Files attached by `.selectFile()` get the right `File` prototype.',
        issues: [20003],
      },
      {
        text: '`.select()` dispatches `input` and `change` only when the chosen option was not already selected, as a browser does.',
        issues: [19494],
      },
      {
        text: "`.type(' ')` on a focused element of type `button`, `image`, `submit` or `reset` also dispatches a click, as the W3C specification asks for the Space key.",
        prs: [20067],
      },
    ],
  },
  {
    version: '9.4.0',
    date: '2022-01-31',
    features: [
      {
        text: '`.selectFile()` infers the MIME type of a file from its extension and takes a `mimeType` property to set it yourself, accepts file contents as a `TypedArray` as well as a `Cypress.Buffer`, and keeps the `fileName` of files read from disk when they pass through an alias.',
        issues: [19751, 19803],
      },
    ],
    fixes: [
      {
        text: '`--spec` parses glob patterns that contain a range again, fixing a regression from 9.3.0.',
        issues: [19783],
      },
      {
        text: 'When the system Node.js is version 17 or later built with OpenSSL 3, Cypress passes `--openssl-legacy-provider` to the plugins child process again instead of crashing, fixing a regression from 9.2.1.',
        issues: [19712],
      },
      {
        text: "Pressing Enter with `.type('{enter}')` on a focused element of type `button`, `image`, `submit` or `reset` also dispatches a click, as the W3C specification asks.",
        issues: [19541],
      },
    ],
  },
  {
    version: '9.3.0',
    date: '2022-01-18',
    bundled: { electron: '15.3.4' },
    features: [
      {
        text: 'The new `.selectFile()` command selects one or more files in an HTML5 file input, or drags them onto the page; it replaces what the `cypress-file-upload` plugin did.',
        issues: [19524, 170],
      },
      {
        text: 'The `Buffer` polyfill is exposed as `Cypress.Buffer`, for working with binary data.',
        issues: [19524],
      },
      {
        text: 'The `CYPRESS_DOWNLOAD_PATH_TEMPLATE` environment variable builds the download URL of the binary from a template, for mirrors whose paths differ from the default server.',
        issues: [15697],
      },
    ],
    fixes: [
      {
        text: '`--spec` accepts several glob patterns separated by commas.',
        issues: [16102],
      },
      {
        text: "`CYPRESS_VERIFY_TIMEOUT` can be set in the project's `package.json` or `.npmrc`.",
        issues: [19559],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `15.2.0` to `15.3.4`.',
        issues: [19351],
      },
    ],
  },
  {
    version: '9.2.0',
    date: '2021-12-20',
    features: [
      {
        text: 'Changing a read-only configuration option at run time, in test configuration or with `Cypress.config()`, throws an error.',
        issues: [6407, 19001],
      },
      {
        text: '`cy.writeFile()` accepts a `timeout` option, which defaults to `defaultCommandTimeout`.',
        issues: [3350],
      },
      {
        text: 'The internal socket server accepts messages up to the largest Buffer Node.js allows (the size depends on the operating system), so `cy.writeFile()` can write large files.',
        issues: [19140],
      },
      {
        text: 'The `CYPRESS_VERIFY_TIMEOUT` environment variable sets how long `cypress verify` may take.',
        issues: [18290],
      },
    ],
    fixes: [
      {
        text: 'Default assertions no longer take needless snapshots, which used much CPU in `cypress open` and made some browsers run out of memory.',
        issues: [18549],
      },
      {
        text: 'The proxy no longer retries failed HTTP requests on its own, so your application may now see more failed requests.',
        issues: [19043],
      },
      {
        text: 'Skipping a test inside a `.then()` callback no longer fails it, and skipping one outside such a callback no longer fires the `fail` event, so no screenshot is taken.',
        issues: [14867, 17660],
      },
      {
        text: 'A fixture in a `cy.intercept()` static response can be read as a Buffer again by passing `null` as its encoding, fixing a regression from 9.0.0.',
        issues: [19344],
      },
      {
        text: '`cy.contains()` ignores `<script>` and `<style>` elements inside `<body>` without removing them from the DOM, fixing a regression from 9.0.0.',
        issues: [19377],
      },
      {
        text: 'A malformed request URL in the application, such as one with a stray space, no longer crashes Cypress: the resource fails to load and a debug message is logged.',
        issues: [9220],
      },
      {
        text: 'The TypeScript types of `Cypress.Commands.add()` and `Cypress.Commands.overwrite()` follow `prevSubject`, allow a command that returns nothing, and type `originalFn`.',
        issues: [18879, 19095, 18940],
      },
      {
        text: '`Cypress.session.clearAllSavedSessions()` has a type definition.',
        issues: [19363],
      },
    ],
  },
  {
    version: '9.0.0',
    date: '2021-11-10',
    bundled: { electron: '15.2.0', node: '16.5.0' },
    breaking: [
      {
        text: '`nodeVersion` defaults to `system`, and `system` now means the Node.js that launched Cypress (the bundled one when Cypress was not started from a terminal), so `pluginsFile` code may run on another Node.js version than before.',
        issues: [18684],
      },
      {
        text: 'Cypress no longer supports 32-bit Windows.',
        issues: [17962],
      },
      {
        text: '`Cypress.config()` throws when it gets an invalid value, where it used to ignore it.',
        prs: [18589],
      },
      {
        text: '`cy.contains()` no longer yields `<body>` when the matching text sits in a `<script>` or `<style>` element.',
        issues: [14861],
      },
      {
        text: '`Cypress.Commands.add()` throws when given the name of a built-in command; change a built-in command with `Cypress.Commands.overwrite()`.',
        issues: [18572],
      },
      {
        text: 'Custom command implementations are typed from the custom chainables you declare.',
        prs: [17496],
      },
      {
        text: 'The bundled Node.js moved from `14.17.0` to `16.5.0`, which can change how `pluginsFile` code behaves on the bundled version.',
        prs: [18317],
      },
      {
        text: 'A fixture used as a `cy.intercept()` static response is read as `utf8` by default, no longer as a Buffer, the same as in `cy.readFile()` and `cy.fixture()`.',
        issues: [18534],
      },
    ],
    deprecations: [
      {
        text: 'The `nodeVersion` option is deprecated and will be removed.',
      },
    ],
    features: [
      {
        text: 'With `null` as the encoding, `cy.readFile()` and `cy.fixture()` read the file as a Buffer and `cy.writeFile()` writes a Buffer as it is; without an encoding, `utf8` remains the default.',
        issues: [18534],
      },
    ],
    fixes: [
      {
        text: 'Action commands scroll correctly to sticky elements inside a fixed container.',
        issues: [4233],
      },
      {
        text: 'After `cy.visit()`, `document.referrer` in the application holds the right value.',
        issues: [4295],
      },
    ],
    dependencies: [
      {
        text: 'The Chrome version that `cypress run` and the Electron browser of `cypress open` use moved from `91` to `94`.',
        prs: [18317],
      },
      {
        text: 'The bundled Node.js moved from `14.17.0` to `16.5.0`.',
        prs: [18317],
      },
      {
        text: 'Electron moved from `14.1.0` to `15.2.0`.',
        prs: [18317],
      },
    ],
  },
  {
    version: '8.7.0',
    date: '2021-10-25',
    features: [
      {
        text: "The new `slowTestThreshold` option sets when a test counts as slow in `cypress run`, where the default `spec` reporter prints it in orange; set it in the configuration file or per test. The threshold went from Mocha's 75 ms to 10000 ms for end-to-end tests and 250 ms for component tests, and the `spec` reporter prints the duration of every test.",
        prs: [18496],
      },
      {
        text: '`Cypress.Screenshot.defaults()` accepts `overwrite: true`, so every `cy.screenshot()` replaces existing files without its own `overwrite` option.',
        issues: [7955],
      },
    ],
    fixes: [
      {
        text: '`Cypress.SelectorPlayground.defaults()` throws when `selectorPriority` holds a value other than `data-*`, `id`, `class`, `tag`, `attribute` or `nth-child`.',
        issues: [7745],
      },
    ],
  },
  {
    version: '8.6.0',
    date: '2021-10-11',
    bundled: { electron: '14.1.0', chromium: '93.0.4577.58' },
    features: [
      {
        text: '`cy.screenshot()` accepts `overwrite: true`, which replaces an existing screenshot with the same file name.',
        issues: [7955],
      },
      {
        text: '`cy.select([])` clears every selected option of a multiple select.',
        issues: [4318],
      },
      {
        text: '`cy.pause()` pauses the test when you run `cypress run --headed --no-exit`.',
        issues: [4044],
      },
    ],
    fixes: [
      {
        text: 'Clicking some XHRs in the Command Log prints their response bodies to the console again, fixing a regression from 8.2.0.',
        issues: [17656],
      },
      {
        text: 'Videos captured in Chrome versions before 89 are smooth again, without skipped frames, fixing a regression from 8.3.0.',
        issues: [18021],
      },
      {
        text: 'Some custom error types thrown in a test show the right error.',
        issues: [18259],
      },
      {
        text: 'An object passed as `--spec` on the command line gives an error instead of crashing the app.',
        issues: [3957],
      },
      {
        text: 'Logging a plain object no longer fails with "Cannot convert object to primitive value".',
        issues: [18143],
      },
    ],
    dependencies: [
      {
        text: 'The Chromium that `cypress run` and the Electron browser of `cypress open` use moved from `91.0.4472.164` to `93.0.4577.58`.',
      },
      {
        text: 'Electron moved from `13.2.0` to `14.1.0`.',
        issues: [18318, 18384],
      },
    ],
  },
  {
    version: '8.5.0',
    date: '2021-09-27',
    features: [
      {
        text: '`.select()` can pick an option by its index.',
        issues: [757],
      },
      {
        text: 'On Drone CI, Cypress records the URL of the repository.',
        issues: [18210],
      },
    ],
    fixes: [
      {
        text: 'Downloading Cypress honors the `NO_PROXY` environment variable.',
        issues: [17702],
      },
      {
        text: 'Setting up a project to record to the Dashboard writes the `projectId` into your custom configuration file, not into `cypress.json`.',
        issues: [5747],
      },
    ],
    misc: [
      {
        text: '32-bit Windows is deprecated, and Cypress warns when it runs there; support is to be removed later.',
        issues: [17962, 18094],
      },
    ],
  },
  {
    version: '8.4.0',
    date: '2021-09-13',
    features: [
      {
        text: '`cy.url()` takes a `decode` option that decodes a URL containing non-ASCII characters.',
        issues: [17399],
      },
    ],
    fixes: [
      {
        text: '`.check()` and `.uncheck()` give a clearer error when no element has a matching `value`.',
        issues: [7379],
      },
      {
        text: 'After some navigations to another domain, hooks no longer run again for unrelated tests.',
        issues: [17705],
      },
    ],
  },
  {
    version: '8.2.0',
    date: '2021-08-04',
    features: [
      {
        text: 'The experimental `cy.session()` command caches and restores cookies, `localStorage` and `sessionStorage` to shorten test setup; turn it on with `experimentalSessionSupport: true`.',
      },
      {
        text: 'Request logging changed: `fetch` requests always show in the Command Log, duplicate logs of XHR, fetch and `cy.intercept()` are merged, a filled or empty circle tells whether a request reached the server or was stubbed, logs say whether `cy.intercept()` changed the request or response and which rules matched, and pending request logs end between tests.',
        issues: [14843, 14655],
      },
      {
        text: '`Cypress.currentTest` gives the `title` and `titlePath` of the running test.',
        issues: [2972],
      },
    ],
    fixes: [
      {
        text: 'Clearing cookies in Firefox no longer throws a "removing cookie failed" error.',
        issues: [6375],
      },
      {
        text: 'The last test of a suite with a `before` hook runs.',
        issues: [9026],
      },
      {
        text: 'Cypress starts again when the current user has no `/etc/passwd` entry, as in some Docker and GitHub Actions setups, fixing a regression from 8.0.0.',
        issues: [17415],
      },
      {
        text: '`cy.wait()` throws when its second argument is a function.',
        issues: [17436],
      },
    ],
  },
  {
    version: '8.1.0',
    date: '2021-07-29',
    performance: [
      {
        text: 'Tests that run many commands run faster in the Test Runner.',
        issues: [6783],
      },
    ],
    features: [
      {
        text: 'With `experimentalStudio` on, Cypress Studio adds assertions when you right-click an element.',
        prs: [16295],
      },
      {
        text: 'The spec search of the end-to-end Test Runner skips characters that are not letters, so you need not type them.',
        issues: [17346],
      },
    ],
    fixes: [
      {
        text: "The default webpack preprocessor supports Yarn 2 Plug'n'Play.",
        issues: [8008, 16111],
      },
    ],
  },
  {
    version: '8.0.0',
    date: '2021-07-19',
    summary:
      'Runs look the same in every browser: `cypress run` starts all of them headless, at 1280x720, with a device pixel ratio of 1 by default.',
    breaking: [
      {
        text: '`cypress run` launches every browser headless by default; before 8.0, some opened headed.',
        issues: [16832],
      },
      {
        text: 'Headless browsers get a 1280x720 screen by default again, as before 7.0.',
        issues: [16853],
      },
      {
        text: 'Headless Chrome in `cypress run` uses a device pixel ratio of 1 by default, like the other browsers; the browser launch API can change it.',
        issues: [17375],
      },
      {
        text: 'Cypress checks browser versions: it fails in `cypress run` and refuses to open an unsupported browser in `cypress open`. Chrome 64, Firefox 86 and Edge 79 and their later versions are supported.',
        prs: [17355],
      },
      {
        text: 'Values returned from a chained function are typed `any` rather than, wrongly, `jQuery`.',
        issues: [16669],
      },
      {
        text: 'The `Cypress.ConfigOptions`, `Cypress.ResolvedConfigOptions` and `Cypress.RuntimeConfigOption` types changed so that `ConfigOptions` matches the JSON schema of the configuration.',
        prs: [17251],
      },
    ],
    features: [
      {
        text: 'The `clientCertificates` option sets certificate authority and client certificates for your tests, per URL.',
      },
      {
        text: 'With the `ELECTRON_RUN_AS_NODE` environment variable set, Cypress starts as a plain Node.js process rather than an Electron one.',
        issues: [16505],
      },
    ],
    fixes: [
      {
        text: '`console.log` and `console.error` calls in the plugins file end up in the output sent to the Dashboard.',
        issues: [7434],
      },
      {
        text: 'In `cy.intercept()`, the `times` option works with `req.continue()`, `localhost` is a valid `hostname` in a `RouteMatcher`, and `delay` works with status code 204.',
        issues: [16821, 17015, 15188],
      },
      {
        text: '`.invoke()` keeps the right `this` when calling methods of nested objects.',
        issues: [3871],
      },
    ],
  },
  {
    version: '7.6.0',
    date: '2021-06-23',
    features: [
      {
        text: 'Set the delay between characters typed by `.type()` with `Cypress.Keyboard.defaults()` or in test configuration.',
        issues: [566],
      },
      {
        text: 'Opening a new project with `cypress open` got easier: the scaffolded examples test the TodoMVC app and can be deleted from the Test Runner at once, a button creates a spec when there is none, and a banner links new users to help.',
        prs: [15826],
      },
      {
        text: 'The `req` object of `cy.intercept()` request handlers has `req.query`, which reads and writes the query parameters of the request URL.',
        issues: [16327],
      },
      {
        text: '`cy.intercept()` accepts an `ArrayBuffer` as a request or response body.',
        issues: [16722],
      },
    ],
    fixes: [
      {
        text: 'Cypress no longer hangs now and then with webpack 5.',
        issues: [15447],
      },
      {
        text: 'For component testing with the `dev-server:start` event, the plugins function no longer has to return the config.',
        issues: [16860],
      },
      {
        text: '`cy.intercept()` sets a response body with multi-byte characters as a string, not an `ArrayBuffer`.',
        issues: [16292],
      },
      {
        text: '`cy.intercept()` no longer corrupts some binary responses.',
        issues: [16722],
      },
      {
        text: 'On Windows, the executable is code signed by "Cypress.io, Inc.", so it starts where policy requires signed code instead of failing with `spawn UNKNOWN`.',
        issues: [2543],
      },
      {
        text: 'An `EPERM` error while reading the project folder gives a warning, no longer an error.',
        issues: [16933],
      },
      {
        text: 'The types let `CyHttpMessages.BaseMessage.headers` values be arrays of strings.',
        issues: [16734],
      },
    ],
  },
  {
    version: '7.3.0',
    date: '2021-05-10',
    features: [
      {
        text: "The Module API runs component tests when you pass `testingType: 'component'`; `testingType` defaults to `e2e`.",
        issues: [16302],
      },
      {
        text: 'A `times` option in the `RouteMatcher` of `cy.intercept()` limits how many times the intercept applies.',
        issues: [4460, 8531],
      },
      {
        text: '`cy.intercept(url, routeMatcher, handler)` accepts a regular expression as `url`, where only a string worked before.',
        issues: [16390],
      },
      {
        text: 'Runs recorded to the Dashboard from LayerCI pick up its environment variables.',
        issues: [16101],
      },
      {
        text: '`DEBUG=cypress:server:record:ci-info` prints, as debug logs, the commit and CI provider details sent to the Dashboard.',
        issues: [16236],
      },
      {
        text: 'With `CYPRESS_DOWNLOAD_USE_CA` set, downloading the binary uses the certificate authority from your npm config.',
        issues: [8825],
      },
    ],
    fixes: [
      {
        text: 'Setting `location.href` to a relative path inside an XHR event handler no longer sends the application window to `/__/`.',
        issues: [3975, 7439],
      },
      {
        text: 'A form or link whose target is `_top` or `_parent` no longer navigates the parent frame.',
        issues: [1244],
      },
      {
        text: 'Cypress no longer crashes with `RangeError: Maximum call stack size exceeded at _deconstructPacket`, most often seen when handling network errors of `cy.request()`, fixing a regression from 6.5.0.',
        issues: [15101],
      },
      {
        text: 'Testing a binary file upload no longer crashes the Test Runner with an `ERR_INVALID_ARG_TYPE` error, fixing a regression from 7.0.0.',
        issues: [15898, 16223],
      },
      {
        text: '`cy.intercept()` adds `access-control-expose-headers: *` to CORS responses unless you set that header.',
        issues: [15050],
      },
      {
        text: '`Cypress.Cookies.debug(true)` prints cookie messages to the console.',
        issues: [15032],
      },
      {
        text: '`cy.log()` shows all of its arguments, not only the first two.',
        issues: [16068],
      },
      {
        text: '`.select()` selects options whose values contain `&nbsp;`.',
        issues: [16045],
      },
      {
        text: 'With `--quiet`, Cypress no longer prints the upload output.',
        issues: [16268],
      },
    ],
    dependencies: [
      {
        text: 'Lodash, available as `Cypress._`, moved from `4.17.19` to `4.17.21`.',
        issues: [16406],
      },
    ],
  },
  {
    version: '7.1.0',
    date: '2021-04-12',
    features: [
      {
        text: 'With `experimentalInteractiveRunEvents` on, the `before:run`, `after:run`, `before:spec` and `after:spec` events also fire in interactive mode.',
        prs: [15787],
      },
    ],
    fixes: [
      {
        text: 'The Component Test Runner applies the viewport settings of `cypress.json`.',
        issues: [15899],
      },
      {
        text: 'The Component Test Runner runs specs on Windows.',
        issues: [15842],
      },
      {
        text: 'Requests whose response is stubbed with `cy.intercept(routeMatcher, staticResponse)` no longer reach the destination server, fixing a regression introduced in 7.0.0.',
        issues: [15841],
      },
    ],
  },
  {
    version: '7.0.0',
    date: '2021-04-05',
    bundled: { electron: '12.0.0', node: '14.16.0' },
    summary:
      "The Component Test Runner arrives, in alpha: component tests run in a real browser, in a runner of their own, and you debug them with the browser's developer tools.",
    breaking: [
      {
        text: '`cy.intercept()` changed: handlers match from the most recently defined one, so a later call overrides an earlier one; more JSON MIME types, such as `application/vnd.api+json`, are parsed; falsy static response bodies other than `undefined` are sent as JSON; `matchUrlAgainstPath` and substring URL matching are gone, so a URL matches only when equal or by minimatch; `res.delay()` and `res.throttle()` became `res.setDelay()` and `res.setThrottle()`; and the `cy.route2()` alias was removed.',
        issues: [9302, 14763, 15234, 14205, 15700],
        prs: [14709],
      },
      {
        text: 'Component tests moved to a runner of their own with different bundling: run them with `cypress open-ct` or `cypress run-ct` rather than `cypress open` or `cypress run`, remove `experimentalComponentTesting` from the configuration file (it now throws), and register a `dev-server:start` event instead of using `file:preprocessor`.',
        prs: [14479, 15701],
      },
      {
        text: 'Cypress catches uncaught errors and fails the test even when the application defines `window.onerror`.',
        prs: [8802],
      },
      {
        text: 'An unhandled promise rejection in the application fails the test; it fires `uncaught:exception` with the promise as the third argument.',
        issues: [243],
      },
      {
        text: 'Cypress throws when the application redirects more than 20 times; the new `redirectionLimit` option sets that limit.',
        issues: [14445],
      },
      {
        text: 'The default preprocessor targets a newer ECMAScript version.',
        prs: [15274],
      },
      {
        text: 'The Electron browser turns on `contextIsolation` by default; change it in `before:browser:launch` if you must.',
        prs: [15493],
      },
      {
        text: '`Cypress.moment()` was removed; move to another date library.',
        issues: [8714],
      },
      {
        text: 'The bundled Node.js moved from `12.18.3` to `14.16.0`, which can change how `pluginsFile` code behaves on the bundled version.',
        prs: [15292],
      },
      {
        text: 'Installing Cypress requires Node.js 12 or later.',
        issues: [9545],
      },
      {
        text: 'Headless browsers get a 1920x1080 window by default, for high-definition videos and screenshots.',
        issues: [15752, 15730, 15481],
      },
    ],
    features: [
      {
        text: 'The Command Log shows an entry for an uncaught exception or an unhandled rejection.',
        issues: [8236],
      },
      {
        text: '`cy.intercept()` gained the `before:response`, `response` and `after:response` events on `req`; response handlers called in reverse order until one calls `res.send()`; a `middleware` option in the `RouteMatcher` that runs a handler before the others; `req.continue(cb)`, which sends the request on and handles its response in `cb`; and the overload `cy.intercept(url, routeMatcher, handler)`.',
        prs: [14543],
      },
      {
        text: '`cy.visit()` loads pages served as `application/xhtml*`.',
        issues: [15738],
      },
      {
        text: 'Configuration values can differ per testing type, for `component` and `e2e` tests.',
        prs: [15526],
      },
      {
        text: 'The shortcut Ctrl+F or Cmd+F, depending on your operating system, searches spec files in the Test Runner.',
        issues: [6229],
      },
      {
        text: 'You can create a spec file from the Test Runner of the desktop app.',
        issues: [15335],
      },
      {
        text: '`cy.tick()` accepts a `log` option.',
        issues: [15180],
      },
      {
        text: 'The proxy adds a `keep-alive` header to every response it sends.',
        prs: [15292],
      },
      {
        text: 'Cypress no longer forces particular `NODE_OPTIONS`.',
        prs: [15292],
      },
    ],
    fixes: [
      {
        text: 'The `response.body` of `cy.intercept()` is right after stubbing with `res.send({ fixture })` in a `req.continue` callback or in a `before:response` or `response` handler.',
        prs: [14543],
      },
      {
        text: '`cy.wait()` yields a response object for every alias that matches a route, not only for the first.',
        issues: [14522],
      },
      {
        text: '`.click({ multiple: true })` no longer fails with "coordsHistory must be at least 2 sets of coords".',
        issues: [3738],
      },
      {
        text: 'Visibility checks handle elements with `position: sticky`.',
        issues: [14938],
      },
    ],
    dependencies: [
      {
        text: 'The Chrome version that `cypress run` and the Electron browser of `cypress open` use moved from `87` to `89`.',
        prs: [15292],
      },
      {
        text: 'The bundled Node.js moved from `12.18.3` to `14.16.0`.',
        prs: [15292],
      },
      {
        text: 'Electron moved from `11.3.0` to `12.0.0`.',
        prs: [15292],
      },
    ],
  },
  {
    version: '6.7.0',
    date: '2021-03-15',
    bundled: { electron: '11.3.0' },
    features: [
      {
        text: 'The plugins file can listen to `before:run`, `after:run`, `before:spec` and `after:spec` without `experimentalRunEvents`, which was removed.',
        prs: [15276],
      },
      {
        text: 'Canceling a run from the Dashboard stops every recorded run early, where only parallel runs stopped before.',
        issues: [1691],
      },
      {
        text: 'Test configuration is sent to the Dashboard with recorded results.',
        issues: [15487],
      },
      {
        text: 'Cypress sends the details of the tests to the Dashboard when a recorded run starts, so test code and other data are there from the beginning.',
        issues: [14925],
      },
      {
        text: 'Errors thrown in the preprocessor show their full stack trace.',
        prs: [15198],
      },
      {
        text: 'In the Module API, configuration values changed at run time before the tests start show as resolved from the spec code, where the change came from.',
        issues: [15486],
      },
    ],
    fixes: [
      {
        text: '`cy.wait()` no longer reports a timeout when the application aborts an XHR.',
        issues: [9549],
      },
      {
        text: "`.clear()` and `.type('{selectall}{del}')` behave the same on elements that contain text inputs.",
        issues: [8447],
      },
      {
        text: 'Length assertions on DOM elements show the message you gave them.',
        issues: [14484],
      },
      {
        text: 'Cypress no longer scrolls on `mousedown`.',
        issues: [8279],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `11.2.3` to `11.3.0`.',
        issues: [15201],
      },
    ],
  },
  {
    version: '6.4.0',
    date: '2021-02-01',
    bundled: { electron: '11.2.1' },
    deprecations: [
      {
        text: 'The `delayMs` option of `cy.intercept()` is renamed `delay`; `delayMs` still works but is deprecated and will be removed.',
        issues: [14822],
      },
    ],
    features: [
      {
        text: 'The Command Log shows an entry when a file is downloaded.',
        issues: [14749],
      },
    ],
    fixes: [
      {
        text: 'A `browserslist` in the project root no longer breaks webpack compilation.',
        issues: [8864],
      },
      {
        text: 'Aliases that `req.alias` sets in `cy.intercept()` may contain a period.',
        issues: [14444],
      },
      {
        text: 'Delays set with `cy.intercept()` take effect.',
        issues: [14446, 14511],
      },
    ],
    dependencies: [
      {
        text: 'Electron was upgraded to `11.2.1`.',
        issues: [14764],
      },
    ],
  },
  {
    version: '6.3.0',
    date: '2021-01-19',
    bundled: { electron: '11.2.0' },
    features: [
      {
        text: 'Cypress Studio, an experiment turned on with `experimentalStudio`, writes tests for you by recording what you do in the application inside the Test Runner.',
        issues: [73],
      },
      {
        text: 'Tests can download files without a download prompt. Downloads go to `downloadsFolder`, `cypress/downloads` by default, which is emptied before each run unless `trashAssetsBeforeRuns` is `false`.',
        issues: [949],
      },
    ],
    fixes: [
      {
        text: 'Setting `waitForAnimations` to `false` no longer changes whether actions fire on inner elements.',
        issues: [14370],
      },
      {
        text: 'String `CYPRESS_` environment variables containing commas stay one value, fixing a regression from 5.0.0.',
        issues: [8818],
      },
      {
        text: 'Asserting `have.value` on an undefined subject no longer throws an unexpected error, fixing a regression from 4.9.0.',
        issues: [14359],
      },
      {
        text: 'When an `afterEach` hook fails, retried tests no longer take extra screenshots.',
        issues: [9209],
      },
      {
        text: 'An empty `--key` followed by other flags no longer crashes Cypress.',
        issues: [14593],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `11.0.3` to `11.2.0`.',
        issues: [14567],
      },
    ],
  },
  {
    version: '6.2.0',
    date: '2020-12-21',
    bundled: { electron: '11.0.3' },
    features: [
      {
        text: 'With `experimentalRunEvents` on, the plugins file can listen to the `before:run`, `after:run`, `before:spec` and `after:spec` events.',
        prs: [9646, 14178, 14238, 14263],
      },
      {
        text: 'The `Timed out retrying` error says how long Cypress kept retrying.',
        issues: [5781],
      },
      {
        text: 'The `RouteMatcher` of `cy.intercept()` has a `matchUrlAgainstPath` property; when it is `true`, `url` is matched against the path of the request.',
        issues: [14241],
      },
    ],
    fixes: [
      {
        text: 'A string or RegExp URL passed to `cy.intercept()` turns on `matchUrlAgainstPath`, so it is tried against the path when it does not match the full URL.',
        issues: [9379, 14256],
      },
      {
        text: '`cy.get()` on a `cy.intercept()` alias no longer always yields `null`.',
        issues: [9306],
      },
      {
        text: '`cy.intercept()` answers CORS preflight (`OPTIONS`) requests that match its routes.',
        issues: [9599],
      },
      {
        text: '`cy.wait()` can wait on response errors made with `forceNetworkError`.',
        issues: [9062],
      },
      {
        text: 'Calling `cy.log()` inside `.then()` no longer changes the subject of the chain.',
        issues: [8084],
      },
      {
        text: 'Overwriting `.then()` with `Cypress.Commands.overwrite()` keeps the right `this` and sets aliases.',
        issues: [5101],
      },
      {
        text: 'Waiting on the alias of an overwritten `cy.route()` or `cy.intercept()` works.',
        issues: [3890, 9580],
      },
      {
        text: 'Specs are found when the fixtures folder is the same as the integration folder.',
        issues: [14226],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `11.0.2` to `11.0.3`.',
        issues: [9409],
      },
    ],
  },
  {
    version: '6.1.0',
    date: '2020-12-07',
    deprecations: [
      {
        text: '`Cypress.moment` is deprecated and will be replaced; move to another date library.',
        issues: [8714],
      },
    ],
    features: [
      {
        text: 'The `scrollBehavior` option decides where action commands scroll an element to: `top` (the default), `bottom`, `center`, `nearest`, or `false` for no scrolling. Set it in the configuration, in test configuration, or in the `options` of an action command.',
        issues: [871, 4356],
      },
      {
        text: 'The Tests tab of the Test Runner lists folders before files, as most editors do.',
        issues: [7334],
      },
    ],
    fixes: [
      {
        text: 'Responses stubbed by `cy.intercept()` set permissive `Access-Control-Allow-Origin` and `Access-Control-Allow-Credentials` headers unless you set them yourself.',
        issues: [9264],
      },
      {
        text: 'A race in `cy.intercept()` no longer throws `Cannot read property "fireChangeEvent" of undefined`.',
        issues: [9170],
      },
      {
        text: '`cy.intercept()` can wait on responses that have no body, such as 304 and 204.',
        issues: [8934, 8999],
      },
      {
        text: '`cy.intercept()` can wait on HTTP redirects without a dynamic handler.',
        prs: [9097],
      },
      {
        text: 'An error in a `before()` hook no longer makes the tests hang in some cases.',
        issues: [9162],
      },
      {
        text: 'A `/` is no longer stripped from a URL given with query parameters.',
        issues: [9360],
      },
      {
        text: '`Cypress.dom.isVisible` handles elements with `position: fixed` correctly again.',
        issues: [8998, 9031],
      },
    ],
  },
  {
    version: '6.0.0',
    date: '2020-11-23',
    bundled: { electron: '11.0.2', node: '12.18.3' },
    summary:
      '`cy.intercept()`, formerly the experimental `cy.route2()`, stubs, changes and waits on any HTTP request of the application at the network layer, and takes over from `cy.server()` and `cy.route()`.',
    breaking: [
      {
        text: 'Every assertion on an element that is not in the DOM fails, except `not.exist`: negative ones such as `not.visible`, `not.contains` and `not.have.class` included.',
        issues: [205],
      },
      {
        text: 'An element with `opacity: 0`, on itself or an ancestor, is no longer visible, as browsers see it; action commands can still act on it.',
        issues: [4474],
      },
      {
        text: 'The type yielded by `cy.wait()` on an alias changed to support `cy.intercept()`.',
        issues: [9266],
      },
      {
        text: 'The `experimentalNetworkStubbing` option was removed; its behavior is the default.',
        issues: [9185],
      },
      {
        text: '`.type()` and `.click()` on elements inside a `contenteditable` element fire their events on those inner elements.',
        issues: [9066],
      },
      {
        text: 'The deprecation errors of APIs removed before 4.0.0 are gone; nothing changes when you upgrade from 4.0 or later.',
        issues: [8946],
      },
      {
        text: 'HTTP status codes and reason phrases follow `http.STATUS_CODES` of Node.js.',
        issues: [8969],
      },
      {
        text: '`cy.intercept()` parses JSON request and response bodies for you, so your `JSON.parse` calls can go.',
        issues: [9280],
      },
    ],
    deprecations: [
      {
        text: '`cy.server()` and `cy.route()` are deprecated in favor of `cy.intercept()` and will be removed.',
        prs: [9185],
      },
      {
        text: '`experimentalFetchPolyfill` is deprecated; intercept Fetch API requests with `cy.intercept()`.',
      },
      {
        text: '`cy.route2()` is renamed `cy.intercept()`.',
        issues: [9182],
      },
    ],
    features: [
      {
        text: 'The new `cy.intercept()` command controls HTTP requests at the network layer.',
        issues: [9182],
      },
      {
        text: 'Chrome gets `--disable-dev-shm-usage` by default, which puts shared memory files in `/tmp` rather than `/dev/shm`; you can drop that flag from your plugins file.',
        issues: [5336],
      },
      {
        text: 'Invalid configuration keys passed on the command line print a warning.',
        issues: [428],
      },
      {
        text: '`cypress version` also prints the Electron and bundled Node.js versions.',
        issues: [9180],
      },
      {
        text: '`cypress version --component` prints the version of one part of Cypress, such as Electron or Node.js.',
        issues: [9214],
      },
    ],
    fixes: [
      {
        text: '`.type()` types the whole string when focus moves away from the element, fixing a regression introduced in 3.5.0.',
        issues: [9254],
      },
      {
        text: '`.type()` and `.click()` work on elements inside a `contenteditable` element.',
        issues: [2717, 7721],
      },
    ],
    dependencies: [
      {
        text: 'The Chrome version that `cypress run` and the Electron browser of `cypress open` use moved from `85` to `87`.',
        prs: [9222],
      },
      {
        text: 'The bundled Node.js moved from `12.16.3` to `12.18.3`.',
        prs: [9222],
      },
      {
        text: 'Electron moved from `10.1.5` to `11.0.2`.',
        prs: [9222],
      },
    ],
  },
  {
    version: '5.6.0',
    date: '2020-11-09',
    features: [
      {
        text: 'Aliases can be added on the fly to requests intercepted with `cy.route2()`.',
        issues: [387],
      },
      {
        text: 'Buttons on the Tests tab run all integration specs, all component specs, or a filtered list of specs.',
        issues: [8203],
      },
      {
        text: '`.type()` accepts key combinations such as `{ctrl+z}`.',
        issues: [5694],
      },
      {
        text: 'When a new version of Cypress is out, a dialog shows its release notes.',
        issues: [9006],
      },
      {
        text: 'The Settings and Runs tabs have copy buttons for the project ID configuration and the record key.',
        issues: [9002],
      },
    ],
    fixes: [
      {
        text: '`cy.visit()` accepts pages whose `content-type` carries parameters, such as `text/html;charset=utf-8`.',
        issues: [8506],
      },
      {
        text: "`cy.route2()` no longer throws `Cannot access 'continueSent' before initialization`.",
        issues: [8926],
      },
      {
        text: 'You can wait on the request body of a `cy.route2()` route stubbed with a static response.',
        issues: [9059],
      },
      {
        text: '`fixture:` responses of `cy.route()` whose JSON holds only a number or a boolean no longer throw.',
        issues: [4899],
      },
      {
        text: 'Subresource integrity checks of external scripts no longer fail.',
        issues: [8983, 9049, 8992],
      },
    ],
  },
  {
    version: '5.5.0',
    date: '2020-10-26',
    bundled: { electron: '10.1.5' },
    features: [
      {
        text: '`cy.viewport()` has a `macbook-16` preset.',
        issues: [8889],
      },
      {
        text: '`.type()` fires `beforeinput` events; Firefox does not support that event.',
        issues: [7088],
      },
    ],
    fixes: [
      {
        text: "The proxy handles HTTPS traffic to origins other than the application's, so `cy.route2()` intercepts those requests.",
        prs: [8827],
      },
      {
        text: '`cy.route2()` accepts a method as its first argument.',
        issues: [8729],
      },
      {
        text: 'Header names given to `cy.route2()` match the headers of incoming requests without regard to case.',
        issues: [8921],
      },
      {
        text: 'Fixtures that `cy.route2()` serves for binary resources such as images have the right MIME type and content.',
        issues: [8623],
      },
      {
        text: 'With `experimentalNetworkStubbing` on, `cy.visit()` to a URL that redirects with `Transfer-Encoding: chunked` no longer fails with "Parse Error".',
        issues: [8497],
      },
      {
        text: 'The results of `cypress.run()` in the Module API have a `status` property, `failed` or `finished`, as the CLI types say.',
        issues: [8798],
      },
      {
        text: 'A `--ci-build-id` value containing the letter `e` is read as a string.',
        issues: [8874],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `10.1.3` to `10.1.5`, which fixes the Chrome security issue CVE-2020-15999.',
        issues: [8927, 8975, 8922],
      },
    ],
  },
  {
    version: '5.4.0',
    date: '2020-10-14',
    bundled: { electron: '10.1.3', node: '12.16.3' },
    features: [
      {
        text: '`cypress cache prune` deletes every cached version of Cypress except the installed one.',
        issues: [5972],
      },
      {
        text: '`cypress cache list --size` prints the size of each cache folder.',
        issues: [6404],
      },
      {
        text: 'Recorded videos have a chapter per test, so a player that supports chapters jumps straight to a test.',
        issues: [3626],
      },
      {
        text: 'On Windows, you can add the browser type after the path given to `--browser`, as in `--browser C:/User/App/browser.exe:chrome`, to help Cypress detect it.',
        issues: [6389],
      },
      {
        text: '`cy.viewport()` has `iphone-7`, `iphone-8` and `iphone-se2` presets.',
        issues: [8624],
      },
      {
        text: 'The update dialog has buttons that copy the upgrade commands.',
        prs: [8751],
      },
      {
        text: 'Setting `CYPRESS_NO_COMMAND_LOG=1` hides the Command Log in `cypress open` and `cypress run`, to help track down performance problems.',
        issues: [8689],
      },
    ],
    fixes: [
      {
        text: '`chromeWebSecurity` takes effect in Electron again, fixing a regression from 5.0.0.',
        issues: [8399],
      },
      {
        text: 'An error thrown in a `test:after:run` listener is reported instead of hanging the tests.',
        issues: [2271, 8701],
      },
      {
        text: 'When `cy.get()` runs inside `.within()` and a command is chained after `.within()`, the scope no longer stays changed.',
        issues: [2106, 4672, 4757, 5183],
      },
      {
        text: 'Dual commands such as `cy.contains()` query as expected after `.each()`.',
        issues: [4921],
      },
      {
        text: 'A `baseUrl` with parameters no longer gets a `/` added to the URL.',
        issues: [2101],
      },
      {
        text: 'Handler timeouts of `cy.route2()` no longer leak into other tests.',
        issues: [8727],
      },
      {
        text: '`request.body` is available from `cy.wait()` on an aliased `cy.route2()` route that was not intercepted.',
        issues: [8695],
      },
    ],
    dependencies: [
      {
        text: 'The Chrome version that `cypress run` and the Electron browser of `cypress open` use moved from `83` to `85`.',
        prs: [8406],
      },
      {
        text: 'The bundled Node.js moved from `12.14.1` to `12.16.3`.',
        prs: [8406],
      },
      {
        text: 'Electron moved from `9.2.1` to `10.1.3`.',
        prs: [8406],
      },
    ],
  },
  {
    version: '5.2.0',
    date: '2020-09-15',
    performance: [
      {
        text: 'A CPU bottleneck during runs is gone.',
        issues: [8012, 8297],
      },
    ],
    features: [
      {
        text: 'The `includeShadowDom` option turns on shadow DOM querying for the whole project, a suite, a test, or from code.',
        issues: [8442],
      },
      {
        text: '`cy.route2()` has a `followRedirect` option, so redirects are followed before the response is intercepted.',
        issues: [7967],
      },
      {
        text: 'Static responses stubbed with `cy.route2()` accept `delayMs` and `throttleKbps`.',
        issues: [7661],
      },
      {
        text: 'Installing a pre-release of Cypress no longer needs an extra environment variable.',
        issues: [8482],
      },
    ],
    fixes: [
      {
        text: 'TypeScript path aliases work in the plugins file.',
        issues: [8555],
      },
      {
        text: '`cy.contains()` yields the right element inside a shadow root.',
        issues: [8494],
      },
      {
        text: 'Querying the shadow DOM inside `.within()` no longer throws `root.getRootNode is not a function`.',
        issues: [8478],
      },
      {
        text: '`{moveToStart}` and `{moveToEnd}` in `.type()` move the cursor to the start or end of the whole `contenteditable` element, not of the current line.',
        issues: [8465],
      },
      {
        text: 'Typing into a number input that was focused by hand appends the digits instead of prepending them.',
        issues: [7170],
      },
      {
        text: '`.type()` fires `KeyboardEvent` events, not plain `Event` ones.',
        issues: [6125, 5650],
      },
      {
        text: 'Assertions on `cy.getCookie()` no longer run twice.',
        issues: [6672],
      },
      {
        text: 'Cypress no longer hangs on a test retry in run mode with some assertions.',
        issues: [8363],
      },
    ],
    misc: [
      {
        text: 'The `experimentalShadowDomSupport` option was removed: testing the shadow DOM needs no flag.',
      },
      {
        text: 'The error for a `.shadow()` subject that is not a shadow host is clearer.',
        issues: [8530],
      },
    ],
  },
  {
    version: '5.1.0',
    date: '2020-09-01',
    bundled: { electron: '9.2.1' },
    features: [
      {
        text: 'Experimental network stubbing: with `experimentalNetworkStubbing` on, `cy.route2()` intercepts, changes and waits on any HTTP request of the application, XHR, `fetch`, beacons and subresources such as iframes and scripts included, changing requests before they reach the server and responses before they reach the browser.',
        issues: [4176],
      },
      {
        text: '`.trigger()` takes an `eventConstructor` option naming the constructor of the event it creates.',
        issues: [5650],
      },
    ],
    fixes: [
      {
        text: 'For TypeScript projects, Cypress looks for `tsconfig.json` starting from the plugins folder.',
        issues: [8359],
      },
      {
        text: 'Hooks nested inside other hooks no longer stop a test from finishing.',
        issues: [8350],
      },
      {
        text: "Tests no longer fail with a \"Can't resolve 'async_hooks'\" error.",
        issues: [8375],
      },
      {
        text: 'The return values of the blob utilities are no longer taken for promises.',
        issues: [8365],
      },
      {
        text: '`.mjs` files load.',
        issues: [8361],
      },
      {
        text: '`.should()` given only chainers, without an assertion, throws an error.',
        issues: [883],
      },
      {
        text: '`.trigger()` sets the `view` property of the event where it applies.',
        issues: [3686],
      },
      {
        text: 'Cypress detects newer 64-bit installations of Chrome on Windows.',
        issues: [8425],
      },
      {
        text: 'Cypress detects Firefox installed for one user on Windows.',
        issues: [8432],
      },
    ],
    dependencies: [
      {
        text: 'Electron was updated to `9.2.1`.',
        issues: [8436],
      },
    ],
  },
  {
    version: '5.0.0',
    date: '2020-08-19',
    bundled: { electron: '9.2.0', node: '12.14.1' },
    summary:
      'Test retries are built in: a failed test can be tried again automatically before it is marked as failed, the way a failed assertion is retried.',
    breaking: [
      {
        text: 'The `cypress-plugin-retries` plugin is deprecated now that test retries are built into Cypress.',
        issues: [1313],
      },
      {
        text: 'The `whitelist` option of `Cypress.Cookies.defaults()` is renamed `preserve`.',
        issues: [7782],
      },
      {
        text: 'The `blacklistHosts` option is renamed `blockHosts`.',
        issues: [7622],
      },
      {
        text: 'The `whitelist` option of `cy.server()` is renamed `ignore`.',
        issues: [6642],
      },
      {
        text: 'Running Cypress on Linux requires `libgbm-dev`.',
        prs: [7791],
      },
      {
        text: '`cy.setCookie()`, `cy.getCookie()` and `cy.getCookies()` yield cookies with their `sameSite` property when it is set.',
        issues: [6892],
      },
      {
        text: 'The `experimentalGetCookiesSameSite` option was removed, as its behavior is now the default.',
        issues: [6892],
      },
      {
        text: 'The `Cypress.Blob` methods `arrayBufferToBlob`, `base64StringToBlob`, `binaryStringToBlob` and `dataURLToBlob` return a `Blob` rather than a `Promise<Blob>`.',
        issues: [6001],
      },
      {
        text: 'File paths containing `?` or `!` are no longer supported, because the default preprocessor is now webpack, which cannot handle them.',
        prs: [7982],
      },
      {
        text: 'TypeScript compilation of spec, support and plugins files no longer forces `esModuleInterop` to `true`; set it in `tsconfig.json` if you need it.',
        issues: [7575],
      },
      {
        text: 'Cypress requires TypeScript 3.4 or later.',
        issues: [7856],
      },
      {
        text: 'Installing Cypress requires Node.js 10 or later.',
        issues: [6574],
      },
      {
        text: 'In spec files, `__dirname` and `__filename` no longer start with a slash.',
        prs: [7982],
      },
    ],
    features: [
      {
        text: 'The `retries` option sets how many times a failing test is retried.',
        issues: [1313],
      },
      {
        text: '`.click()`, `.dblclick()` and `.rightclick()` accept the `altKey`, `ctrlKey`, `metaKey` and `shiftKey` options, which hold those keys down while clicking.',
        issues: [486],
      },
      {
        text: 'Chain `.snapshot(false)` off `cy.stub()` or `cy.spy()` to turn off their snapshots.',
        issues: [3849],
      },
    ],
    fixes: [
      {
        text: '`scrollIntoView` on an element in the shadow DOM no longer throws `Maximum call stack size exceeded`.',
        issues: [7986],
      },
      {
        text: 'Cypress environment variables whose values are arrays are read as arrays.',
        issues: [6810],
      },
      {
        text: 'An element with `display: inline` that has visible children is no longer considered hidden.',
        issues: [6183],
      },
      {
        text: 'With `experimentalShadowDomSupport` on, `.parent()`, `.parentsUntil()` and `.parents()` with a selector work inside the shadow DOM.',
        prs: [8202],
      },
      {
        text: 'A screenshot is taken when a test fails in an `afterEach` or `beforeEach` hook after that hook had passed.',
        issues: [3744],
      },
      {
        text: 'Screenshots overwritten in the `onAfterScreenshot` callback of `cy.screenshot()` are no longer reported as screenshots of their own.',
        issues: [8079],
      },
      {
        text: 'Screenshots whose names are too long for the file system no longer fail.',
        issues: [2403],
      },
      {
        text: 'For TypeScript projects, `tsconfig.json` configures how spec and support files are compiled.',
        issues: [7006, 7503],
      },
      {
        text: '`reporterStats` counts passed and failed tests correctly when a test passes but its `afterEach` hook fails.',
        issues: [7730],
      },
    ],
    misc: [
      {
        text: 'Spec files go through the webpack preprocessor by default.',
      },
    ],
    dependencies: [
      {
        text: 'The Chrome version that `cypress run` and the Electron browser of `cypress open` use moved from `80` to `83`.',
        prs: [7791],
      },
      {
        text: 'The bundled Node.js moved from `12.8.1` to `12.14.1`.',
        prs: [7791],
      },
      {
        text: 'Electron moved from `8.3.1` to `9.2.0`.',
        prs: [7791, 8235],
      },
    ],
  },
  {
    version: '4.11.0',
    date: '2020-07-21',
    features: [
      {
        text: '`.scrollTo()` accepts `ensureScrollable: false`, which skips the check that the element can scroll.',
        issues: [1924],
      },
      {
        text: '`cy.clock()` accepts a `Date` as well as a number for `now`.',
        issues: [7786],
      },
      {
        text: 'The Module API has `cypress.cli.parseRunArguments()`, which parses command-line arguments the way `cypress run` does.',
        issues: [7760],
      },
    ],
    fixes: [
      {
        text: 'Running several specs in Firefox with `cypress run` on Windows no longer fails to connect to the browser.',
        issues: [6392],
      },
      {
        text: "Cypress no longer throws `Cannot read property 'isAttached' of undefined` during `cypress run` in Firefox 75 and later.",
        issues: [6813],
      },
      {
        text: 'Tests in Chromium-family browsers no longer fail at random with the error "WebSocket is already in CLOSING or CLOSED state".',
        issues: [7180],
      },
      {
        text: 'Setting `viewportHeight` or `viewportWidth` in test configuration changes the viewport for that suite or test.',
      },
      {
        text: 'Deep objects and arrays set on `config` in the `pluginsFile` keep their values.',
        issues: [7959],
      },
      {
        text: '`key=value` pairs in `ELECTRON_EXTRA_LAUNCH_ARGS` are read correctly.',
        issues: [7994],
      },
    ],
    dependencies: [
      {
        text: 'Lodash, available as `Cypress._`, moved from `4.17.15` to `4.17.19`.',
        prs: [7954],
      },
    ],
  },
  {
    version: '4.9.0',
    date: '2020-06-23',
    features: [
      {
        text: 'Each command in the Command Log shows an animated progress bar of the time left before its timeout.',
        issues: [7642],
      },
      {
        text: 'The `experimentalFetchPolyfill` option replaces `window.fetch` with a polyfill that Cypress can spy on and stub.',
        issues: [7710],
      },
      {
        text: "`cypress run --quiet` keeps Cypress's own output out of stdout.",
        issues: [7714],
      },
    ],
    fixes: [
      {
        text: '`cy.wait()` resolves for XHRs whose query string or hash contains resource-like text such as `.js`, `.html` or `.css`.',
        issues: [7280],
      },
      {
        text: 'Errors thrown as strings by the application are handled, fixing a regression from 4.6.0.',
        issues: [7590],
      },
      {
        text: '`.click()` no longer hangs on a subject that has a shadow root while `experimentalShadowDomSupport` is off, fixing a regression from 4.8.0.',
        issues: [7679],
      },
      {
        text: "`.should('have.value')` asserts on the value of `<progress>`, `<meter>` and `<li>` elements, fixing a regression from 4.6.0.",
        issues: [7603],
      },
      {
        text: 'A recorded `cypress run` with a large stdout no longer gets 413 responses.',
        issues: [7548],
      },
      {
        text: 'Cypress started in global mode no longer exits successfully when tests fail.',
        issues: [7755],
      },
      {
        text: '`cypress run` no longer crashes when `--project` is an empty string.',
        issues: [7743],
      },
    ],
  },
  {
    version: '4.8.0',
    date: '2020-06-08',
    bundled: { electron: '8.3.1' },
    features: [
      {
        text: 'Pass a configuration object as the second argument of a suite or test to apply some test configuration while it runs.',
        issues: [7167],
      },
      {
        text: '`Cypress.isBrowser()` accepts new matcher arguments for filtering browsers.',
        issues: [7168],
      },
      {
        text: 'The Command Log shows the running spec file at its top; click it to open the file in your preferred file opener.',
        issues: [7506],
      },
      {
        text: 'The `experimentalShadowDomSupport` option adds experimental support for the shadow DOM.',
        issues: [144],
      },
    ],
    fixes: [
      {
        text: 'After a navigation to another domain, `before` and `after` hooks of finished suites no longer run again.',
        issues: [1987],
      },
      {
        text: 'Errors thrown in root-level `after` hooks show in the Command Log.',
        issues: [2296],
      },
      {
        text: "An XHR response without a body no longer throws `Cannot read property '__error' of null`, fixing a regression from 4.6.0.",
        issues: [7518],
      },
      {
        text: '`cy.visit()` to a URL with credentials no longer fails with "Request cannot be constructed from a URL that includes credentials", fixing a regression from 4.6.0.',
        issues: [7481],
      },
      {
        text: 'A `pluginsFile` or `supportFile` written in TypeScript loads correctly.',
        issues: [7459],
      },
      {
        text: "Errors thrown in a `cy.on('fail')` handler show a stack trace and a code frame.",
        issues: [7512],
      },
      {
        text: '`.click()` clicks a wrapped inline element when the first child of its parent has no width or height.',
        issues: [7343, 7012],
      },
      {
        text: '`cy.wrap()` respects its `timeout` option and copes better with a promise that never resolves.',
        issues: [5980],
      },
      {
        text: 'With `experimentalSourceRewriting` on, Cypress no longer exits with SIGABRT in some cases.',
        issues: [7572],
      },
      {
        text: 'Pressing `S` during `.pause()` does nothing, so the Test Runner no longer gets stuck.',
        issues: [6867],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `8.3.0` to `8.3.1`.',
        prs: [7599],
      },
    ],
  },
  {
    version: '4.7.0',
    date: '2020-05-26',
    features: [
      {
        text: '`cy.request()` accepts an `encoding` option for the response body, `utf-8` by default.',
        issues: [2029, 3576],
      },
    ],
    fixes: [
      {
        text: 'Scrolling commands no longer hide the address bar of the application under test, and screenshots no longer shift the application, fixing a regression from 4.6.0.',
        issues: [7443, 7466],
      },
      {
        text: 'Loading spec files with source maps no longer makes runs hang, fixing a regression from 4.6.0.',
        issues: [7464],
      },
    ],
  },
  {
    version: '4.6.0',
    date: '2020-05-20',
    bundled: { electron: '8.3.0' },
    features: [
      {
        text: 'Errors in the Test Runner show a code frame that highlights the file, line and column of the failure; click the file to open it there in your preferred file opener.',
        issues: [3762],
      },
      {
        text: 'Stack traces go through source maps, so they point at your own source files instead of the bundle the browser loads; Cypress adds an inline source map to spec files. If you change the preprocessor, keep inline source maps on; `@cypress/webpack-preprocessor` needs version 5.4.1 or later for this.',
        issues: [881, 1761, 3966],
      },
      {
        text: 'The `experimentalSourceRewriting` option turns on AST-based rewriting of JavaScript and HTML.',
        issues: [5273],
      },
      {
        text: 'Numbers passed to the `have.text`, `have.id`, `have.data`, `have.value` and `have.attr` assertions are turned into strings before comparing.',
        issues: [7314],
      },
    ],
    fixes: [
      {
        text: 'TypeScript compiles with `module: commonjs` by default, so another `module` setting in `tsconfig.json` no longer breaks code that uses `export`, `import` or `async`.',
        issues: [7005, 7011, 7043, 7151],
      },
      {
        text: 'With `experimentalSourceRewriting` on, setting `location` or `location.href` to a relative URL, or calling `location.replace()` or `location.assign()` with one, navigates to the right place.',
        issues: [3975, 3994],
      },
      {
        text: 'With `experimentalSourceRewriting` on, `window.top` and `window.parent` no longer let the application break out of the Cypress iframe.',
        issues: [5271, 1467],
      },
      {
        text: 'With `experimentalSourceRewriting` on, `window.frames` and similar `frames` references point to the right windows.',
        issues: [2664],
      },
      {
        text: 'With `experimentalSourceRewriting` on, scripts with an `integrity` attribute load after passing through the proxy.',
        issues: [2393],
      },
      {
        text: 'With `experimentalSourceRewriting` on, setting the URL through `document.location` navigates to the right place.',
        issues: [7402],
      },
      {
        text: "The type definitions no longer clash with Jest's in the same project.",
        issues: [3536],
      },
      {
        text: 'Cypress waits up to 50 seconds for Firefox to launch instead of 2.5, and wraps the "cannot open socket" error it gave before.',
        issues: [7159],
      },
      {
        text: '`.click()` clicks the right spot when the `x` or `y` option is zero.',
        issues: [7319],
      },
      {
        text: '`.select()` accepts `force: true` to select options inside a disabled `<select>`.',
        issues: [107],
      },
      {
        text: '`.select()` throws when the `<option>` sits in a disabled `<optgroup>`.',
        issues: [7226],
      },
      {
        text: '`Cypress._.capitalize` behaves like the `capitalize` of Lodash.',
        issues: [7222],
      },
      {
        text: 'An element whose `id` contains `jquery` no longer makes `cy.visit()` throw.',
        issues: [6193],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `8.2.3` to `8.3.0`.',
        prs: [7236, 7387],
      },
    ],
  },
  {
    version: '4.5.0',
    date: '2020-04-28',
    bundled: { electron: '8.2.3' },
    features: [
      {
        text: 'With `experimentalComponentTesting` on, Cypress runs component tests through framework adapters; see `@cypress/react` and `@cypress/vue`.',
        issues: [5922, 6968],
      },
    ],
    fixes: [
      {
        text: 'Custom Mocha reporters use the Mocha bundled with Cypress, so you need not install `mocha` yourself.',
        issues: [3537, 6984],
      },
      {
        text: 'With `modifyObstructiveCode` on, word boundaries in application scripts are respected.',
        issues: [7138],
      },
      {
        text: 'Iterators in TypeScript are transpiled correctly.',
        issues: [7098],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `8.2.0` to `8.2.3`.',
        prs: [7079],
      },
    ],
  },
  {
    version: '4.4.0',
    date: '2020-04-13',
    features: [
      {
        text: 'TypeScript test files run without a preprocessor plugin of your own.',
        issues: [1859],
      },
    ],
    fixes: [
      {
        text: 'Applications that use WebSockets no longer crash Cypress with `This socket has been ended by the other party`.',
        issues: [6458],
      },
      {
        text: 'Uncaught errors thrown by the application or the test code show their real stack trace.',
        issues: [6964],
      },
      {
        text: 'Assertion errors carry a stack trace that includes the calling code.',
        issues: [6969],
      },
      {
        text: 'Cypress copies the `options` object passed to a command, so your object is no longer changed.',
        issues: [3171],
      },
      {
        text: 'Invalid `Set-Cookie` values are ignored instead of failing the request with `cannot read property key of undefined`.',
        issues: [6890],
      },
    ],
  },
  {
    version: '4.3.0',
    date: '2020-03-30',
    bundled: { electron: '8.2.0', chromium: '80.0.3987.158' },
    features: [
      {
        text: 'Errors in the Test Runner have a new design, with an expandable stack trace, highlighted code and Learn more links to the documentation.',
        issues: [3762],
      },
      {
        text: 'The Experiments panel under Settings lists the experimental features and whether your project turns them on.',
      },
      {
        text: '`cy.setCookie()` can set the `sameSite` value of a cookie.',
        issues: [2437],
      },
      {
        text: 'With `experimentalGetCookiesSameSite: true`, `cy.setCookie()`, `cy.getCookie()` and `cy.getCookies()` yield cookies with their `sameSite` value, which Cypress 5.0.0 made the default.',
        issues: [2437],
      },
      {
        text: '`cy.request()`, `cy.visit()` and proxied HTTP requests honor the `SameSite` cookie attribute.',
        issues: [6757],
      },
      {
        text: 'A retried `.should()` that fails prints the diff to stdout.',
        issues: [6722],
      },
    ],
    fixes: [
      {
        text: 'Installing Cypress no longer fails when Git is missing, fixing a regression from 4.2.0.',
        issues: [6752],
      },
      {
        text: 'HTTP requests no longer fail with `Parse Error: Invalid header value char` or `Parse Error: Header overflow`, fixing a regression from 3.5.0.',
        issues: [5602],
      },
      {
        text: 'Cookies whose `Domain` has an unknown top-level domain, such as `.cypress.test`, are sent with every matching request, `cy.request()` included.',
        issues: [6628],
      },
      {
        text: 'Visibility checks on `vue-fragment` elements no longer throw.',
        issues: [6745],
      },
      {
        text: '`firefoxGcInterval` can be set to `null`.',
        issues: [6825],
      },
    ],
    dependencies: [
      {
        text: 'The Chrome version that `cypress run` and the Electron browser of `cypress open` use moved from `80.0.3987.141` to `80.0.3987.158`.',
        prs: [6855],
      },
      {
        text: 'Electron moved from `8.1.1` to `8.2.0`, which bundles Chromium `80.0.3987.158`.',
        prs: [6855],
      },
    ],
  },
  {
    version: '4.1.0',
    date: '2020-02-28',
    bundled: { electron: '7.1.13' },
    features: [
      {
        text: 'The `cypress info` command shows the browsers Cypress detects and other facts about your setup.',
        issues: [4540],
      },
      {
        text: 'When the server at `baseUrl` is not running, the warning in `cypress open` has a Try Again button that checks again.',
        issues: [3284],
      },
      {
        text: 'The Tests tab has links that collapse or expand every folder of integration tests.',
        issues: [6282],
      },
      {
        text: 'The `config` argument of the plugins function includes `projectRoot` and `configFile`, both absolute paths.',
        issues: [5941],
      },
    ],
    fixes: [
      {
        text: 'Typing into an iframe whose body is `contenteditable` no longer throws, fixing a regression from 3.5.0.',
        issues: [5930],
      },
      {
        text: 'Headless Chrome gets a 1280x720 window by default.',
        issues: [6210],
      },
      {
        text: '`cypress install` finishes on Node.js `8.0.0`.',
        issues: [6512, 6568],
      },
      {
        text: '`cy.clearLocalStorage()` honors the `log` option.',
        issues: [6342],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `7.1.10` to `7.1.13`.',
        prs: [6566],
      },
    ],
  },
  {
    version: '4.0.0',
    date: '2020-02-06',
    summary:
      'Firefox, in beta, and Chromium-based Microsoft Edge join the browsers Cypress tests in, and the bundled Mocha, Chai and Sinon.JS move to new major versions.',
    breaking: [
      {
        text: 'Mocha, Chai and Sinon.JS were upgraded (to `7.0.1`, `4.2.0` and `8.1.1`), bringing their own breaking changes and features.',
        issues: [2528, 2529, 2866],
      },
      {
        text: 'The second argument of `before:browser:launch` is an `options` object with an `args` property, no longer an array of arguments, to allow more launch options.',
        issues: [6306],
      },
      {
        text: 'Every Chromium-based browser, Electron included, has `chromium` as its `family`.',
        issues: [6243],
      },
      {
        text: '`--browser canary` no longer works; pass `--browser chrome:canary` to run Chrome Canary.',
        issues: [6243],
      },
      {
        text: '`.contains()` ignores leading, trailing and repeated whitespace.',
        issues: [92],
      },
      {
        text: '`cy.writeFile()` yields `null` instead of the written contents, as `fs` does.',
        issues: [2466],
      },
      {
        text: 'Installing Cypress requires Node.js 8 or later.',
        issues: [5632],
      },
      {
        text: 'CJSX is no longer supported.',
        issues: [3469],
      },
    ],
    features: [
      {
        text: 'Firefox is supported, in beta.',
        issues: [1096],
      },
      {
        text: 'Chromium-based Microsoft Edge is supported.',
        issues: [5433],
      },
      {
        text: 'The new `Cypress.isBrowser()` utility tells whether the tests run in a given browser.',
        issues: [2023],
      },
      {
        text: '`Cypress.browser` has a `channel` property with the release channel of the browser.',
        issues: [6243],
      },
      {
        text: '`.contains()` has a `matchCase` option.',
        issues: [2785],
      },
      {
        text: 'When several tests or suites carry `.only`, all of them run.',
        issues: [2828],
      },
      {
        text: 'The `isFinite` assertion is supported.',
        issues: [5669],
      },
      {
        text: 'The `empty` assertion works on `Map` objects.',
        issues: [6072],
      },
      {
        text: 'The `nested` assertion chainer is supported.',
        issues: [3080, 5004],
      },
    ],
    fixes: [
      {
        text: 'A test or suite with `.only` runs correctly when another one has the same title.',
        issues: [5345],
      },
      {
        text: '`.its()` accepts `0` as an index or key.',
        issues: [6216],
      },
    ],
    dependencies: [
      {
        text: 'Bluebird, the library behind `Cypress.Promise`, moved from `3.5.0` to `3.7.2`.',
        prs: [4226],
      },
      {
        text: 'Chai moved from `3.5.0` to `4.2.0`.',
        prs: [2862, 4226],
      },
      {
        text: 'Mocha moved from `2.5.3` to `7.0.1`.',
        prs: [2703, 4226],
      },
      {
        text: 'Sinon.JS moved from `3.2.0` to `8.1.1`.',
        prs: [2881, 4226],
      },
    ],
  },
  {
    version: '3.8.0',
    date: '2019-12-12',
    bundled: { electron: '7.1.4', chromium: '78.0.3904.113', node: '12.8.1' },
    features: [
      {
        text: '`cypress run --headless --browser chrome` runs Chrome headless.',
        issues: [832],
      },
      {
        text: 'The `--tag` argument labels a recorded run; the Dashboard shows its tags.',
        issues: [2561],
      },
      {
        text: '`.its()` and `.invoke()` accept an `options` object that changes their logging.',
        issues: [1450],
      },
      {
        text: '`cypress install` tries the `unzip` binary before the slower unzipping in Node.js.',
        issues: [3803],
      },
    ],
    fixes: [
      {
        text: 'A URL passed through `--config` or `--env` no longer crashes Cypress on Windows, fixing a regression from 3.5.0.',
        issues: [5466],
      },
      {
        text: "A `Cookie` header you give `cy.visit()` or `cy.request()` is no longer replaced by the one built from the browser's cookies, fixing a regression from 3.5.0.",
        issues: [5894],
      },
      {
        text: '`cy.getCookie()` no longer filters cookies by domain wrongly, fixing a regression from 3.5.0.',
        issues: [5656],
      },
      {
        text: '`.type()` with `{ force: true }` types the right characters into hidden inputs, fixing a regression from 3.5.0.',
        issues: [5835],
      },
      {
        text: '`.type()` respects an earlier selection when the input value equals the key typed, also in inputs without a selection range such as email or number, fixing a regression from 3.5.0.',
        issues: [5703],
      },
      {
        text: 'Visibility checks treat an element transformed with `scale(0)` or `rotateY(90deg)` as hidden.',
        issues: [723],
      },
    ],
    misc: [
      {
        text: '`cy.viewport()` has no maximum size any more, and its minimum is `0`.',
        issues: [5871, 5892],
      },
      {
        text: '`cy.request()` encodes special characters in the URL, Unicode included.',
        issues: [5274],
      },
      {
        text: 'The `ELECTRON_EXTRA_LAUNCH_ARGS` environment variable passes extra command-line arguments to Electron.',
        issues: [5807],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `5.0.10` to `7.1.4`, which brings Node.js `12.8.1` and Chromium `78.0.3904.113`.',
        prs: [5849],
      },
    ],
  },
  {
    version: '3.7.0',
    date: '2019-11-27',
    features: [
      {
        text: 'The configuration lists every browser Cypress finds, with its properties, so plugins can change `config.browsers`; the configuration panel under Settings shows them.',
        issues: [5067],
      },
      {
        text: 'Cypress picks up GitHub Actions environment variables and sends them to the Dashboard, which shows the git details of recorded runs.',
        issues: [5609],
      },
      {
        text: '`.its()` and `.invoke()` accept a number as `propertyName` and `functionName`.',
        issues: [5754],
      },
    ],
    fixes: [
      {
        text: '`cy.visit()` to another superdomain no longer clears the cookies of other domains, fixing a regression from 3.5.0.',
        issues: [5756],
      },
      {
        text: 'Cookies with a custom `Domain` that is not a subdomain of the current one, set in a redirect of `cy.visit()` or by `cy.request()`, are set again, fixing a regression from 3.5.0.',
        issues: [5656],
      },
      {
        text: '`.type()` no longer sends modifier keys twice, fixing a regression from 3.5.0.',
        issues: [5622],
      },
      {
        text: '`cy.request()` with `followRedirect: false` no longer fails when the response has a `Set-Cookie` header, fixing a regression from 3.6.1.',
        issues: [5654],
      },
      {
        text: 'Within a `setTimeout` in strict mode, `window` is no longer `undefined` in the application under test.',
        issues: [5707],
      },
      {
        text: 'Cypress strips double quotes from the values of `--ci-build-id` and `--group`.',
        issues: [5686],
      },
      {
        text: 'Fixtures that contain only `null` load without an error.',
        issues: [472],
      },
      {
        text: 'When a signal kills the Test Runner process, the npm CLI exits with an error.',
        issues: [5808],
      },
    ],
    misc: [
      {
        text: 'The configuration object returned from the plugins file is validated, with a helpful error when it is invalid.',
        issues: [5712],
      },
    ],
  },
  {
    version: '3.5.0',
    date: '2019-10-23',
    bundled: { electron: '5.0.10', node: '12.0.0' },
    features: [
      {
        text: 'Cypress records video when you run Chrome, Chromium or Canary, as with `cypress run --browser chrome`.',
        issues: [4608],
      },
      {
        text: 'The new `.rightclick()` command right-clicks DOM elements.',
        issues: [53],
      },
      {
        text: 'The `--config-file` argument names another configuration file; `--config-file false` uses none.',
        issues: [1369],
      },
      {
        text: 'Setting `nodeVersion` to `system` builds the files in `integrationFolder` and `supportFile` and runs the `pluginsFile` with the Node.js of your system; otherwise the Node.js bundled with Cypress is used.',
        issues: [4432],
      },
      {
        text: '`.dblclick()` accepts `position`, `x` and `y` arguments.',
        issues: [116],
      },
      {
        text: '`.dblclick()` accepts the `force` and `multiple` options.',
        issues: [116],
      },
      {
        text: '`.screenshot()` of an element accepts a `padding` option, which changes the size of the captured area.',
        issues: [4440],
      },
      {
        text: '`cy.visit()` accepts a `qs` option, an object of query parameters added to the URL.',
        issues: [5034],
      },
      {
        text: '`cy.viewport()` allows sizes up to 4,000 pixels.',
        issues: [5181],
      },
      {
        text: '`cy.viewport()` has the `iphone-xr`, `iphone-x`, `samsung-s10` and `samsung-note9` presets.',
        issues: [4967],
      },
      {
        text: 'A `~` in `CYPRESS_CACHE_FOLDER` stands for your home directory.',
        issues: [5386],
      },
    ],
    fixes: [
      {
        text: '`.click()` and `.dblclick()` fire every mouse event they should, `mouseover`, `mousemove`, `mouseout`, `pointerdown`, `pointerup` and `pointermove` included.',
        issues: [1016, 1847, 2045, 2521, 2768, 2928, 2957, 3224],
      },
      {
        text: '`.dblclick()` runs the same actionability checks as `.click()`.',
        issues: [3798],
      },
      {
        text: '`.click()` uses the right coordinates for elements inside an iframe.',
        issues: [4347],
      },
      {
        text: '`.type()` works on any DOM element, which receives all the typing events.',
        issues: [2166, 3661],
      },
      {
        text: 'When another typeable element takes focus during `.type()`, typing goes on in that element.',
        issues: [2240],
      },
      {
        text: '`.type()` updates the value of `datetime-local` inputs.',
        issues: [2613],
      },
      {
        text: '`.type()` can type `-` into a number input that has selected text.',
        issues: [4767],
      },
      {
        text: '`.type()` fires an `input` event when `{enter}` inserts a newline.',
        issues: [4870],
      },
      {
        text: '`.type()` no longer inserts text while a modifier other than `{shift}` is held.',
        issues: [5424],
      },
      {
        text: '`.type()` sets the `code` property of the keyboard events it fires.',
        issues: [3722],
      },
      {
        text: '`.trigger()` sends `screenX` and `screenY` with its events.',
        issues: [3187],
      },
      {
        text: '`cy.visit()` to an IP address over HTTPS no longer fails with `ERR_SSL_VERSION_OR_CIPHER_MISMATCH`.',
        issues: [771],
      },
      {
        text: 'Some HTTPS sites load again in `cy.visit()` and `cy.request()` instead of failing with "handshake failed", fixing a regression introduced in 3.3.0.',
        issues: [4394],
      },
      {
        text: '`cy.visit()` supports ECC SSL certificates again, fixing a regression introduced in 3.3.0.',
        issues: [4368],
      },
      {
        text: '`Cypress.env()` escapes `<script>` tags found in the configuration file.',
        issues: [4952],
      },
      {
        text: 'Responses with the `content-type` `application/vnd.api+json` are turned into JSON.',
        issues: [5165],
      },
      {
        text: 'XHR responses of `cy.route()` larger than 80 kB no longer fail with `ERR_EMPTY_RESPONSE`.',
        issues: [76],
      },
      {
        text: 'The `onFocus` event no longer fires on hidden elements, fixing a regression introduced in 3.3.2.',
        issues: [4898],
      },
      {
        text: '`.click()` works on `readonly` inputs and textareas again, fixing a regression introduced in 3.4.1.',
        issues: [4874],
      },
      {
        text: 'A test with no queued commands times out when its `done()` callback is not called within the command timeout.',
        issues: [1075, 2478, 3349, 4790],
      },
      {
        text: 'Cookies set in Chrome 77 with a domain that starts with `.` are parsed correctly.',
        issues: [5142, 5206],
      },
      {
        text: 'The Cypress cache folder resolves from the current folder, not from `node_modules/cypress`.',
        issues: [2364],
      },
    ],
    misc: [
      {
        text: 'Setting the reserved `CYPRESS_ENV` environment variable throws an error.',
        issues: [1621],
      },
      {
        text: '`cy.setCookie()` throws on a `name` or `value` that RFC 6265 does not allow.',
        issues: [5206],
      },
      {
        text: 'Cypress always counts `localhost` as part of `NO_PROXY`; add `<-loopback>` to `NO_PROXY` to send `localhost` traffic through the proxy.',
        issues: [4780],
      },
    ],
    dependencies: [
      {
        text: 'The Chrome version that `cypress run` and the Electron browser of `cypress open` use moved from `61` to `73`.',
        prs: [4720],
      },
      {
        text: 'Electron moved from `2.0.18` to `5.0.10`.',
        prs: [4720],
      },
      {
        text: 'The bundled Node.js moved from `8.9.3` to `12.0.0`.',
        prs: [4720],
      },
      {
        text: 'The bundled jQuery moved from `2.2.4` to `3.1.1`.',
        prs: [1229],
      },
    ],
  },
  {
    version: '3.4.1',
    date: '2019-07-29',
    features: [
      {
        text: 'The Dashboard integrates with GitHub: pull requests get status checks and comments about their test runs.',
        issues: [981],
      },
    ],
    fixes: [
      {
        text: 'Pages in a character encoding other than UTF-8 are no longer corrupted.',
        issues: [3479, 1543, 3650],
      },
      {
        text: 'Chaining assertions with `and` no longer throws, fixing a regression introduced in 3.4.0.',
        issues: [4833],
      },
      {
        text: 'The `include` and `includes` chainers work like `contain` and `contains`.',
        issues: [4833],
      },
      {
        text: 'On Windows, Cypress visits `localhost` URLs while offline.',
        issues: [4763],
      },
      {
        text: '`.type()` waits for the `readonly` property of an `<input>` to be `false` before typing.',
        issues: [1246],
      },
      {
        text: 'With `modifyObstructiveCode` on, variables whose names begin with `top` or `location` are left alone.',
        issues: [4794],
      },
    ],
    misc: [
      {
        text: '`.type()` accepts `parseSpecialCharSequences: false`, which types the text between `{` and `}` literally.',
        issues: [4287],
      },
      {
        text: 'Cypress falls back to the proxy settings of npm when no other system proxy is configured.',
        issues: [4719],
      },
      {
        text: 'Verifying the binary may take 30 seconds instead of 10, for slow or busy CI machines.',
        issues: [4624],
      },
    ],
  },
  {
    version: '3.3.0',
    date: '2019-05-17',
    bundled: { electron: '2.0.18', node: '8.9.3' },
    features: [
      {
        text: 'Cypress reads `HTTP_PROXY`, `HTTPS_PROXY` and `NO_PROXY` from the environment and sends traffic through the proxy accordingly: the traffic of the application under test, the binary download, and the Runs tab.',
        issues: [
          672, 733, 939, 1039, 1459, 1469, 1470, 1541, 1608, 2295, 3855, 3865,
          1401, 3857,
        ],
      },
      {
        text: 'The Settings of the Test Runner show the proxy settings of the project.',
        issues: [3856],
      },
      {
        text: 'The `have.focus`, `not.have.focus`, `be.focused` and `not.be.focused` assertions are supported.',
        issues: [97],
      },
      {
        text: 'Windows has separate 32-bit and 64-bit builds.',
        issues: [716, 787, 2095, 706, 3706, 4016],
      },
      {
        text: 'Requests made by `cy.visit()` and `cy.request()` are retried behind the scenes when they fail, as Chrome does.',
        issues: [4013, 898, 1013],
      },
      {
        text: '`cy.visit()` and `cy.request()` accept `retryOnStatusCodeFailure` and `retryOnNetworkFailure`, which change that automatic retry on status codes and network errors.',
        issues: [4013, 898, 1013],
      },
      {
        text: '`.type()` supports `{insert}`, `{pageup}` and `{pagedown}`.',
        issues: [3845],
      },
      {
        text: 'When XHRs match an alias several times, the Command Log of `cy.wait()` shows which XHR matched which alias.',
        issues: [477],
      },
      {
        text: 'Clicking `cy.visit()` in the Command Log prints its resolved `options` to the console.',
        issues: [3721],
      },
      {
        text: 'The Command Log shows a canceled status for XHRs, telling `xhr.abort()` apart from the browser canceling a request on navigation.',
        issues: [3973],
      },
      {
        text: 'The Electron browser runs Chrome 61.',
        issues: [4000],
      },
      {
        text: '`cypress run` supports scripts of `type="module"`.',
        issues: [3696],
      },
      {
        text: 'The new `Cypress.isCy()` tells whether a value is `cy` or a `cy` chainable.',
        issues: [3822],
      },
      {
        text: 'The Help menu of the Test Runner has a Download Chromium item that links to the Chromium download tool.',
        issues: [3977],
      },
    ],
    fixes: [
      {
        text: 'Visiting domains with some public suffixes no longer throws, fixing a regression introduced in 3.2.0.',
        issues: [3717],
      },
      {
        text: 'With `NODE_OPTIONS` set, Cypress no longer exits with code 0 by mistake.',
        issues: [1676],
      },
      {
        text: '`.its()` retries again when it yields `undefined`, fixing a regression introduced in 3.2.0.',
        issues: [3837],
      },
      {
        text: '`cy.fixture()` no longer throws `EISDIR` when a folder has the same name as a file beside it, fixing a regression introduced in 3.2.0.',
        issues: [3739],
      },
      {
        text: '`user-agent` headers passed to `cy.request()` and `cy.visit()` are sent.',
        issues: [3873, 3719],
      },
      {
        text: 'On a network error, a proxied request closes the socket to the browser and leaves the error to the application, instead of answering with an HTML page and status 500.',
        issues: [4101, 4231, 1036, 1398],
      },
      {
        text: 'XHRs no longer stay pending forever in Chrome 71 and later.',
        issues: [3973, 4130],
      },
      {
        text: 'Requests proxied through Cypress are much faster.',
        issues: [3192, 1469],
      },
      {
        text: 'When `cypress verify` fails, it stops after 10 seconds and prints the error instead of hanging.',
        issues: [819],
      },
      {
        text: 'On Linux, `cypress verify` and `cypress run` try again with an Xvfb server of their own when the first attempt fails, for example because `DISPLAY` is wrong.',
        issues: [4034],
      },
      {
        text: '`.type()` can type the names of object prototype methods such as `hasOwnProperty`.',
        issues: [3423],
      },
      {
        text: '`cy.request()` sets `form: true` when `Content-Type` is `application/x-www-form-urlencoded` and you have not set `json`.',
        issues: [2923],
      },
      {
        text: '`cy.contains()` handles a selector with commas.',
        issues: [2407],
      },
      {
        text: 'A browser path containing spaces works with `--browser`.',
        issues: [3979],
      },
      {
        text: 'Environment variables with empty values are parsed.',
        issues: [3742],
      },
      {
        text: 'Assertions that run outside a test are handled instead of causing internal errors.',
        issues: [3926],
      },
      {
        text: '`Cypress.log()` throws when its argument is not an object.',
        issues: [3658],
      },
      {
        text: '`Cypress.log()` no longer throws when called before any other command.',
        issues: [3658],
      },
    ],
    dependencies: [
      {
        text: 'Electron moved from `1.8.2` to `2.0.18`.',
        issues: [4000],
      },
      {
        text: 'The bundled Node.js moved from `8.2.1` to `8.9.3`.',
        prs: [4001],
      },
    ],
  },
  {
    version: '3.2.0',
    date: '2019-03-15',
    features: [
      {
        text: '`cy.visit()` accepts the options `url`, `method`, `body` and `headers`, so it can send a `POST` or headers such as `Accept-Language` or `Authorization`.',
        issues: [1500, 1904, 908],
      },
      {
        text: '`cy.request()` accepts any valid HTTP method, among them `TRACE`, `COPY`, `PURGE`, `PROPFIND`, `M-SEARCH` and `CONNECT`.',
        issues: [1302],
      },
      {
        text: 'The `--browser` argument of the command line and the `browser` argument of the Module API accept a path to a browser.',
        issues: [1026],
      },
      {
        text: '`.type()` accepts `{home}` and `{end}`, which move the cursor to the start or end of the line.',
        issues: [2033],
      },
      {
        text: 'The Cypress Chrome extension has a fixed ID, `caljajdfkjjjdehjdoimjkkakekklcck`, so it can be allowed under corporate extension policies.',
        issues: [3673, 1239, 2494],
      },
    ],
    fixes: [
      {
        text: 'Applications that use older jQuery versions no longer throw `item.first is not a function`.',
        issues: [2927],
      },
      {
        text: 'Fixture files with more than one `.` in their name load without their extension, and a missing fixture gives a clearer warning.',
        issues: [1402],
      },
      {
        text: 'Third-party `@types` packages moved to the `devDependencies` of Cypress, so they no longer clash with your own type dependencies.',
        issues: [3371, 1227],
      },
      {
        text: "`Cypress.config('baseUrl')` keeps a single trailing `/` and strips only repeated ones.",
        issues: [3540],
      },
      {
        text: '`cy.wrap()` accepts a DOM element that is not wrapped in jQuery.',
        issues: [3549],
      },
      {
        text: 'Every argument given to `setTimeout` or `setInterval` reaches the target function.',
        issues: [3592],
      },
      {
        text: '`.filter()` called with a function reads its options.',
        issues: [3315],
      },
      {
        text: 'Framebusting code wrapped in parentheses is recognized.',
        issues: [3267],
      },
      {
        text: 'When `.its()` yields `undefined`, it no longer errors by itself; it fails only when a `.should()` that follows it has an assertion that is not met.',
        issues: [1531],
      },
      {
        text: '`cy.wrap()` followed by `.should()` retries while its argument is `undefined`, until the assertion passes or the command times out.',
        issues: [3241],
      },
    ],
    misc: [
      {
        text: 'A `--spec` argument not wrapped in quotes prints a warning that recommends quoting it.',
        issues: [3318, 2298],
      },
      {
        text: 'The internal servers listen on the loopback interface only.',
        issues: [3712],
      },
    ],
  },
  {
    version: '3.1.3',
    date: '2018-12-03',
    fixes: [
      {
        text: 'Animations driven by `requestAnimationFrame` run again, fixing a regression introduced in 3.1.1.',
        issues: [2725],
      },
      {
        text: 'DOM elements passed to `cy.wrap()` yield a proper jQuery instance again, fixing a regression introduced in 3.1.2.',
        issues: [2820],
      },
      {
        text: '`cy.clock()` no longer errors in later tests.',
        issues: [2850],
      },
      {
        text: '`.check({ force: true })` no longer needs the checkbox or radio to be visible.',
        issues: [1376],
      },
    ],
    misc: [
      {
        text: 'The types accept promises as arguments of `cy.wrap()`.',
        prs: [2807],
      },
      {
        text: 'Every jQuery method and value is available on `Cypress.$`.',
        issues: [2830],
      },
      {
        text: '`cy.wait()` accepts separate `requestTimeout` and `responseTimeout` options.',
        issues: [2446],
      },
    ],
  },
  {
    version: '3.1.1',
    date: '2018-11-02',
    features: [
      {
        text: '`cy.writeFile()` accepts a `flag` option, such as `a+` to append to the file.',
        issues: [1249],
      },
      {
        text: 'The `CYPRESS_DOWNLOAD_MIRROR` environment variable installs Cypress from a mirror URL.',
        prs: [2609],
      },
      {
        text: '`cypress.run()` in the Module API returns the `runUrl`.',
        issues: [2596],
      },
      {
        text: 'Specs show as focused when you move through them with the keyboard.',
        prs: [2273],
      },
      {
        text: "Tasks registered with `on('task')` in the plugins file are merged with those of earlier calls instead of replacing them.",
        issues: [2284],
      },
    ],
    fixes: [
      {
        text: 'A secure cookie that is expired from an HTTPS URL without the secure flag is removed instead of causing an error.',
        issues: [1264, 1321, 1799],
      },
      {
        text: 'Screenshot file names are cut to 255 characters at most.',
        issues: [2403, 2665],
      },
      {
        text: '`cy.writeFile()` writes an object passed for a `.json` file as JSON, not as a string.',
        prs: [2373],
      },
      {
        text: '`trashAssetsBeforeRuns` empties `screenshotsFolder` and `videosFolder` instead of deleting them, which keeps their permissions.',
        issues: [1943, 2600],
      },
      {
        text: 'Dates mocked by `cy.clock()` are instances of `Date`.',
        issues: [2570],
      },
      {
        text: 'Folders with a `.` in their name show as folders in the spec list, not as spec files.',
        issues: [2423],
      },
      {
        text: 'Skipped tests are no longer screenshotted automatically.',
        issues: [2368],
      },
      {
        text: 'Returning or resolving `undefined` from a `cy.task()` handler no longer causes a runtime error.',
        issues: [2553],
      },
      {
        text: '`modifyObstructiveCode` handles framebusting that relies on `window.frameElement`.',
        issues: [2582],
      },
      {
        text: 'The `blackout` option of `cy.screenshot()` blacks out every element of an array, not only the first.',
        issues: [2508],
      },
      {
        text: 'TypeScript 3 users no longer get a type error from Cypress.',
        issues: [2363],
      },
    ],
  },
  {
    version: '3.1.0',
    date: '2018-08-13',
    summary:
      'Parallel runs arrive: with `--parallel`, Cypress Cloud (then the Dashboard Service) spreads the specs of one recorded run across several CI machines and balances them, and `--group` shows several runs together as one, for example one group per browser or environment.',
    features: [
      {
        text: '`cypress run` takes `--parallel`, which splits the specs of a recorded run across the machines that join it.',
        issues: [1690, 64, 2297],
      },
      {
        text: '`cypress run` takes `--group`, which names a group of specs within one recorded run.',
        issues: [2169],
      },
      {
        text: '`cypress run` takes `--ci-build-id`, which tells machines of the same CI build that they belong to one run.',
        issues: [2153],
      },
    ],
  },
  {
    version: '3.0.2',
    date: '2018-06-28',
    fixes: [
      {
        text: 'On 2x DPI screens, `cy.screenshot()` captures at the full size.',
        issues: [1857, 2018],
      },
      {
        text: 'On Windows, `cypress run` no longer exits with `EPIPE` on newer Node.js versions.',
        issues: [1841, 2044],
      },
      {
        text: 'Applications that steal focus in code no longer slow down `cypress run` in Electron.',
        issues: [1909, 1892],
      },
      {
        text: 'Electron no longer reports the browser as out of focus during `cypress run`.',
        issues: [1939],
      },
      {
        text: '`document.hasFocus()` returns `true` when the Cypress window has focus, as your application would see it outside Cypress.',
        issues: [1940],
      },
      {
        text: 'Cypress no longer scrolls needlessly while finding elements with `position: sticky`.',
        issues: [1475],
      },
      {
        text: 'Invalid `gzip` content from a third-party server no longer crashes Cypress, and multibyte characters are gunzipped correctly.',
        issues: [1396, 1756],
      },
      {
        text: '`npm install cypress` respects `--silent` on every operating system.',
        issues: [817],
      },
      {
        text: '`pluginsFile` accepts an absolute path.',
        issues: [1837],
      },
      {
        text: 'Application code that calls `setTimeout` with a string no longer fails with `fn.apply is not a function`, a 3.x regression.',
        issues: [1854],
      },
      {
        text: 'Preprocessor errors are no longer swallowed.',
        issues: [1877],
      },
      {
        text: 'Cypress no longer hangs when it starts a new spec in `cypress run`.',
        issues: [2013, 1912, 1905, 1890],
      },
      {
        text: 'Videos are recorded when `before:browser:launch` returns an object for Electron.',
        issues: [1992],
      },
      {
        text: 'Content is injected into `<head>`, no longer into `<header>`.',
        issues: [2026],
      },
      {
        text: '`modifyObstructiveCode` strips a framebusting check it used to miss.',
        issues: [2030, 2059],
      },
      {
        text: 'Server-sent events work in Cypress.',
        issues: [1440, 1111],
      },
    ],
    misc: [
      {
        text: 'The `cypress cache path`, `cypress cache list` and `cypress cache clear` commands manage the binary cache.',
        issues: [1856],
      },
      {
        text: '`cypress run --no-exit` keeps the browser open after the tests finish.',
        issues: [1871],
      },
      {
        text: 'The CLI reads configuration values and environment variables from your `.npmrc`.',
        issues: [1399, 1853],
      },
      {
        text: 'Taking screenshots is much faster.',
        issues: [1863],
      },
      {
        text: 'Screenshots go into a folder named after the running spec file: those of `cypress/integration/foo/bar_spec.js` into `cypress/screenshots/foo/bar_spec.js/`.',
        issues: [1826],
      },
      {
        text: 'A `fileName` with slashes given to `cy.screenshot()` creates nested folders under the screenshot folder of the spec.',
        issues: [1771, 668],
      },
      {
        text: 'Screenshots taken automatically on a test failure get `(failed)` in their file name.',
        issues: [1923],
      },
      {
        text: 'Screenshots that would get the same file name are numbered, as in `test name (1).png`, instead of overwriting each other.',
        issues: [1766],
      },
      {
        text: 'The `onBeforeScreenshot` and `onAfterScreenshot` callbacks also run for failed tests, with a `testFailure` property that tells automatic screenshots from yours.',
        issues: [2040],
      },
      {
        text: 'The new `after:screenshot` plugin event lets you handle a screenshot once it is taken: rename, move or resize it, or send it to a service.',
        issues: [2039],
      },
      {
        text: '`Cypress.browser` holds details of the browser running the tests.',
        issues: [1919, 1961],
      },
      {
        text: '`Cypress.spec` holds details of the running spec.',
        issues: [1918],
      },
    ],
  },
  {
    version: '3.0.0',
    date: '2018-05-29',
    summary:
      '`cy.task()` runs code in Node.js outside the browser, `cy.screenshot()` was rebuilt to capture the application, the whole page or one element, and `cypress run` runs each spec file on its own. The binary is cached once per version and shared by all your projects.',
    breaking: [
      {
        text: '`cypress run` runs each spec file in isolation, so tests that rely on state left by an earlier spec file can break.',
        issues: [431, 681, 1589, 1539, 1692],
      },
      {
        text: 'The `CYPRESS_BINARY_VERSION` environment variable was removed; use `CYPRESS_INSTALL_BINARY`.',
      },
      {
        text: 'The `CYPRESS_SKIP_BINARY_INSTALL` environment variable was removed; set `CYPRESS_INSTALL_BINARY=0` to skip installing the binary.',
      },
      {
        text: 'The `screenshotOnHeadlessFailure` option was removed; set `screenshotOnRunFailure` to `false` through the new Screenshot API instead.',
        issues: [1140, 1754],
      },
      {
        text: '`trashAssetsBeforeHeadlessRuns` is renamed `trashAssetsBeforeRuns`.',
        issues: [1754],
      },
      {
        text: '`videoRecording` is renamed `video`.',
        issues: [562],
      },
      {
        text: 'Cypress no longer copies screenshots and videos into CircleCI artifacts; do that in your `circle.yml`.',
        issues: [1592],
      },
      {
        text: 'The standard output was redesigned, which can break scripts that expect its old layout or wording.',
        issues: [1588],
      },
      {
        text: '`cy.screenshot()` no longer captures the runner by default: it hides the runner, removes the scaling of the application and scrolls to capture the whole page.',
      },
      {
        text: '`before` and `after` hooks in the support file run before and after each spec file, not once for the whole run.',
        issues: [681],
      },
    ],
    features: [
      {
        text: 'The new `cy.task()` command runs any code in Node.js.',
      },
      {
        text: '`cypress run --spec` accepts a glob, to run several specs.',
        issues: [263, 416, 681],
      },
      {
        text: 'The new Screenshot API and new `cy.screenshot()` options set how screenshots are taken: scaling, freezing timers and animations, blacking out elements, taking them when tests fail, and waiting for the Command Log.',
        issues: [1424],
      },
      {
        text: '`cy.screenshot()` chained off a command that yields an element captures only that element.',
      },
      {
        text: 'The binary is downloaded into a global cache, so projects share one copy per Cypress version.',
        issues: [1300],
      },
      {
        text: 'New projects get an `examples` folder of several ES6 spec files in place of one `example_spec.js`.',
        issues: [1460],
      },
      {
        text: 'Cypress watches the whole dependency tree of the plugins file.',
        issues: [1407],
      },
      {
        text: 'Videos are saved under the name of their spec file.',
        issues: [980],
      },
      {
        text: 'The Test Runner shows skipped tests differently from pending ones.',
        issues: [244],
      },
      {
        text: 'The summary of `cypress run` counts skipped tests.',
        issues: [1559],
      },
      {
        text: '`cypress run` prints the URL of the run on the Dashboard.',
        issues: [494],
      },
      {
        text: '`cypress run` prints the browser and its version.',
        issues: [833],
      },
      {
        text: 'Runs in Drone send their build number and CI URL to the Dashboard.',
        issues: [1709],
      },
    ],
    fixes: [
      {
        text: 'A failing WebSocket connection through the proxy no longer crashes Cypress.',
        issues: [556],
      },
      {
        text: 'Asserting that an attribute equals a falsy value works.',
        issues: [831, 1491],
      },
      {
        text: 'The `close` event fires on `file` when you close the browser yourself.',
        issues: [1560],
      },
      {
        text: 'Changes to `cypress.env.json` are watched.',
        issues: [1464],
      },
    ],
    misc: [
      {
        text: 'Colors are turned on in CI; set `NO_COLOR=1` to turn them off, for example in Jenkins without an ANSI color plugin.',
        issues: [1747, 1748],
      },
      {
        text: 'Without a record key on forked pull requests, `cypress run --record` warns and keeps running instead of failing the build.',
        issues: [1193],
      },
      {
        text: 'An alias defined with `.as()` that starts with `@` throws a clear error.',
        issues: [1643],
      },
      {
        text: '`cypress run` errors and exits with code 1 when it finds no specs.',
        issues: [1585],
      },
      {
        text: 'A failure in a hook counts against the test the hook runs for.',
        issues: [1163],
      },
      {
        text: 'The minimum viewport size went down from 200 to 20 pixels.',
        issues: [1169, 1444],
      },
      {
        text: 'Configuration overrides from the command line or environment variables are validated like values in `cypress.json`.',
        issues: [1783],
      },
    ],
  },
  {
    version: '1.3.0',
    date: '2017-12-17',
    features: [
      {
        text: 'Plugins can listen to the `before:browser:launch` event, which receives the browser about to launch and its arguments, so you can change them, for example to tune Chrome or to test a Chrome extension.',
        issues: [691, 298],
      },
      {
        text: 'The CSS Selector Playground, in beta and in Chrome only, highlights elements of your application and gives you a unique selector for each, or finds elements by their text as `cy.get()` and `cy.contains()` do; copy the generated command or print the selector to the console.',
        issues: [917],
      },
    ],
  },
  {
    version: '1.1.3',
    date: '2017-12-03',
    fixes: [
      {
        text: 'JSON fixtures with unicode escape sequences are parsed correctly.',
        issues: [964],
      },
      {
        text: 'Invalid cookie values no longer crash Cypress.',
        issues: [962],
      },
    ],
    misc: [
      {
        text: 'TypeScript definitions ship with the `cypress` npm package, so you no longer install `@types/cypress`.',
        issues: [856],
      },
      {
        text: 'The error of an uncaught exception says whether it came from your application or your test code, and links to how you can stop Cypress from catching it.',
        issues: [825],
      },
      {
        text: '`cy.visit()` accepts `failOnStatusCode: false`, to visit pages that answer with a status outside `2xx`, as `cy.request()` already did.',
        issues: [421, 574],
      },
      {
        text: '`Cypress.platform` and `Cypress.arch` give the operating system and CPU architecture, taken from the `os` module of Node.js.',
        issues: [824, 675],
      },
    ],
  },
  {
    version: '1.0.3',
    date: '2017-10-29',
    features: [
      {
        text: 'Folders in the list of specs can be collapsed in the Test Runner.',
        issues: [760],
      },
    ],
    fixes: [
      {
        text: 'The React `onChange` callback fires again for inputs of type `number` or `email`.',
        issues: [816, 770],
      },
      {
        text: "`.type(' ')` types a single space.",
        issues: [807],
      },
      {
        text: '`.spread()` works on a collection of DOM elements.',
        issues: [735],
      },
      {
        text: 'The CLI prints its help when called with an unknown command.',
        issues: [641],
      },
    ],
    misc: [
      {
        text: '`CYPRESS_RECORD_KEY` works when you call the binary directly, without the CLI.',
        issues: [820],
      },
      {
        text: 'The `CYPRESS_BINARY_VERSION` environment variable installs the binary from any URL or file path.',
        issues: [701],
      },
    ],
  },
  {
    version: '1.0.0',
    date: '2017-10-09',
    summary:
      'Cypress left its private beta for a public one that anyone can use, and its code became open source under the MIT License. The Test Runner works without logging in, except where it talks to Cypress servers, such as the Runs tab.',
    features: [
      {
        text: 'Windows is supported, still in beta, with a 32-bit build for now.',
        issues: [74, 444],
      },
    ],
  },
  {
    version: '0.20.2',
    date: '2017-10-06',
    breaking: [
      {
        text: '`cy.exec()` trims its output, so an `eq` assertion no longer sees a trailing newline `\\n`.',
        issues: [697],
      },
    ],
    fixes: [
      {
        text: 'Basic authentication works again.',
        issues: [573],
      },
      {
        text: '`cy.exec()` sources your shell setup on every call, not only on the first.',
        issues: [694],
      },
    ],
    misc: [
      {
        text: '`cypress open` accepts `--project`, so one Cypress installed at the root can open several sub-projects.',
        issues: [661],
      },
    ],
  },
  {
    version: '0.20.0',
    date: '2017-09-10',
    summary:
      'Cypress installs as an ordinary npm module that you can also `require` from Node.js, its driver was rewritten, and many breaking changes landed ahead of 1.0.0.',
    breaking: [
      {
        text: 'The `cypress-cli` package is no longer used; remove it with `npm uninstall -g cypress-cli`.',
      },
      {
        text: 'The `CYPRESS_VERSION` environment variable is gone, as the version of the npm package decides the version of the binary; `CYPRESS_BINARY_VERSION` downloads another binary version, with a warning when the versions differ.',
      },
      {
        text: 'The undocumented `cy.chain()` command was removed.',
        issues: [456],
      },
      {
        text: '`Cypress._` is lodash instead of Underscore.',
        issues: [548],
      },
      {
        text: 'Visibility checks take into account parents with `overflow: hidden`, so an element outside such a parent counts as hidden and some passing tests may now fail.',
        issues: [410],
      },
      {
        text: '`.select()` matches the trimmed text of an `<option>`, which can change the argument you pass it.',
        issues: [175],
      },
      {
        text: 'With `{ force: true }`, `.click()` and `.type()` neither scroll the element into view nor check that it is in view.',
        issues: [553, 537],
      },
      {
        text: '`Cypress.Dom` is renamed `Cypress.dom`.',
      },
      {
        text: '`Cypress.Log.command` is renamed `Cypress.log`.',
      },
      {
        text: 'The chai-jQuery assertions `prop`, `attr` and `css` given a third argument, which checks equality, no longer change the subject.',
        issues: [605],
      },
      {
        text: 'Returning a value other than `cy` from a test or a command function throws.',
        issues: [463],
      },
      {
        text: 'A custom command that returns a promise and also calls `cy` commands throws.',
        issues: [435],
      },
      {
        text: '`.then()` passes its subject on only when the callback returns `undefined`; returning `null` no longer does.',
      },
      {
        text: '`cy.contains()` can only be chained off `window`, `document` or an element.',
      },
      {
        text: '`Cypress.addParentCommand()`, `Cypress.addChildCommand()` and `Cypress.addDualCommand()` were removed in favor of the new interface for custom commands.',
      },
    ],
    deprecations: [
      {
        text: 'The `cypress-cli` npm package is deprecated.',
        issues: [316],
      },
      {
        text: 'The old way of writing custom commands is deprecated; use `Cypress.Commands`.',
        issues: [436, 465],
      },
      {
        text: 'In-app updates are gone: manage the Cypress version with npm, or download new versions yourself if you do not use npm.',
      },
    ],
    features: [
      {
        text: 'npm manages the version of Cypress like that of any other dev dependency.',
      },
      {
        text: '`npm install --save-dev cypress` downloads the CLI and the binary.',
      },
      {
        text: 'There is no separate `cypress install` step any more; the command stays for reinstalling the binary.',
      },
      {
        text: 'The `cypress` module can be required in Node.js to drive Cypress from code, as you would from the command line.',
      },
      {
        text: 'A global install with `npm install -g cypress` warns that Cypress belongs in `devDependencies` but keeps working.',
      },
      {
        text: 'The first time you use a new version, Cypress checks that it can run on your system and reports what stops it, such as missing Linux dependencies.',
      },
      {
        text: 'The `--browser` option picks the browser from the command line; only the default Electron browser records video.',
      },
      {
        text: '`DEBUG=cypress:cli` prints debugging output of the CLI.',
      },
      {
        text: 'chai-jQuery assertions give better error messages, no longer assert twice internally, and work on raw DOM objects.',
        issues: [605],
      },
      {
        text: 'chai-jQuery assertions throw a clear error when the subject is not a DOM object.',
        issues: [604],
      },
      {
        text: 'The new `.trigger()` command fires any event.',
        issues: [406],
      },
      {
        text: 'The new `cy.scrollTo()` command scrolls a container to a position.',
        issues: [497, 313],
      },
      {
        text: 'The new `.scrollIntoView()` command scrolls an element into view.',
        issues: [498, 313, 519],
      },
      {
        text: 'Range inputs can be tested with `.trigger()`.',
        issues: [287],
      },
      {
        text: 'Drag and drop can be tested with `.trigger()`.',
        issues: [386],
      },
      {
        text: '`.click()` accepts more position arguments.',
        issues: [499],
      },
      {
        text: '`.type()` supports inputs of type `date`, `time`, `month` and `week`.',
        issues: [27],
      },
      {
        text: '`cypress run --browser <name>` runs the same browsers you can pick in the GUI.',
        issues: [462, 531],
      },
      {
        text: '`cypress open` no longer starts a detached process by default; pass `--detached` for that.',
        issues: [531],
      },
      {
        text: 'The `cypress` npm package checks the installed version when you install or run it, and does not reinstall a Cypress that is already there.',
        issues: [396],
      },
      {
        text: 'The new `Cypress.Commands` interface adds custom commands.',
        issues: [436],
      },
      {
        text: '`Cypress.Commands.overwrite()` replaces existing commands.',
      },
      {
        text: 'An artificial delay between commands was removed, so tests run faster.',
      },
      {
        text: 'You can turn off the global exception handlers Cypress adds to your application.',
        issues: [254],
      },
      {
        text: 'Uncaught errors in spec or support files are caught, give the right exit code and display correctly.',
        issues: [345],
      },
      {
        text: 'Cypress scrolls past several elements that cover the one to act on, and takes `position: sticky` into account.',
        issues: [571, 565],
      },
      {
        text: 'Actionability checks scroll every parent container, not only `window`.',
        issues: [569],
      },
      {
        text: 'The `assert` interface of Chai works in specs.',
      },
      {
        text: 'A screenshot is taken in each failing runnable, test or hook, instead of once after everything ran.',
        issues: [394],
      },
      {
        text: '`cy.screenshot()` waits for the reporter, so automatic screenshots show the error messages.',
      },
      {
        text: 'The async `done` callback of Mocha works.',
      },
      {
        text: 'You can stop uncaught application errors from failing your tests, in code.',
      },
      {
        text: 'You can decide in code whether `window.confirm()` calls of your application are accepted or canceled.',
      },
    ],
    fixes: [
      {
        text: '`cy.route()` matches requests opened with lowercase methods.',
        issues: [607],
      },
      {
        text: 'Several `cy.server()` calls in a `before` hook no longer throw.',
        issues: [80, 510, 595],
      },
      {
        text: '`.type()` works on inputs whatever the case of their `type` attribute.',
        issues: [550],
      },
      {
        text: '`.type()` appends text correctly.',
        issues: [503, 568],
      },
      {
        text: '`.type()` no longer throws on `type="email"` inputs.',
        issues: [504],
      },
      {
        text: '`.clear()` works on `type="number"` inputs.',
        issues: [490],
      },
      {
        text: '`cy.exec()` works when Cypress runs in Docker.',
        issues: [517],
      },
      {
        text: 'The CLI installs without `git`.',
        issues: [124],
      },
      {
        text: 'Setting `fixturesFolder` to `false` no longer throws.',
        issues: [450],
      },
      {
        text: 'Actionability checks run synchronously, so the element cannot move or change between them.',
        issues: [570],
      },
      {
        text: 'Clipped elements with `overflow-y: hidden` no longer pass as visible.',
        issues: [563],
      },
      {
        text: '`.select()` on a select whose options share a value sets `selectedIndex` and `selectedOptions` correctly.',
        issues: [554],
      },
      {
        text: 'Commands no longer retry beyond their timeout during page transitions.',
        issues: [594],
      },
      {
        text: 'Server routes survive page loads that `cy.visit()` did not start.',
        issues: [177],
      },
      {
        text: '`cy.viewport()` resolves only after the DOM has re-rendered at the new size.',
      },
      {
        text: 'Outer assertions are retried by the commands before them.',
        issues: [543],
      },
    ],
    misc: [
      {
        text: '`cy.focused()` retries until the element exists, like `cy.get()`.',
        issues: [564, 409],
      },
      {
        text: '`cy.spy()` and `cy.stub()` have a `.log(bool)` method that keeps their calls out of the Command Log.',
      },
      {
        text: 'XHRs of your application are no longer aborted between tests.',
      },
      {
        text: 'Page loads no longer reset the current subject to `null`: you get the stale element or object from the previous page.',
      },
      {
        text: '`cy.wait()` on an array of the same alias yields the XHRs in the order they were requested.',
      },
      {
        text: 'Returning `null` from `.then()` makes `null` the subject.',
      },
      {
        text: 'Spies, stubs and routes stay in place after the last test, so you can keep using the application with Cypress instrumenting it.',
      },
      {
        text: '`.focus()` and `.blur()` can be called on `cy.window()`.',
      },
      {
        text: '`CYPRESS_DEBUG` was removed; use `DEBUG=cypress:*`.',
      },
      {
        text: '`cypress run` in a project without `cypress.json` errors instead of scaffolding and running the example spec.',
      },
      {
        text: '`cy.go()` takes snapshots before and after the navigation.',
      },
    ],
    dependencies: [
      {
        text: '`Cypress.Promise`, which is Bluebird, moved from `2.9.25` to `3.5.0`.',
      },
      {
        text: 'Chai moved from `1.9.2` to `3.5.0`.',
      },
      {
        text: 'Sinon.JS moved from `1.x` to `3.2.0`.',
      },
      {
        text: 'jQuery moved from `2.1.4` to `2.2.4`.',
      },
    ],
  },
  {
    version: '0.19.1',
    date: '2017-03-09',
    features: [
      {
        text: '`Cypress.version` holds the version of Cypress that runs the tests.',
        issues: [404],
      },
      {
        text: '`.select()` can choose an `<option>` inside an `<optgroup>`.',
        issues: [367],
      },
    ],
    fixes: [
      {
        text: 'Changed files are bundled again even when `watchForFileChanges` is `false`.',
        issues: [446, 347],
      },
      {
        text: '`.select()` works on options that share a value.',
        issues: [441],
      },
    ],
  },
  {
    version: '0.18.8',
    date: '2017-02-05',
    summary:
      'Sinon.JS is built in: `cy.stub()`, `cy.spy()`, `cy.clock()` and `cy.tick()` arrived, for unit and integration tests alike.',
    deprecations: [
      {
        text: 'The undocumented `cy.agents` is deprecated; it still works until it is removed.',
      },
    ],
    features: [
      {
        text: '`cy.stub()` and `cy.spy()` work synchronously with the Sinon API. The Command Log shows their calls, and clicking one shows the call count, arguments, context and return values; stubs are reset between tests.',
        issues: [377],
      },
      {
        text: 'Stubs and spies can be aliased with `.as()`, and their calls are then matched to the alias as XHRs are.',
      },
      {
        text: '`cy.clock()` and `cy.tick()` control the timers of the application: the clock applies even before the first `cy.visit()` and again after each page load, and `cy.tick()` moves time forward, handy for throttled or debounced functions.',
      },
      {
        text: '`sinon-as-promised` is applied, which adds `.resolves()` and `.rejects()` for stubbing functions that return promises.',
      },
      {
        text: "Sub-spies created with Sinon's `.withArgs()` are supported and shown.",
      },
    ],
  },
  {
    version: '0.18.3',
    date: '2016-12-18',
    features: [
      {
        text: 'The new `cy.log()` command prints a message and arguments of your choice in the Command Log, which gives context while you test and debug long tests.',
        issues: [342],
      },
    ],
    fixes: [
      {
        text: '`cy.title()` reads `document.title` instead of looking for `<title>` elements in `<head>`.',
        issues: [351, 331],
      },
      {
        text: 'When the headless renderer crashes, Cypress exits with status 1 and explains what happened.',
        issues: [270, 348],
      },
    ],
  },
  {
    version: '0.18.2',
    date: '2016-12-15',
    fixes: [
      {
        text: '`cy.visit()` sends an `Accept: text/html,*/*` header, so servers that require it, such as `webpack-dev-server`, no longer answer with a 404.',
        issues: [309],
      },
      {
        text: '`cy.request()` sends `Accept: */*` by default.',
        issues: [338],
      },
    ],
    misc: [
      {
        text: 'Errors of `cy.request()` include more details about headers.',
        issues: [341],
      },
      {
        text: 'When `cy.request()` times out, the error describes the request that was sent.',
        issues: [340],
      },
    ],
  },
  {
    version: '0.17.2',
    date: '2016-09-06',
    features: [
      {
        text: '`cy.visit()` to a resource that is not `text/html`, such as JSON or an image, throws a specific error; use `cy.request()` for routes of your back end, as it gets and sets cookies.',
        issues: [211],
      },
    ],
    fixes: [
      {
        text: 'Cypress no longer sets wrong `Cache` headers, which could cause `<iframe>` origin errors, fixing a regression from 0.17.1.',
      },
      {
        text: 'Host-only cookies are no longer also set as domain cookies, which doubled the cookies sent with requests.',
        issues: [207],
      },
      {
        text: '`cy.go()` navigates back and forward correctly during `cypress run`.',
      },
    ],
    misc: [
      {
        text: '`cy.visit()` no longer goes to `about:blank` before the real URL.',
        issues: [208],
      },
      {
        text: '`cy.writeFile()` accepts an empty string.',
        issues: [206],
      },
      {
        text: 'The error messages of `cy.readFile()` and `cy.writeFile()` are clearer.',
      },
      {
        text: 'The console output of `cy.readFile()` and `cy.writeFile()` includes the full file path.',
      },
    ],
  },
  {
    version: '0.17.1',
    date: '2016-08-31',
    features: [
      {
        text: '`.type()` accepts the modifiers `ctrl`, `cmd`, `shift` and `alt`, which can stay pressed to affect later actions such as `.click()`.',
        issues: [196],
      },
      {
        text: '`.type()` can type into `<body>` or `document`, for testing keyboard shortcuts without a focusable target.',
        issues: [150],
      },
      {
        text: 'The new `cy.readFile()` command reads a file and yields its contents.',
        issues: [179],
      },
      {
        text: 'The new `cy.writeFile()` command creates or writes a file.',
        issues: [179],
      },
    ],
    fixes: [
      {
        text: '`defaultCommandTimeout` takes effect.',
      },
    ],
    misc: [
      {
        text: '`cy.fixture()` loads files of any extension, reading unknown extensions as `utf8`.',
        issues: [200],
      },
      {
        text: '`cy.fixture()` takes an `encoding` as an optional second argument.',
      },
    ],
  },
  {
    version: '0.17.0',
    date: '2016-08-30',
    bundled: { node: '6.1.0' },
    summary:
      'The desktop app and the test runner were redesigned, the runner rebuilt in React, and the proxy layer of the server rewritten to put an end to CORS problems.',
    breaking: [
      {
        text: 'A single test can no longer `cy.visit()` two different superdomains; split such a test in two.',
      },
    ],
    features: [
      {
        text: 'Cypress switches to the domain you `cy.visit()`, so your application runs on its real domain and the URL shows it; the rewritten proxy handles HTTPS certificates and injection, which ends the CORS problems.',
      },
      {
        text: '`window.fetch` works; it cannot be stubbed yet.',
        issues: [95],
      },
      {
        text: 'The list of tests refreshes when test files are renamed, deleted or added, and follows the running spec.',
      },
      {
        text: '`cy.visit()` explains precisely why a visit failed.',
        issues: [138],
      },
      {
        text: '`cy.visit()` shows redirects and the cookies that were set.',
      },
      {
        text: 'The running test scrolls into view; scroll the Command Log yourself or turn off auto-scroll to stop that.',
        issues: [194],
      },
      {
        text: 'A command that takes longer than 1000 ms expands its test in the Command Log.',
      },
      {
        text: 'Subdomains are supported, whether you reach them with `cy.visit()` or by navigating in your application.',
      },
      {
        text: "`cy.request()` sends the browser's cookies and sets the cookies of the response in the browser, so it can log in without going through the UI.",
      },
      {
        text: 'HTTP `4xx` and `5xx` responses of your server pass through unchanged instead of turning into a `500`.',
      },
      {
        text: 'Many error messages were improved.',
      },
      {
        text: 'The output of `.debug()` is better and lets you inspect the subject of the current command.',
      },
      {
        text: 'Clicking the URL in the header of the runner opens it in a new tab.',
      },
    ],
    fixes: [
      {
        text: 'The viewport may be at most 3000 pixels and at least 200 pixels, as the error messages say.',
        issues: [189],
      },
      {
        text: 'WebSockets are proxied correctly over HTTPS and on subdomains other than the one under test.',
      },
      {
        text: '`.debug()` no longer changes the subject.',
      },
    ],
    misc: [
      {
        text: '`cypress run` no longer requires logging in.',
      },
      {
        text: '`commandTimeout` is renamed `defaultCommandTimeout`; Cypress rewrites it in your `cypress.json` for you.',
      },
      {
        text: 'The Command Log options `onConsole` and `onRender` are renamed `consoleProps` and `renderProps`; the old names still work.',
      },
      {
        text: 'The default `port` of a project is a random open port instead of `2020`.',
      },
    ],
    dependencies: [
      {
        text: 'The Chromium that runs headless in `cypress run` is version `51`.',
      },
      {
        text: 'The Node.js built into Cypress is `6.1.0`.',
      },
    ],
  },
  {
    version: '0.16.3',
    date: '2016-06-17',
    features: [
      {
        text: "`cy.route()` accepts glob patterns, matched with minimatch, as in `cy.route('POST', '/users/*/comments', {})`.",
      },
      {
        text: '`Cypress.minimatch` is exposed so you can test glob patterns.',
      },
      {
        text: '`.type()` works on elements that are not inputs but have a `tabindex`: key events fire, but no text changes and no input events fire.',
        issues: [172],
      },
      {
        text: 'The `ignoreTestFiles` option takes glob patterns of spec files to ignore; the default, `*.hot-update.js`, skips the hot update files of webpack.',
        issues: [159],
      },
    ],
    fixes: [
      {
        text: 'Invalid UTF-8 characters in XHR headers are encoded, so those XHRs no longer fail.',
        issues: [168],
      },
      {
        text: 'Nested folders in `cypress/support` no longer cause a `500` when tests run.',
        issues: [163],
      },
    ],
    misc: [
      {
        text: '`Cypress.Server.defaults()` accepts `urlMatchingOptions`, which are passed to minimatch.',
      },
      {
        text: '`cypress run` exits with the number of failed tests instead of always `0`.',
        issues: [167],
      },
    ],
  },
  {
    version: '0.16.2',
    date: '2016-06-11',
    features: [
      {
        text: 'The new `cy.screenshot()` command takes a screenshot when you ask for one.',
      },
      {
        text: '`cypress run` and CI runs take a screenshot when a test fails; set `screenshotOnHeadlessFailure` to `false` to stop that.',
      },
      {
        text: 'The `screenshotsFolder` option, `cypress/screenshots` by default, sets where screenshots go.',
      },
      {
        text: 'In CircleCI, screenshots are exported as artifacts you see in its web UI; in Travis CI, you upload them to an S3 bucket yourself.',
      },
      {
        text: 'The new `.each()` command goes through a collection one item at a time, yielding the item, its index and the collection.',
        issues: [156],
      },
      {
        text: '`cy.route()` accepts a function, or a function as its `response`, to compute the response when it is needed, for example from fixtures.',
        issues: [152],
      },
      {
        text: '`cy.contains()` accepts a regular expression.',
        issues: [158],
      },
      {
        text: '`.type()` accepts `{downarrow}` and `{uparrow}`, which fire the key events without moving the caret.',
        issues: [157],
      },
    ],
    fixes: [
      {
        text: '`cy.exec()` prints more `stderr` and `stdout` and sources your `$SHELL`, so GUI apps behave as if launched from your terminal.',
        issues: [153, 154],
      },
      {
        text: '`cy.contains()` no longer yields the last element when siblings contain the same text.',
        issues: [158],
      },
      {
        text: 'Returning a raw DOM element wraps it as the new subject instead of erroring.',
      },
    ],
    misc: [
      {
        text: 'A `.then()` callback that queues Cypress commands but returns another value synchronously gets an error that says exactly that.',
      },
    ],
  },
  {
    version: '0.16.1',
    date: '2016-05-22',
    features: [
      {
        text: '`Cypress.Cookies.debug()` works again and tells you much more.',
      },
      {
        text: '`Cypress.Cookies.debug(true, { verbose: false })` leaves the verbose cookie objects out of the log.',
      },
    ],
    fixes: [
      {
        text: 'A `.then()` that throws no longer keeps the next test from issuing commands.',
        issues: [149],
      },
    ],
    misc: [
      {
        text: '`.its()` with several arguments throws and points you to `.invoke()`.',
        issues: [147],
      },
    ],
  },
  {
    version: '0.16.0',
    date: '2016-05-17',
    summary:
      'Cypress drives the browser through its automation APIs instead of only JavaScript in the page, which lifts the limits of the JavaScript sandbox. For now only Chrome-family browsers have that support, so tests no longer run in other browsers.',
    breaking: [
      {
        text: 'Running tests requires Chrome, Chromium or Canary on your system.',
      },
      {
        text: '`Cypress.Cookies.get`, `Cypress.Cookies.set` and `Cypress.Cookies.remove` were removed.',
      },
      {
        text: '`cy.getCookies()` yields an array of cookie objects, with `name`, `value` and other properties.',
      },
      {
        text: '`cy.clearCookies()` yields `null` instead of the cookie it cleared.',
      },
      {
        text: '`Cypress.Cookies.debug()` is turned off for now.',
      },
      {
        text: 'Browsers start in a profile of their own, without your extensions; install developer extensions such as those for Angular, Ember or React there once and they stay.',
      },
      {
        text: 'The `whitelist` callback of `Cypress.Cookies.defaults()` receives a cookie object instead of the name of the cookie.',
      },
    ],
    features: [
      {
        text: 'When you run a project from the desktop app, you choose Chrome, Chromium or Canary, whichever is installed.',
      },
      {
        text: 'Browser sessions are separate from your own profiles, with password saving, popup blocking and similar features turned off.',
      },
      {
        text: 'Chrome launched by Cypress wears a custom theme, so you can tell it from your own sessions.',
      },
      {
        text: 'The new commands `cy.getCookie()`, `cy.setCookie()` and `cy.clearCookie()` get, set and clear cookies.',
      },
      {
        text: 'All the cookie commands take new options and work outside the JavaScript sandbox.',
      },
      {
        text: 'The Chromium that runs headless and in CI moved from `47` to `49`.',
      },
      {
        text: 'The new `cy.exec()` command runs any system command, limited by the new `execTimeout` option, 60 seconds by default.',
        issues: [126],
      },
      {
        text: 'The `numTestsKeptInMemory` option sets how many tests keep their snapshots and command data in memory; lower it to use less memory in the browser.',
        issues: [142],
      },
    ],
    fixes: [
      {
        text: 'Typing into an `input[type=tel]` works.',
        issues: [141],
      },
    ],
    misc: [
      {
        text: '`cy.fixture()` times out after `responseTimeout`, 20 seconds, by default.',
      },
      {
        text: '`cy.fixture()` can time out and takes an `options` argument to change its timeout.',
      },
      {
        text: 'The proxy keeps the `HttpOnly` flag of cookies.',
      },
    ],
  },
  {
    version: '0.14.3',
    date: '2016-03-20',
    features: [
      {
        text: 'The new `cy.getCookies()` command yields the cookies, ready for chaining.',
        issues: [103],
      },
      {
        text: 'Cypress prints its version when given `--version`.',
      },
      {
        text: 'On OS X, when you are not logged in, a system notification tells you that Cypress is running in the tray.',
      },
    ],
    fixes: [
      {
        text: 'Cookies created on a path other than `/` are cleared more reliably.',
        issues: [104],
      },
      {
        text: 'Cypress commands issued inside a promise work.',
        issues: [111],
      },
    ],
    misc: [
      {
        text: 'The `onBeforeLoad` and `onLoad` callbacks of `cy.visit()` run with the context of the current runnable instead of `cy`, which makes the properties of your tests easier to reach.',
      },
    ],
  },
  {
    version: '0.14.0',
    date: '2016-03-08',
    summary:
      'Mostly internal: the desktop app and the back end were restructured in preparation for publishing the source.',
    features: [
      {
        text: 'The desktop app has a new look, with help text, popovers, clearer errors and better loading indicators.',
      },
      {
        text: 'The desktop app is much smaller and unzips faster.',
      },
      {
        text: 'Cypress no longer inserts test IDs into your test files; the CLI command `cypress remove:ids` removes the existing ones.',
      },
      {
        text: '`.then()` accepts a `timeout` option.',
        issues: [110],
      },
      {
        text: 'Every error message of the CLI was rewritten.',
      },
      {
        text: '`cypress run` offers to add a project that has not been added yet.',
      },
      {
        text: 'Domain cookies are proxied better, though not yet in every case.',
      },
      {
        text: 'The Kitchen Sink example repository shows every Cypress command in use.',
      },
    ],
    fixes: [
      {
        text: '`cypress run` works on OS X again.',
      },
      {
        text: "`cy.viewport('ipad-2')` is in portrait by default, and its landscape orientation is really landscape.",
        issues: [100],
      },
      {
        text: '`.click()` with a `position` stays inside the element when the computed coordinates are fractions.',
        issues: [99],
      },
      {
        text: 'The `clientX` and `clientY` of events are right when the page is scrolled.',
        issues: [98],
      },
      {
        text: '`.check()` and `.uncheck()` filter the subject when given a value.',
        issues: [94],
      },
    ],
    misc: [
      {
        text: '`cy.reload()` yields the window of the reloaded page.',
        issues: [105],
      },
    ],
  },
  {
    version: '0.12.6',
    date: '2015-11-29',
    features: [
      {
        text: 'Cypress restarts its server by itself when `cypress.json` changes.',
      },
      {
        text: 'The new `Cypress.config` interface reads configuration values, as `Cypress.env` does for environment variables.',
      },
    ],
    fixes: [
      {
        text: 'Setup and teardown run in nested Mocha `before` hooks, so the error `The XHR server is unavailable or missing...` no longer appears.',
        issues: [80, 86],
      },
      {
        text: 'Options given to `cy.route()` no longer change the options of `cy.server()`.',
        issues: [84, 85],
      },
      {
        text: '`cy.title()` looks only in `<head>`, not in `<body>`.',
      },
      {
        text: 'Cross-origin requests are proxied by Cypress, which rewrites their URLs to avoid CORS problems.',
      },
    ],
    misc: [
      {
        text: 'The `visitTimeout` and `requestTimeout` options are exposed in the configuration.',
      },
      {
        text: '`visitTimeout` went up from 20 to 30 seconds.',
      },
      {
        text: '`.click()` throws when the subject holds more than one element; pass `{ multiple: true }` to click each of them in turn.',
      },
    ],
  },
  {
    version: '0.12.4',
    date: '2015-11-19',
    features: [
      {
        text: 'The new `Cypress.Cookies` interface gets, sets and preserves cookies across tests, handy to keep a session based on cookies.',
      },
    ],
    fixes: [
      {
        text: 'Cypress is injected correctly when the `<head>` tag has attributes.',
      },
      {
        text: 'Two reads of the same fixture at the same moment can no longer blank the fixture file.',
      },
    ],
    misc: [
      {
        text: 'Alerts are accepted automatically, with a message in the console.',
      },
      {
        text: 'The nested `cypress` object in `cypress.json` was removed; Cypress rewrites existing files on the next start of the server.',
        issues: [82],
      },
    ],
  },
  {
    version: '0.12.2',
    date: '2015-11-01',
    features: [
      {
        text: '`cy.cmd` and `cy.command` invoke a command by its name as a string, handy for namespaced custom commands.',
      },
      {
        text: 'Tests can read environment variables with `Cypress.env`.',
      },
    ],
    misc: [
      {
        text: 'The `url` that Cypress records for each XHR is fully decoded, even when the request used an encoded URL; the XHR itself is unchanged.',
      },
    ],
  },
  {
    version: '0.11.9',
    date: '2015-10-03',
    features: [
      {
        text: 'Fixtures may be `.zip` files, whose content comes back as `base64`.',
      },
      {
        text: 'The app has a favicon.',
      },
      {
        text: 'Tooltips appear throughout the app.',
      },
      {
        text: 'The new `.pause()` debugging command stops running commands and lets you resume, or step through the next commands one at a time.',
      },
      {
        text: 'You can stop and restart tests from the UI.',
      },
      {
        text: 'The `cy.Blob` utilities convert between `blob`, `string` and `base64`, useful for handling uploads by hand.',
      },
    ],
  },
  {
    version: '0.11.6',
    date: '2015-09-25',
    fixes: [
      {
        text: 'The viewport goes back to the default width and height on later runs.',
      },
      {
        text: "`.should('contain', ...)` escapes double and single quotes.",
      },
    ],
    misc: [
      {
        text: '`cy.window()` logs to the Command Log and checks the assertions that follow it.',
      },
      {
        text: '`cy.document()` logs to the Command Log and checks the assertions that follow it.',
      },
    ],
  },
  {
    version: '0.11.4',
    date: '2015-09-17',
    deprecations: [
      {
        text: '`cy.wait(function)` is deprecated; rename it to `.should()`.',
      },
    ],
    features: [
      {
        text: '`.should()` accepts a callback function, retried until it stops throwing, so you can reshape the subject before asserting, for example to compare several elements or to build an array of texts.',
      },
    ],
  },
  {
    version: '0.9.0',
    date: '2015-07-02',
    features: [
      {
        text: 'The new `cy.viewport()` command sets the width and height of the viewport; the default is 1000x660.',
      },
      {
        text: 'The viewport of the application scales to fit your screen, so you can test resolutions larger than your display.',
      },
      {
        text: 'The header shows the viewport dimensions as they change.',
      },
      {
        text: 'The header shows the viewport scale as it changes.',
      },
      {
        text: 'Going back to a command restores the viewport size it ran at.',
      },
      {
        text: 'Several common viewport presets are available.',
      },
    ],
    misc: [
      {
        text: 'A viewport is always set: 1000x660 unless you change `viewportWidth` and `viewportHeight` in `cypress.json`.',
      },
    ],
  },
  {
    version: '0.8.0',
    date: '2015-06-26',
    summary: '`.type()` was rewritten to fire every DOM event of real typing.',
    features: [
      {
        text: 'Clicking `.type()` in the Command Log prints a Key Events Table to the console: each key typed, its `charCode`, the events fired and whether any of them was default-prevented.',
      },
      {
        text: '`.type()` accepts the sequences `{selectall}`, `{del}`, `{backspace}`, `{esc}`, `{{}`, `{enter}`, `{leftarrow}` and `{rightarrow}`.',
      },
      {
        text: '`.type()` handles the cursor, selections and ranges as a real keyboard does.',
      },
      {
        text: '`.type()` fires change events as browsers do when `{enter}` is typed.',
      },
      {
        text: '`.type()` fires `textInput` and `input` events as browsers do.',
        issues: [7],
      },
      {
        text: '`.type()` respects `preventDefault()` on events that would insert a character, such as `keydown`, `keypress` and `textInput`.',
      },
      {
        text: 'The events `.type()` fires match real `KeyboardEvent`s, including `charCode`, `which`, `keyCode` and `data`.',
      },
      {
        text: '`.type()` waits 10 ms between keystrokes, as a user would.',
      },
      {
        text: '`.select()` fires `input` events when it picks an `<option>`.',
      },
      {
        text: '`change` events fire as in browsers: when an input whose value changed loses focus, for example after `.blur()` or an action on another element.',
      },
    ],
    fixes: [
      {
        text: '`.type()` into an `input[type=number]` no longer puts the text before the existing value.',
        issues: [26],
      },
      {
        text: '`[contenteditable]` elements can be focused and blurred.',
      },
    ],
    misc: [
      {
        text: '`.type()` throws when given anything other than a string or a finite number.',
      },
      {
        text: '`.type()` throws on an empty string.',
      },
    ],
  },
  {
    version: '0.6.12',
    date: '2015-06-09',
    fixes: [
      {
        text: 'After a page load, the subject is cleared, so later commands cannot use DOM elements of the previous page.',
      },
    ],
    misc: [
      {
        text: '`.type()`, `.clear()`, `.check()` and `.uncheck()` accept `{ force: true }`, which forces the click and skips the other clickability checks.',
      },
    ],
  },
  {
    version: '0.6.11',
    date: '2015-06-08',
    fixes: [
      {
        text: '`.submit()` fails when its subject holds more than one form.',
        issues: [41],
      },
      {
        text: 'Elements are scrolled into view by their top edge, so the middle of an element is inside the viewport before an action.',
        issues: [42],
      },
    ],
  },
  {
    version: '0.6.8',
    date: '2015-06-05',
    features: [
      {
        text: 'The new `cy.clearCookie()` and `cy.clearCookies()` commands clear cookies.',
      },
      {
        text: 'Cypress clears all cookies before each test run.',
      },
      {
        text: 'The spec and application iframes have names, so the iframe selector of Chrome DevTools tells them apart.',
      },
    ],
    misc: [
      {
        text: '`cy.visit()` accepts `{ log: false }` to stay out of the Command Log, useful in custom commands.',
      },
      {
        text: '`cy.contains()` searches within `<body>` by default instead of `document`, so it no longer finds elements in `<head>` such as `<title>`.',
      },
    ],
  },
  {
    version: '0.6.5',
    date: '2015-05-23',
    features: [
      {
        text: 'When the page starts loading a new document, the Command Log shows a `loading` row and Cypress runs no command until the new page has loaded, waiting up to 20 seconds, as `cy.visit()` does.',
      },
    ],
    fixes: [
      {
        text: '`.submit()` submits the form instead of only firing the `submit` event; a handler that cancels the event or sets `returnValue` to `false` stops the submission.',
      },
    ],
  },
  {
    version: '0.5.9',
    date: '2015-04-26',
    features: [
      {
        text: 'The new `.spread()` command works like `.then()` but spreads an array subject into separate arguments of the callback.',
      },
      {
        text: 'During an update, the updating message appears where the app opened from the tray icon.',
      },
      {
        text: 'After an update, Cypress opens again at the same position.',
      },
      {
        text: '`cy.wait()` accepts an array of route aliases, waits for all of them, and yields the array of resolved XHRs.',
      },
      {
        text: 'Each use of an alias in `cy.wait()` waits for the next matching request: the second use waits for the second request, and so on.',
        issues: [4],
      },
      {
        text: '`cy.get()` accepts a route alias and yields the last matched request by default; special alias properties give another request or an array of them.',
      },
    ],
  },
  {
    version: '0.5.4',
    date: '2015-04-20',
    features: [
      {
        text: '`.should()` accepts an `eventually` flag that retries the assertion until it passes or times out.',
      },
      {
        text: '`.and()` is another name for `.should()`, so assertions can be chained.',
      },
    ],
    breaking: [{ text: '`cy.to` was removed.' }],
  },
  {
    version: '0.4.5',
    date: '2015-04-10',
    features: [
      {
        text: 'The new `cy.wrap()` command yields the object you pass it.',
      },
    ],
  },
  {
    version: '0.4.3',
    date: '2015-04-09',
    features: [
      {
        text: '`cy.server()` and `cy.route()` can be set up before `cy.visit()` and apply to the next page visited, so you can stub requests made during page load.',
        issues: [17],
      },
      {
        text: '`cy.visit()` accepts an `onBeforeLoad` callback, called when the page starts to render, before its `load` event.',
      },
    ],
  },
  {
    version: '0.3.3',
    date: '2015-03-18',
    features: [
      {
        text: 'Ajax requests for `.js`, `.html` and `.css` files are filtered out by default.',
      },
      {
        text: '`cy.server()` can turn that filtering on or off.',
      },
    ],
    fixes: [
      {
        text: '`cy.server()` no longer captures the asynchronous GET requests Angular makes for templates.',
      },
    ],
  },
]
