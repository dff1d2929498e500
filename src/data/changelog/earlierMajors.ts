import type { EarlierMajor } from './types'

/** Majors older than 10.0.0, newest first, each in a short summary. */
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
  {
    major: 4,
    date: '2020-02-06',
    summary:
      '4.0.0 added Firefox, in beta, and Chromium-based Microsoft Edge, moved to new majors of Mocha, Chai and Sinon.JS, passed an `options` object to `before:browser:launch`, and required Node.js 8 or later to install. TypeScript spec files ran without a preprocessor of your own from 4.4.0, and 4.5.0 began experimental component testing behind `experimentalComponentTesting`.',
  },
  {
    major: 3,
    date: '2018-05-29',
    summary:
      '3.0.0 added `cy.task()` for running code in Node.js, rebuilt `cy.screenshot()`, ran each spec file in isolation in `cypress run`, and cached the binary once per version for every project. Later 3.x releases read proxy settings from the environment (3.3.0), added `.rightclick()`, `--config-file` and `nodeVersion` (3.5.0), and ran Chrome headless with `--headless` (3.8.0).',
  },
  {
    major: 2,
    date: '2018-02-15',
    summary:
      '2.0.0 moved the built-in Electron browser from Chromium 53 to 59, began stripping framebusting and clickjacking code from your application under the new `modifyObstructiveCode` option (on by default), cleared the browser disk cache at each launch, and resolved `--spec` against the current working directory. In 2.1.0, the Selector Playground started to prefer `data-cy`, `data-test` and `data-testid` attributes.',
  },
  {
    major: 1,
    date: '2017-10-09',
    summary:
      '1.0.0 ended the private beta: Cypress opened to everyone, became open source under the MIT License, and ran on Windows for the first time, in beta. Later 1.x releases bundled the TypeScript definitions with the npm package (1.1.3), added the `userAgent` and `blacklistHosts` options (1.2.0), and added the `before:browser:launch` plugin event (1.3.0).',
  },
  {
    major: 0,
    date: '2015-03-18',
    first: '0.3.3',
    summary:
      'The changelog starts at 0.3.3. Over 0.x, Cypress grew `.type()` with real keyboard events (0.8.0) and `cy.viewport()` (0.9.0), took control of Chrome through its automation APIs with cookie commands and `cy.exec()` (0.16.0), and built in Sinon.JS stubs, spies and clocks (0.18.8). 0.20.0 made Cypress an npm module and introduced `Cypress.Commands` for custom commands.',
  },
]
