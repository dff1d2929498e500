import type { Release } from './types'

/** Cypress 11.x, newest first. */
export const releases11: Release[] = [
  {
    version: '11.2.0',
    date: '2022-11-22',
    features: [
      {
        text: 'The `experimentalRunAllSpecs` flag brings back "Run All Specs" for end-to-end testing, which runs several specs one after another in open mode; the feature had been removed in 10.0.0.',
        issues: [24168],
      },
      {
        text: 'After failures in CI, Cypress suggests setting up recording to Cypress Cloud when the project does not record yet.',
        issues: [24000],
      },
      {
        text: 'The Command Log shows a visual warning when `cy.session()` cannot restore a session, pointing at possible problems with its setup and validation.',
        issues: [24207],
      },
    ],
    fixes: [
      {
        text: '`cy.session()` no longer clears the page between setup and validation; with test isolation on, it always clears the page when the command ends.',
        issues: [21397],
      },
    ],
  },
  {
    version: '11.1.0',
    date: '2022-11-14',
    breaking: [
      {
        text: 'Recovering from errors in `cy.session()` works better, and the command no longer fails validation when the `validate` callback returns `false`.',
        issues: [21398, 24205, 24593],
      },
    ],
    features: [
      { text: 'Next.js 13 is supported.', prs: [24396] },
      {
        text: 'In Vue 2 component testing, `mount()` takes an `extensions.directives` option whose directives are registered globally.',
        prs: [24488],
      },
    ],
    fixes: [
      {
        text: 'The migration workflow no longer errors and hangs in TypeScript projects, fixing a regression from 11.0.0.',
        issues: [24643],
      },
      {
        text: '`cypress run` no longer crashes when the junit reporter is used and an assertion fails, fixing a regression from 11.0.0.',
        issues: [24652],
      },
      {
        text: 'The TypeScript types of `testIsolation` are corrected.',
        issues: [23911],
      },
      {
        text: 'A session whose validation fails is no longer stored, so the next test cannot restore it.',
        issues: [24208],
      },
    ],
  },
  {
    version: '11.0.1',
    date: '2022-11-09',
    fixes: [
      {
        text: 'Turning on `experimentalSessionAndOrigin` no longer throws a webpack error, fixing a regression from 11.0.0.',
        issues: [24611],
      },
      {
        text: 'Custom reporters no longer make Cypress throw a `Cannot find module` error, fixing a regression from 11.0.0.',
        issues: [24607],
      },
      {
        text: 'Validation of `testIsolation` lets you change the configuration without restarting Cypress.',
        issues: [24497],
      },
      {
        text: '`cy.origin()` no longer accepts a block for an origin on the same superdomain, where the command is not needed and is better left out.',
        issues: [24169],
      },
      {
        text: 'Editing the component spec that is open in open mode runs it again, fixing a regression from 11.0.0.',
        prs: [24630],
      },
    ],
  },
  {
    version: '11.0.0',
    date: '2022-11-08',
    summary:
      'Cypress 11 makes component testing generally available for React, Next.js, Angular and Vue projects, so you can develop and test components in a real browser with the usual Cypress commands without running the whole app. The binary now ships a snapshot instead of its source files, which makes the time from a `cypress` command to an open app much shorter; Cypress measured up to 84% faster startup.',
    breaking: [
      {
        text: 'The `options` of `cy.mount()` no longer accept `cssFile`, `cssFiles`, `style`, `styles`, `stylesheet` or `stylesheets`; import the styles a test needs from a separate `css` file in the test or in your `supportFile`.',
        issues: [24328],
      },
      {
        text: 'Calling `cy.mount()` again in the same test removes the previously mounted component from the DOM.',
        issues: [24329],
      },
      {
        text: '`cypress/react` no longer exports `mountHook`; mount a component with `mount` instead.',
        issues: [24328],
      },
      {
        text: "`cypress/react` no longer exports `unmount`; unmount with React's own API, `unmountComponentAtNode`.",
        issues: [24328],
      },
      {
        text: '`cypress/vue` no longer exports `mountCallback`; use `mount`.',
        issues: [24328],
      },
      {
        text: '`mount` from `cypress/vue` returns an object holding both the Vue Test Utils wrapper (`wrapper`) and the component instance (`component`).',
        issues: [24342],
      },
      {
        text: 'A `viteConfig` given inline in `cypress.config` is no longer merged with a `vite.config.js` file automatically.',
        issues: [24133],
      },
      {
        text: "Angular `providers` given in the mount options are registered at module level through `TestBed.configureTestingModule`, so they override module-level providers (from imports or `@Injectable({ providedIn: 'root' })`) but not the ones declared in `@Component({ providers: [...] })`; override those with `TestBed.overrideComponent`.",
        issues: [24047, 23427],
      },
      {
        text: 'Calls to the Cypress Dashboard verify certificate authorities and reject unauthorized connections; with a self-signed CA, set `npm_config_ca`, `npm_config_cafile` or `NODE_EXTRA_CA_CERTS`.',
        issues: [23980],
      },
      { text: '`cy.session()` requires a setup function.', issues: [24311] },
    ],
    features: [
      {
        text: 'The Electron binary is built with V8 snapshots, which shortens startup (from running a command to the first Cypress window) and the time to download and unzip the binary when installing.',
        issues: [18480],
      },
      {
        text: '`cy.getCookie()`, `cy.getCookies()`, `cy.setCookie()`, `cy.clearCookie()` and `cy.clearCookies()` take a `domain` option.',
        issues: [24264],
      },
    ],
    fixes: [
      { text: '`cy.mount()` is no longer typed as `any`.', issues: [24330] },
      {
        text: 'The snapshot of `cy.mount()` shows the mounted component instead of a blank page.',
        issues: [24138],
      },
      {
        text: 'The Command Log of component tests no longer offers "Open in IDE".',
        issues: [24366],
      },
      {
        text: 'Cypress handles CSV files and other MIME types that are not HTML.',
        issues: [24297],
      },
      {
        text: 'Project directories can live on read-only file systems.',
        issues: [2064],
      },
      {
        text: 'Snapshots capture the application under test correctly after it has navigated away.',
        issues: [24506],
      },
      {
        text: '`cy.pause()` works inside a `cy.origin()` callback.',
        issues: [21495],
      },
      {
        text: 'Errors from dependencies used inside a `cy.origin()` callback show the right code frame.',
        issues: [23365],
      },
      {
        text: 'The select dropdowns (Front-end Framework, Bundler, Organization, Project, Preferred Editor) highlight the selected option and mark it with a checkmark.',
        issues: [21768],
      },
      {
        text: 'The failure icon in the reporter header displays correctly when a large number of tests pass.',
        issues: [21838],
      },
      {
        text: 'A single test can create more than twenty sessions.',
        prs: [24379],
      },
    ],
  },
]
