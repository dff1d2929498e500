import Translate from '@docusaurus/Translate'
import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import type { SearchStatus } from './searchStatus'
import { useModalElement } from './useModalElement'

/**
 * DocSearch's own error screen (same classes, same words), placed in the open
 * modal's dropdown while the latest search failed. CSS hides the "no results"
 * screen DocSearch falls back to underneath it.
 */
export default function SearchErrorScreen({
  status,
}: {
  status: SearchStatus
}) {
  const { failed } = useSyncExternalStore(
    status.subscribe,
    status.snapshot,
    status.snapshot,
  )
  const dropdown = useModalElement('.DocSearch-Dropdown', failed)
  if (!failed || !dropdown) return null
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error-screen" role="alert">
      <p className="DocSearch-Title">
        <Translate id="theme.SearchModal.errorScreen.titleText">
          Unable to fetch results
        </Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
      {process.env.NODE_ENV === 'development' && (
        <p className="DocSearch-Help search-error-dev-hint">
          In <code>npm start</code>, search answers from the index of the last
          production build. Run <code>npm run build</code> once, then restart{' '}
          <code>npm start</code>.
        </p>
      )}
    </div>,
    dropdown,
  )
}
