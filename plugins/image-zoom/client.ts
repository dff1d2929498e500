import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'
import globalData from '@generated/globalData'
import type { Zoom } from 'medium-zoom'

import type { ImageZoomOptions } from './index'

const options = globalData['image-zoom'].default as ImageZoomOptions

let loading: Promise<Zoom> | undefined
let loaded: Zoom | undefined

/** medium-zoom, as its own chunk, the first time an image is clicked. */
function loadZoom(): Promise<Zoom> {
  loading ??= import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom').then(
    ({ default: mediumZoom }) => {
      loaded = mediumZoom({
        margin: options.margin,
        scrollOffset: options.scrollOffset,
      })
      return loaded
    },
  )
  return loading
}

function background(): string {
  return document.documentElement.dataset.theme === 'dark'
    ? options.background.dark
    : options.background.light
}

/**
 * A click on an image to zoom, before medium-zoom sees it (capture phase):
 * the overlay takes the current colour mode's background; an image medium-
 * zoom does not know yet is attached and opened, loading medium-zoom on the
 * first click. Once attached, medium-zoom's own listener opens and closes it.
 */
function onClick(event: MouseEvent): void {
  const image = event.target
  if (!(image instanceof HTMLImageElement) || !image.matches(options.selector))
    return
  loaded?.update({ background: background() })
  if (loaded?.getImages().includes(image)) return
  void loadZoom().then((zoom) => {
    if (zoom.getImages().includes(image)) return
    zoom.update({ background: background() })
    zoom.attach(image)
    void zoom.open({ target: image })
  })
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', onClick, true)
}

/** The previous page's images are gone: let medium-zoom forget them. */
export function onRouteDidUpdate(): void {
  loaded?.detach()
}
