// Written by plugins/ui-pictures/stylesheet.test.ts (UPDATE_GOLDEN=1): the
// pictures' stylesheet, built from the components' picture.css files.
export const stylesheet = '/assets/css/ui-pictures.d9bd2af8.css'
