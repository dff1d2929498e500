import type { Code, Root } from 'mdast'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'

import Prism from './client/prism'
import { encodeLines, highlightLines } from './client/tokens'
import { TOKENS_ATTRIBUTE } from './tokensAttribute'

/**
 * Highlights every code fence at build time. The tokens travel with the
 * page as an attribute of the fence's `code` element, which the swizzled
 * CodeBlock hands to `Highlight`; the browser never runs Prism for them.
 * A fence without a language, or in one Prism lacks, is plain text (the
 * docs check names the languages that are loaded).
 */
const remarkCodeTokens: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'code', (node: Code) => {
    const lines = highlightLines(node.value, node.lang ?? 'text', Prism)
    node.data = {
      ...node.data,
      hProperties: {
        ...node.data?.hProperties,
        [TOKENS_ATTRIBUTE]: encodeLines(lines),
      },
    }
  })
}

export default remarkCodeTokens
