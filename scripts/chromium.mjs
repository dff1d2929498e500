// The browser the checks and benchmarks drive: Debian's Chromium where it is
// installed (CI, and machines without Playwright's own browsers), or the one
// CHROMIUM_PATH names; undefined lets Playwright use its bundled browser.
import { existsSync } from 'node:fs'

/** @type {string | undefined} */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) =>
    existsSync(candidate),
  )

/** Flags for a headless Chromium that calls no Google service on its own. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
