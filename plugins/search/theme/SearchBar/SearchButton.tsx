import { translate } from '@docusaurus/Translate'
import { useEffect, type KeyboardEvent } from 'react'

import { isTypedCharacter } from './useTypeToSearch'

/** True when the key goes to a field the reader is typing in. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)
  )
}

/**
 * The navbar's search button before search is first used. DocSearch's
 * button comes in the same bundle as its modal (DocSearch 3 ships one
 * module), so every page would carry the modal; this renders the same
 * markup (SearchButton.test.tsx compares the two) and answers the same
 * shortcuts: Ctrl+K or ⌘K anywhere, `/` outside a field, and a character
 * typed on the focused button, which becomes the query.
 */
export default function SearchButton({
  onUse,
  onPreload,
}: {
  onUse: (query?: string) => void
  onPreload: () => void
}) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)
      if (shortcut || (event.key === '/' && !isEditing(event.target))) {
        event.preventDefault()
        onUse()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [onUse])
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  })
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={label}
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={() => onUse()}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (isTypedCharacter(event.nativeEvent)) {
          event.preventDefault()
          onUse(event.key)
        }
      }}
      onFocus={onPreload}
      onMouseOver={onPreload}
      onTouchStart={onPreload}
    >
      <span className="DocSearch-Button-Container">
        <svg
          width="20"
          height="20"
          className="DocSearch-Search-Icon"
          viewBox="0 0 20 20"
          aria-hidden="true"
        >
          {/* DocSearch's glass: a ring and its handle, same geometry. */}
          <circle
            cx="9.06"
            cy="9.06"
            r="7.53"
            stroke="currentColor"
            fill="none"
          />
          <path
            d="M14.39 14.39 18.47 18.47"
            stroke="currentColor"
            strokeLinecap="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys" />
    </button>
  )
}
