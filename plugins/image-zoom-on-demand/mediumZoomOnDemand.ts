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

/**
 * What docusaurus-plugin-image-zoom gets for `medium-zoom` (see ./index.ts):
 * on a page with no image to zoom, nothing is loaded; otherwise medium-zoom is
 * fetched, as its own chunk, and attached once it arrives. The plugin calls
 * this after every route change, so a later page with images gets the zoom.
 */
export default function mediumZoomOnDemand(
  selector: ZoomSelector,
  options?: ZoomOptions,
): ZoomHandle {
  if (typeof selector === 'string' && !document.querySelector(selector)) {
    return nothingToZoom
  }
  let zoom: Zoom | undefined
  let detached = false
  let latest = options
  void import('medium-zoom').then(({ default: mediumZoom }) => {
    if (!detached) zoom = mediumZoom(selector, latest)
  })
  const handle: ZoomHandle = {
    detach() {
      detached = true
      return zoom ? zoom.detach() : (handle as Zoom)
    },
    update(next) {
      latest = { ...latest, ...next }
      return zoom ? zoom.update(next) : (handle as Zoom)
    },
  }
  return handle
}
