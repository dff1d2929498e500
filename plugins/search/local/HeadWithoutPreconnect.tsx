import Head from '@docusaurus/Head'
import { Children, isValidElement, type ReactNode } from 'react'

/** True for `<link rel="preconnect" href="https://…algolia.net">`. */
export function isAlgoliaPreconnect(child: ReactNode): boolean {
  if (!isValidElement<{ rel?: string; href?: string }>(child)) return false
  const { rel, href } = child.props
  return (
    child.type === 'link' &&
    rel === 'preconnect' &&
    typeof href === 'string' &&
    /^https:\/\/[^/]*\.algolia\.net/.test(href)
  )
}

/**
 * `@docusaurus/Head` for the theme's SearchBar in local mode: the same head
 * tags, minus the preconnect to Algolia, which the local backend never calls.
 */
export default function HeadWithoutPreconnect({
  children,
}: {
  children?: ReactNode
}) {
  const kept = Children.toArray(children).filter(
    (child) => !isAlgoliaPreconnect(child),
  )
  return kept.length > 0 ? <Head>{kept}</Head> : null
}
