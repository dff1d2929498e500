/**
 * `npm ci` installs exactly what package-lock.json lists. A package with
 * native builds (swc, rspack, lightningcss, pagefind) names one optional
 * package per platform; if the lockfile lacks one, `npm ci` refuses the whole
 * lockfile ("Missing: … from lock file") and a contributor on that platform
 * gets no binary. npm writes such a lockfile when a platform package of the
 * resolved version was never published; the fix is an override in
 * package.json to a version published for every platform.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

interface LockedPackage {
  version?: string
  optionalDependencies?: Record<string, string>
}

const lock = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../package-lock.json'), 'utf8'),
) as { lockfileVersion: number; packages: Record<string, LockedPackage> }

/** Where npm would look for `dep` installed for the package at `at`. */
function resolves(at: string, dep: string): boolean {
  let dir = at
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) return true
    if (!dir) return false
    const cut = dir.lastIndexOf('/node_modules/')
    dir = cut === -1 ? '' : dir.slice(0, cut)
  }
}

describe('package-lock.json', () => {
  it('is a lockfile npm 7 and later read in full', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2)
  })

  it("lists every platform's optional package that a locked package names", () => {
    const missing = Object.entries(lock.packages).flatMap(([at, pkg]) =>
      Object.keys(pkg.optionalDependencies ?? {})
        .filter((dep) => !resolves(at, dep))
        .map((dep) => `${at || '(root)'} -> ${dep}`),
    )
    expect(
      missing,
      'npm ci would refuse this lockfile; pin the parent to a version published for every platform (package.json "overrides")',
    ).toEqual([])
  })
})
