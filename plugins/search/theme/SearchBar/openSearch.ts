/**
 * The search plugin's way to open its modal from anywhere on the page (the
 * home page's and the not-found page's search prompt): `openSearch()`
 * asks the navbar's search bar, which registers how it opens
 * (`registerSearchOpener`). Before search is first used that loads the
 * modal (./index.tsx); once loaded it is the theme's own `openModal`
 * (./FullSearchBar.tsx, through ./DocSearchButton.tsx). No markup of
 * DocSearch's is looked up or clicked.
 */

/** Opens the modal, with `query` typed in when given. */
export type SearchOpener = (query?: string) => void

let current: SearchOpener | undefined

/**
 * Makes `open` the way search opens, until the returned function is called
 * (a later registration replaces it; unregistering an opener that was
 * replaced changes nothing).
 */
export function registerSearchOpener(open: SearchOpener): () => void {
  current = open
  return () => {
    if (current === open) current = undefined
  }
}

/**
 * Opens the search modal, with `query` when given. False when no search
 * bar is on the page to open it (before hydration, or a page without the
 * navbar): the caller then leads to the search page instead.
 */
export function openSearch(query?: string): boolean {
  if (!current) return false
  current(query)
  return true
}
