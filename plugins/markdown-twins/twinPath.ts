/**
 * Where a page's Markdown twin is published: `/api/commands/click` has
 * `/api/commands/click.md`, and a page whose path ends in `/` has
 * `index.md` in that folder. Used by the plugin, which writes the file, and
 * by the theme, which links to it, so both agree.
 */
export function twinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`
}
