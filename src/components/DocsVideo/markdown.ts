import {
  link,
  paragraph,
  text,
  type MarkdownForm,
} from '../../lib/markdownForm'

/** `Video: [title](URL)`: the file's absolute URL, or the player's. */
export const markdown: MarkdownForm = (element, page) => {
  const title = String(element.prop('title') ?? 'Video')
  const src = element.prop('src')
  const url =
    typeof src === 'string'
      ? (page.resolveUrl(src) ?? src)
      : String(element.prop('embedUrl'))
  return [paragraph([text('Video: '), link(url, [text(title)])])]
}
