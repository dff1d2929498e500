// Prints one line, "N passed, N failed", from the JSON reports vitest and
// Playwright write to test-results/. The gates that are not test runners
// (typecheck, formatting, build) count as one failure when the run failed
// before the runners could report.
import { existsSync, readFileSync } from 'node:fs'

const exitStatus = Number(process.argv[2] ?? 0)
let passed = 0
let failed = 0

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

for (const file of [
  'test-results/vitest-docs.json',
  'test-results/vitest-unit.json',
  'test-results/vitest-dev.json',
]) {
  const vitest = readJson(file)
  if (vitest) {
    passed += vitest.numPassedTests ?? 0
    failed += vitest.numFailedTests ?? 0
  }
}

const playwright = readJson('test-results/playwright.json')
if (playwright?.stats) {
  passed += playwright.stats.expected ?? 0
  failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0)
}

if (exitStatus !== 0 && failed === 0) failed = 1

console.log(`${passed} passed, ${failed} failed`)
