import path from 'node:path'

import type { Code, Nodes, PhrasingContent, Root, RootContent } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import {
  toMarkdown,
  type Options as ToMarkdownOptions,
} from 'mdast-util-to-markdown'
import remarkGfm from 'remark-gfm'
import { unified } from 'unified'

import { markdownForms } from '../../src/components/markdownForms'
import {
  code,
  label,
  paragraph,
  strong,
  text,
  type MarkdownElement,
  type MarkdownPage,
} from '../../src/lib/markdownForm'
import { parseMdx } from '../../src/lib/mdx.mjs'
import { exampleTabs } from '../example-tabs/remark'

/**
 * One doc page's MDX as plain Markdown (see ./README.md): the components
 * and directives the site renders become what they mean in Markdown, links
 * become absolute URLs, and nothing a Markdown reader cannot read (JSX,
 * HTML, `import`) is left.
 */

export interface TwinContext {
  /** `siteConfig.url`: the origin, such as `https://docs.cypress.io`. */
  siteUrl: string
  /** `siteConfig.baseUrl`, with its slashes: `/`. */
  baseUrl: string
  /** The page's path, base URL included: `/api/commands/click`. */
  permalink: string
  /** The page's source, relative to the site folder: `docs/api/actions/click.mdx`. */
  sourcePath: string
  /** Every doc's source (as `sourcePath`) to its permalink, for relative links. */
  permalinks: ReadonlyMap<string, string>
  /** The docs folder, relative to the site folder (`docs`), for `/x.mdx` links. */
  contentPath?: string
  title: string
  description: string
}

export interface Twin {
  /** Front matter, `# title` and the body. */
  markdown: string
  /** The body alone (no front matter, no title). */
  body: string
  /** What could not be rendered faithfully, each naming the page. */
  warnings: string[]
}

/** What Docusaurus shows as an admonition's title when it has no label. */
export const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'textDirective',
])

const FLOW_PARENTS = new Set([
  'root',
  'blockquote',
  'listItem',
  'footnoteDefinition',
])

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement
type AnyNode = Nodes | ContainerDirective | JsxElement
type Attribute = MdxJsxFlowElement['attributes'][number]

interface EstreeNode {
  type: string
  [key: string]: unknown
}

/** The value of a literal JavaScript expression (JSON-like, as MDX props are written). */
export function literalValue(node: EstreeNode): unknown {
  switch (node.type) {
    case 'Program': {
      const body = node.body as EstreeNode[]
      if (body.length !== 1) break
      return literalValue(body[0])
    }
    case 'ExpressionStatement':
      return literalValue(node.expression as EstreeNode)
    case 'Literal':
      return node.value
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[]
      if ((node.expressions as unknown[]).length > 0) break
      return quasis.map((quasi) => quasi.value.cooked).join('')
    }
    case 'ArrayExpression':
      return (node.elements as EstreeNode[]).map(literalValue)
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as EstreeNode[]).map((property) => {
          if (property.type !== 'Property' || property.computed) {
            throw new Error(`a prop value uses ${property.type}`)
          }
          const key = property.key as EstreeNode
          const name = key.type === 'Identifier' ? key.name : key.value
          return [String(name), literalValue(property.value as EstreeNode)]
        }),
      )
    case 'UnaryExpression':
      if (node.operator === '-') {
        return -(literalValue(node.argument as EstreeNode) as number)
      }
      break
    case 'Identifier':
      if (node.name === 'undefined') return undefined
      break
  }
  throw new Error(
    `only literal values (strings, numbers, booleans, arrays, objects) can be read, not ${node.type}`,
  )
}

function attribute(element: JsxElement, name: string): unknown {
  const found = element.attributes.find(
    (candidate: Attribute) =>
      candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  )
  if (!found || found.type !== 'mdxJsxAttribute') return undefined
  const { value } = found
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value
  const estree = value.data?.estree
  if (!estree)
    throw new Error(`the ${name} prop of <${element.name}> is not readable`)
  return literalValue(estree as unknown as EstreeNode)
}

/** `title="cypress.config.ts"` from a fence's meta. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  return /(?:^|\s)title=(["'])(.*?)\1/.exec(meta ?? '')?.[2]
}

class Converter {
  readonly warnings: string[] = []

  constructor(readonly context: TwinContext) {}

  warn(node: { position?: { start: { line: number } } }, message: string) {
    this.warnings.push(
      `${this.context.sourcePath}:${node.position?.start.line ?? '?'}: ${message}`,
    )
  }

  /** An absolute URL for a path on the site (`/img/a.svg`, `/api/x`). */
  siteUrl(pathname: string): string {
    const { siteUrl, baseUrl } = this.context
    const withBase =
      baseUrl !== '/' && !pathname.startsWith(baseUrl)
        ? `${baseUrl}${pathname.replace(/^\//, '')}`
        : pathname
    return `${siteUrl.replace(/\/$/, '')}${withBase}`
  }

  /** The URL a link of the page leads to, absolute; undefined if unknown. */
  resolveUrl(url: string): string | undefined {
    if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url
    const hashAt = url.indexOf('#')
    const target = hashAt === -1 ? url : url.slice(0, hashAt)
    const hash = hashAt === -1 ? '' : url.slice(hashAt)
    const {
      permalink,
      permalinks,
      sourcePath,
      contentPath = 'docs',
    } = this.context
    if (target === '') return `${this.siteUrl(permalink)}${hash}`
    if (/\.mdx?$/.test(target)) {
      const candidates = target.startsWith('/')
        ? [
            path.posix.join(contentPath, target),
            path.posix.normalize(target.slice(1)),
          ]
        : [path.posix.join(path.posix.dirname(sourcePath), target)]
      for (const candidate of candidates) {
        const found = permalinks.get(candidate)
        if (found !== undefined) return `${this.siteUrl(found)}${hash}`
      }
      return undefined
    }
    if (target.startsWith('/')) return `${this.siteUrl(target)}${hash}`
    return `${new URL(target, this.siteUrl(permalink)).href}${hash}`
  }

  async convertAll(
    nodes: readonly AnyNode[],
    parentType: string,
  ): Promise<RootContent[]> {
    const converted: RootContent[] = []
    for (const node of (
      await Promise.all(nodes.map((node) => this.convert(node)))
    ).flat()) {
      const last = converted.at(-1)
      if (last?.type === 'text' && node.type === 'text') {
        // Text around a component that became nothing: one space, not two.
        const joined = / $/.test(last.value) && /^ /.test(node.value)
        converted[converted.length - 1] = text(
          last.value + (joined ? node.value.slice(1) : node.value),
        ) as RootContent
      } else converted.push(node)
    }
    if (parentType === 'heading') {
      // A heading's explicit id (`## Title {/* #id */}`) converts to nothing;
      // the space before it would end the heading as `&#x20;`.
      const last = converted.at(-1)
      if (last?.type === 'text') {
        converted[converted.length - 1] = text(last.value.trimEnd())
      }
    }
    if (!FLOW_PARENTS.has(parentType)) return converted
    // Phrasing left at flow level (a one-line component) becomes a paragraph.
    const flow: RootContent[] = []
    let run: PhrasingContent[] = []
    const flush = () => {
      if (run.some((node) => node.type !== 'text' || node.value.trim())) {
        // A form that stands inside a line ends in a space when it is on a
        // line of its own, so that several join into one line: trim the last.
        const last = run.at(-1)
        if (last?.type === 'text') {
          run[run.length - 1] = text(last.value.trimEnd())
        }
        flow.push(paragraph(run))
      }
      run = []
    }
    for (const node of converted) {
      if (PHRASING.has(node.type)) run.push(node as PhrasingContent)
      else {
        flush()
        flow.push(node)
      }
    }
    flush()
    return flow
  }

  async convert(node: AnyNode): Promise<RootContent[]> {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return []
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return this.expression(node)
      case 'containerDirective':
        return this.container(node as ContainerDirective)
      case 'leafDirective':
      case 'textDirective': {
        // As Docusaurus does with a directive nothing handles: its text.
        const prefix = node.type === 'leafDirective' ? '::' : ':'
        const children = await this.convertAll(node.children, node.type)
        const restored = [text(`${prefix}${node.name}`)]
        if (children.length > 0) {
          restored.push(
            text('['),
            ...(children as PhrasingContent[]),
            text(']'),
          )
        }
        return node.type === 'leafDirective' ? [paragraph(restored)] : restored
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node as JsxElement)
      case 'html':
        this.warn(node, `raw HTML left out: ${node.value.slice(0, 40)}`)
        return []
      case 'code':
        return this.codeBlock(node)
      case 'link':
      case 'definition':
      case 'image': {
        const resolved = this.resolveUrl(node.url)
        if (resolved === undefined) {
          this.warn(node, `cannot resolve the link ${node.url}`)
        }
        const copy = { ...node, url: resolved ?? node.url }
        if ('children' in copy) {
          copy.children = (await this.convertAll(
            copy.children,
            copy.type,
          )) as typeof copy.children
        }
        return [copy as RootContent]
      }
      default:
        if ('children' in node) {
          return [
            {
              ...node,
              children: await this.convertAll(
                node.children as AnyNode[],
                node.type,
              ),
            } as RootContent,
          ]
        }
        return [node as RootContent]
    }
  }

  expression(node: { value: string; position?: Code['position'] }) {
    const source = node.value.trim()
    if (/^\/\*[\s\S]*\*\/$/.test(source) || source === '') return []
    const estree = (node as { data?: { estree?: unknown } }).data?.estree
    try {
      const value = literalValue(estree as EstreeNode)
      if (typeof value === 'string' || typeof value === 'number') {
        return [text(String(value))]
      }
    } catch {
      // reported below
    }
    this.warn(node, `the expression {${source.slice(0, 40)}} is left out`)
    return []
  }

  codeBlock(node: Code): RootContent[] {
    const title = codeTitle(node.meta)
    // `incorrect` and `syntax` are words for the docs checks, not readers.
    const block = code(node.lang ?? '', node.value)
    return title ? [label(title), block] : [block]
  }

  async container(node: ContainerDirective): Promise<RootContent[]> {
    // `:::cypress-config` and `:::package-managers` stand for the tab set
    // the page shows (plugins/example-tabs), which is then looked up as any
    // element is.
    const tabs = await exampleTabs(node, {
      path: this.context.sourcePath,
      cwd: '',
    })
    if (tabs)
      return this.convert({ ...tabs, position: node.position } as AnyNode)
    const [first, ...rest] = node.children
    const labelled = first?.type === 'paragraph' && first.data?.directiveLabel
    const title = labelled
      ? await this.convertAll(first.children, 'paragraph')
      : [text(ADMONITION_TITLES[node.name] ?? node.name)]
    if (!ADMONITION_TITLES[node.name]) {
      this.warn(node, `:::${node.name} is not an admonition; shown as one`)
    }
    const body = await this.convertAll(
      labelled ? rest : node.children,
      'blockquote',
    )
    const titleText = title
      .map((part) => ('value' in part ? part.value : ''))
      .join('')
    const heading = strong([
      ...(title as PhrasingContent[]),
      ...(/[.:?!]$/.test(titleText.trim()) ? [] : [text(':')]),
    ])
    const [lead, ...others] = body
    const children: RootContent[] =
      lead?.type === 'paragraph'
        ? [paragraph([heading, text(' '), ...lead.children]), ...others]
        : [paragraph([heading]), ...body]
    return [{ type: 'blockquote', children } as RootContent]
  }

  /**
   * An element the page writes as JSX, through the form registered under
   * its name (`src/components/markdownForms.ts`); one with no form keeps
   * its content, with a warning.
   */
  async jsx(element: JsxElement): Promise<RootContent[]> {
    const name = element.name ?? ''
    const inline = element.type === 'mdxJsxTextElement'
    const children = () => this.convertAll(element.children, 'root')
    const content = () =>
      inline ? this.convertAll(element.children, element.type) : children()
    if (!Object.hasOwn(markdownForms, name)) {
      this.warn(element, `<${name}> has no Markdown form; its content is kept`)
      return content()
    }
    const read: MarkdownElement = {
      name,
      inline,
      propNames: element.attributes.flatMap((entry) =>
        entry.type === 'mdxJsxAttribute' ? [entry.name] : [],
      ),
      prop: (prop) => attribute(element, prop),
      children,
      content,
    }
    const line = element.position?.start.line ?? '?'
    const page: MarkdownPage = {
      url: this.siteUrl(this.context.permalink),
      resolveUrl: (url) => this.resolveUrl(url),
      warn: (message) => this.warn(element, message),
      error: (message) =>
        new Error(`${this.context.sourcePath}:${line}: ${message}`),
    }
    return markdownForms[name](read, page)
  }
}

const gfmToMarkdown = (() => {
  // remark-gfm's attacher registers its to-markdown extensions when frozen.
  const data = unified().use(remarkGfm).freeze().data() as {
    toMarkdownExtensions?: ToMarkdownOptions['extensions']
  }
  return data.toMarkdownExtensions ?? []
})()

/** Written as the project's prettier settings write Markdown. */
const MARKDOWN_STYLE: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: gfmToMarkdown,
}

/** Markdown text of an mdast tree. */
export function stringify(tree: Root): string {
  return toMarkdown(tree, MARKDOWN_STYLE)
}

/** A YAML scalar: plain when it reads back as the same string, else quoted. */
export function yamlString(value: string): string {
  const plain =
    /^[^\s\-?:,[\]{}#&*!|>'"%@`]/.test(value) &&
    !/[:]\s|\s#|[:\s]$|\n/.test(value) &&
    !/^(?:true|false|yes|no|on|off|null|~|[-+.\d][\d._eE+-]*)$/i.test(value)
  return plain ? value : `'${value.replace(/'/g, "''").replace(/\n/g, ' ')}'`
}

/** The twin's front matter: title, description and the page's URL. */
export function frontMatter(context: TwinContext, canonical: string): string {
  const fields = {
    title: context.title,
    description: context.description,
    canonical,
  }
  return `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${yamlString(value)}`)
    .join('\n')}\n---\n`
}

/** The page's absolute URL. */
export function pageUrl(context: Pick<TwinContext, 'siteUrl' | 'permalink'>) {
  return `${context.siteUrl.replace(/\/$/, '')}${context.permalink}`
}

/** One page's MDX source as its Markdown twin. */
export async function mdxToMarkdown(
  source: string,
  context: TwinContext,
): Promise<Twin> {
  const converter = new Converter(context)
  // parseMdx's tree is shared (cached): the converter builds a new one.
  const tree = parseMdx(source) as Root
  const children = await converter.convertAll(tree.children, 'root')
  const startsWithTitle =
    children[0]?.type === 'heading' && children[0].depth === 1
  const body = stringify({ type: 'root', children })
  const title = startsWithTitle
    ? ''
    : stringify({
        type: 'root',
        children: [
          { type: 'heading', depth: 1, children: [text(context.title)] },
        ],
      })
  const markdown = `${frontMatter(context, pageUrl(context))}\n${title ? `${title}\n` : ''}${body}`
  return { markdown, body, warnings: converter.warnings }
}
