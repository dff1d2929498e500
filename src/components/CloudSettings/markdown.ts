import { pictureForm } from '../UiFigure/markdown'

/** Its text equivalent, caption and callouts (../UiFigure/markdown.ts). */
export const markdown = pictureForm('CloudSettings')
