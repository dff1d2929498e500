/**
 * docusaurus-plugin-image-zoom settings (medium-zoom underneath): images in
 * the markdown area zoom on click over a dark grey overlay in both colour
 * modes. The plugin's own default is white in light mode; this setting
 * replaces it.
 */
export const zoom = {
  selector: '.markdown img:not(.no-zoom)',
  background: {
    light: 'rgb(50, 50, 50)',
    dark: 'rgb(50, 50, 50)',
  },
  config: {
    margin: 100,
    scrollOffset: 60,
  },
}
