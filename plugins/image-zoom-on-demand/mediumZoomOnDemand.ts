import type { Zoom, ZoomOptions, ZoomSelector } from 'medium-zoom'

/** The part of medium-zoom's API that docusaurus-plugin-image-zoom uses. */
export type ZoomHandle = Pick<Zoom, 'detach' | 'update'>

const nothingToZoom: ZoomHandle = {
  detach() {
    return this as unknown as Zoom
  },
  update() {
    return this as unknown as Zoom
  },
}

const loadMediumZoom = () =>
  import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom').then(
    (module) => module.default,
  )

/**
 * What docusaurus-plugin-image-zoom gets for `medium-zoom` (see ./index.ts).
 * Nothing is loaded with the page: the first click on an image to zoom
 * fetches medium-zoom (its own chunk), attaches it and opens that image.
 * The plugin calls this after every route change, and detaches the previous
 * handle, so each page listens for its own images. Until the first click,
 * the images show the zoom-in cursor from src/css/custom.css.
 */
export default function mediumZoomOnDemand(
  selector: ZoomSelector,
  options?: ZoomOptions,
): ZoomHandle {
  if (typeof selector !== 'string' || !document.querySelector(selector)) {
    return nothingToZoom
  }
  let zoom: Zoom | undefined
  let detached = false
  let latest = options
  const onFirstClick = (event: MouseEvent) => {
    const image = event.target
    if (!(image instanceof HTMLElement) || !image.matches(selector)) return
    document.removeEventListener('click', onFirstClick, true)
    void loadMediumZoom().then((mediumZoom) => {
      if (detached) return
      zoom = mediumZoom(selector, latest)
      void zoom.open({ target: image })
    })
  }
  document.addEventListener('click', onFirstClick, true)
  const handle: ZoomHandle = {
    detach() {
      detached = true
      document.removeEventListener('click', onFirstClick, true)
      return zoom ? zoom.detach() : (handle as Zoom)
    },
    update(next) {
      latest = { ...latest, ...next }
      return zoom ? zoom.update(next) : (handle as Zoom)
    },
  }
  return handle
}
