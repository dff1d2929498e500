/** A part of a picture: nothing of its own (../UiFigure/markdown.ts). */
export { partForm as markdown } from '../UiFigure/markdown'
