import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import type { WrapperProps } from '@docusaurus/types'
import SearchBar from '@theme-search-algolia/SearchBar'
import type SearchBarType from '@theme-search-algolia/SearchBar'
import { useCallback, useEffect, useMemo, useRef } from 'react'

import {
  configuredLocalSearchClient,
  getLocalSearchClient,
} from '../../local/client'
import { ThemeButtonEvents } from './DocSearchButton'
import { bestHitsFirst } from './modalOrder'
import { registerSearchOpener } from './openSearch'
import SearchErrorScreen from './SearchErrorScreen'
import SearchLoadingScreen from './SearchLoadingScreen'
import {
  createSearchStatus,
  reportingOutcomes,
  type SearchClientLike,
} from './searchStatus'
import { useExistingAriaControls } from './useExistingAriaControls'
import { useTypeToSearch } from './useTypeToSearch'
import './styles.css'

type Props = WrapperProps<typeof SearchBarType> & {
  /** Open the modal once mounted, with this query (the reader asked). */
  openWith?: { query?: string }
}

const status = createSearchStatus()

// Module-level, so their identity is stable across renders.
const toLocalClient = () =>
  reportingOutcomes(bestHitsFirst(getLocalSearchClient()), status)
const toReportingClient = (client: SearchClientLike) =>
  reportingOutcomes(bestHitsFirst(client), status)

/**
 * The theme's DocSearch button and modal, loaded by ./index.tsx when the
 * reader first asks for search. With the built-in backend (no Algolia
 * credentials) the modal asks the local index instead of Algolia. With
 * either backend it adds the screens DocSearch lacks or loses (see
 * searchStatus.ts), opens the modal when a character is typed on the focused
 * button, keeps the best hits first despite the grouping by section
 * (./modalOrder.ts), keeps the input's `aria-controls` to lists that exist,
 * and "Let us know." opens an issue on the site's repository. It opens the
 * modal through the theme's own `openModal` (./DocSearchButton.tsx hands it
 * over), and registers that as the page's way to open search
 * (./openSearch.ts).
 */
export default function FullSearchBar({ openWith, ...props }: Props) {
  const { siteConfig } = useDocusaurusContext()
  const feedbackUrl = siteConfig.customFields?.searchFeedbackUrl as string
  const local = configuredLocalSearchClient() !== null
  const [initialQuery, setInitialQuery] = useTypeToSearch(openWith?.query)
  useExistingAriaControls()
  const openModal = useRef<() => void>(undefined)
  const open = useCallback(
    (query?: string) => {
      if (query !== undefined) setInitialQuery(query)
      openModal.current?.()
    },
    [setInitialQuery],
  )
  const buttonEvents = useMemo<ThemeButtonEvents>(
    () => ({
      mounted: (themeOpen) => {
        openModal.current = themeOpen
      },
      typed: open,
    }),
    [open],
  )
  const openOnMount = openWith !== undefined
  useEffect(() => {
    // The theme's button, a child, has handed over its openModal by now.
    if (openOnMount) openModal.current?.()
  }, [openOnMount])
  useEffect(() => registerSearchOpener(open), [open])
  return (
    <ThemeButtonEvents.Provider value={buttonEvents}>
      <SearchBar
        transformSearchClient={local ? toLocalClient : toReportingClient}
        initialQuery={initialQuery}
        getMissingResultsUrl={({ query }: { query: string }) =>
          `${feedbackUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
        }
        {...props}
      />
      <SearchLoadingScreen status={status} />
      <SearchErrorScreen status={status} />
    </ThemeButtonEvents.Provider>
  )
}
