/**
 * The folder a page belongs to: its path less the last segment, so
 * `/api/commands/click` and `/api/commands/click/` belong to `/api/commands`
 * and `/faq` to `/`. A `.html` or `/index.html` ending is read as the page
 * it names, as Docusaurus reads it. Shared by the build, which groups routes
 * by it, and the browser, which looks a path's section up by it.
 */
export function sectionOf(pathname: string): string {
  const page = pathname
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '')
  const cut = page.lastIndexOf('/')
  return cut <= 0 ? '/' : page.slice(0, cut)
}

/** The page a path names: its last segment (`/api/commands/click` → `click`). */
export function pageOf(pathname: string): string {
  const page = pathname
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '')
  return page.slice(page.lastIndexOf('/') + 1)
}

/**
 * Of a folder's parts (each named by its first page, in order), the one a
 * page belongs to: the last whose first page sorts before or as the page.
 */
export function partOf<T extends { from: string }>(
  parts: readonly T[],
  page: string,
): T | undefined {
  let found: T | undefined
  for (const part of parts) {
    if (part.from <= page) found = part
  }
  return found
}
