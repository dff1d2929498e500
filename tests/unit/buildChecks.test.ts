/**
 * The build is a test: each kind of breakage, built in a tiny fixture site
 * with the real build settings, fails the build and names what is broken.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const site = path.join(root, 'tests/fixtures/broken-site')

function buildFixture(fixtureCase: string) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/docusaurus'),
    ['build', site, '--out-dir', path.join(site, 'build', fixtureCase)],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, FIXTURE_CASE: fixtureCase, FORCE_COLOR: '0' },
      timeout: 180_000,
    },
  )
  const output = (result.stdout + result.stderr).replace(/\x1b\[[0-9;]*m/g, '')
  return { status: result.status, output }
}

describe('the build fails on', () => {
  afterAll(() => {
    rmSync(path.join(site, 'build'), { recursive: true, force: true })
    rmSync(path.join(site, '.docusaurus'), { recursive: true, force: true })
  })

  it('a broken link, naming the page and the link', () => {
    const { status, output } = buildFixture('link')
    expect(status).not.toBe(0)
    expect(output).toContain('Broken link on source page path = /other')
    expect(output).toContain('linking to /does-not-exist')
  })

  it('a broken anchor, naming the page and the anchor', () => {
    const { status, output } = buildFixture('anchor')
    expect(status).not.toBe(0)
    expect(output).toContain('Broken anchor on source page path = /other')
    expect(output).toContain('linking to /#no-such-heading')
  })

  it('a broken markdown link, naming the file and the link', () => {
    const { status, output } = buildFixture('markdown-link')
    expect(status).not.toBe(0)
    expect(output).toContain('./missing-file.md')
    expect(output).toContain('cases/markdown-link/other.md')
  })

  it('an unknown doc id in a navbar item, listing the valid ids', () => {
    const { status, output } = buildFixture('navbar-doc-id')
    expect(status).not.toBe(0)
    expect(output).toMatch(
      /Unknown doc id "guides\/missing" in the site config\. Valid doc ids are:\s+- start/,
    )
  })

  it('passes once nothing is broken (the fixture itself is sound)', () => {
    const { status, output } = buildFixture('navbar-valid')
    expect(output).toContain('Generated static files')
    expect(status).toBe(0)
  })
})
