import type { Release } from './types'

/** Cypress 13.x, newest first. */
export const releases13: Release[] = [
  {
    version: '13.17.0',
    date: '2024-12-17',
    features: [
      {
        text: 'Chrome for Testing is officially supported. When Cypress detects it, launch it with `--browser chrome-for-testing`; otherwise pass the path to the browser. Before, it had to be added by customizing the list of browsers.',
        issues: [28123, 28554],
      },
    ],
    fixes: [
      {
        text: 'Targets that do not implement `Network.enable` no longer risk hanging.',
        issues: [29876],
      },
      {
        text: 'The Firefox `userChrome.css` hides the toolbox in headless mode as intended.',
        issues: [30721],
      },
      {
        text: '`cypress.config.ts` loads under Node.js `22.12.0` when it is loaded as an ES module.',
        issues: [30715],
      },
    ],
    misc: [
      {
        text: 'The scaffolded component testing `supportFile` no longer carries a comment about CommonJS syntax.',
        issues: [23287],
      },
    ],
    dependencies: [
      {
        text: '`chai` is updated from `4.2.0` to `4.5.0`.',
        prs: [30737],
      },
    ],
  },
  {
    version: '13.16.1',
    date: '2024-12-04',
    fixes: [
      {
        text: 'Recorded and parallel runs now fail, rather than skip the spec, when Cypress cannot confirm that an instance was created.',
        issues: [30628],
      },
    ],
  },
  {
    version: '13.16.0',
    date: '2024-11-19',
    features: [
      {
        text: 'The new `defaultBrowser` option chooses the browser Cypress launches. It applies only to the first launch; changing it once a browser is open has no effect.',
        issues: [6646],
      },
    ],
    fixes: [
      {
        text: 'The Vite dev server includes source maps for JavaScript assets whose URL carries a cache-busting query parameter, and inlines the source maps it includes in more cases.',
        prs: [30606],
      },
    ],
    misc: [
      {
        text: 'The protocol can vary its logic according to the project configuration.',
        issues: [30560],
      },
    ],
  },
  {
    version: '13.15.2',
    date: '2024-11-05',
    fixes: [
      {
        text: 'The runner no longer risks hanging in `after` or `afterEach` hooks that run Cypress commands after a page load timeout error.',
        issues: [30238],
      },
    ],
    misc: [
      {
        text: 'A typo in the help text of the CLI `global` option is corrected.',
        issues: [30531],
      },
    ],
    dependencies: [
      {
        text: '`mobx` is updated from `5.15.4` to `6.13.5`, and `mobx-react` from `6.1.8` to `9.1.1`.',
        issues: [30509],
      },
      {
        text: '`@cypress/request` is updated from `3.0.4` to `3.0.6`.',
        prs: [30488],
      },
    ],
  },
  {
    version: '13.15.1',
    date: '2024-10-24',
    fixes: [
      {
        text: 'A patched `find-process` keeps the cleanup of browser profiles on Windows from throwing an error.',
        issues: [30378],
      },
      {
        text: 'When several intercepts match a resource, rapid repeated requests to it all get the right static response.',
        issues: [30375],
      },
    ],
    misc: [
      {
        text: 'Cypress automates Firefox with the help of `geckodriver` instead of `marionette-client`.',
        issues: [30217],
      },
      {
        text: 'Cypress automates Firefox with the help of `webdriver`, and uses `firefox-profile` to create a Firefox profile and encode it in Base64, keeping screen preferences in `xulstore.json`.',
        issues: [30300, 30301],
      },
      {
        text: "The protocol's `beforeSpec` receives information about the spec, to help troubleshoot errors it reports.",
        prs: [30316],
      },
    ],
    dependencies: [
      {
        text: '`simple-git` is updated from `3.16.0` to `3.25.0`.',
        prs: [30076],
      },
    ],
  },
  {
    version: '13.15.0',
    date: '2024-09-25',
    features: [
      {
        text: 'When a Test Replay upload takes too long, Cypress shows errors that say what to do, and it gives more detail about uncategorized errors during the upload.',
        prs: [30235],
      },
    ],
    fixes: [
      {
        text: 'In Firefox 129 and later, clicking a checkbox no longer leaves the click event in the wrong state.',
        prs: [30245],
      },
      {
        text: "'Open in IDE' works on Windows for file paths containing spaces and other special characters, fixing a regression from 13.13.0.",
        issues: [29820],
      },
    ],
    misc: [
      {
        text: 'The `createSnapshot` function receives the related log, for use by the protocol.',
        prs: [30244],
      },
    ],
    dependencies: [
      {
        text: '`@cypress/request` is updated from `3.0.1` to `3.0.4`.',
        prs: [30194],
      },
      {
        text: '`express` is updated from `4.19.2` to `4.21.0`, which clears CVE-2024-43796, CVE-2024-45590 and CVE-2024-43800 from security scans.',
        prs: [30241],
      },
      {
        text: '`launch-editor` is updated from `2.8.0` to `2.9.1`.',
        prs: [30247],
      },
      {
        text: '`loader-utils` is updated from `1.4.0` to `1.4.2`, which clears CVE-2022-37601 from security scans.',
        issues: [28208],
      },
      {
        text: '`send` is updated from `0.17.1` to `0.19.0`, which clears CVE-2024-43799 from security scans.',
        prs: [30241],
      },
    ],
  },
  {
    version: '13.14.2',
    date: '2024-09-04',
    fixes: [
      {
        text: 'Cypress no longer crashes with a `WebSocket Connection Closed` error.',
        issues: [30100],
      },
      {
        text: '`cy.screenshot()` no longer times out and Cypress no longer fails to start with a `GLib-GIO-ERROR` error, because the change that let HiDPI screens under Wayland use Cypress is reverted.',
        issues: [30172, 30160],
        prs: [30109],
      },
    ],
  },
  {
    version: '13.14.1',
    date: '2024-08-29',
    fixes: [
      {
        text: 'The settings page of the Cypress App describes the `experimentalJustInTimeCompile` feature.',
        issues: [30126],
      },
    ],
  },
  {
    version: '13.14.0',
    date: '2024-08-27',
    performance: [
      {
        text: 'The Cypress server no longer risks leaking memory when it reconnects a CDP connection that dropped unintentionally.',
        issues: [29744],
        prs: [29988],
      },
    ],
    features: [
      {
        text: 'The new component testing option `experimentalJustInTimeCompile` compiles only the resources a spec needs, just before it runs, which improves memory use and speed in `cypress open` and `cypress run`, especially for large suites. It supports `webpack` and `vite`.',
        issues: [29244],
      },
      {
        text: '`.type()` with `{upArrow}` and `{downArrow}` also works on `date`, `month`, `week`, `time`, `datetime-local` and `range` inputs.',
        issues: [29665],
      },
      {
        text: 'The new `CYPRESS_SKIP_VERIFY` flag suppresses the Cypress verification checks.',
        issues: [22243],
      },
      {
        text: 'The protocol can make requests to the Cloud API.',
        prs: [30066],
      },
      {
        text: 'Passing only the `--browser` flag launches that browser automatically once you have chosen the project and testing type.',
        prs: [28538],
      },
    ],
    fixes: [
      {
        text: 'The `file:preprocessor` computes the right bundle output path for files outside the Cypress project directory.',
        issues: [8599],
      },
      {
        text: 'Cypress runs with TypeScript and ES modules under Node.js `22.7.0`.',
        issues: [30084],
      },
      {
        text: 'The App Runner detects the current browser family correctly when it chooses between the `unload` and `pagehide` events.',
        issues: [29880],
      },
    ],
    misc: [
      {
        text: 'Cypress passes the `--ozone-platform-hint=auto` flag to Electron so that its window and browser work on HiDPI screens under Wayland.',
        issues: [20891],
      },
    ],
    dependencies: [
      {
        text: '`detect-port` is updated from `1.3.0` to `1.6.1`.',
        prs: [30038],
      },
    ],
  },
  {
    version: '13.13.3',
    date: '2024-08-14',
    fixes: [
      {
        text: 'Chrome no longer logs a console error about a deprecated `unload` call coming from jQuery.',
        prs: [29944],
      },
      {
        text: 'Test Replay upload errors are more precise: a failed connection reports the exact system error, and a stalled upload reports the stall instead of the vague message "The user aborted a request".',
        prs: [29959],
      },
    ],
    misc: [
      {
        text: 'The `cypress open` hints shown after the binary installs are updated.',
        issues: [29935],
      },
    ],
    dependencies: [
      {
        text: '`image-size` is updated from `0.8.3` to `1.1.1`.',
        prs: [30023],
      },
    ],
  },
  {
    version: '13.13.2',
    date: '2024-07-31',
    performance: [
      {
        text: 'Command logs no longer leak memory when Test Replay is on.',
        prs: [29939],
      },
      {
        text: 'A `reduce` call in a proxy method runs faster.',
        prs: [29887],
      },
    ],
    fixes: [
      {
        text: 'Yarn PnP works with Cypress and `@cypress/webpack-batteries-included-preprocessor`.',
        issues: [27947],
      },
    ],
    dependencies: [
      {
        text: '`@cypress/request` is updated from `3.0.0` to `3.0.1`.',
        issues: [29863],
      },
      {
        text: '`chrome-remote-interface` is updated from `0.33.0` to `0.33.2`.',
        prs: [29932],
      },
      {
        text: '`mime` is updated from `2.4.4` to `2.6.0`.',
        prs: [29870],
      },
      {
        text: '`strip-ansi` is updated from `6.0.0` to `6.0.1`.',
        prs: [29931],
      },
    ],
  },
  {
    version: '13.13.1',
    date: '2024-07-16',
    fixes: [
      {
        text: 'CDP connections that connect, disconnect and reconnect quickly while commands are pending no longer throw unhandled `WebSocket connection closed` exceptions.',
        issues: [29572],
      },
      {
        text: 'When a Test Replay upload gets a non-200 status with a body that is not JSON, the CLI output shows that body correctly.',
        prs: [29801],
      },
      {
        text: 'A retried Test Replay upload no longer reuses the ReadStream of the failed attempt.',
        issues: [29227],
      },
      {
        text: 'Test Replay captures command snapshots inside `cy.origin()`.',
        prs: [29828],
      },
    ],
    dependencies: [
      {
        text: '`jquery` is updated from `3.1.1` to `3.4.1`.',
        issues: [29822],
        prs: [29837],
      },
      {
        text: '`json-lint` is replaced by `json-parse-even-better-errors`, which clears CVE-2021-23358 from security scans.',
        issues: [28207],
      },
      {
        text: '`minimatch` is updated from `3.0.4` to `3.1.2`.',
        prs: [29821],
      },
    ],
  },
  {
    version: '13.13.0',
    date: '2024-07-02',
    performance: [
      {
        text: 'The `experimentalSourceRewriting` option runs faster.',
        prs: [29540],
      },
    ],
    features: [
      {
        text: 'Angular component testing supports signals in Angular 17.2 and later.',
        issues: [29264],
      },
    ],
    fixes: [
      {
        text: 'After recovering from an unexpected browser closure, Chrome launches recreate the CRI client of the browser correctly.',
        issues: [27657],
        prs: [29663],
      },
      {
        text: 'Firefox 129 (Firefox Nightly) launches with Cypress.',
        issues: [29713],
        prs: [29720],
      },
    ],
    dependencies: [
      {
        text: '`launch-editor` is updated from `2.3.0` to `2.8.0`.',
        prs: [29770],
      },
      {
        text: '`memfs` is updated from `3.4.12` to `3.5.3`.',
        prs: [29746],
      },
      {
        text: '`tmp` is updated from `0.2.1` to `0.2.3`.',
        issues: [29693],
      },
      {
        text: '`ws` is updated from `5.2.3` to `5.2.4`.',
        prs: [29698],
      },
    ],
  },
  {
    version: '13.12.0',
    date: '2024-06-18',
    features: [
      {
        text: 'Component testing supports Angular 18.',
        issues: [29309],
      },
    ],
    fixes: [
      {
        text: 'Typing `{upArrow}` or `{downArrow}` with `.type()` into an `input[type=number]` fires the `input` and `change` events.',
        issues: [29611],
      },
      {
        text: 'Automatic scrolling of the reporter no longer turns itself off without the user asking.',
        issues: [25084],
      },
      {
        text: 'With TypeScript 5, `inlineSourceMaps` is no longer used when the TypeScript config sets `sourceMaps`.',
        issues: [26203],
      },
      {
        text: 'When the capture protocol script fails verification, Cypress says so instead of showing an error about the location of the Test Replay archive.',
        prs: [29603],
      },
      {
        text: 'HTTP responses with invalid headers no longer raise an error: Cypress drops those headers and, in debug mode, warns in the console.',
        issues: [28865],
      },
    ],
    misc: [
      {
        text: 'In record mode with Test Replay on, Cypress reports `afterSpec` durations to the Cloud API.',
        prs: [29500],
      },
    ],
    dependencies: [
      {
        text: '`firefox-profile` is updated from `4.3.1` to `4.6.0`.',
        prs: [29662],
      },
      {
        text: '`typescript` is updated from `4.7.4` to `5.3.3`.',
        prs: [29568],
      },
      {
        text: '`url-parse` is updated from `1.5.9` to `1.5.10`.',
        prs: [29650],
      },
    ],
  },
  {
    version: '13.11.0',
    date: '2024-06-04',
    performance: [
      {
        text: 'Setting console props in `Cypress.log` is faster.',
        prs: [29501],
      },
    ],
    features: [
      {
        text: 'Component testing supports Next.js 14.',
        issues: [28185],
      },
      {
        text: 'The new `IGNORE_CHROME_PREFERENCES` environment variable makes Cypress ignore Chrome preferences when launching Chrome.',
        issues: [29330],
      },
    ],
    fixes: [
      {
        text: 'The Launchpad no longer hangs when it asks for the current project before the project configuration has loaded.',
        issues: [29486],
      },
      {
        text: 'Ahead of Chrome forcibly deprecating `unload` events, Cypress uses `pagehide` in their place.',
        issues: [29241],
      },
    ],
    misc: [
      {
        text: 'The types of `cy.intercept()` and `cy.wait()` are richer: the `body` of the request and of the response in an interception can take user-defined types.',
        issues: [29507],
      },
    ],
  },
  {
    version: '13.10.0',
    date: '2024-05-21',
    features: [
      {
        text: '`@cypress/vite-dev-server` supports Vite 5.',
        issues: [28347],
      },
    ],
    fixes: [
      {
        text: "Orphaned Electron processes no longer end the browser's CRI client by accident.",
        issues: [28397],
        prs: [29515],
      },
      {
        text: 'When Cypress cannot determine the upload URL for a Test Replay recording, it shows an error saying so instead of uploading to the wrong URL and failing with "Request Entity Too Large".',
        prs: [29512],
      },
      {
        text: 'Searching the Specs list finds files and folders whose names contain numbers.',
        issues: [29034],
      },
      {
        text: 'The `x-cypress-file-path` header is set correctly when the file path contains characters that are invalid in a header.',
        issues: [25839],
      },
      {
        text: 'Some command assertions display correctly.',
        prs: [29517],
      },
    ],
    dependencies: [
      {
        text: '`js-cookie` is updated from `2.2.1` to `3.0.5`.',
        prs: [29497],
      },
      {
        text: '`randomstring` is updated from `1.1.5` to `1.3.0`.',
        prs: [29503],
      },
    ],
  },
  {
    version: '13.9.0',
    date: '2024-05-07',
    bundled: {
      electron: '27.3.10',
    },
    features: [
      {
        text: 'Error messages are more descriptive when Test Replay fails to record or upload.',
        issues: [29022],
      },
    ],
    fixes: [
      {
        text: 'Promises rejected with `undefined` no longer fail inside `cy.origin()`.',
        issues: [23937],
      },
      {
        text: 'Electron receives the same default Chromium flags as Chrome, so `navigator.webdriver` in the application under test is `true` in Electron.',
        issues: [27939],
      },
      {
        text: 'Requests made with `fetch` work when Cypress runs behind a proxy that decrypts HTTPS, as many corporate proxies do.',
        issues: [29171],
      },
      {
        text: 'Firefox closes extra windows between specs, so they no longer disturb later specs.',
        issues: [29473],
      },
    ],
    misc: [
      {
        text: 'Parts of the Cypress App are more accessible.',
        prs: [29322],
      },
    ],
    dependencies: [
      {
        text: '`electron` is updated from `27.1.3` to `27.3.10`, which addresses CVE-2024-3156.',
        prs: [29431],
      },
    ],
  },
  {
    version: '13.8.1',
    date: '2024-04-23',
    performance: [
      {
        text: 'Activated service workers that control no clients no longer cause correlation timeouts.',
        issues: [29333, 29126],
      },
    ],
    fixes: [
      {
        text: 'Cypress no longer sometimes exits with status code 1 after a successful run because of an unhandled `Error: WebSocket connection closed`, fixing a regression from 13.6.0.',
        issues: [28523],
      },
      {
        text: 'An invalid `timeout` option no longer makes some commands hang.',
        issues: [29323],
      },
    ],
    misc: [
      {
        text: 'The type of `.its()` excludes `null` and `undefined`.',
        issues: [28872],
      },
    ],
    dependencies: [
      {
        text: '`zod` is updated from `3.20.3` to `3.22.5`.',
        prs: [29367],
      },
    ],
  },
  {
    version: '13.8.0',
    date: '2024-04-18',
    features: [
      {
        text: '`@cypress/webpack-dev-server` supports `webpack-dev-server` 5.',
        issues: [29305],
      },
    ],
    fixes: [
      {
        text: 'Long assertion messages no longer risk hanging Cypress, fixing a regression from 13.7.3.',
        issues: [29350],
      },
    ],
    misc: [
      {
        text: 'Cypress captures the `SEMAPHORE_GIT_PR_NUMBER` environment variable of Semaphore CI, so the Cloud shows the linked pull request number.',
        prs: [29314],
      },
    ],
  },
  {
    version: '13.7.3',
    date: '2024-04-11',
    fixes: [
      {
        text: 'Assertions with custom messages display properly.',
        issues: [29167],
      },
      {
        text: 'Launch arguments with several values inside quotes are escaped correctly.',
        issues: [27454],
      },
    ],
    misc: [
      {
        text: 'Chrome is launched with flags that keep the "Enhanced Ad Privacy" dialog from appearing.',
        issues: [29199],
      },
      {
        text: 'Harmless warnings about Vulkan on hosts without a GPU are suppressed.',
        issues: [29085],
        prs: [29278],
      },
    ],
  },
  {
    version: '13.7.2',
    date: '2024-04-02',
    performance: [
      {
        text: 'Test Replay uploads are more resilient.',
        issues: [28890],
        prs: [29174],
      },
    ],
    fixes: [
      {
        text: 'In `cypress run` with Firefox 124 and later and a custom user agent, Cypress runs the specs after the first one.',
        issues: [29190],
      },
      {
        text: 'Fields of `cypress.config` that hold arrays are processed correctly.',
        issues: [27103],
        prs: [27312],
      },
      {
        text: 'A run recording to the Cloud no longer runs forever when CDP disconnects in the middle of a test.',
        issues: [29209],
      },
      {
        text: 'Options whose values contain quotation marks can be selected.',
        issues: [29213],
      },
    ],
    dependencies: [
      {
        text: '`express` is updated from `4.17.3` to `4.19.2`.',
        prs: [29211],
      },
    ],
  },
  {
    version: '13.7.1',
    date: '2024-03-21',
    fixes: [
      {
        text: 'In `cypress run` with Firefox 124 and later, Cypress runs the specs after the first one.',
        issues: [29172],
      },
      {
        text: 'Blurring elements inside a shadow DOM works.',
        prs: [29125],
      },
    ],
    dependencies: [
      {
        text: '`jose` is updated from `4.11.2` to `4.15.5`.',
        prs: [29086],
      },
    ],
  },
  {
    version: '13.7.0',
    date: '2024-03-13',
    performance: [
      {
        text: 'Unhandled service worker requests correlate correctly again, fixing a performance regression from 13.6.3.',
        issues: [28868],
      },
      {
        text: 'Failed uploads of Test Replay artifacts are retried 3 times instead of 8, so less time goes to uploads that will not succeed.',
        prs: [28986],
      },
    ],
    features: [
      {
        text: 'Test Replay captures shadow DOM in snapshots, so the Cypress reporter highlights those elements correctly.',
        prs: [28823],
      },
      {
        text: 'Vue 2.7 and later are supported with TypeScript.',
        issues: [28591],
      },
      {
        text: 'Errors shown when Test Replay artifacts fail to upload give more context.',
        prs: [28986],
      },
    ],
    fixes: [
      {
        text: 'In Chromium, Cypress activates its main tab before taking a screenshot, which keeps screenshots from timing out in some situations.',
        issues: [5016],
        prs: [29038],
      },
      {
        text: '`.click()` on a child of a disabled element no longer fires "click" events unless `{ force: true }` is passed.',
        issues: [28788],
      },
      {
        text: 'The `RequestBody` type accepts the literals `true`, `false` and `null` as body values.',
        issues: [28789],
      },
    ],
    misc: [
      {
        text: 'In projects that use `pnpm`, the component testing setup tells you to add framework dependencies with `pnpm add`.',
        issues: [29052],
      },
      {
        text: 'The Command Log truncates command messages at 100 lines instead of 50.',
        issues: [29023],
      },
      {
        text: 'The `beforeTest` timestamp is taken in the browser, so Test Replay knows exactly when a test started.',
        prs: [29061],
      },
    ],
    dependencies: [
      {
        text: '`jimp` is updated from `0.14.0` to `0.22.12`.',
        prs: [29055],
      },
      {
        text: '`http-proxy-middleware` is updated from `2.0.4` to `2.0.6`.',
        prs: [28902],
      },
      {
        text: '`signal-exit` is updated from `3.0.3` to `3.0.7`.',
        prs: [28979],
      },
    ],
  },
  {
    version: '13.6.6',
    date: '2024-02-22',
    fixes: [
      {
        text: '`cypress verify` works again for `nx` users, fixing a regression from 13.6.5.',
        issues: [28982],
      },
    ],
  },
  {
    version: '13.6.5',
    date: '2024-02-20',
    bundled: {
      electron: '27.1.3',
      chromium: '118.0.5993.117',
      node: '18.17.0',
    },
    fixes: [
      {
        text: 'Tests no longer hang when the Chrome browser extension is disabled.',
        issues: [28392],
      },
      {
        text: 'Closing the browser from the Launchpad no longer relaunches it.',
        issues: [28852],
      },
      {
        text: 'The unzip promise rejects when an empty error occurs, instead of never settling.',
        prs: [28850],
      },
      {
        text: 'Cypress no longer risks crashing while its proxy processes service worker requests, fixing a regression from 13.6.3.',
        issues: [28950],
      },
      {
        text: 'The type definition of `dom.getContainsSelector` is corrected.',
        prs: [28339],
      },
    ],
    misc: [
      {
        text: 'Parts of the Cypress App are more accessible.',
        prs: [28774],
      },
      {
        text: 'References to LayerCI now name webapp.io.',
        prs: [28874],
      },
    ],
    dependencies: [
      {
        text: '`electron` is upgraded from `25.8.4` to `27.1.3`.',
      },
      {
        text: 'The bundled Node.js is upgraded from `18.15.0` to `18.17.0`.',
      },
      {
        text: 'The bundled Chromium is upgraded from `114.0.5735.289` to `118.0.5993.117`.',
      },
      {
        text: '`buffer` is updated from `5.6.0` to `5.7.1`.',
        prs: [28934],
      },
      {
        text: '`duplexify` is updated from `4.1.1` to `4.1.2`.',
        prs: [28941],
      },
      {
        text: '`is-ci` is updated from `3.0.0` to `3.0.1`.',
        prs: [28933],
      },
    ],
  },
  {
    version: '13.6.4',
    date: '2024-01-30',
    performance: [
      {
        text: 'Aborted requests correlate correctly again, fixing a performance regression from 13.3.2.',
        issues: [28734],
      },
    ],
    fixes: [
      {
        text: 'Test Replay captures assets when a Cypress support file registers service workers, so styles render properly in the replay.',
        issues: [28747],
      },
    ],
    misc: [
      {
        text: 'The `Cypress.spec` interface declares the properties it was missing for TypeScript users.',
        issues: [27835],
      },
    ],
  },
  {
    version: '13.6.3',
    date: '2024-01-16',
    performance: [
      {
        text: 'With test isolation off, requests correlate correctly again, fixing a performance regression from 13.3.2.',
        issues: [28545],
      },
    ],
    fixes: [
      {
        text: 'When Cypress detects a TypeScript project, it forces `moduleResolution` to `node` so the project runs. The impact should be small, since `commonjs` is already forced when `ts-node` is registered, and the ESM loader for TypeScript configurations is not affected.',
        issues: [27731],
      },
      {
        text: 'When the Cloud skips a spec through Auto Cancellation, video recording no longer waits for more frames.',
        issues: [27898],
      },
      {
        text: '`node_modules` is no longer ignored when the project path or a given spec path contains it.',
        issues: [23616],
      },
      {
        text: 'Assertions and commands with a URL argument escape Markdown formatting, so values appear exactly as written and assertion values appear in bold.',
        issues: [24960, 28100],
      },
      {
        text: "The preview of assertions generated with Cypress Studio uses the past tense 'expected' instead of 'expect'.",
        prs: [28593],
      },
      {
        text: 'Test Replay highlights the `body` element correctly, fixing a regression from 13.6.2.',
        prs: [28627],
      },
      {
        text: '`Cypress.currentRetry` stays in sync with the secondary origin, so retried tests that use `cy.origin()` render their logs as expected.',
        issues: [28574],
      },
      {
        text: 'Some cross-origin logs, such as assertions or `cy.clock()`, no longer take too many DOM snapshots.',
        issues: [28609],
      },
      {
        text: 'Test Replay captures assets for requests routed through service workers, so styles apply properly in the replay and `cy.intercept()` works for those requests.',
        issues: [28516],
      },
      {
        text: 'Visiting an `http://` site in Chrome 114 and later no longer causes an endless reload or redirect loop.',
        issues: [25891],
      },
      {
        text: 'Requests made from extra tabs keep their original headers.',
        issues: [28641],
      },
      {
        text: '`cy.wait()` no longer sometimes throws an error about reading a property of undefined when it returns responses.',
        issues: [28233],
      },
    ],
    misc: [
      {
        text: 'Some parts of the Cypress App are more accessible.',
        prs: [28628],
      },
      {
        text: 'Some documentation links go through on.cypress.io.',
        prs: [28623],
      },
    ],
    dependencies: [
      {
        text: 'Cypress no longer depends on the `@types/node` package.',
        issues: [28473],
      },
      {
        text: '`@cypress/unique-selector` is updated with a performance optimization that may speed up the selector playground.',
        prs: [28571],
      },
      {
        text: '`CircularJSON` is replaced by its successor `flatted` `3.2.9`, which fixes decoding problems with complex objects sent from the browser.',
        prs: [28683],
      },
      {
        text: '`better-sqlite3` is updated from `8.7.0` to `9.2.2`, fixing problems on macOS Catalina.',
        issues: [28697],
      },
    ],
  },
  {
    version: '13.6.2',
    date: '2023-12-26',
    performance: [
      {
        text: 'Finding unique selectors for the Command Log snapshots of Test Replay is faster.',
        prs: [28536],
      },
    ],
    fixes: [
      {
        text: 'A malformed URI no longer crashes Cypress, fixing a regression from 13.6.1.',
        issues: [28521],
      },
      {
        text: 'Error messages in the Command Log no longer show stray `<br>` tags, fixing a regression from 12.4.0.',
        issues: [28452],
      },
    ],
    dependencies: [
      {
        text: '`ts-node` is updated from `10.9.1` to `10.9.2`, so `cypress run` and `cypress open` no longer fail with TypeScript 5.3.2 and later when `tsconfig.json` uses `extends`.',
        issues: [28385],
      },
    ],
  },
  {
    version: '13.6.1',
    date: '2023-12-05',
    fixes: [
      {
        text: 'Pages and downloads opened in a new tab send basic auth headers.',
        issues: [28350],
      },
      {
        text: 'Request logs no longer take the `args` of the running command as their default `message`; those `args` did not apply to the request and were not shown, and large ones (such as a `cy.task()` from the code coverage plugin) could cost performance and memory.',
        prs: [28411],
      },
      {
        text: 'Commands no longer fail with `must only be invoked from the spec file or support file` when the `baseUrl` of the project contains basic auth credentials.',
        issues: [27457, 28336],
      },
      {
        text: 'Some URLs no longer time out during pre-request correlation.',
        prs: [28427],
      },
      {
        text: 'Cypress logs errors and debug output correctly on Linux.',
        issues: [5051, 24713],
      },
    ],
    misc: [
      {
        text: 'Cypress reports the duration of artifact uploads to Cypress Cloud.',
        issues: [28238],
        prs: [28418],
      },
    ],
  },
  {
    version: '13.6.0',
    date: '2023-11-21',
    features: [
      {
        text: 'The CLI shows an activity indicator while artifacts (screenshots, videos or Test Replay) upload to the Cloud.',
        issues: [28239],
        prs: [28277],
      },
      {
        text: 'The terminal shows how long each artifact upload to Cypress Cloud took.',
        issues: [28237],
      },
    ],
    fixes: [
      {
        text: '`component.indexHtmlFile` accepts an absolute path.',
        issues: [27750],
      },
      {
        text: 'Dynamic intercept aliases appear under their alias name instead of "no alias".',
        issues: [24653],
      },
      {
        text: "Retrieving all the aliases with `cy.get('@alias.all')` no longer fails when individual requests were aliased with `cy.intercept()`.",
        issues: [25448],
      },
      {
        text: 'The URL of the application under test and the "Learn more" links of command errors open outside the browser Cypress launched.',
        issues: [24572],
      },
      {
        text: 'Some URLs no longer time out during pre-request correlation.',
        prs: [28354],
      },
    ],
    misc: [
      {
        text: 'In Chromium-based browsers, Cypress closes tabs and windows other than its own between tests.',
        prs: [28204],
      },
      {
        text: 'In Chromium-based browsers, Cypress makes sure the main tab is active before each command.',
        prs: [28334],
      },
    ],
    dependencies: [
      {
        text: '`chrome-remote-interface` is upgraded from `0.31.3` to `0.33.0`, raising the maximum payload from 100MB to 256MB.',
        prs: [27998],
      },
    ],
  },
  {
    version: '13.5.1',
    date: '2023-11-14',
    fixes: [
      {
        text: 'Requests cached within a spec load as fast as before, fixing a regression from 13.5.0.',
        issues: [28295],
      },
      {
        text: 'Pages opened in a new tab get their response headers and load properly.',
        issues: [28293, 28303],
      },
      {
        text: 'Chromium browsers are launched with a flag that disables the default component extensions, as is common in browser automation.',
        prs: [28294],
      },
    ],
  },
  {
    version: '13.5.0',
    date: '2023-11-08',
    features: [
      {
        text: 'Component testing supports Angular 17.',
        issues: [28153],
      },
    ],
    fixes: [
      {
        text: 'In Chromium-based browsers, global style updates no longer flood DevTools and Test Replay with font face requests, which could slow CDP messaging.',
        issues: [28150, 28215],
      },
      {
        text: 'Loading shared workers no longer hangs Cypress when `cy.reload()` reloads the page, fixing a regression from 13.3.3.',
        issues: [28248],
      },
      {
        text: 'Network requests from tabs or windows other than the main Cypress tab are no longer delayed.',
        issues: [28113],
      },
      {
        text: "'Other' targets, such as PDF documents embedded in an `object` tag, load fully.",
        issues: [28228, 28162],
      },
      {
        text: 'Clicking a download link without a `download` attribute no longer risks a page load timeout; downloads in experimental WebKit still have problems.',
        issues: [14857],
      },
      {
        text: 'The Command Log shows canceled and failed downloads as failed instead of leaving them pending.',
        prs: [28222],
      },
      {
        text: 'Visibility is right for an element hidden by an ancestor that shares an edge with it.',
        issues: [27514],
      },
      {
        text: 'Chromium browsers are launched with a flag that turns off Chrome translation, both the menu option and the prompt for pages in another language.',
        issues: [28225],
      },
      {
        text: 'With test isolation off and Test Replay on, Cypress stops processing CDP events at the end of a spec.',
        prs: [28213],
      },
    ],
  },
  {
    version: '13.4.0',
    date: '2023-10-30',
    features: [
      {
        text: 'For advanced retry logic, the `retries` option accepts the experimental keys `experimentalStrategy` and `experimentalOptions`, described under Experimental Flake Detection Features.',
        prs: [27930],
      },
    ],
    fixes: [
      {
        text: "Cypress no longer crashes with 'Inspected target navigated or closed' or 'Session with given id not found', fixing a regression from 13.3.2.",
        issues: [28141, 28148],
      },
    ],
  },
  {
    version: '13.3.3',
    date: '2023-10-24',
    fixes: [
      {
        text: 'Requests from web and shared workers no longer cause proxy correlation timeouts, fixing a performance regression from 13.3.1.',
        issues: [28104],
      },
      {
        text: 'Aborted requests are no longer mismatched with the requests that follow them during proxy correlation, which hurt performance.',
        prs: [28094],
      },
      {
        text: 'Searching specs with spaces finds file names that use "-" or "_" in their place (the query "spec file" finds "spec-file.cy.ts"), fixing a regression from 10.0.0.',
        issues: [25303],
      },
    ],
  },
  {
    version: '13.3.2',
    date: '2023-10-18',
    fixes: [
      {
        text: 'Requests from service workers no longer cause proxy correlation timeouts, fixing a performance regression from 13.3.1.',
        issues: [28054, 28056],
      },
      {
        text: 'Proxy correlation no longer carries over from the previous spec, which hurt performance, broke `cy.intercept()` and disturbed asset capture for Test Replay.',
        prs: [28060],
      },
      {
        text: 'Redirects of requests known to have no CDP traffic are also assumed to have none.',
        prs: [28060],
      },
      {
        text: 'Cypress handles Accept-Encoding headers by forcing gzip when a request sends no such header and using identity when gzip is not sent.',
        issues: [28025],
      },
    ],
    dependencies: [
      {
        text: '`@babel/core` is upgraded from `7.22.9` to `7.23.2` for the SNYK-JS-SEMVER-3247795 vulnerability.',
        prs: [28063],
      },
      {
        text: '`@babel/traverse` is upgraded from `7.22.8` to `7.23.2` for the SNYK-JS-BABELTRAVERSE-5962462 vulnerability.',
        prs: [28063],
      },
      {
        text: '`react-docgen` is upgraded from `6.0.0-alpha.3` to `6.0.4` for the SNYK-JS-BABELTRAVERSE-5962462 vulnerability.',
        prs: [28063],
      },
    ],
  },
  {
    version: '13.3.1',
    date: '2023-10-11',
    fixes: [
      {
        text: 'The proxy correlates requests in the right order, so `cy.intercept()` matches the right request and Test Replay has assets such as stylesheets and images.',
        prs: [27892],
      },
      {
        text: 'A crashed Chrome renderer no longer makes the Test Replay recorder hang.',
        prs: [27909],
      },
      {
        text: 'When `cy.wait()` yields several responses, they come in the right order.',
        issues: [27337],
      },
      {
        text: 'Requests no longer time out in the proxy, which could make `cy.intercept()` use the wrong request and leave assets such as stylesheets and images missing from Test Replay.',
        prs: [27976],
      },
      {
        text: 'Test Replay records tests on systems where `GLIBC` problems stopped it, and rebuilding `better-sqlite3` no longer prints deprecation warnings.',
        issues: [27891, 27902],
      },
      {
        text: 'In a run where one spec crashes the browser, Test Replay is available for the specs that ran.',
        prs: [27786],
      },
    ],
  },
  {
    version: '13.3.0',
    date: '2023-09-27',
    features: [
      {
        text: 'The Runs page has a new layout that shows more about each run.',
        issues: [27203],
      },
    ],
    fixes: [
      {
        text: 'Actionability checks no longer set off a flood of font requests, which may improve performance and leaves Test Replay less cluttered.',
        prs: [27860],
      },
      {
        text: 'Network stubbing accepts the status code 999.',
        issues: [27567],
        prs: [27853],
      },
    ],
  },
  {
    version: '13.2.0',
    date: '2023-09-12',
    bundled: {
      electron: '25.8.0',
      chromium: '114.0.5735.289',
      node: '18.15.0',
    },
    features: [
      {
        text: 'Nx users can run Angular component tests in parallel.',
        prs: [27723],
      },
    ],
    fixes: [
      {
        text: 'Edge cases are fixed where `cy.intercept()` failed to intercept and Test Replay failed to capture asset response bodies.',
        prs: [27771],
      },
      {
        text: 'In some Firefox versions, `enter`, `keyup` and `space` events trigger `click` events as they should.',
        prs: [27715],
      },
      {
        text: 'Tests that use Basic Authorization no longer risk hanging forever in Chromium-based browsers, fixing a regression from 13.0.0.',
        prs: [27781],
      },
    ],
    dependencies: [
      {
        text: 'Electron is upgraded from `21.0.0` to `25.8.0`, moving the bundled Chromium from `106.0.5249.51` to `114.0.5735.289` and the bundled Node.js from `16.16.0` to `18.15.0`. This is internal to the binary and does not change the Node.js version you run Cypress with.',
        issues: [27595],
        prs: [27715],
      },
    ],
  },
  {
    version: '13.1.0',
    date: '2023-08-31',
    features: [
      {
        text: 'In the Sidebar, a status icon shows the `latest` test run for the Runs page.',
        issues: [27206],
      },
    ],
    fixes: [
      {
        text: 'Results from the Module API, `after:run` and `after:spec` include the `stats.skipped` field for each run again, fixing a regression from 13.0.0.',
        issues: [27694],
        prs: [27695],
      },
      {
        text: 'A single CDP error while capturing Test Replay data no longer makes the whole run unavailable.',
        prs: [27709],
      },
      {
        text: 'The `v13` landing page shows the right release date instead of the day before.',
        prs: [27711],
      },
      {
        text: 'Fatal protocol errors no longer carry over between specs, which made every later spec fail to upload protocol information.',
        prs: [27720],
      },
      {
        text: '`plist` is updated from `3.0.6` to `3.1.0` to address CVE-2022-37616 and CVE-2022-39353.',
        prs: [27710],
      },
    ],
  },
  {
    version: '13.0.0',
    date: '2023-08-29',
    summary:
      'Cypress 13 brings Test Replay to runs recorded to Cypress Cloud, on every Cloud plan: it lets you inspect the DOM, network events and console logs of a run exactly as they happened in CI, with the debugging tools of the Cypress app. Test Replay takes over from video as the main way to debug CI failures, so `video` and `videoCompression` now default to `false` and `videoUploadOnPasses` is gone.',
    breaking: [
      {
        text: 'The `video` option defaults to `false`.',
        issues: [26157],
      },
      {
        text: 'The `videoCompression` option defaults to `false`.',
        issues: [26160],
      },
      {
        text: 'The `videoUploadOnPasses` option is removed; the screenshots and videos guide shows how to get similar behavior.',
        issues: [26899],
      },
      {
        text: 'In component testing, requests for assets at relative paths go to the dev server.',
        issues: [26725],
      },
      {
        text: '`cy.readFile()` is a query and retries as one. It behaves as before, but `Cypress.Commands.overwrite()` can no longer overwrite it.',
        prs: [25595],
      },
      {
        text: 'The deprecated `nodeVersion` option is removed.',
        issues: [27016],
      },
      {
        text: 'The properties and values in Module API results and in the arguments of `after:run` and `after:spec` handlers are changed to be more consistent.',
        issues: [23805],
      },
      {
        text: 'In Cloud runs with Test Replay on, the Runner UI is hidden to save the work of rendering it: recorded videos do not show it, and a screenshot with `capture: runner` is taken as if `capture: viewport` were set. Pass `--runner-ui` to turn this off.',
        prs: [27482],
      },
      {
        text: 'Cypress handles the browser or its page closing unexpectedly in the middle of a run gracefully.',
        issues: [27592],
      },
      {
        text: 'Automation in Chrome and Electron is faster, because it uses direct CDP calls instead of websockets.',
        issues: [27592],
      },
      {
        text: 'Edge cases where `cy.intercept()` failed to intercept are fixed.',
        issues: [27592],
      },
      {
        text: 'Node.js 14 is no longer supported and Node.js 16 is deprecated: it may still work with Cypress 13, but it is not supported going forward, in step with its end of life. Use Node.js 18 or later.',
      },
      {
        text: 'TypeScript `4.x` is the oldest supported version.',
      },
    ],
    features: [
      {
        text: 'The new `--runner-ui` and `--no-runner-ui` CLI flags decide whether the Runner UI is shown during a run.',
        prs: [27582],
      },
      {
        text: 'The terminal output for uploading test artifacts to Cypress Cloud is consolidated and clearer.',
        prs: [27402],
      },
    ],
    fixes: [
      {
        text: "The internal `tsconfig` of Cypress no longer conflicts with settings such as `module` and `moduleResolution` in the project's `tsconfig.json`.",
        issues: [26308, 27448],
      },
      {
        text: 'Svelte 4 works with component testing, and the dependency checks no longer flag it as unsupported.',
        issues: [27465],
      },
      {
        text: '`@cypress/webpack-batteries-included-preprocessor` resolves the `process/browser` global to `process/browser.js`, because `.mjs` and `.js` files in ESM packages resolve only with their extension.',
        issues: [27599],
      },
      {
        text: 'Cypress finds the right `pnp` process.',
        issues: [27562],
      },
      {
        text: 'The type declarations of the Cypress and Chai globals describe them as properties of the global object, not local variables of the global scope.',
        issues: [27539],
        prs: [27540],
      },
      {
        text: 'Dev servers use the `port` option when it is set.',
        issues: [27675],
      },
    ],
    dependencies: [
      {
        text: '`@cypress/request` is upgraded from `^2.88.11` to `^3.0.0` for the CVE-2023-28155 vulnerability.',
        issues: [27535],
        prs: [27495],
      },
    ],
  },
]
