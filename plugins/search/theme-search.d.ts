/**
 * The theme components this plugin serves through getThemePath() for the
 * site's own pages to use.
 */
declare module '@theme/SearchPrompt' {
  import type { ReactNode } from 'react'

  /** A large search field that opens the search modal (see its index.tsx). */
  export default function SearchPrompt(): ReactNode
}
