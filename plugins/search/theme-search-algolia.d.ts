/**
 * The search theme's own SearchBar, aliased by ./index.ts (a plugin's theme
 * cannot reach it as `@theme-init` or `@theme-original`).
 */
declare module '@theme-search-algolia/SearchBar' {
  import type { ReactNode } from 'react'

  export default function SearchBar(props: Record<string, unknown>): ReactNode
}
