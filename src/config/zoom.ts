import type { ImageZoomOptions } from '../../plugins/image-zoom'

/**
 * Image zoom (plugins/image-zoom, medium-zoom underneath): images in the
 * markdown area zoom on click over a dark grey overlay in both colour modes.
 */
export const zoom = {
  selector: '.markdown img:not(.no-zoom)',
  background: {
    light: 'rgb(50, 50, 50)',
    dark: 'rgb(50, 50, 50)',
  },
  margin: 100,
  scrollOffset: 60,
} satisfies ImageZoomOptions
