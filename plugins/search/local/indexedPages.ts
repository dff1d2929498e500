import type { LoadedContent } from '@docusaurus/plugin-content-docs'

import { sidebarLabel, type SidebarItem } from '../../../src/lib/sidebars'

/**
 * What the index is told about each doc page: its built HTML file, the
 * section its hits are grouped under in the modal, the `keywords` front
 * matter, indexed with the weight of the title, its description (front
 * matter, or the docs plugin's excerpt of its first paragraph), which with
 * the title and keywords is what the client ranks a page by first, and the
 * `search_weight` front matter, how much the page's words count (1 when
 * unset). The pages themselves carry none of it: `writeIndex.mjs` adds it to
 * the HTML it hands Pagefind, or to the words it writes for the client.
 */
export interface IndexedPage {
  /** The page's HTML, relative to the build folder. */
  file: string
  section?: string
  keywords: string[]
  description?: string
  weight?: number
}

/** True when `items` lead to the doc, as a doc, a ref or a category's page. */
function leadsTo(items: readonly SidebarItem[], docId: string): boolean {
  return items.some((item) => {
    if (item.type === 'doc' || item.type === 'ref') return item.id === docId
    if (item.type === 'category') {
      return item.link?.id === docId || leadsTo(item.items, docId)
    }
    return false
  })
}

/**
 * The doc's search section, as the theme's breadcrumbs name it: the
 * top-level category the doc sits in, or, for a doc at the top of its
 * sidebar or the page of a top-level category, the sidebar's name
 * (`sidebarLabel`). None for a doc in no sidebar.
 */
export function searchSection(
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
  sidebar: string | undefined,
  docId: string,
): string | undefined {
  if (!sidebar) return undefined
  const top = (sidebars[sidebar] ?? []).find((item) => leadsTo([item], docId))
  return top?.type === 'category' && top.link?.id !== docId
    ? top.label
    : sidebarLabel(sidebar)
}

/**
 * `/api/commands/click` to `api/commands/click/index.html`: where the build
 * writes a route when `trailingSlash` is unset.
 */
export function htmlFile(permalink: string, baseUrl: string): string {
  const route = permalink.slice(baseUrl.length).replace(/\/$/, '')
  return route ? `${route}/index.html` : 'index.html'
}

/** Every doc page of the docs plugin's content, as the index takes it. */
export function indexedPages(
  docs: LoadedContent,
  baseUrl: string,
): IndexedPage[] {
  return docs.loadedVersions.flatMap((version) => {
    const sidebars = version.sidebars as unknown as Record<
      string,
      SidebarItem[]
    >
    return version.docs.map((doc) => {
      const section = searchSection(sidebars, doc.sidebar, doc.id)
      return {
        file: htmlFile(doc.permalink, baseUrl),
        ...(section && { section }),
        keywords: doc.frontMatter.keywords ?? [],
        ...(doc.description && { description: doc.description }),
        ...(typeof doc.frontMatter.search_weight === 'number' && {
          weight: doc.frontMatter.search_weight,
        }),
      }
    })
  })
}
