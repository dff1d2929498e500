import {
  pictureChildren,
  pictureParts,
} from '../../src/components/UiFigure/picture'

/**
 * The UI picture components and their parts, for the component-imports
 * plugin: each is imported by the pages that use it, never registered for
 * every page.
 */
export const uiPictureImports: Record<string, string> = Object.fromEntries(
  [...Object.keys(pictureParts), ...Object.keys(pictureChildren)].map(
    (name) => [name, `@site/src/components/${name}`],
  ),
)
