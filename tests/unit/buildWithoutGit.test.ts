/**
 * The site builds from a source archive, a Docker context without `.git` or a
 * restored CI cache: outside a Git worktree the build finishes, pages carry no
 * last-updated date, and one warning says why (src/config/env.ts).
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

/** Installed or generated, never part of a source archive. */
const notSource = new Set([
  'node_modules',
  'build',
  'build-services',
  'bench-results',
  '.docusaurus',
  '.git',
  'test-results',
])

/** The environment without Git's own variables, which could point at a repository. */
function envWithoutGit(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')),
  )
}

let site = ''
let result: { status: number | null; output: string }

beforeAll(() => {
  // realpath: the build must not find a worktree through a symlinked tmpdir.
  site = mkdtempSync(path.join(realpathSync(os.tmpdir()), 'docs-without-git-'))
  for (const entry of readdirSync(root)) {
    if (notSource.has(entry)) continue
    cpSync(path.join(root, entry), path.join(site, entry), { recursive: true })
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'))

  const git = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {
    cwd: site,
    encoding: 'utf8',
    env: envWithoutGit(),
  })
  if (git.status === 0) {
    throw new Error(
      `${site} is inside a Git worktree, so it cannot stand for a source archive: set TMPDIR to a folder outside any repository`,
    )
  }

  const build = spawnSync(
    path.join(site, 'node_modules/.bin/docusaurus'),
    ['build'],
    {
      cwd: site,
      encoding: 'utf8',
      env: {
        ...envWithoutGit(),
        FORCE_COLOR: '0',
        // The copy shares node_modules: keep the bundler's cache out of it.
        DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      },
      // About 10 s on an idle machine; far more on a busy 2-core one.
      timeout: 240_000,
    },
  )
  result = {
    status: build.status,
    output: `${build.stdout}${build.stderr}${build.error ?? ''}`.replace(
      /\x1b\[[0-9;]*m/g,
      '',
    ),
  }
}, 300_000)

afterAll(() => {
  if (site) rmSync(site, { recursive: true, force: true })
})

describe('the build outside a Git worktree', () => {
  it('finishes and writes the pages', () => {
    expect(result.output).not.toContain('outside any Git worktree.\nUnable')
    expect(result.output).toContain('Generated static files')
    expect(result.status, result.output).toBe(0)
    expect(existsSync(path.join(site, 'build/index.html'))).toBe(true)
    expect(
      existsSync(path.join(site, 'build/api/commands/click/index.html')),
    ).toBe(true)
  })

  it('leaves out the last-updated line of a doc page, keeping its footer', () => {
    const html = readFileSync(
      path.join(site, 'build/api/commands/click/index.html'),
      'utf8',
    )
    expect(html).toContain('<article')
    // The footer is still there: it holds the edit link.
    expect(html).toContain('theme-doc-footer')
    expect(html).not.toContain('theme-last-updated')
    expect(html).not.toContain('Last updated')
    expect(html).not.toContain('dateModified')
  })

  it('says why once, not once per page', () => {
    const warnings = result.output.match(/^.*outside any Git worktree.*$/gm)
    expect(warnings, result.output).toHaveLength(1)
    expect(warnings![0]).toContain('[WARNING]')
    expect(warnings![0]).toContain('without their "Last updated" date')
  })
})
