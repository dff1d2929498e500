import type { BadgeTone } from '../../data/badges'

/**
 * The classes of a badge of this tone (./badge.css). Global names, not a CSS
 * module's: plugins/badges writes badges into the pages as plain HTML at
 * build time, and Docusaurus copies a heading's HTML into the table of
 * contents as a string, where hashed module names could not follow.
 */
export function badgeClassName(tone: BadgeTone): string {
  return `cy-badge cy-badge--${tone}`
}
