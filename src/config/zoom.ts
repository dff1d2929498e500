/**
 * docusaurus-plugin-image-zoom settings (medium-zoom underneath): images in
 * the markdown area zoom on click over a white or dark grey overlay.
 */
export const zoom = {
  selector: '.markdown img:not(.no-zoom)',
  background: {
    light: 'rgb(255, 255, 255)',
    dark: 'rgb(50, 50, 50)',
  },
  config: {
    margin: 100,
    scrollOffset: 60,
  },
}
