import { DocSearchButton } from '@docsearch/react/button'
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents'
import { translate } from '@docusaurus/Translate'
import type { WrapperProps } from '@docusaurus/types'
import type SearchBarType from '@theme-original/SearchBar'
import {
  useCallback,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react'

import type FullSearchBarType from './FullSearchBar'
import { isTypedCharacter } from './useTypeToSearch'

type Props = WrapperProps<typeof SearchBarType>
type FullSearchBar = typeof FullSearchBarType

let loading: Promise<FullSearchBar> | undefined

/** The search machinery: DocSearch, its backend and our screens. */
function loadFullSearchBar(): Promise<FullSearchBar> {
  loading ??= import(
    /* webpackChunkName: "search-bar" */ './FullSearchBar'
  ).then((module) => module.default)
  return loading
}

const noop = () => {}

/**
 * The navbar's search button, without the search machinery: DocSearch's own
 * button (same markup, same keyboard shortcuts) whose first use loads
 * ./FullSearchBar, which then stands in its place with the modal open.
 * Pointing at, focusing or touching the button starts that load early.
 */
function SearchButton({ onUse }: { onUse: (query?: string) => void }) {
  useDocSearchKeyboardEvents({
    isOpen: false,
    onOpen: () => onUse(),
    onClose: noop,
    isAskAiActive: false,
    onAskAiToggle: noop,
  })
  const preload = () => void loadFullSearchBar()
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  })
  return (
    <DocSearchButton
      onClick={() => onUse()}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        // A letter typed on the focused button becomes the query.
        if (isTypedCharacter(event.nativeEvent)) {
          event.preventDefault()
          onUse(event.key)
        }
      }}
      onFocus={preload}
      onMouseOver={preload}
      onTouchStart={preload}
      translations={{ buttonText: label, buttonAriaLabel: label }}
    />
  )
}

/**
 * Search is loaded when it is first used, not with every page: until then
 * the navbar shows the button alone (see ./FullSearchBar for the rest).
 */
export default function SearchBar(props: Props) {
  const [full, setFull] = useState<{
    Component: ComponentType<Parameters<FullSearchBar>[0]>
    query?: string
  }>()
  const use = useCallback((query?: string) => {
    void loadFullSearchBar().then((Component) =>
      setFull((current) => current ?? { Component, query }),
    )
  }, [])
  if (full) {
    return <full.Component {...props} openWith={{ query: full.query }} />
  }
  return <SearchButton onUse={use} />
}
