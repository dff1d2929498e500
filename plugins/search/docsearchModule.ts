import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The entry points DocSearch 4 added, which the search theme imports. */
export const DOCSEARCH_4_ENTRIES = [
  'version',
  'useDocSearchKeyboardEvents',
  'useTheme',
] as const

/**
 * DocSearch 3's ES module: the one file `@docsearch/react/modal` and
 * `/button` re-export.
 */
export function docSearchModule(): string {
  const manifest = require.resolve('@docsearch/react/package.json')
  const { module } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    module: string
  }
  return path.join(path.dirname(manifest), module)
}

/**
 * The site runs DocSearch 3 (its modal is a quarter of DocSearch 4's; the
 * search theme supports both). For DocSearch 3 the theme aliases the entry
 * points DocSearch 4 added to `require.resolve('@docsearch/react')`, which
 * is the package's `main`, its UMD build, while `/modal` loads its ES
 * module: the modal's chunk carried DocSearch twice (56 KiB gzip instead of
 * 30). These aliases point the same entry points at the ES module. Both
 * backends use them.
 */
export function docSearchModuleAliases(): Record<string, string> {
  const module = docSearchModule()
  return Object.fromEntries(
    DOCSEARCH_4_ENTRIES.map((entry) => [`@docsearch/react/${entry}`, module]),
  )
}
