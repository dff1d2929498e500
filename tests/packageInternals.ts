/**
 * Helpers for the canaries: the tests, kept beside the code in each feature
 * folder (`plugins/<feature>/canaries.test.ts`), that read an installed
 * package and fail, saying what changed and which file of ours to update,
 * when an assumption about its internals no longer holds.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(__dirname, '..')

/** The installed package's folder (node_modules/<name>). */
export function packageDir(name: string): string {
  const dir = path.join(root, 'node_modules', name)
  if (!existsSync(path.join(dir, 'package.json'))) {
    throw new Error(`${name} is not installed at node_modules/${name}`)
  }
  return dir
}

/** A file of an installed package, as text; fails naming it if it is gone. */
export function readPackageFile(
  name: string,
  file: string,
  usedBy: string,
): string {
  const full = path.join(packageDir(name), file)
  if (!existsSync(full)) {
    throw new Error(
      `${name}/${file} no longer exists: ${usedBy} depends on it. Find where it moved and update ${usedBy}.`,
    )
  }
  return readFileSync(full, 'utf8')
}

/** Every .js file under a package folder (not .d.ts). */
export function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(c|m)?js$/.test(file))
    .map((file) => path.join(dir, file))
}

/** Names imported from `module` by ES imports in `source`. */
export function namedImports(source: string, module: string): string[] {
  const from = module.replace(/[/.]/g, '\\$&')
  const pattern = new RegExp(
    `import\\s*(?:(\\w+)\\s*,?\\s*)?(?:\\{([^}]*)\\})?\\s*from\\s*['"]${from}['"]`,
    'g',
  )
  const names: string[] = []
  for (const [, defaultName, list] of source.matchAll(pattern)) {
    // `import type { … }` brings in nothing at run time.
    if (defaultName === 'type') continue
    if (defaultName) names.push('default')
    for (const item of list?.split(',') ?? []) {
      const name = item.trim().split(/\s+as\s+/)[0]
      if (name && !name.startsWith('type ')) names.push(name)
    }
  }
  return names
}

export const sha256 = (text: string) =>
  createHash('sha256').update(text).digest('hex')

/**
 * Checks that a file copied from a package is unchanged since it was
 * copied: `ours` names our copy, for the message.
 */
export function copiedFileHash(name: string, file: string, ours: string) {
  return {
    actual: sha256(readPackageFile(name, file, ours)),
    message: `${name}/${file} changed since ${ours} was copied from it: compare the two, carry the theme's change into ${ours}, then update the hash in the canary beside it`,
  }
}

/** The names `@docusaurus/theme-common/internal` exports. */
export function themeCommonInternalExports(usedBy: string): Set<string> {
  const internal = readPackageFile(
    '@docusaurus/theme-common',
    'lib/internal.js',
    usedBy,
  )
  return new Set(
    [...internal.matchAll(/export \{([^}]*)\}/g)].flatMap(([, list]) =>
      list.split(',').map((item) =>
        item
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      ),
    ),
  )
}

/**
 * The names our `files` import from `@docusaurus/theme-common/internal`
 * that it no longer exports, as `file: name`.
 */
export function missingInternalImports(files: string[]): string[] {
  const exported = themeCommonInternalExports(files.join(', '))
  return files.flatMap((file) =>
    namedImports(
      readFileSync(path.join(root, file), 'utf8'),
      '@docusaurus/theme-common/internal',
    )
      .filter((name) => !exported.has(name))
      .map((name) => `${file}: ${name}`),
  )
}
