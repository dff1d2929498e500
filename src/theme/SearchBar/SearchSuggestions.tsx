import Translate from '@docusaurus/Translate'
import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import type { SearchStatus } from './searchStatus'
import { useModalElement } from './useModalElement'

/** Types `query` into the modal's input as a reader would. */
function searchFor(query: string) {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')
  if (!input) return
  // React tracks the value through the prototype's setter.
  const setValue = Object.getOwnPropertyDescriptor(
    HTMLInputElement.prototype,
    'value',
  )?.set
  setValue?.call(input, query)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.focus()
}

/**
 * "Try searching for" under "No results for": the sections of earlier hits,
 * each a button that searches for it, in DocSearch's own markup.
 */
export default function SearchSuggestions({
  status,
}: {
  status: SearchStatus
}) {
  const { sections } = useSyncExternalStore(
    status.subscribe,
    status.snapshot,
    status.snapshot,
  )
  // Skipped if DocSearch renders its own list (a fixed release).
  const noResults = useModalElement(
    '.DocSearch-NoResults:not(:has(.DocSearch-NoResults-Prefill-List:not(.search-suggestions))) .DocSearch-Title',
    sections.length > 0,
  )
  if (!noResults?.parentElement || sections.length === 0) return null
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List search-suggestions">
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">
          Try searching for
        </Translate>
        :
      </p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {sections.map((section) => (
          <p key={section}>
            <button
              className="DocSearch-Prefill"
              type="button"
              onClick={() => searchFor(`${section.toLowerCase()} `)}
            >
              {section}
            </button>
          </p>
        ))}
      </div>
    </div>,
    noResults.parentElement,
  )
}
