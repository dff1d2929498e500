import React, { type ReactNode } from 'react'
import useIsBrowser from '@docusaurus/useIsBrowser'
import MobileSidebar from '@theme-original/Navbar/MobileSidebar'

/**
 * The phone menu (navbar links, and on a doc page the whole docs sidebar),
 * built once the page knows it is in a browser.
 *
 * The theme renders this hidden menu as soon as it learns the window is
 * phone-sized, from an effect. Updates from effects render in one piece, so
 * on a doc page every sidebar link was built in the long task that follows
 * hydration. `useIsBrowser` turns true inside a transition (src/theme/
 * Root.tsx), so React builds the menu in slices and yields to the reader
 * between them; it is in place, hidden, long before a finger reaches the
 * menu button. tests/e2e/mobileMenu.spec.ts opens it.
 */
export default function MobileSidebarInBrowser(): ReactNode {
  return useIsBrowser() ? <MobileSidebar /> : null
}
