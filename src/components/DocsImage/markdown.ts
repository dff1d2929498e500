import {
  emphasis,
  paragraph,
  text,
  type MarkdownForm,
} from '../../lib/markdownForm'

/** `![alt](absolute URL)`, the caption in italics below. */
export const markdown: MarkdownForm = (element, page) => {
  const src = String(element.prop('src') ?? '')
  const alt = String(element.prop('alt') ?? '')
  const caption = element.prop('caption')
  const image = paragraph([
    { type: 'image', url: page.resolveUrl(src) ?? src, alt, title: null },
  ])
  return typeof caption === 'string' && caption
    ? [image, paragraph([emphasis([text(caption)])])]
    : [image]
}
