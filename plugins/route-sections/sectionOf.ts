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
