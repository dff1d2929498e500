import path from 'node:path'

import { createSlugger } from '@docusaurus/utils'
import type {
  Heading,
  Link,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
} from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Plugin } from 'unified'
import { SKIP, visit } from 'unist-util-visit'

import { badgeClassName } from '../../src/components/Badge/classNames'
import {
  badgeProblem,
  badges,
  retiredBadges,
  type BadgeKind,
} from '../../src/data/badges'

/**
 * Turns every `<Badge kind="..." />` of a doc into HTML at build time (see
 * ./README.md), with its words from src/data/badges.ts:
 *
 * - in a heading, a sentence or a table cell: a label,
 *   `<span class="cy-badge ...">End-to-end only</span>`;
 * - on a line of its own (a page's mark, under the title): a link to what
 *   the badge means, styled the same.
 *
 * A heading keeps the id it has without its badges, so anchors other pages
 * link to stay. An unknown kind fails the build, naming the page, the line
 * and the kinds there are. Runs before Docusaurus' own remark plugins
 * (`beforeDefaultRemarkPlugins`), whose heading ids and table of contents
 * then see the label as text in a span.
 */
export interface BadgesOptions {
  /** The docs folder (absolute), where the badges' links point. */
  docsDir: string
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

declare module 'mdast' {
  interface Data {
    /** The badge a node this plugin wrote stands for. */
    badge?: BadgeKind
  }
}

function isBadgeElement(node: Nodes): node is JsxElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (node.name === 'Badge' || Object.hasOwn(retiredBadges, node.name ?? ''))
  )
}

/**
 * The element's kind attribute: its text, `undefined` when there is none,
 * `null` when it is an expression.
 */
function kindAttribute(element: JsxElement): string | null | undefined {
  const attribute = element.attributes.find(
    (item) => item.type === 'mdxJsxAttribute' && item.name === 'kind',
  )
  if (!attribute) return undefined
  return typeof attribute.value === 'string' ? attribute.value : null
}

/**
 * A heading's text without its badges, as Docusaurus reads it for the id
 * (mdast-util-to-string: text values and image alt text).
 */
export function headingText(node: Nodes): string {
  if (isBadgeElement(node)) return ''
  if ('value' in node && typeof node.value === 'string') return node.value
  if (node.type === 'image') return node.alt ?? ''
  if ('children' in node) {
    return (node.children as Nodes[]).map(headingText).join('')
  }
  return ''
}

/** Whether the heading ends in an explicit id, `{/* #id *\/}`. */
function hasExplicitId(heading: Heading): boolean {
  const last = heading.children.at(-1)
  return last?.type === 'mdxTextExpression' && /^\s*\/\*\s*#/.test(last.value)
}

/** The label: text in a span, as the heading, the TOC and search show it. */
function label(kind: BadgeKind): MdxJsxTextElement {
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'className',
        value: badgeClassName(badges[kind].tone),
      },
    ],
    children: [{ type: 'text', value: badges[kind].label }],
    data: { badge: kind },
  }
}

/** A page's mark: a link to what the badge means, styled as a badge. */
function markLink(kind: BadgeKind, fromFile: string, docsDir: string): Link {
  const [file, anchor] = badges[kind].link.split('#')
  const relative = path
    .relative(path.dirname(fromFile), path.join(docsDir, file))
    .split(path.sep)
    .join('/')
  return {
    type: 'link',
    url: `${relative.startsWith('.') ? '' : './'}${relative}${anchor ? `#${anchor}` : ''}`,
    children: [{ type: 'text', value: badges[kind].label }],
    data: {
      badge: kind,
      hProperties: { className: badgeClassName(badges[kind].tone).split(' ') },
    },
  }
}

/** Whether a paragraph holds badges and nothing else: a page's mark. */
function onlyBadges(paragraph: Paragraph): boolean {
  return (
    paragraph.children.some(isBadgeElement) &&
    paragraph.children.every(
      (child) =>
        isBadgeElement(child) ||
        (child.type === 'text' && child.value.trim() === ''),
    )
  )
}

const remarkBadges: Plugin<[BadgesOptions], Root> = ({ docsDir }) => {
  return (tree, file) => {
    const fromFile = file.path || path.join(docsDir, 'index.mdx')
    const kindOf = (element: JsxElement): BadgeKind => {
      const kind = kindAttribute(element)
      const problem = badgeProblem(element.name ?? '', kind)
      if (problem) file.fail(problem, element)
      return kind as BadgeKind
    }

    // Headings keep the id their text gives them without the badges.
    visit(tree, 'heading', (heading) => {
      if (!heading.children.some(isBadgeElement) || hasExplicitId(heading)) {
        return
      }
      const text = heading.children.map(headingText).join('').trim()
      heading.data ??= {}
      heading.data.hProperties = {
        ...heading.data.hProperties,
        id: createSlugger().slug(text),
      }
    })

    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return
      if (node.type === 'paragraph' && onlyBadges(node)) {
        node.children = node.children.map((child) =>
          isBadgeElement(child)
            ? markLink(kindOf(child), fromFile, docsDir)
            : child,
        )
        return SKIP
      }
      if (!isBadgeElement(node)) return
      if (node.type === 'mdxJsxTextElement') {
        parent.children.splice(index, 1, label(kindOf(node)))
        return SKIP
      }
      // Badges on a line of their own (MDX reads each as a block): one
      // paragraph of links.
      let end = index
      while (
        end < parent.children.length &&
        parent.children[end].type === 'mdxJsxFlowElement' &&
        isBadgeElement(parent.children[end] as Nodes)
      ) {
        end++
      }
      const links = (parent.children.slice(index, end) as JsxElement[]).flatMap(
        (element, at): PhrasingContent[] => [
          ...(at > 0 ? [{ type: 'text', value: ' ' } as const] : []),
          markLink(kindOf(element), fromFile, docsDir),
        ],
      )
      parent.children.splice(index, end - index, {
        type: 'paragraph',
        children: links,
      } satisfies Paragraph)
      return SKIP
    })
  }
}

export default remarkBadges
