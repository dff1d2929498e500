import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import type { WrapperProps } from '@docusaurus/types'
import SearchBar from '@theme-original/SearchBar'
import type SearchBarType from '@theme-original/SearchBar'

import {
  configuredLocalSearchClient,
  getLocalSearchClient,
} from '../../../plugins/local-search/client'
import SearchErrorScreen from './SearchErrorScreen'
import {
  createSearchStatus,
  reportingOutcomes,
  type SearchClientLike,
} from './searchStatus'
import './styles.css'

type Props = WrapperProps<typeof SearchBarType>
type SearchClient = Parameters<NonNullable<Props['transformSearchClient']>>[0]

const status = createSearchStatus()

// Module-level, so their identity is stable across renders.
const toLocalClient = () => reportingOutcomes(getLocalSearchClient(), status)
const toReportingClient = (client: SearchClientLike) =>
  reportingOutcomes(client, status)

/**
 * The theme's DocSearch button and modal. With the built-in backend (no
 * Algolia credentials) the modal asks the local index instead of Algolia.
 * With either backend it shows "Unable to fetch results" when the search
 * fails, and "Let us know." opens an issue on the site's repository.
 */
export default function SearchBarWrapper(props: Props) {
  const { siteConfig } = useDocusaurusContext()
  const feedbackUrl = siteConfig.customFields?.searchFeedbackUrl as string
  const local = configuredLocalSearchClient() !== null
  return (
    <>
      <SearchBar
        transformSearchClient={local ? toLocalClient : toReportingClient}
        getMissingResultsUrl={({ query }: { query: string }) =>
          `${feedbackUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
        }
        {...props}
      />
      <SearchErrorScreen status={status} />
    </>
  )
}
