/**
 * Builds the site a second time into build-services/, with dummy ids for the
 * optional services (tag manager, session recording), so the browser tests
 * can prove that nothing loads before consent and that it loads after. The
 * ids are not real accounts; the tests answer those hosts themselves.
 */
import { spawnSync } from 'node:child_process'

export const SERVICE_TEST_IDS = {
  GTM_CONTAINER_ID: 'GTM-TEST123',
  CLARITY_PROJECT_ID: 'test-project',
}

const result = spawnSync(
  'npx',
  ['docusaurus', 'build', '--out-dir', 'build-services'],
  { stdio: 'inherit', env: { ...process.env, ...SERVICE_TEST_IDS } },
)
process.exit(result.status ?? 1)
