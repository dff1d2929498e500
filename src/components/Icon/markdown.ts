import { text, type MarkdownForm } from '../../lib/markdownForm'

/**
 * The icon's title, its accessible name; an icon without one is decorative
 * and becomes nothing.
 */
export const markdown: MarkdownForm = (element) => {
  const title = element.prop('title')
  return typeof title === 'string' ? [text(title)] : []
}
