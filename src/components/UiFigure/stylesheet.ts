// Written by plugins/ui-pictures/stylesheet.test.ts (UPDATE_GOLDEN=1): the
// pictures' stylesheet, built from the components' picture.css files.
export const stylesheet = '/assets/css/ui-pictures.b0149c31.css'
