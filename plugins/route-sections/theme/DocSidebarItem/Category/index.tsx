import { useSyncExternalStore } from 'react'
import Category from '@theme-init/DocSidebarItem/Category'
import type { Props } from '@theme/DocSidebarItem/Category'

import { sidebarsFilled, subscribeToSidebars } from '../../../client/sidebars'

/**
 * The theme's sidebar category, drawn again when the whole sidebar has
 * filled in the categories a page's section brought reduced to their first
 * link (../../../client/sidebars.ts): an open category then shows all its
 * items. Until the reader reaches for the sidebar, a closed category shows
 * nothing of its items, so nothing changes on screen.
 */
export default function CategoryWithWholeItems(props: Props) {
  useSyncExternalStore(subscribeToSidebars, sidebarsFilled, sidebarsFilled)
  return <Category {...props} />
}
