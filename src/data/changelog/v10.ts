import type { Release } from './types'

/** Cypress 10.x, newest first. */
export const releases10: Release[] = [
  {
    version: '10.11.0',
    date: '2022-10-25',
    breaking: [
      {
        text: '`cy.origin()` loads dependencies with `require()` and dynamic `import()`, and `Cypress.require()` is removed.',
        issues: [24293],
      },
      {
        text: 'The test isolation modes `legacy` and `strict` are replaced by `on` and `off`; `on` is the default when `experimentalSessionAndOrigin` is enabled, and `cy.session()` follows the test isolation of the suite it runs in.',
        issues: [24206],
      },
    ],
    features: [
      {
        text: 'With `experimentalSessionAndOrigin` on, `cy.session()` works in experimental WebKit support.',
        issues: [24116, 23832],
      },
      {
        text: 'Connecting a project to the Dashboard is smoother: after you pick a testing type and log in from the Launchpad, Cypress offers to connect the project, and both the app and the Launchpad suggest recording runs when a connected project has none.',
        issues: [23379, 23766, 23767],
      },
    ],
    fixes: [
      {
        text: 'When a tab or process of a Chromium-based browser crashes, Cypress fails the current test and moves to the next one instead of hanging forever.',
        issues: [6170],
      },
      {
        text: 'Tests skipped for a browser are no longer recorded in a way that made the Dashboard mark existing tests as "new" or "modified".',
        issues: [23517],
      },
      {
        text: 'Cypress connects to the Cloud when the certificate chain contains a self-signed certificate.',
        issues: [24298],
      },
      {
        text: '`cy.origin()` supports more than 30 unique origin spec bridges in one test.',
        issues: [22874, 23967],
      },
      {
        text: '`document.cookie` holds the right value in cross-origin tests.',
        issues: [23531],
      },
      {
        text: 'Changing `blockHosts` in the configuration restarts Cypress.',
        issues: [22634],
      },
      {
        text: 'In the command for recording runs to the Cloud, you can select and copy parts (such as the record key) instead of only copying the whole command with the "Copy" button.',
        issues: [22091],
      },
      {
        text: 'The UI uses sentence case and title case consistently.',
        issues: [21854],
      },
      {
        text: 'The "Project ID" section no longer shows, without a `projectId`, before you connect to the Dashboard.',
        issues: [21806],
      },
    ],
  },
  {
    version: '10.10.0',
    date: '2022-10-11',
    bundled: { electron: '21.0.0', chromium: '106.0.5249.51', node: '16.16.0' },
    features: [
      {
        text: 'The URL given to `cy.origin()` must match the origin of the application under test exactly.',
        issues: [23999, 23814, 24085, 22882, 17166],
      },
      {
        text: 'With `experimentalSessionAndOrigin` on, cookies are sent and set more accurately in `cy.origin()`.',
        issues: [23551, 22670, 23603],
      },
      {
        text: 'Component tests no longer watch files in run mode.',
        issues: [22959],
      },
    ],
    fixes: [
      { text: 'Cypress connects to Firefox 105.', issues: [23897] },
      {
        text: 'Angular component tests load assets correctly.',
        issues: [23797],
      },
      {
        text: 'Webpack no longer tree-shakes the imports of component testing support files.',
        issues: [24117],
      },
      {
        text: '`cy.session()` fails as it should when its setup function has a failing command or assertion.',
        issues: [21399],
      },
      {
        text: 'Angular component testing calls `ngOnChanges` after mounting a component.',
        issues: [23591],
      },
      {
        text: 'Code frames of stack traces in Vite projects point to the right source lines.',
        issues: [23919],
      },
      {
        text: 'Component testing handles an uncaught exception only once.',
        issues: [23920],
      },
      {
        text: 'Uncaught exceptions fail Nuxt and Angular component tests.',
        prs: [24122],
      },
      {
        text: 'Command Log messages are cut at 50 lines again.',
        issues: [23995],
      },
    ],
    dependencies: [
      { text: 'Electron went from version 19 to version 21.', issues: [23843] },
    ],
  },
  {
    version: '10.9.0',
    date: '2022-09-27',
    features: [
      { text: 'A `cy.origin()` callback can require dependencies.' },
      {
        text: 'Cross-origin pages can be visited outside a `cy.origin()` callback, with some caveats.',
        issues: [21485, 22282, 21300, 23236],
      },
      {
        text: 'The `cacheAcrossSpecs` option of `cy.session()` reuses cached session data across specs.',
        issues: [17710],
      },
      {
        text: 'The dev server configuration can be an async function that may change the configuration, for advanced setups.',
        issues: [23302],
      },
      {
        text: 'Launch options returned from the `before:browser:launch` event can carry an `env` key whose environment variables are passed to the browser when it launches.',
        prs: [23624],
      },
      {
        text: "A failing component test shows a code frame of the error's source location in the reporter.",
        issues: [21720],
      },
    ],
    fixes: [
      {
        text: 'The spec results printed to stdout after a run show the path to each spec instead of only its file name.',
        issues: [22304],
      },
      {
        text: 'The viewport dropdown in the app shows the right text.',
        issues: [23789],
      },
      {
        text: 'Compile errors of Angular and Next.js projects show in the Command Log during tests.',
        issues: [23219],
      },
      {
        text: 'Webpack 5 with dynamic imports no longer shows "Automatic publicPath is not supported in this browser".',
        issues: [18435],
      },
      {
        text: 'The Dashboard gets the right source control link for failed specs when the Cypress configuration file is not at the project root.',
        issues: [22971],
      },
      {
        text: 'Enabling `experimentalModifyObstructiveThirdPartyCode` no longer throws "Invalid left-hand-side in assignment".',
        issues: [23647],
      },
      { text: '`it.skip` works in Angular component tests.', issues: [23409] },
      {
        text: 'Angular component tests respect the `tsConfig` build option.',
        issues: [23673],
      },
      {
        text: 'Using a configured custom browser no longer logs a warning.',
        prs: [23446],
      },
    ],
    misc: [
      {
        text: 'Some components of the Launchpad and the app are more accessible.',
        prs: [23745],
      },
      {
        text: 'The Sessions instrument panel in the reporter has a better UI.',
        issues: [21400],
      },
    ],
  },
  {
    version: '10.8.0',
    date: '2022-09-13',
    performance: [
      {
        text: 'Small changes shrink the memory Cypress uses in the browser, to speed up tests and make the browser under test less likely to crash.',
        prs: [23708, 23729, 23737, 23738],
      },
    ],
    features: [
      {
        text: 'Tests can run in WebKit, the browser engine of Safari, once you enable the `experimentalWebKitSupport` experiment and install `playwright-webkit`.',
        issues: [6422],
      },
    ],
    fixes: [
      {
        text: "The Dashboard shows correctly whether the video of a spec was uploaded, instead of `The media could not be loaded` when `videoUploadOnPasses` was `false` and a passing test's video was not uploaded.",
        issues: [2939],
      },
      {
        text: 'Stack traces in run mode match those in open mode, and the terminal shows the source-mapped line and column numbers.',
        issues: [7715],
      },
      {
        text: 'Projects with ES modules and TypeScript work on Node.js 16.17+ and 18.6+.',
        issues: [22795, 23393, 23552],
      },
      {
        text: 'Spec search normalizes the path separators of each OS, so Windows users can type back or forward slashes.',
        issues: [23426],
      },
      {
        text: '`same-site` cookies are kept again when scheme, domain and top-level domain match but the ports differ, fixing a regression introduced in 10.3.0 that 10.4.0 made more visible.',
        issues: [23132],
      },
      {
        text: 'Auto-scrolling of the Command Log can no longer turn off in run mode, which used to hide Command Log details in videos.',
        issues: [16098, 22199],
      },
      {
        text: 'The `rerender` function yielded by `cy.mount()` from `cypress/react18` creates a single `ReactDom.Root`, so state survives rerenders and lifecycle hooks no longer run again.',
        issues: [23357],
      },
      {
        text: 'Cypress works with Chrome 64 to 70 again, fixing a regression introduced in 10.0.0.',
        issues: [23509],
      },
      {
        text: 'The dialogs for connecting a project to the Dashboard no longer show outdated organization and project details.',
        issues: [23538],
      },
      {
        text: 'With `experimentalModifyObstructiveThirdPartyCode` on, requests from the application under test get the `Sec-Fetch-Dest` header set to `document`, so Google Authentication no longer answers `403 forbidden` in Edge and Electron.',
        prs: [23720],
      },
      {
        text: 'The Electron `userAgent` is overridden correctly when the `userAgent` option is set or `experimentalModifyObstructiveThirdPartyCode` is on.',
        issues: [23597],
      },
      {
        text: 'With `experimentalInteractiveRunEvents` on, the `before:spec` event fires in open mode again, fixing a regression introduced in 10.0.0.',
      },
      {
        text: 'An aliased custom command no longer returns `undefined` when referenced, fixing a regression introduced in 10.4.0.',
        issues: [23652],
      },
      {
        text: 'You can log into the Dashboard from the "Choose a browser" page of the Launchpad before a browser is open.',
        issues: [23779],
      },
      {
        text: '`cy.mount()` from `cypress/svelte` logs by default.',
        prs: [23771],
      },
      {
        text: 'Setting `testIsolation` on a suite no longer throws on the second test.',
        issues: [23644],
      },
      {
        text: 'The Launchpad no longer shows a misleading dependency warning for Next.js component testing.',
        prs: [23598],
      },
      {
        text: '`modifyObstructiveCode` has TypeScript types.',
        issues: [22146],
      },
      {
        text: 'Assertions on the text of elements with trailing whitespace no longer "vibrate" in the Command Log.',
        prs: [23727],
      },
    ],
    misc: [
      {
        text: 'The UI for creating configuration files in the Project Setup workflow has small improvements.',
        issues: [21847, 23260, 23710],
      },
    ],
  },
  {
    version: '10.7.0',
    date: '2022-08-30',
    performance: [
      {
        text: '`cy.session()` no longer clears the DOM after the validation function runs, so you need no `cy.visit()` after a `cy.session()` that validates.',
        issues: [22368],
      },
    ],
    features: [
      {
        text: 'Cypress Studio returns as an experiment: it writes end-to-end tests from your interactions with the application under test, and you turn it on with `e2e.experimentalStudio`.',
        issues: [23461],
      },
      {
        text: 'Component testing supports Svelte, in an alpha release that may change in breaking ways.',
        issues: [23037],
      },
      {
        text: 'Hovering the "Latest Runs" and "Average Duration" columns of the spec list offers actions that help connect the project to the Dashboard.',
        issues: [22932],
      },
      {
        text: 'Banners explain how to connect a project to the Dashboard and record a first run; if you do not plan to use the Dashboard, dismiss them for good.',
        issues: [22933, 22934, 22798, 22935],
      },
      {
        text: '"Create Spec from Component", added in 10.5.0, works in Vue.js projects with a custom spec pattern.',
        issues: [23071],
      },
      {
        text: 'Angular component testing projects can pass their own webpack dev server configuration through the `projectConfig` key, which supports projects that do not follow Angular CLI conventions.',
        issues: [23161],
      },
      {
        text: 'The Cypress clock can jump to a new time with `setSystemTime`.',
        issues: [15424],
      },
    ],
    fixes: [
      {
        text: 'A WebSocket upgrade request over HTTPS can no longer crash Cypress.',
        issues: [22217],
      },
      {
        text: 'The `--spec` flag in run mode finds specs when the project sits at the root directory of a file system.',
        issues: [23380],
      },
      {
        text: 'Projects on Angular `14.2.0` and later can run component tests.',
        issues: [23585],
      },
      {
        text: 'Snapshots taken during XHR requests show the current domain instead of the primary one.',
        issues: [21496],
      },
      {
        text: 'Retries in GitHub Actions are tracked in the Dashboard; their data was not recorded before.',
        prs: [23445],
      },
      {
        text: 'An internal TypeScript type is no longer exposed globally.',
        prs: [23333],
      },
      {
        text: 'An incomplete `component.devServer` configuration no longer hides the spec list when running component tests in open mode.',
        issues: [23486],
      },
    ],
    misc: [
      {
        text: 'Browsers without a bundled icon get a default icon in the browser menu.',
        issues: [21766],
      },
    ],
  },
  {
    version: '10.6.0',
    date: '2022-08-16',
    features: [
      {
        text: 'The component testing experiment `experimentalSingleTabRunMode` runs all specs in a single tab, as the component testing alpha of Cypress 9 did, which can make run mode faster but can hurt spec isolation and reliability in large suites.',
        issues: [22353],
      },
      {
        text: '`CYPRESS_DOWNLOAD_PATH_TEMPLATE` replaces `${version}`, so download paths can depend on the version.',
        issues: [5141, 16976, 22864],
      },
    ],
    fixes: [
      {
        text: 'On Windows, Firefox downloads files into the expected directory.',
        issues: [17896],
      },
      {
        text: '`cy.session()` keeps track of registered session ids, so an id can no longer override an earlier one that had a different setup.',
        issues: [22381],
      },
      {
        text: 'Manipulating absolute path globs no longer breaks `supportFile` and `specPattern` patterns that contain the working directory deeper inside.',
        issues: [23361],
      },
      {
        text: 'The spec list search matches full paths.',
        issues: [22463, 21879],
      },
      {
        text: "The popovers of the spec list show a spec's full file name.",
        issues: [23064],
      },
    ],
  },
  {
    version: '10.5.0',
    date: '2022-08-15',
    features: [
      {
        text: 'The Spec Explorer marks specs that the Dashboard knows to be flaky.',
        issues: [22656, 22657],
      },
      {
        text: 'When you connect a project with an organization that has a single project, the project dropdown is filled in.',
        issues: [22936],
      },
      {
        text: 'The `testIsolation` configuration option lets you go back to `legacy` mode when `experimentalSessionAndOrigin` is `true`.',
        issues: [22279],
      },
      {
        text: 'Component setup scaffolds React 18 projects with the `cypress/react18` mount registration.',
        issues: [23033],
      },
      {
        text: "In projects that use the default spec pattern, you can pick one of the project's Vue components when generating a new component spec.",
        issues: [22836],
      },
      {
        text: 'When you log into the Dashboard from the app and the project has no project ID, you can go straight into the workflow that connects it.',
        issues: [23022],
      },
      {
        text: 'Component testing supports Angular, including templates and standalone components.',
        issues: [22819],
      },
    ],
    fixes: [
      {
        text: '`--spec` finds specs when the absolute project path contains glob characters.',
        issues: [22272],
      },
      {
        text: 'Webpack entry points are no longer kept in component testing webpack projects.',
        issues: [23224],
      },
      {
        text: 'Session state is reset when you switch between specs in open mode.',
        prs: [23146],
      },
      {
        text: 'Header tooltips wait a moment, so they open only when you hover over them.',
        issues: [23115],
      },
      {
        text: 'Cypress no longer hangs in run mode when a `test:before:run` handler throws, an edge case.',
        issues: [23039],
      },
      {
        text: 'Network logs no longer miss information or hold some requests back by 500 ms, fixing a regression introduced in 10.3.0.',
        prs: [23227],
      },
      {
        text: 'In the "Create Blank Spec" dialog, pressing Enter or Return in the spec path field creates the spec.',
        issues: [21815],
      },
      {
        text: 'Unmounting with React 18 no longer throws `lastMountedReactDom.unmountComponentAtNode is not a function`.',
        issues: [23081],
      },
      {
        text: 'The filter in "Search Specs" persists during a session and when a project is opened again, and the main spec list and the inline spec list of the Test Runner share it, fixing a regression introduced in 10.0.0.',
        issues: [21837],
      },
      {
        text: 'Tests that use `cy.intercept()` no longer risk infinite recursion and a crash.',
        issues: [22693],
      },
      {
        text: 'In the Launchpad, the project name no longer links to the "Choose Testing Type" step.',
        issues: [21911],
      },
      {
        text: 'Component testing projects on Vite `3` work with Node.js `>=17`.',
        issues: [23042, 23114],
      },
    ],
    misc: [
      {
        text: 'The `about:blank` pages of Cypress have new styling.',
        issues: [20978],
      },
      {
        text: 'On Windows, stable Firefox 101 and 102 are shown as unsupported, because of an unfixed incompatibility in those versions.',
        issues: [23164],
      },
      {
        text: 'React 18 users of the old `cypress/react` API get a warning that points them to `cypress/react18`.',
        issues: [23032],
      },
      {
        text: "Reading `cy.state('subject')` is deprecated and logs a warning in the console; use `cy.currentSubject()`.",
        issues: [23092],
      },
    ],
  },
  {
    version: '10.4.0',
    date: '2022-08-02',
    bundled: {
      electron: '19.0.8',
      chromium: '102.0.5005.148',
      node: '16.14.2',
    },
    features: [
      {
        text: 'Component testing supports React 18 through `cypress/react18`.',
        issues: [21381, 21946],
      },
      { text: 'Component testing supports Vite 3.', issues: [22784] },
      {
        text: 'The experiment `experimentalModifyObstructiveThirdPartyCode` turns on more `modifyObstructiveCode` options against frame busting, removes integrity attributes from `<link>` and `<script>` elements and drops the Electron user agent; it does not support subresource integrity yet.',
        issues: [21476, 21307, 22953, 21474],
      },
      {
        text: "A banner proposes a fix when the project's `projectId` is not found in the Dashboard or you have no access to the project there.",
        issues: [22637],
      },
    ],
    fixes: [
      {
        text: 'Within `cy.origin()`, cookies are handled for requests other than the one for the page of the application under test.',
        issues: [22952, 21474],
      },
      { text: 'Tooltips display behind modals.', issues: [22595] },
      {
        text: 'Sending a video from Electron to the Dashboard no longer hangs.',
        issues: [17627],
      },
      {
        text: 'Cypress throws an error when a custom configuration file returns an unexpected value.',
        issues: [21948],
      },
      {
        text: 'Cypress warns when it detects dependencies that component testing does not support.',
        issues: [22025],
      },
      {
        text: '`.type()` can enter `datetime-local` values that include seconds, such as `1959-09-13T10:12:13`.',
        issues: [22884],
      },
      {
        text: 'Next.js projects can import global styles in Cypress.',
        issues: [22525],
      },
      {
        text: '`additionalIgnorePattern` can be an array of strings.',
        issues: [22551],
      },
      { text: 'The timer keeps its size while it counts up.', prs: [22846] },
      {
        text: 'Icons show that column headers give more information on hover.',
        issues: [22638],
      },
      {
        text: 'Long run URLs are no longer cut off in the console.',
        prs: [22619],
      },
    ],
    dependencies: [
      { text: '`electron` went from `18.3.0` to `19.0.8`.', prs: [22775] },
      {
        text: 'The bundled Node.js went from `16.13.2` to `16.14.2`.',
        prs: [22775],
      },
      {
        text: 'The bundled Chromium went from `100.0.4896.75` to `102.0.5005.148`.',
        prs: [22775],
      },
    ],
  },
  {
    version: '10.3.1',
    date: '2022-07-19',
    fixes: [
      {
        text: 'File watchers are fully closed before the app quits, which stops crashes on exit on some macOS systems.',
        issues: [22026],
      },
      {
        text: 'User configuration reloads properly after you change it.',
        issues: [21785, 22389],
      },
      {
        text: '`document.cookie` behaves correctly when testing several origins.',
        issues: [22479, 22674],
      },
      {
        text: 'Git information is read in Unix shells other than bash.',
        issues: [22454],
      },
      {
        text: 'On Windows, "Last Updated" shows for Git repositories that have no commits yet.',
        issues: [22741],
      },
      {
        text: 'The Latest Runs tooltip stays centered over the latest run.',
        issues: [22629, 22598],
      },
      {
        text: 'The Spec Explorer is styled correctly at narrow viewport widths.',
        issues: [22626],
      },
      {
        text: 'The reporter no longer formats special characters as Markdown by mistake.',
        issues: [5679],
      },
      {
        text: 'The `Proxy-Authorization` header no longer uses a capitalization that some proxies reject.',
        issues: [22383],
      },
      {
        text: 'Setting up a React project for component testing requires `react-dom`.',
        issues: [22371],
      },
      {
        text: 'The Spec Runner no longer overflows unexpectedly in Firefox in some situations.',
        issues: [21881, 22610],
      },
      {
        text: 'The `CYPRESS_NO_COMMAND_LOG` environment variable is honored again.',
        issues: [21721, 21271],
      },
      {
        text: '`cy.contains()` with a regular expression matches the labels of submit inputs.',
        issues: [21166],
      },
      {
        text: 'The warning "Class WebSwapCGLLayer is implemented in both" no longer appears in stdout.',
        issues: [21615],
      },
      {
        text: 'Project Settings pluralizes "Match(es)" correctly.',
        issues: [21728],
      },
      {
        text: 'Screenshots black out absolutely positioned elements again.',
        issues: [22173],
      },
    ],
    misc: [
      {
        text: 'Latest Runs data in the Spec Explorer is easier to navigate with the keyboard.',
        issues: [22628],
      },
      {
        text: 'The tooltips of the Spec Explorer are more accessible and better styled.',
        issues: [22597],
      },
      {
        text: 'The Copy button in the migration workflows looks and behaves better.',
        issues: [21860, 21862],
      },
      {
        text: 'The Docs dropdown of the Launchpad has a better layout in narrow viewports.',
        issues: [21842],
      },
      {
        text: 'Some inputs in the app no longer autocomplete.',
        issues: [22102],
      },
      {
        text: 'Outside global mode, the Launchpad no longer shows the Projects breadcrumb.',
        issues: [21771],
      },
      {
        text: 'The project list in the Launchpad has padding at the bottom.',
        issues: [21724],
      },
      {
        text: 'The "Record your first run" banner displays better at small widths.',
        issues: [21856],
      },
      {
        text: 'The sidebar of the app collapses by itself at narrow widths.',
        issues: [22393],
      },
      {
        text: 'The Key Differences modal has consistent punctuation and needs less scrolling.',
        issues: [21852],
      },
    ],
  },
  {
    version: '10.3.0',
    date: '2022-06-28',
    features: [
      {
        text: 'Test data from the Cypress Dashboard shows in Cypress in real time.',
        issues: [21250, 22497],
      },
      {
        text: 'A clear button empties the search text used to filter specs in the runner.',
        issues: [21686],
      },
    ],
    fixes: [
      {
        text: 'Chromium-based browsers no longer leak memory by keeping `data:` URLs of base64-encoded files they do not need.',
        issues: [17853, 22462],
      },
      {
        text: 'Cross-origin cookie handling follows browser behavior, which fixes several cookie problems when testing across origins.',
        issues: [21363, 20685],
      },
      {
        text: 'Cypress uses POSIX paths, fixing a Windows problem in projects that require `node-ts`.',
        issues: [22544, 22297],
      },
      {
        text: 'Migrating from 9.x to 10.x no longer hangs when the `pluginsFile` value is a directory path instead of a relative file path.',
        issues: [22461],
      },
      {
        text: 'With the `cypress:server:util:process_profiler` debug stream on, the process profiler prints summarized CPU and memory metrics of Cypress.',
        issues: [22022],
      },
      {
        text: 'Long search text in the spec filter of the runner no longer breaks the styling.',
        issues: [21686],
      },
      {
        text: 'The TypeScript types accept `baseUrl` as a test configuration override.',
        issues: [22374, 22072],
      },
    ],
  },
  {
    version: '10.2.0',
    date: '2022-06-21',
    bundled: { electron: '18.3.0' },
    features: [
      {
        text: 'Cypress runs natively on Apple silicon, including the M1 and M2 chip families.',
        issues: [19908],
      },
      {
        text: 'Cypress runs natively on Linux on ARM64 and AArch64.',
        issues: [4478],
      },
      {
        text: 'The Create Spec modal focuses the file name field when it opens.',
        issues: [21865],
      },
    ],
    fixes: [
      {
        text: 'A misleading Chromium warning about `CertVerifyProcBuiltin` no longer appears when you visit HTTPS sites.',
      },
      {
        text: 'An HTTP response shows its custom reason phrase when one is set, and otherwise the default status message for its status code.',
        issues: [16973],
      },
      {
        text: 'Reaching the file descriptor limit no longer crashes Cypress with an `EMFILE` error.',
        issues: [22023],
      },
      {
        text: 'Installing Cypress with Yarn no longer warns that the "nohoist config is ignored".',
        issues: [22147],
      },
      {
        text: 'On the Specs page, spec folders and file names are truncated when they are wider than their column.',
        issues: [21895],
      },
      {
        text: 'File links in error views wrap instead of overflowing their containers.',
        issues: [22103],
      },
      {
        text: 'The Cypress 10 introduction video is skipped when it takes more than 3 seconds to load.',
        issues: [21955],
      },
      {
        text: 'The warning banner uses the same wording as the rest of the app.',
        prs: [21551],
      },
    ],
    dependencies: [
      {
        text: 'The bundled `electron` went from `18.0.4` to `18.3.0`.',
        prs: [22252],
      },
    ],
  },
  {
    version: '10.1.0',
    date: '2022-06-10',
    features: [
      {
        text: '`cypress run --ct` explains the problem better when component testing is not configured.',
        issues: [21909],
      },
    ],
    fixes: [
      {
        text: 'TypeScript projects with `"type": "module"` work through `ts-node/esm`.',
        issues: [22096, 21939, 22074],
      },
      {
        text: 'On Linux and Windows, `cypress run` can run several specs headed in Chrome.',
        issues: [22155],
      },
      {
        text: 'Changing `baseUrl` in the configuration file restarts the Cypress server automatically.',
        issues: [22056],
      },
      {
        text: 'The `supportFile` is found in projects whose absolute path contains glob characters.',
        issues: [22040],
      },
      {
        text: '"Copy to clipboard" in the Selector Playground copies the whole command, not only the selector.',
        issues: [22043],
      },
      { text: 'The whole row of the spec list is clickable.', issues: [21783] },
      {
        text: 'The "Learn More" button has no trailing period anymore.',
        issues: [21807],
      },
      {
        text: 'Clicking the URL of the application under test opens the application in another tab.',
        issues: [21823],
      },
    ],
  },
  {
    version: '10.0.3',
    date: '2022-06-03',
    fixes: [
      {
        text: 'Cypress watches only the files that match `specPattern`.',
        issues: [22054],
      },
      {
        text: 'Cypress no longer crashes behind a proxy that blocks its CDN.',
        issues: [22081],
      },
      {
        text: 'The header items of the inline spec list have more contrast, for accessibility.',
        issues: [21870],
      },
      {
        text: 'The spec list no longer appears selected while you are in the runner.',
        issues: [21873],
      },
      {
        text: 'Step 3 of the migration text capitalizes "Cypress".',
        issues: [21798],
      },
      {
        text: "The browser list in the app's top navigation scrolls when there are many browsers.",
        issues: [22032],
      },
      {
        text: 'Newly scaffolded spec files no longer contain a failing test.',
        issues: [21921],
      },
      {
        text: 'Cypress no longer crashes when it cannot read the machine ID on Windows.',
        issues: [22110],
      },
    ],
  },
  {
    version: '10.0.2',
    date: '2022-06-02',
    fixes: [
      { text: 'Cypress no longer watches files in run mode.', issues: [22054] },
      { text: 'ES modules are better supported on Windows.', issues: [22038] },
      {
        text: 'TypeScript detection is more reliable: before migrating, Cypress checks with `require.resolve` that TypeScript exists and is listed in `dependencies` or `devDependencies`; new projects also look for `*tsconfig.json`; migration decides from the files in the `cypress` folder; and `.d.ts` files no longer count.',
        issues: [22034, 22018, 21997],
      },
      {
        text: 'The Vite dev server for component testing no longer crashes when Vite plugins expect a non-empty plugin list.',
        issues: [22021],
      },
      {
        text: 'Video post-processing with ffmpeg runs at a lower priority.',
        issues: [21585],
      },
    ],
  },
  {
    version: '10.0.1',
    date: '2022-06-01',
    fixes: [
      { text: 'The inline spec list scrolls.', issues: [21995] },
      {
        text: '`.check()` and `.uncheck()` clear the indeterminate state of checkboxes.',
        prs: [21665],
      },
      {
        text: 'After migrating the configuration file with the directly downloaded Cypress, you no longer get a warning that `cypress` is not a module.',
        issues: [21999],
      },
      {
        text: 'TypeScript errors found while reading `cypress.config.ts` produce a more descriptive error.',
        issues: [21997, 22004],
        prs: [22009],
      },
      {
        text: '`EPERM` errors from chokidar watching files without permission are handled better.',
        issues: [22002],
      },
      {
        text: 'The support file migration step no longer appears when the project used a custom support file path.',
        issues: [22012],
      },
      {
        text: 'Styles still apply after you view the Runs page and go back to the spec list.',
        issues: [21931],
      },
    ],
    misc: [
      {
        text: 'The message shown when the configuration contains `experimentalStudio` is updated.',
        issues: [22008],
      },
    ],
  },
  {
    version: '10.0.0',
    date: '2022-06-01',
    summary:
      'Cypress 10 brings component testing into the app as a beta, next to end-to-end testing, and rebuilds the app from the ground up with a modern interface and streamlined workflows that fit better into day-to-day development.',
    bundled: { electron: '18.0.4', chromium: '100.0.4896.75', node: '16.13.2' },
    breaking: [
      {
        text: 'The configuration file changed: `cypress.json` is no longer supported and is replaced by `cypress.config.js`, `cypress.config.ts`, `cypress.config.cjs` or `cypress.config.mjs` (Cypress errors when it finds both kinds). A configuration file is required, so `--config-file=false` throws; Cypress no longer generates a default one, which `cypress open` creates for the testing type you set up instead; and the JSON schema for the file is dropped.',
        prs: [18221, 18300, 20554, 20643],
      },
      {
        text: 'Configuration options were renamed, removed or moved into a testing type (run `cypress open` to migrate them): `baseUrl` and `experimentalSessionAndOrigin` are valid only in `e2e`, `supportFile` and `slowTestThreshold` only in `e2e` or `component`, and `supportFile` defaults to `cypress/support/e2e.{js,jsx,ts,tsx}` and `cypress/support/component.{js,jsx,ts,tsx}` instead of `cypress/support/index.js`. `pluginsFile` gives way to `setupNodeEvents()` and `devServer()`, `testFiles`, `integrationFolder` and `componentFolder` to `specPattern`, `ignoreTestFiles` to `excludeSpecPattern`, and `experimentalStudio` is removed and now only triggers a warning.',
        prs: [
          20677, 20589, 21588, 19776, 19364, 18798, 20560, 19319, 20565, 20515,
        ],
      },
      {
        text: '`cypress open` can no longer "Run all specs" or "Run filtered specs".',
      },
      { text: 'The experimental Cypress Studio is removed.', prs: [20515] },
      {
        text: 'Tests no longer run in browser versions that Cypress does not support, in either `cypress run` or `cypress open`.',
      },
      {
        text: 'Screenshots and videos still go into `screenshotsFolder` and `videosFolder`, but the paths inside them drop any ancestor folders the specs matched by `specPattern` have in common, so they may no longer be deterministic.',
        prs: [19319],
      },
    ],
    deprecations: [
      {
        text: '`cypress open-ct` and `cypress run-ct` are deprecated in favor of `cypress open --component` and `cypress run --component`.',
        issues: [18418],
      },
    ],
    features: [
      {
        text: 'Component testing is in beta and built into the app, where you choose a testing type at launch: Cypress guides you through installing dependencies and setting up the project, scaffolds a `cy.mount()` command in the component support file, lets you create and preview an empty component spec, and ships the mount plugins `@cypress/mount-utils@2.0.0`, `@cypress/react@6.0.0`, `@cypress/vue@4.0.0` and `@cypress/vue2@1.0.0`, which use the framework already in your `node_modules`.',
        prs: [21111, 20930],
      },
      {
        text: 'Configuration can be written in `cypress.config.js`, `cypress.config.ts`, `cypress.config.cjs` or `cypress.config.mjs`, and the app refreshes instead of closing when the file changes.',
        prs: [20643, 21160],
      },
      {
        text: "New configuration options: `setupNodeEvents()` in `e2e` or `component` modifies the configuration, listens to events and registers plugins; `devServer` in `component` starts the dev server; `specPattern` (default `cypress/e2e/**/*.cy.{js,jsx,ts,tsx}` for new end-to-end projects and `**/*.cy.{js,jsx,ts,tsx}` for component tests) takes a glob or array of globs; `excludeSpecPattern` (default `*.hot-update.js` for end-to-end and `['**/__snapshots__/*','**/__image_snapshots__/*']` plus the `e2e.specPattern` globs for component tests, always with `**/node_modules/**` added) hides matching specs. The `defineConfig()` helper gives autocompletion and inline documentation in your IDE.",
        prs: [18798, 20560, 19319, 20565, 20853, 21193, 19980, 20763, 18302],
      },
      {
        text: 'Commands and logs show their nesting, and clicking a log group prints more details to the console; `.within()` shows which commands ran in its context; the redundant `cy.session()` log is gone; and you can add your own `cy.hover()` and `cy.mount()` with `Cypress.Commands.add()` instead of overriding them.',
        issues: [20433, 7673, 18941],
        prs: [21457],
      },
      {
        text: 'The CLI accepts testing-type options in `--config` without nested JSON, adds `--e2e` and `--component` to `cypress run` and `cypress open` (`cypress run` runs end-to-end tests when neither is given), warns when `cypress open --browser` names a browser that is not installed, and opens the browser directly when a testing type and a browser are passed for a project.',
        prs: [20127, 18473, 21538],
      },
      {
        text: '`cypress open` starts in the Launchpad, which asks whether you want end-to-end or component testing and walks you through the configuration; scaffolding example files for end-to-end testing is opt-in; and a `cypress.json` makes `cypress run` error and ask for `cypress open`, where Cypress guides you through migrating the project.',
        prs: [18924],
      },
      {
        text: "The redesigned app shows the Command Log and navigation on a dark background, lets you switch specs or browsers in the window that runs the tests, shows Git details such as the branch and each spec's last commit, checks the language and `specPattern` when you create a spec and lets you preview or run it, and separates project, device and Dashboard settings.",
        prs: [20648, 21139, 21436, 20744, 21225, 20567, 20657, 20962],
      },
    ],
    fixes: [
      {
        text: 'Adding a command with `Cypress.Commands.add()` under the name of a reserved internal command shows an error.',
        issues: [6146],
      },
      {
        text: 'Screenshots from `cy.screenshot()` in component tests no longer carry a one-pixel vertical border on the left.',
        prs: [21019],
      },
      {
        text: 'During `cypress run`, end-to-end tests in Chromium and Firefox no longer leak memory; the browser launches once for all specs, as in component testing, so runs are faster and `before:browser:launch` fires once per run instead of before every spec.',
        prs: [19915],
      },
      {
        text: 'The default webpack configuration uses the host `127.0.0.1` instead of `localhost`, to work with how Node.js 17 and later resolve DNS names.',
        prs: [21430],
      },
      {
        text: 'Cypress throws a detailed error for plugin versions that Cypress 10 no longer supports.',
        prs: [21169],
      },
    ],
    misc: [
      {
        text: 'Plugins still exist to tap into, change or extend what Cypress does internally, but you now register them in the new `setupNodeEvents` option, named after the Node events that plugins use.',
      },
    ],
    dependencies: [
      { text: '`@cypress/mount-utils@2.0.0` is added as a dependency.' },
      { text: '`@cypress/react@6.0.0` is added as a dependency.' },
      { text: '`@cypress/vue@4.0.0` is added as a dependency.' },
      { text: '`@cypress/vue2@1.0.0` is added as a dependency.' },
    ],
  },
]
