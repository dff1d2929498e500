import React, {
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from 'react'
import MobileSidebar from '@theme-original/Navbar/MobileSidebar'

/**
 * The phone menu (navbar links, and on a doc page the whole docs sidebar),
 * built in a transition after hydration.
 *
 * The theme renders this hidden menu as soon as it learns the window is
 * phone-sized, from an effect. Updates from effects render in one piece, so
 * on a doc page every sidebar link was built in the long task that follows
 * hydration. Mounted from a transition, React builds it in slices and yields
 * to the reader between them; it is in place, hidden, long before a finger
 * reaches the menu button. tests/e2e/mobileMenu.spec.ts opens it.
 */
export default function MobileSidebarBuiltInTransition(): ReactNode {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    startTransition(() => setMounted(true))
  }, [])
  return mounted ? <MobileSidebar /> : null
}
