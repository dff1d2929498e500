import { defineConfig, devices } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://localhost:${port}`
/** The build with dummy analytics and recording ids (`npm run build:services`). */
const servicesPort = port + 1
const servicesURL = `http://localhost:${servicesPort}`

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
}

export default defineConfig({
  // Site-wide specs in tests/e2e; a feature's own specs beside it in
  // plugins/<feature>/; the measuring code's beside it in bench/.
  testDir: '.',
  testMatch:
    /(^|[\\/])(tests[\\/]e2e|plugins[\\/][^\\/]+|bench)[\\/][^\\/]+\.spec\.ts$/,
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/playwright.json' }],
  ],
  // Every wait follows what the page does (an element, a response, idle
  // time); these are only the ceilings past which a wait fails. A page on a
  // busy 2-core machine can take several seconds to hydrate or to answer a
  // search, which the default 5 s of an expectation did not allow.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // A trace records a DOM snapshot at every action: on the page sweep's
    // long pages that was a fifth of the run's time (80 pages with two
    // workers: 72-81 s traced, 57 s not). CI keeps no artifacts a reader
    // can open, and its log has each failure's message and page snapshot
    // (error-context.md), so CI records none; locally a failure keeps its
    // trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /services\.spec\.ts$/,
      use: chromium,
    },
    {
      // The same site built with dummy analytics and recording ids.
      name: 'services',
      testMatch: /services\.spec\.ts$/,
      use: { ...chromium, baseURL: servicesURL },
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --port ${port} --no-open`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx docusaurus serve --dir build-services --port ${servicesPort} --no-open`,
      url: servicesURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
