/**
 * Google Tag Manager, loaded only after consent, with a page view for the
 * first page and for every client-side route change after it.
 */

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

export interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[]
}

export interface TagManager {
  /** Loads the container and records the current page. */
  start(): void
  /** Records a page view when the path changed, once started. */
  routeChanged(pathname: string, previousPathname: string | undefined): void
}

export function createTagManager(
  containerId: string,
  win: Window & DataLayerWindow,
  loadScript: (src: string) => void,
): TagManager {
  let started = false
  const pageView = () => {
    win.dataLayer?.push({
      event: 'page_view',
      page_path: win.location.pathname + win.location.search,
      page_title: win.document.title,
    })
  }
  return {
    start() {
      if (started) return
      started = true
      win.dataLayer = win.dataLayer ?? []
      win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      loadScript(
        `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`,
      )
      pageView()
    },
    routeChanged(pathname, previousPathname) {
      if (!started || previousPathname === undefined) return
      // The new page's <title> is set just after the route updates.
      if (pathname !== previousPathname) win.setTimeout(pageView, 100)
    },
  }
}
