import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { sidebarLabel } from '../../src/lib/sidebars'

/**
 * The section a doc belongs to, as its sidebar shows it: the sidebar's
 * name (`Guides`, `API`, `Examples`, `FAQ`), then the label of each
 * category the doc sits in. The sidebars are generated from the folders
 * (sidebars.ts): a doc's sidebar is its top folder, and each folder below
 * is a category labelled by its `_category_.json`.
 *
 * `docs/guides/core-concepts/retry-ability.mdx` -> `Guides`, `Core concepts`
 */
export function sectionTrail(
  docsDir: string,
  filePath: string,
  categoryLabel: (dir: string) => string = readCategoryLabel,
): string[] {
  const relative = path.relative(docsDir, filePath)
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`${filePath} is not inside the docs folder ${docsDir}`)
  }
  const folders = relative.split(path.sep).slice(0, -1)
  if (folders.length === 0) return []
  const trail = [sidebarLabel(folders[0])]
  for (let depth = 2; depth <= folders.length; depth++) {
    trail.push(categoryLabel(path.join(docsDir, ...folders.slice(0, depth))))
  }
  // `Guides › Guides`, `FAQ › FAQ`: a category named like its sidebar once.
  return trail.filter(
    (label, index) =>
      index === 0 || label.toLowerCase() !== trail[index - 1].toLowerCase(),
  )
}

/**
 * A category's label, as the docs plugin reads it: `label` in the folder's
 * `_category_.json`, else the folder's name. Read each time (a few hundred
 * small files a build), so `npm start` follows an edited label.
 */
export function readCategoryLabel(dir: string): string {
  const file = path.join(dir, '_category_.json')
  if (!existsSync(file)) return path.basename(dir)
  let parsed: { label?: unknown }
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as { label?: unknown }
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error })
  }
  return typeof parsed.label === 'string' ? parsed.label : path.basename(dir)
}
