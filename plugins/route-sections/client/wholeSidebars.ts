/**
 * Loads the whole sidebar when the reader reaches for it: the pointer over
 * the sidebar, focus in it, a touch in it, or the phone menu's button. A
 * page's section brought its sidebar with the other categories reduced to
 * their first link (./sidebars.ts), which is all they show until opened.
 */
import { loadWholeSidebars } from './sidebars'

/** The desktop sidebar, the phone menu and its button (public classes). */
export const sidebarSelector =
  '.theme-doc-sidebar-container, .navbar-sidebar, .navbar__toggle'

if (typeof window !== 'undefined') {
  const reach = (event: Event) => {
    const target = event.target
    if (target instanceof Element && target.closest(sidebarSelector)) {
      void loadWholeSidebars()
    }
  }
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, reach, { capture: true, passive: true })
  }
}
