/**
 * The site's sidebars as the docs plugin loads them (`loadedVersions[n]
 * .sidebars`), for the build steps that group pages the way the sidebars
 * do: the search index (plugins/search) and llms.txt
 * (plugins/markdown-twins). Both name a group the same way.
 */

/** The part of the docs plugin's sidebar items the groupings need. */
export type SidebarItem =
  | { type: 'doc' | 'ref'; id: string }
  | {
      type: 'category'
      label: string
      items: SidebarItem[]
      link?: { type: string; id?: string }
    }
  | { type: 'link' | 'html' }

/** `faq` to `FAQ`, `api` to `API`, `guides` to `Guides`. */
export function sidebarLabel(name: string): string {
  return name.length <= 3
    ? name.toUpperCase()
    : name[0].toUpperCase() + name.slice(1)
}
