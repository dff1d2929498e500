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

/** medium-zoom itself, fetched as a chunk of its own. */
export const loadMediumZoom = () =>
  import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom').then(
    (module) => module.default,
  )

/** The class medium-zoom gives the images it attached to. */
const attachedClass = 'medium-zoom-image'

/**
 * What docusaurus-plugin-image-zoom gets for `medium-zoom` (see ./index.ts).
 * Nothing is loaded with the page: the first click on an image to zoom
 * fetches medium-zoom, attaches it and opens that image. Until then the
 * images carry the class medium-zoom would give them, so they read as
 * zoomable as soon as a click would zoom them. The plugin calls this after
 * every route change and detaches the previous handle, so each page
 * listens for its own images.
 */
export default function mediumZoomOnDemand(
  selector: ZoomSelector,
  options?: ZoomOptions,
  load: typeof loadMediumZoom = loadMediumZoom,
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
    void load().then((mediumZoom) => {
      if (detached) return
      zoom = mediumZoom(selector, latest)
      void zoom.open({ target: image })
    })
  }
  document.addEventListener('click', onFirstClick, true)
  const images = document.querySelectorAll(selector)
  images.forEach((image) => image.classList.add(attachedClass))
  const handle: ZoomHandle = {
    detach() {
      detached = true
      document.removeEventListener('click', onFirstClick, true)
      if (zoom) return zoom.detach()
      images.forEach((image) => image.classList.remove(attachedClass))
      return handle as Zoom
    },
    update(next) {
      latest = { ...latest, ...next }
      return zoom ? zoom.update(next) : (handle as Zoom)
    },
  }
  return handle
}
