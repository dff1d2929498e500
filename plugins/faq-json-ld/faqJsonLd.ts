import type { Heading, Nodes, Root, RootContent } from 'mdast'

/**
 * FAQPage structured data (https://schema.org/FAQPage) for the FAQ pages,
 * built from the page's own Markdown: each `###` is a question, and the
 * blocks after it, up to the next heading of level 3 or above, its answer.
 * Pure functions, used by ./remark.ts.
 */

export interface FaqEntry {
  /** The h3's text, as the page shows it. */
  question: string
  /** The answer as plain text: paragraphs apart, one line per list item. */
  answer: string
}

/**
 * The text a node shows: text and code, without expressions or HTML, and
 * without badges (plugins/badges marks them in `data`): "End-to-end only"
 * says who can use the answer, it is not part of the question.
 */
export function inlineText(node: Nodes): string {
  if ((node.data as { badge?: string } | undefined)?.badge) return ''
  if (node.type === 'text' || node.type === 'inlineCode') return node.value
  if (
    node.type === 'html' ||
    node.type === 'mdxTextExpression' ||
    node.type === 'mdxFlowExpression' ||
    node.type === 'mdxjsEsm'
  ) {
    return ''
  }
  if (node.type === 'break') return ' '
  return 'children' in node
    ? (node.children as Nodes[]).map(inlineText).join('')
    : ''
}

/** Runs of white space (a paragraph's line breaks) as one space. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** A block of an answer as plain text; '' for what a reader cannot read. */
export function blockText(node: RootContent): string {
  switch (node.type) {
    case 'code':
      return node.value
    case 'list':
      return node.children
        .map((item) => `- ${squash(item.children.map(blockText).join(' '))}`)
        .join('\n')
    case 'table':
      return node.children
        .map((row) =>
          row.children.map((cell) => squash(inlineText(cell))).join(' | '),
        )
        .join('\n')
    case 'blockquote':
    case 'containerDirective':
    case 'mdxJsxFlowElement':
      return node.children.map(blockText).filter(Boolean).join('\n\n')
    case 'html':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'thematicBreak':
    case 'definition':
    case 'yaml':
      return ''
    default:
      return squash(inlineText(node))
  }
}

function isHeading(node: RootContent, maxDepth: number): node is Heading {
  return node.type === 'heading' && node.depth <= maxDepth
}

/**
 * The page's questions and answers, in order. A question with no answer
 * text is left out: FAQPage requires an answer.
 */
export function faqEntries(tree: Root): FaqEntry[] {
  const entries: FaqEntry[] = []
  const blocks = tree.children
  blocks.forEach((node, index) => {
    if (node.type !== 'heading' || node.depth !== 3) return
    const answer: string[] = []
    for (const block of blocks.slice(index + 1)) {
      if (isHeading(block, 3)) break
      const text = blockText(block)
      if (text) answer.push(text)
    }
    const question = squash(inlineText(node))
    if (question && answer.length > 0) {
      entries.push({ question, answer: answer.join('\n\n') })
    }
  })
  return entries
}

/** The FAQPage object: one Question with an acceptedAnswer per entry. */
export function faqPageJsonLd(entries: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

/**
 * JSON for the body of a `<script>`: `<` is written `\u003c`, so no text
 * in an answer (`</script>`, `<!--`) can end or change the element.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
