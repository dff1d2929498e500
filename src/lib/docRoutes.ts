/**
 * Doc ids and the public paths they are published at, read from `docs/` at
 * config time. The navbar resolves its doc links through `docPath`, so an
 * unknown doc id fails the build with the list of valid ids instead of
 * shipping a dead link.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { readFrontMatter } from './mdx.mjs'

// Front matter is read as the build reads it (YAML), by the site's one MDX
// reader.
export { readFrontMatter } from './mdx.mjs'
export type { FrontMatter } from './mdx.mjs'

/**
 * The id and path Docusaurus gives a doc file, for the subset of its rules
 * this site uses: the id is the file path without extension (or the `id`
 * front matter in the same folder), the path is the absolute `slug` front
 * matter or else `/` + the id.
 */
export function docRoute(
  relativeFile: string,
  source: string,
): { id: string; path: string } {
  const withoutExtension = relativeFile
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '')
  const fields = readFrontMatter(source)?.fields ?? {}
  const folder = path.posix.dirname(withoutExtension)
  const id = fields.id
    ? folder === '.'
      ? fields.id
      : `${folder}/${fields.id}`
    : withoutExtension
  const slug = fields.slug
  if (slug && !slug.startsWith('/')) {
    throw new Error(
      `${relativeFile}: slug "${slug}" must be absolute (start with "/").`,
    )
  }
  return { id, path: slug ?? `/${id}` }
}

function listDocFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listDocFiles(full, base)
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')
      ? [path.relative(base, full)]
      : []
  })
}

export const docsDirectory = path.resolve(__dirname, '../../docs')

/** Every doc id mapped to its public path. */
export function loadDocRoutes(dir = docsDirectory): Map<string, string> {
  return new Map(
    listDocFiles(dir).map((file) => {
      const route = docRoute(file, readFileSync(path.join(dir, file), 'utf8'))
      return [route.id, route.path]
    }),
  )
}

/** The public path of a doc; throws, listing the valid ids, when it is unknown. */
export function docPath(
  docId: string,
  routes: Map<string, string> = loadDocRoutes(),
): string {
  const found = routes.get(docId)
  if (found === undefined) {
    const valid = [...routes.keys()].sort()
    throw new Error(
      `Unknown doc id "${docId}" in the site config. Valid doc ids are:\n- ${valid.join('\n- ')}`,
    )
  }
  return found
}
