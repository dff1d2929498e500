import { mediaOfKind, type MediaKind } from '../../data/media'
import {
  link,
  list,
  paragraph,
  text,
  type MarkdownForm,
} from '../../lib/markdownForm'

/**
 * Every entry of the kind, as the component lists them before a reader
 * filters: `[title](url): author, source, date`.
 */
export const markdown: MarkdownForm = (element, page) => {
  const kind = element.prop('kind') as MediaKind
  const entries = mediaOfKind(kind)
  if (entries.length === 0) page.warn(`no media of kind "${kind}"`)
  return [
    list(
      entries.map((entry) => {
        const about = [
          entry.author,
          ...(entry.source && entry.source !== entry.author
            ? [entry.source]
            : []),
          ...(entry.date ? [entry.date] : []),
        ].join(', ')
        return [
          paragraph([link(entry.url, [text(entry.title)]), text(`: ${about}`)]),
        ]
      }),
    ),
  ]
}
