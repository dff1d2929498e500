import path from 'node:path'

import type {
  Code,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import {
  toMarkdown,
  type Options as ToMarkdownOptions,
} from 'mdast-util-to-markdown'
import remarkGfm from 'remark-gfm'
import { unified } from 'unified'

import { parseMdx } from '../../src/lib/mdx.mjs'
import {
  aliasName,
  displayName,
  elementsTag,
  interceptionTag,
  isRequest,
  messageParts,
  requestMessage,
  requestOutcome,
  rowNumbers,
  rowProblems,
  stateLabel,
  type CommandLogRow,
} from '../../src/components/CommandLog/rows'
import {
  changeKinds,
  changelogAnchor,
  changeLinks,
  earlierReleases,
  lineSegments,
  majorSections,
  splitFinalStop,
  releases,
  type Bundled,
  type Change,
  type Release,
} from '../../src/data/changelog'
import { badgeProblem, badges, type BadgeKind } from '../../src/data/badges'
import {
  entriesOfYear,
  itemSegments,
  productChangelogs,
  products,
  weekLabel,
  type ItemSegment,
  type Product,
} from '../../src/data/productChangelogs'
import { mediaOfKind, type MediaKind } from '../../src/data/media'
import {
  pictureChildren,
  pictureParts,
  pictureProblems,
  type PictureName,
} from '../../src/components/UiFigure/picture'
import { formatShortUtcDate } from '../../src/lib/shortUtcDate'
import { configFiles } from '../example-tabs/configFiles.mjs'
import {
  packageManagerCommands,
  packageManagers,
} from '../example-tabs/packageManagerCommands'

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

/** The tabs of the site's tab components, in the order they show them. */
const CHILD_TAB_LABELS: Record<string, readonly string[]> = {
  E2EOrCtTabs: ['End-to-end test', 'Component test'],
  ConfigFileTabs: ['cypress.config.js', 'cypress.config.ts'],
  PackageManagerTabs: ['npm', 'yarn', 'pnpm'],
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

function text(value: string): PhrasingContent {
  return { type: 'text', value }
}

function strong(children: PhrasingContent[]): PhrasingContent {
  return { type: 'strong', children }
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
}

/** A tab's label, on its own line in bold, before the tab's content. */
function label(value: string): Paragraph {
  return paragraph([strong([text(value)])])
}

function code(lang: string, value: string): Code {
  return { type: 'code', lang, meta: null, value }
}

/** `title="cypress.config.ts"` from a fence's meta. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  return /(?:^|\s)title=(["'])(.*?)\1/.exec(meta ?? '')?.[2]
}

/** Pages repeat examples: each is made once per build. */
const madeConfigFiles = new Map<string, ReturnType<typeof configFiles>>()
function configFilesOnce(example: string): ReturnType<typeof configFiles> {
  let made = madeConfigFiles.get(example)
  if (!made) {
    made = configFiles(example)
    madeConfigFiles.set(example, made)
  }
  return made
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
        // Badges on a line of their own each end in a space (see jsx()).
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
    if (node.name === 'cypress-config') {
      const source = node.children.find((child) => child.type === 'code')
      if (!source) throw new Error('a :::cypress-config has no code block')
      const files = await configFilesOnce(source.value)
      return [
        label('cypress.config.js'),
        code('js', files.js.trimEnd()),
        label('cypress.config.ts'),
        code('ts', files.ts.trimEnd()),
      ]
    }
    if (node.name === 'package-managers') {
      const source = node.children.find((child) => child.type === 'code')
      if (!source) throw new Error('a :::package-managers has no code block')
      const commands = packageManagerCommands(source.value)
      return packageManagers.flatMap((manager) => [
        label(manager),
        code('bash', commands[manager]),
      ])
    }
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

  async jsx(element: JsxElement): Promise<RootContent[]> {
    const name = element.name ?? ''
    const children = () => this.convertAll(element.children, 'root')
    const inline = element.type === 'mdxJsxTextElement'
    const childrenAsIs = () =>
      inline ? this.convertAll(element.children, element.type) : children()
    if (CHILD_TAB_LABELS[name]) {
      const labels = CHILD_TAB_LABELS[name]
      const tabs = (await children()).filter(
        (child) => !(child.type === 'paragraph' && child.children.length === 0),
      )
      if (tabs.length !== labels.length) {
        this.warn(
          element,
          `<${name}> has ${tabs.length} children; it takes ${labels.length} (${labels.join(', ')})`,
        )
      }
      return tabs.flatMap((tab, index) => [
        label(labels[index] ?? `Tab ${index + 1}`),
        tab,
      ])
    }
    if (name in pictureParts) return this.picture(name as PictureName, element)
    // A part of a picture (<SpecList> in <AppWindow>) is in the picture's words.
    if (name in pictureChildren) return []
    switch (name) {
      case 'Tabs':
        return childrenAsIs()
      case 'TabItem': {
        const tabLabel =
          attribute(element, 'label') ?? attribute(element, 'value')
        return [label(String(tabLabel ?? '')), ...(await children())]
      }
      case 'Badge':
      case 'E2EOnlyBadge':
      case 'ComponentOnlyBadge':
        // Several on a line of their own are blocks with nothing between.
        return [text(`${this.badgeText(element)}${inline ? '' : ' '}`)]
      case 'Icon': {
        const title = attribute(element, 'title')
        return typeof title === 'string' ? [text(title)] : []
      }
      case 'DocsImage':
        return this.docsImage(element)
      case 'DocsVideo':
        return this.docsVideo(element)
      case 'CommandLog':
        return this.commandLog(element)
      case 'Changelog':
        return this.changelog(Number(attribute(element, 'major')))
      case 'ProductChangelog':
        return this.productChangelog(element)
      case 'MediaList':
        return this.mediaList(element)
      case 'br':
        return [{ type: 'break' }]
      case 'details': {
        const content = await children()
        return content
      }
      case 'summary':
        return [
          paragraph([strong((await childrenAsIs()) as PhrasingContent[])]),
        ]
      case 'code':
        return [
          {
            type: 'inlineCode',
            value: (await childrenAsIs())
              .map((part) => ('value' in part ? part.value : ''))
              .join(''),
          },
        ]
      default:
        this.warn(
          element,
          `<${name}> has no Markdown form; its content is kept`,
        )
        return childrenAsIs()
    }
  }

  docsImage(element: JsxElement): RootContent[] {
    const src = String(attribute(element, 'src') ?? '')
    const alt = String(attribute(element, 'alt') ?? '')
    const caption = attribute(element, 'caption')
    const url = this.resolveUrl(src) ?? src
    const image = paragraph([{ type: 'image', url, alt, title: null }])
    return typeof caption === 'string' && caption
      ? [image, paragraph([{ type: 'emphasis', children: [text(caption)] }])]
      : [image]
  }

  docsVideo(element: JsxElement): RootContent[] {
    const title = String(attribute(element, 'title') ?? 'Video')
    const src = attribute(element, 'src')
    const embedUrl = attribute(element, 'embedUrl')
    const url =
      typeof src === 'string' ? (this.resolveUrl(src) ?? src) : String(embedUrl)
    return [
      paragraph([
        text('Video: '),
        { type: 'link', url, children: [text(title)] },
      ]),
    ]
  }

  /**
   * A UI picture: its text equivalent after **Picture:**, its caption in
   * italics, then its callouts as a numbered list.
   */
  picture(name: PictureName, element: JsxElement): RootContent[] {
    const caption = attribute(element, 'caption')
    const description = attribute(element, 'description')
    const callouts = attribute(element, 'callouts') as
      { at: string; text: string }[] | undefined
    const props = Object.fromEntries(
      element.attributes.flatMap((entry) =>
        entry.type === 'mdxJsxAttribute'
          ? [[entry.name, attribute(element, entry.name)]]
          : [],
      ),
    )
    const problems = pictureProblems(name, props)
    if (problems.length > 0) {
      throw new Error(
        `${this.context.sourcePath}:${element.position?.start.line}: ${problems.join(' ')}`,
      )
    }
    return [
      paragraph([strong([text('Picture:')]), text(` ${String(description)}`)]),
      paragraph([{ type: 'emphasis', children: [text(String(caption))] }]),
      ...(callouts?.length
        ? [
            {
              type: 'list',
              ordered: true,
              spread: false,
              children: callouts.map((callout) => ({
                type: 'listItem',
                spread: false,
                children: [paragraph([text(callout.text)])],
              })),
            } as RootContent,
          ]
        : []),
    ]
  }

  /** A badge as its label in parentheses: `(End-to-end only)`. */
  badgeText(element: JsxElement): string {
    const kind = attribute(element, 'kind')
    const problem = badgeProblem(
      element.name ?? '',
      typeof kind === 'string' || kind === undefined ? kind : null,
    )
    if (problem) {
      throw new Error(
        `${this.context.sourcePath}:${element.position?.start.line}: ${problem}`,
      )
    }
    return `(${badges[kind as BadgeKind].label})`
  }

  commandLog(element: JsxElement): RootContent[] {
    const rows = attribute(element, 'rows') as CommandLogRow[]
    const title = attribute(element, 'title')
    const start = attribute(element, 'start')
    const problems = rowProblems(rows ?? [])
    if (!Array.isArray(rows) || problems.length > 0) {
      throw new Error(
        `${this.context.sourcePath}:${element.position?.start.line}: ${problems.join(' ') || 'CommandLog needs rows'}`,
      )
    }
    const numbers = rowNumbers(rows, typeof start === 'number' ? start : 1)
    const items = rows.map((row, index): RootContent => {
      const parts: PhrasingContent[] = []
      if (numbers[index] !== undefined) parts.push(text(`${numbers[index]} `))
      parts.push({ type: 'inlineCode', value: displayName(row) })
      const tags: string[] = []
      if (isRequest(row)) {
        parts.push(text(` ${requestMessage(row)}`))
        tags.push(requestOutcome(row))
        const tag = interceptionTag(row)
        if (tag) tags.push(tag === 'no alias' ? tag : `alias ${tag}`)
      } else {
        const reference = aliasName(row.aliasRef)
        if (reference) parts.push(text(` @${reference}`))
        else if (row.message) {
          parts.push(text(' '))
          for (const part of messageParts(row.message)) {
            parts.push(
              part.strong ? strong([text(part.text)]) : text(part.text),
            )
          }
        }
        const count = elementsTag(row)
        if (count) tags.push(`${count} elements`)
        const alias = aliasName(row.alias)
        if (alias) tags.push(`alias @${alias}`)
      }
      const state = stateLabel(row.state)
      if (state) tags.push(state)
      if (tags.length > 0) parts.push(text(` (${tags.join(', ')})`))
      if (!isRequest(row) && row.error) parts.push(text(`: ${row.error}`))
      return { type: 'listItem', spread: false, children: [paragraph(parts)] }
    })
    return [
      label(
        typeof title === 'string' && title
          ? `Command Log: ${title}`
          : 'Command Log',
      ),
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: items,
      } as RootContent,
    ]
  }

  /** A changelog line: `code` spans, a regression's release linked, then its GitHub links. */
  changelogLine(change: Change, known: ReadonlySet<string>): PhrasingContent[] {
    const links = changeLinks(change)
    const { sentence, stop } =
      links.length > 0
        ? splitFinalStop(change.text)
        : { sentence: change.text, stop: '' }
    const parts = lineSegments(sentence, known).map(
      (segment): PhrasingContent => {
        if (segment.kind === 'code') {
          return { type: 'inlineCode', value: segment.value }
        }
        if (segment.kind === 'release') {
          return {
            type: 'link',
            url: `${this.siteUrl(this.context.permalink)}#${changelogAnchor(segment.value)}`,
            children: [text(segment.value)],
          }
        }
        return text(segment.value)
      },
    )
    if (links.length === 0) return parts
    parts.push(text(' ('))
    links.forEach((link, i) => {
      if (i > 0) parts.push(text(', '))
      parts.push({ type: 'link', url: link.url, children: [text(link.label)] })
    })
    parts.push(text(`)${stop}`))
    return parts
  }

  /** One major's releases and groups, as `src/components/Changelog` draws them. */
  changelog(major: number): RootContent[] {
    const known = new Set(
      [...releases, ...earlierReleases].map((release) => release.version),
    )
    const date = (day: string) =>
      formatShortUtcDate(new Date(`${day}T00:00:00Z`), 'en')
    const engines = ({ electron, chromium, node }: Bundled) =>
      [
        electron && `Electron ${electron}`,
        chromium && `Chromium ${chromium}`,
        node && `Node.js ${node}`,
      ]
        .filter(Boolean)
        .join(', ')
    const releaseNotes = (release: Release): RootContent[] => {
      const shipped = engines(release.bundled ?? {})
      return [
        { type: 'heading', depth: 3, children: [text(release.version)] },
        paragraph([
          text(
            `Released ${date(release.date)}` +
              (shipped ? `. Bundles ${shipped}.` : ''),
          ),
        ]),
        ...(release.summary
          ? [paragraph(this.changelogLine({ text: release.summary }, known))]
          : []),
        ...changeKinds.flatMap(({ key, label }) => {
          const changes = release[key]
          if (!changes?.length) return []
          return [
            { type: 'heading', depth: 4, children: [text(label)] },
            {
              type: 'list',
              ordered: false,
              spread: false,
              children: changes.map((change) => ({
                type: 'listItem',
                spread: false,
                children: [paragraph(this.changelogLine(change, known))],
              })),
            },
          ]
        }),
      ] as RootContent[]
    }
    return majorSections()
      .filter((section) => section.major === major)
      .flatMap(
        ({ date: day, first, summary, releases: listed }) =>
          [
            ...(day
              ? [paragraph([text(`${first} released ${date(day)}`)])]
              : []),
            ...(summary
              ? [paragraph(this.changelogLine({ text: summary }, known))]
              : []),
            ...listed.flatMap(releaseNotes),
          ] as RootContent[],
      )
  }

  /** Text with `code` spans and doc links, links made absolute. */
  productChangelogText(
    element: JsxElement,
    segments: ItemSegment[],
  ): PhrasingContent[] {
    return segments.map((segment): PhrasingContent => {
      if (segment.kind === 'code') {
        return { type: 'inlineCode', value: segment.value }
      }
      if (segment.kind === 'link') {
        const url = this.resolveUrl(`/${segment.to}`)
        if (url === undefined) {
          this.warn(element, `cannot resolve the link ${segment.to}`)
        }
        return {
          type: 'link',
          url: url ?? segment.to,
          children: this.productChangelogText(element, segment.label),
        }
      }
      return text(segment.value)
    })
  }

  /**
   * One year of a Cloud product's changelog, as
   * `src/components/ProductChangelog` draws it: an h3 per week, then a list
   * of `**Title:** text` items.
   */
  productChangelog(element: JsxElement): RootContent[] {
    const product = attribute(element, 'product')
    const year = Number(attribute(element, 'year'))
    const entries = products.includes(product as Product)
      ? entriesOfYear(productChangelogs[product as Product], year)
      : []
    if (entries.length === 0) {
      throw new Error(
        `${this.context.sourcePath}:${element.position?.start.line}: <ProductChangelog product="${String(product)}" year={${year}} /> has no entries; products are ${products.join(', ')}`,
      )
    }
    return entries.flatMap(
      (entry) =>
        [
          {
            type: 'heading',
            depth: 3,
            children: [text(weekLabel(entry.week))],
          },
          {
            type: 'list',
            ordered: false,
            spread: false,
            children: entry.items.map((item) => ({
              type: 'listItem',
              spread: false,
              children: [
                paragraph([
                  strong([
                    ...this.productChangelogText(
                      element,
                      itemSegments(item.title),
                    ),
                    text(':'),
                  ]),
                  text(' '),
                  ...this.productChangelogText(
                    element,
                    itemSegments(item.text),
                  ),
                ]),
              ],
            })),
          },
        ] as RootContent[],
    )
  }

  mediaList(element: JsxElement): RootContent[] {
    const kind = attribute(element, 'kind') as MediaKind
    const entries = mediaOfKind(kind)
    if (entries.length === 0) this.warn(element, `no media of kind "${kind}"`)
    return [
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: entries.map((entry) => {
          const about = [
            entry.author,
            ...(entry.source && entry.source !== entry.author
              ? [entry.source]
              : []),
            ...(entry.date ? [entry.date] : []),
          ].join(', ')
          return {
            type: 'listItem',
            spread: false,
            children: [
              paragraph([
                { type: 'link', url: entry.url, children: [text(entry.title)] },
                text(`: ${about}`),
              ]),
            ],
          }
        }),
      } as RootContent,
    ]
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
