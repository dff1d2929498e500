/**
 * What the ui-pictures remark plugin imports into a page with a picture:
 * `UiPicture`, which puts the picture's HTML, drawn when the page compiled,
 * in the page and links the pictures' stylesheet. The picture components
 * themselves run only at compile time (./render.ts): no page imports them.
 */
export const uiPictureImports: Record<string, string> = {
  UiPicture: '@site/src/components/UiPicture',
}
