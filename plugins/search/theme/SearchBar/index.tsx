import type { WrapperProps } from '@docusaurus/types'
import type SearchBarType from '@theme-search-algolia/SearchBar'
import { useCallback, useEffect, useState, type ComponentType } from 'react'

import type FullSearchBarType from './FullSearchBar'
import { registerSearchOpener } from './openSearch'
import SearchButton from './SearchButton'

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

const preload = () => void loadFullSearchBar()

/**
 * Search is loaded when it is first used, not with every page: until then
 * the navbar shows ./SearchButton alone, and its first use loads
 * ./FullSearchBar (DocSearch, its backend and our screens), which then
 * stands in its place with the modal open. Pointing at, focusing or
 * touching the button starts that load early. Until then, opening search
 * from elsewhere on the page (./openSearch.ts) is a first use too.
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
  const loaded = full !== undefined
  // Once loaded, FullSearchBar registers the theme's way to open the modal.
  useEffect(
    () => (loaded ? undefined : registerSearchOpener(use)),
    [loaded, use],
  )
  if (full) {
    return <full.Component {...props} openWith={{ query: full.query }} />
  }
  return <SearchButton onUse={use} onPreload={preload} />
}
