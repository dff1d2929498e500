import type { PhrasingContent, RootContent } from 'mdast'

import {
  entriesOfYear,
  itemSegments,
  productChangelogs,
  products,
  weekLabel,
  type ItemSegment,
  type Product,
} from '../../data/productChangelogs'
import {
  link,
  list,
  paragraph,
  strong,
  text,
  type MarkdownPage,
  type MarkdownForm,
} from '../../lib/markdownForm'

/** Text with `code` spans and doc links, links made absolute. */
function segmentsText(
  segments: ItemSegment[],
  page: MarkdownPage,
): PhrasingContent[] {
  return segments.map((segment): PhrasingContent => {
    if (segment.kind === 'code') {
      return { type: 'inlineCode', value: segment.value }
    }
    if (segment.kind === 'link') {
      const url = page.resolveUrl(`/${segment.to}`)
      if (url === undefined) page.warn(`cannot resolve the link ${segment.to}`)
      return link(url ?? segment.to, segmentsText(segment.label, page))
    }
    return text(segment.value)
  })
}

/**
 * One year of a Cloud product's changelog, as the component draws it: an
 * `###` per week, then a list of `**Title:** text` items, their doc links
 * absolute.
 */
export const markdown: MarkdownForm = (element, page) => {
  const product = element.prop('product')
  const year = Number(element.prop('year'))
  const entries = products.includes(product as Product)
    ? entriesOfYear(productChangelogs[product as Product], year)
    : []
  if (entries.length === 0) {
    throw page.error(
      `<ProductChangelog product="${String(product)}" year={${year}} /> has no entries; products are ${products.join(', ')}`,
    )
  }
  return entries.flatMap((entry): RootContent[] => [
    { type: 'heading', depth: 3, children: [text(weekLabel(entry.week))] },
    list(
      entry.items.map((item) => [
        paragraph([
          strong([...segmentsText(itemSegments(item.title), page), text(':')]),
          text(' '),
          ...segmentsText(itemSegments(item.text), page),
        ]),
      ]),
    ),
  ])
}
