import type { Release } from './types'

/** Cypress 15.x, newest first. */
export const releases15: Release[] = [
  {
    version: '15.3.0',
    date: '2025-09-23',
    bundled: {
      electron: '36.8.1',
      chromium: '136.0.7103.177',
      node: '22.18.0',
    },
    features: [
      {
        text: '`cy.press()` can dispatch the Escape key.',
        issues: [32429],
        prs: [32545],
      },
    ],
    fixes: [
      {
        text: "In development mode, Electron's `stderr` output goes straight to the `stderr` of Cypress, so the reason Electron failed to start is visible.",
        issues: [32358],
        prs: [32468],
      },
      {
        text: 'Cypress interprets configuration files written as ES modules correctly.',
        issues: [32493],
        prs: [32515],
      },
    ],
    misc: [
      {
        text: 'The line that marks a command group is drawn correctly when the group is expanded.',
        prs: [32521],
      },
      {
        text: 'Test hook names are shown in semi-bold type, as intended.',
        issues: [32477],
        prs: [32491],
      },
      {
        text: 'The Cypress Studio panel no longer shows a border at its bottom.',
        issues: [32478],
      },
    ],
    dependencies: [
      {
        text: '`electron` is upgraded from `36.4.0` to `36.8.1`.',
        prs: [32371],
      },
      {
        text: 'The bundled Node.js is upgraded from `22.15.1` to `22.18.0`.',
        prs: [32371],
      },
      {
        text: 'The bundled Chromium is upgraded from `136.0.7103.149` to `136.0.7103.177`.',
        prs: [32371],
      },
    ],
  },
  {
    version: '15.2.0',
    date: '2025-09-09',
    features: [
      {
        text: 'Cypress Studio works together with `@cypress/grep`.',
        issues: [32292],
      },
    ],
    fixes: [
      {
        text: 'Cached DNS lookups are now keyed by host and port, so `cy.visit()` resolves some `localhost` URLs that used to fail.',
        issues: [25397],
        prs: [32403],
      },
    ],
    dependencies: [
      {
        text: '`better-sqlite3` is updated from `11.9.1` to `11.10.0`.',
        prs: [32404],
      },
    ],
  },
  {
    version: '15.1.0',
    date: '2025-09-02',
    features: [
      {
        text: '`cy.press()` accepts more kinds of keys.',
        issues: [31051, 31488],
        prs: [31496],
      },
    ],
    fixes: [
      {
        text: 'Module API results and Cloud recordings reliably include the operating system distribution and release.',
        issues: [30533],
        prs: [32283],
      },
      {
        text: 'Cypress starts on GNOME when the Electron process finds both GTK 4 and GTK 2 or 3.',
        issues: [32361],
      },
      {
        text: 'The button that opens Cypress Studio no longer appears for component tests.',
        prs: [32315],
      },
      {
        text: '`@cypress/webpack-batteries-included-preprocessor` finds the TypeScript compiler when it is used as a standalone package.',
        issues: [32338],
      },
      {
        text: 'A project path containing spaces no longer stops `tsx` from loading into the configuration process.',
        issues: [32398],
      },
    ],
    misc: [
      {
        text: 'The Cypress Studio panel has a darker gray background.',
        prs: [32333],
      },
    ],
    dependencies: [
      {
        text: '`esbuild` is upgraded from `0.15.3` to `0.25.2`.',
        prs: [32231],
      },
      {
        text: '`image-size` is upgraded from `1.1.1` to `1.2.1`.',
        prs: [32232],
      },
      {
        text: '`tar` is upgraded from `6.1.5` to `6.2.1`.',
        prs: [32229],
      },
      {
        text: '`axios` is upgraded from `1.8.3` to `1.11.0`.',
        issues: [32347],
      },
    ],
  },
  {
    version: '15.0.0',
    date: '2025-08-20',
    summary:
      'Cypress 15 lays the groundwork for AI-assisted test creation in Cypress Studio. Besides recording interactions and adding assertions from the right-click menu, Studio now lets you edit a test inline without leaving Cypress; turn on the `experimentalStudio` option to try it.',
    bundled: {
      electron: '36.4.0',
      chromium: '136.0.7103.149',
      node: '22.15.1',
    },
    breaking: [
      {
        text: 'Node.js 18 and Node.js 23 are no longer supported.',
        issues: [31302],
      },
      {
        text: 'Linux distributions with a `glibc` older than `2.31` are no longer supported, in line with the Linux support of Node.js 20 and later.',
        prs: [31912],
      },
      {
        text: 'Firefox can no longer be automated through the Chrome DevTools Protocol.',
        issues: [31189],
      },
      {
        text: 'The deprecated three-argument signature of `cy.stub()` is removed; write `cy.stub(object, name).callsFake(fn)` instead.',
        issues: [31346],
      },
      {
        text: '`@cypress/webpack-preprocessor` drops support for `webpack` 4; the migration guide covers projects that still need it.',
        issues: [31344],
      },
      {
        text: "`@cypress/webpack-batteries-included-preprocessor` no longer supplies the browser versions of Node.js built-ins that webpack 4 provided on its own: `http`, `https`, `url`, `punycode` and `querystring`; `crypto` and `zlib`; and `assert`, `constants`, `domain`, `events`, `string_decoder`, `sys`, `timers`, `tty`, `util` and `vm`. Because many projects share files between tests and Node.js code, it still ships `buffer`, `path`, `process`, `os` and `stream`; add any other built-in through webpack's `resolve.fallback`.",
        issues: [31039],
      },
      {
        text: 'In Chromium-based browsers, the `pagehide` event of the application under test no longer fires the Cypress `window:unload` event.',
        prs: [31853],
      },
      {
        text: '`Cypress.SelectorPlayground` is renamed `Cypress.ElementSelector`, since it also sets the `selectorPriority` for Cypress Studio and the coming `cy.prompt()`; its `getSelector` method and the `onElement` option of `defaults` are removed.',
        issues: [31801],
        prs: [31889, 32098],
      },
      {
        text: 'Installing Cypress by direct download is no longer supported; install it with a package manager.',
        prs: [32249],
      },
      {
        text: '`execa` is upgraded from `1.0.0` to `4.1.0`, so the object `cy.exec()` yields has an `exitCode` property instead of `code`.',
        prs: [32238],
      },
      {
        text: 'Component testing: Angular 17 is no longer supported (the minimum is `18.0.0`); `@cypress/angular` needs `zone.js` `0.14.0` or later; the configuration wizard supports TypeScript 5.0 or later; `@cypress/vite-dev-server` is ESM-only, so it cannot be used from CommonJS, and needs Vite 5 or later; and `@cypress/webpack-dev-server` drops support for `webpack-dev-server` 4.',
        issues: [31303, 31582, 31187, 28373, 29557, 31882, 32038, 31605],
      },
    ],
    features: [
      {
        text: '`cy.url()`, `cy.hash()`, `cy.go()`, `cy.reload()`, `cy.title()` and `cy.location()` get their values from the automation client (CDP in Chromium-based browsers, WebDriver BiDi in Firefox) instead of the window object, so they work anywhere in a test without origin restrictions, except in experimental WebKit, which still reads the window. `cy.window()` always yields the current window whatever its origin, though some of its properties may be out of reach from another origin.',
        issues: [31196],
      },
      {
        text: 'The `selectorPriority` of `ElementSelector` (formerly `SelectorPlayground`) accepts `name` and `attributes:*`, and the default priority includes `name`.',
        issues: [30309, 6876],
        prs: [31889],
      },
      {
        text: 'Cypress runs every configuration file with `tsx`, which replaces `ts-node` for TypeScript and plain Node.js for CommonJS and ES modules, so more ES module setups work.',
        issues: [
          8090, 15724, 21805, 22273, 22747, 23141, 25958, 25959, 26606, 27359,
          27450, 28442, 28696, 29186, 30318, 30718, 30907, 30915, 30925, 30954,
          31185,
        ],
      },
      {
        text: 'Component testing: `@cypress/vite-dev-server` supports Vite 7, and Angular 20 is supported, although `cypress/angular` still needs `zone.js` and `@angular-devkit/build-angular`.',
        issues: [31882, 31304],
      },
    ],
    fixes: [
      {
        text: 'Create from Component parses React components in project files it previously could not read.',
        prs: [31457],
      },
      {
        text: '`isSecureContext` is `true` on localhost when testing with Cypress.',
        issues: [18217],
      },
      {
        text: "Angular's legacy `Output()` decorators keep working now that Cypress makes references to component instance fields safe.",
        issues: [32137],
      },
      {
        text: '`cy.fixture()` returns the new content after `cy.writeFile()` changes the file behind it, because writing a file now clears its entry in the fixture cache.',
        issues: [4716],
      },
      {
        text: '`cy.fixture()` treats a file requested with an explicit encoding as raw content instead of parsing it by its extension.',
        issues: [32139],
      },
      {
        text: '`cy.fixture()` returns the same content for different encoding options whatever order the calls run in.',
        issues: [32138],
      },
      {
        text: 'Harmless errors and warnings that Electron writes to stderr are filtered out; enable the `cypress:internal-stderr` debug namespace to see them.',
        issues: [32070],
      },
      {
        text: 'Angular component testing prints only errors to the console by default, without extra warnings; a custom webpack config or the `verbose` option in `angular.json` changes that.',
        issues: [26456],
      },
      {
        text: '`@cypress/webpack-preprocessor` detects `ts-loader` correctly.',
        issues: [32265],
      },
      {
        text: '`cy.fixture()` keeps separate cache entries for the `null` and `undefined` encodings, so it no longer returns unexpected content.',
        issues: [32274],
      },
    ],
    misc: [
      {
        text: 'The Command Log has a new design for the list of tests.',
        issues: [31677],
        prs: [31914],
      },
      {
        text: 'Migration helpers and their errors no longer appear when upgrading from a version before 10.0.0; to migrate from one, upgrade one major version at a time.',
        issues: [31345],
        prs: [31629],
      },
    ],
    dependencies: [
      {
        text: '`electron` is upgraded from `33.2.1` to `36.4.0`.',
        issues: [31257],
        prs: [31912],
      },
      {
        text: 'The bundled Node.js is upgraded from `20.18.1` to `22.15.1`.',
        issues: [31257],
        prs: [31912],
      },
      {
        text: 'The bundled Chromium is upgraded from `130.0.6723.137` to `136.0.7103.149`.',
        issues: [31257],
        prs: [31912],
      },
      {
        text: '`body-parser` is upgraded from `1.20.2` to `1.20.3`, which clears the SNYK-JS-BODYPARSER-7926860 vulnerability that security scans reported.',
        prs: [32225],
      },
      {
        text: '`systeminformation` is upgraded from `5.22.8` to `5.27.7`.',
        prs: [32234],
      },
      {
        text: '`tmp` is upgraded from `~0.2.3` to `~0.2.4`, which clears the CVE-2025-54798 vulnerability that security scans reported.',
        issues: [32176],
      },
    ],
  },
]
