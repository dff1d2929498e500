import {
  useDoc,
  useDocsSidebar,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client'
import type { WrapperProps } from '@docusaurus/types'
import Content from '@theme-original/DocItem/Content'
import type ContentType from '@theme/DocItem/Content'

import CopyPage from '../../../components/CopyPage'

type Props = WrapperProps<typeof ContentType>

/** `faq` to `FAQ`, `api` to `API`, `guides` to `Guides`. */
export function sidebarLabel(name: string): string {
  return name.length <= 3
    ? name.toUpperCase()
    : name[0].toUpperCase() + name.slice(1)
}

/**
 * The doc's search section: its top-level sidebar category, or its sidebar's
 * name for a doc at the top of a sidebar.
 */
export function useSearchSection(): string | null {
  const breadcrumbs = useSidebarBreadcrumbs()
  const sidebar = useDocsSidebar()
  const top = breadcrumbs?.[0]
  if (top && breadcrumbs.length > 1 && top.type === 'category') {
    return top.label
  }
  return sidebar ? sidebarLabel(sidebar.name) : null
}

/**
 * Search weight of the page's `keywords` front matter: as much as its title
 * (Pagefind weighs an h1 7), so a page is found by the words readers use for
 * its subject even where its text uses other words.
 */
export const KEYWORD_WEIGHT = 7

/**
 * The doc's content, marked for the search index (plugins/local-search):
 * Pagefind indexes only what is inside `data-pagefind-body`, and keeps the
 * section as the result's `section` meta (the modal's group heading). The
 * `keywords` front matter is indexed too, in an element the page never
 * shows.
 */
export default function ContentWrapper(props: Props) {
  const section = useSearchSection()
  const { keywords } = useDoc().frontMatter
  return (
    <>
      {/* "Copy page", floated beside the title; outside the search index. */}
      <CopyPage />
      <div
        data-pagefind-body=""
        data-pagefind-meta={section ? `section:${section}` : undefined}
      >
        <Content {...props} />
        {keywords && keywords.length > 0 && (
          <p hidden data-pagefind-weight={KEYWORD_WEIGHT}>
            {keywords.join(', ')}
          </p>
        )}
      </div>
    </>
  )
}
