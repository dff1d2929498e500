import type { ZoomOptions } from 'medium-zoom'

/**
 * `themeConfig.zoom`, as docusaurus-plugin-image-zoom reads it (its
 * lib/zoom.js; the package ships no types): the images to zoom, the
 * overlay's colour in each colour mode, and medium-zoom's own options.
 */
export interface ZoomThemeConfig {
  /** The images that zoom, matched again after every route change. */
  selector: string
  /** The overlay's colour; the plugin's defaults are white and rgb(50, 50, 50). */
  background: { light: string; dark: string }
  /** Passed to medium-zoom as they are. */
  config: ZoomOptions
}

/**
 * Image zoom (docusaurus-plugin-image-zoom, medium-zoom underneath; see
 * plugins/image-zoom/README.md): images in the doc's Markdown area zoom on
 * click over a dark grey overlay in both colour modes (the spec's site
 * configuration; the plugin's own default for light mode is white).
 */
export const zoom = {
  // `.markdown` is the theme's class on a doc's content
  // (plugins/image-zoom/canaries.test.ts).
  selector: '.markdown img:not(.no-zoom)',
  background: {
    light: 'rgb(50, 50, 50)',
    dark: 'rgb(50, 50, 50)',
  },
  config: {
    // Room around the zoomed image, in pixels.
    margin: 100,
    // How far the reader may scroll, in pixels, before the zoom closes.
    scrollOffset: 60,
  },
} satisfies ZoomThemeConfig
