import { Children, isValidElement, type ReactNode } from 'react'

/**
 * What the head should hold, worked out from every mounted `<Head>` the way
 * react-helmet-async works it out, so that a page reads the same in the
 * browser as in the HTML the server wrote with the real helmet.
 */

export type Attributes = Record<string, unknown>

/** Elements a `<Head>` may put in the document head, one per tag. */
export const TAG_TYPES = [
  'link',
  'meta',
  'noscript',
  'script',
  'style',
] as const
export type TagType = (typeof TAG_TYPES)[number]

/** One `<Head>`'s children, read. */
export interface HeadProps {
  title?: string
  html?: Attributes
  body?: Attributes
  tags: { [type in TagType]?: Attributes[] }
}

/** Every mounted `<Head>`, merged: what the document should show. */
export interface HeadState {
  title?: string
  html: Attributes
  body: Attributes
  tags: { [type in TagType]: Attributes[] }
}

/** React prop names that differ from the HTML attribute they set. */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
}

/** The text inside an element, if it is only text. */
function textOf(children: unknown): string | undefined {
  if (typeof children === 'string') return children
  if (Array.isArray(children) && children.every((c) => typeof c === 'string')) {
    return children.join('')
  }
  if (children == null || children === false) return undefined
  throw new Error(
    `<Head> expects text inside <title>, <script>, <style> and <noscript>, ` +
      `got ${typeof children}`,
  )
}

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {}
  for (const [name, value] of Object.entries(props)) {
    if (name !== 'children') attributes[HTML_NAMES[name] ?? name] = value
  }
  return attributes
}

/** Reads a `<Head>`'s children: `<title>`, `<html>`, `<body>` and tags. */
export function readHead(children: ReactNode, into?: HeadProps): HeadProps {
  const head: HeadProps = into ?? { tags: {} }
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return
    const { type, props } = child
    if (typeof type !== 'string') {
      // A fragment's children count as the head's own.
      if (props.children !== undefined && typeof type === 'symbol') {
        readHead(props.children as ReactNode, head)
        return
      }
      throw new Error(
        '<Head> takes elements such as <title>, <meta> and <link>, not components',
      )
    }
    const attributes = attributesOf(props)
    if (type === 'title') {
      head.title = textOf(props.children)
    } else if (type === 'html' || type === 'body') {
      head[type] = attributes
    } else if ((TAG_TYPES as readonly string[]).includes(type)) {
      if (type === 'script' || type === 'noscript' || type === 'style') {
        const text = textOf(props.children)
        if (text !== undefined) {
          attributes[type === 'style' ? 'cssText' : 'innerHTML'] = text
        }
      }
      ;(head.tags[type as TagType] ??= []).push(attributes)
    } else {
      throw new Error(`<Head> cannot render <${type}>`)
    }
  })
  return head
}

/** The attributes that identify a tag of each type, lower case. */
const IDENTITY: Record<TagType, readonly string[]> = {
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerhtml'],
  script: ['src', 'innerhtml'],
  style: ['csstext'],
}

/**
 * The attribute that identifies a tag: of its identifying attributes, the
 * last one it sets, except that a canonical link is identified by its rel
 * (there is one canonical URL) and a stylesheet link never by its rel.
 */
function identityOf(type: TagType, tag: Attributes): string | undefined {
  let identity: string | undefined
  for (const name of Object.keys(tag)) {
    const lower = name.toLowerCase()
    if (!IDENTITY[type].includes(lower)) continue
    const value = String(tag[name]).toLowerCase()
    if (identity === 'rel' && String(tag.rel).toLowerCase() === 'canonical') {
      continue
    }
    if (lower === 'rel' && value === 'stylesheet') continue
    identity = name === 'innerHTML' || name === 'cssText' ? name : lower
  }
  return identity
}

/**
 * Tags from all heads, the later head winning: a tag is dropped when a
 * later head has a tag of the same identity (the same meta name, the same
 * link href). Within one head, tags are all kept. A tag with no identifying
 * attribute is dropped, as helmet drops it.
 */
function mergeTags(type: TagType, heads: HeadProps[]): Attributes[] {
  const seen = new Map<string, Set<string>>()
  const kept: Attributes[][] = []
  for (const head of [...heads].reverse()) {
    const tags = head.tags[type]
    if (!tags) continue
    const own: Array<[string, string]> = []
    kept.unshift(
      tags.filter((tag) => {
        const identity = identityOf(type, tag)
        const raw = identity === undefined ? undefined : tag[identity]
        if (identity === undefined || !raw) return false
        const value = String(raw).toLowerCase()
        if (seen.get(identity)?.has(value)) return false
        own.push([identity, value])
        return true
      }),
    )
    for (const [identity, value] of own) {
      if (!seen.has(identity)) seen.set(identity, new Set())
      seen.get(identity)!.add(value)
    }
  }
  return kept.flat()
}

/** All mounted heads, in mount order, merged into what the document shows. */
export function mergeHeads(heads: HeadProps[]): HeadState {
  const state: HeadState = {
    html: {},
    body: {},
    tags: { link: [], meta: [], noscript: [], script: [], style: [] },
  }
  for (const head of heads) {
    if (head.title !== undefined) state.title = head.title
    Object.assign(state.html, head.html)
    Object.assign(state.body, head.body)
  }
  for (const type of TAG_TYPES) state.tags[type] = mergeTags(type, heads)
  return state
}
