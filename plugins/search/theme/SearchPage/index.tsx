import { PageMetadata } from '@docusaurus/theme-common'
import type { WrapperProps } from '@docusaurus/types'
import SearchPage from '@theme-init/SearchPage'
import type SearchPageType from '@theme/SearchPage'

type Props = WrapperProps<typeof SearchPageType>

/** The search page's description: its meta tag and link preview. */
export const SEARCH_PAGE_DESCRIPTION =
  'Search the Cypress documentation: guides, the API reference, examples and frequently asked questions.'

// Wrapped: the theme's search page sets a title but no description, so its
// link preview had no og:description, unlike every other page.
export default function SearchPageWrapper(props: Props) {
  return (
    <>
      <PageMetadata description={SEARCH_PAGE_DESCRIPTION} />
      <SearchPage {...props} />
    </>
  )
}
