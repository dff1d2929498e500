import Translate from '@docusaurus/Translate'
import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import type { SearchStatus } from './searchStatus'
import { useModalElement } from './useModalElement'

/**
 * Says the index is loading while the first search waits for it, in the
 * open modal's dropdown (in DocSearch's own classes), and CSS hides the
 * screens DocSearch shows underneath. While any later search is on its way,
 * an empty marker hides DocSearch's "No results" for the query it has not
 * answered yet; the previous results stay until the new ones arrive.
 */
export default function SearchLoadingScreen({
  status,
}: {
  status: SearchStatus
}) {
  const { loading, pending } = useSyncExternalStore(
    status.subscribe,
    status.snapshot,
    status.snapshot,
  )
  const dropdown = useModalElement('.DocSearch-Dropdown', pending)
  if (!pending || !dropdown) return null
  if (!loading) {
    return createPortal(<div className="search-pending" hidden />, dropdown)
  }
  return createPortal(
    <div
      className="DocSearch-StartScreen search-loading-screen"
      role="status"
      aria-live="polite"
    >
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.loadingScreen.text">
          Loading the search index…
        </Translate>
      </p>
    </div>,
    dropdown,
  )
}
