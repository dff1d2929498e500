/**
 * Builds the site a second time into build-services/, as it is built outside
 * a Git worktree (a source archive, a Docker context without `.git`), with
 * dummy ids for the optional services (tag manager, session recording). The
 * browser tests of Playwright's `services` project read it: nothing loads
 * before consent and it loads after (plugins/analytics/services.spec.ts),
 * and pages leave out the "Last updated" date Git would give them
 * (tests/e2e/buildWithoutGit.services.spec.ts). The ids are not real
 * accounts; the tests answer those hosts themselves.
 *
 * Outside a worktree the build must finish and say why the dates are
 * missing once (src/config/env.ts), not once per page: this script fails
 * otherwise.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const SERVICE_TEST_IDS = {
  GTM_CONTAINER_ID: 'GTM-TEST123',
  CLARITY_PROJECT_ID: 'test-project',
}

// Git sees no repository: GIT_DIR names an empty folder.
const noGit = mkdtempSync(path.join(os.tmpdir(), 'no-git-'))
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')),
)
// Not minified: what these tests read (requests, consent, the footer) does
// not depend on it, and the build takes about 20 s less (54 against 34 s
// with a warm cache).
const build = spawn(
  'npx',
  ['docusaurus', 'build', '--no-minify', '--out-dir', 'build-services'],
  {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, ...SERVICE_TEST_IDS, GIT_DIR: noGit, FORCE_COLOR: '0' },
  },
)
let output = ''
for (const stream of [build.stdout, build.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk
    process.stdout.write(chunk)
  })
}
build.on('close', (status) => {
  rmSync(noGit, { recursive: true, force: true })
  const warnings = output.match(/^.*outside any Git worktree.*$/gm) ?? []
  if (status === 0 && warnings.length !== 1) {
    console.error(
      `build:services: the build outside a Git worktree said why ${warnings.length} times; src/config/env.ts should say it once`,
    )
    process.exit(1)
  }
  process.exit(status ?? 1)
})
