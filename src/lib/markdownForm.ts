import type {
  BlockContent,
  Code,
  List,
  Paragraph,
  PhrasingContent,
  RootContent,
} from 'mdast'

/**
 * How a component reads in a page's Markdown twin (plugins/markdown-twins):
 * each component a page can write has a `markdown.ts` beside it that exports
 * its form, and `src/components/markdownForms.ts` maps the names pages use
 * to those forms. The twin's walk reads the page, and where it meets an
 * element it calls the form registered under the element's name with the
 * element and the page it stands in; the form returns the Markdown (mdast
 * nodes) the twin writes in its place.
 *
 * Forms run in Node at build time, so they import only data and pure
 * helpers: no React, no theme module, no stylesheet (eslint.config.mjs).
 */

/** One element of the page, as its form reads it. */
export interface MarkdownElement {
  /** The name the page writes: `CommandLog`, `TabItem`, `br`. */
  readonly name: string
  /** True inside a line of text (a heading, a sentence), false on lines of its own. */
  readonly inline: boolean
  /** The names of the props the page gives, in order. */
  readonly propNames: readonly string[]
  /**
   * A prop's value as the page writes it: a string, a number, `true` for a
   * bare prop, an array or object of such; `undefined` when absent. Throws
   * when the prop is code rather than a literal value.
   */
  prop(name: string): unknown
  /** The element's children in Markdown, as blocks. */
  children(): Promise<RootContent[]>
  /** The children as they stand: phrasing inside a line, blocks on lines of their own. */
  content(): Promise<RootContent[]>
}

/** The page an element stands in. */
export interface MarkdownPage {
  /** The page's own absolute URL: `https://docs.cypress.io/api/commands/click`. */
  readonly url: string
  /**
   * A link target of the page (`/img/a.svg`, `../queries/get.mdx#yields`,
   * `/guides/x`) as an absolute URL, or undefined when it leads nowhere
   * the build knows.
   */
  resolveUrl(url: string): string | undefined
  /** Something the twin cannot say faithfully: the build prints it, naming the page and the element's line. */
  warn(message: string): void
  /** An error naming the page and the element's line, for props the component refuses. */
  error(message: string): Error
}

/** The Markdown a component becomes in the twin. */
export type MarkdownForm = (
  element: MarkdownElement,
  page: MarkdownPage,
) => RootContent[] | Promise<RootContent[]>

export function text(value: string): PhrasingContent {
  return { type: 'text', value }
}

export function strong(children: PhrasingContent[]): PhrasingContent {
  return { type: 'strong', children }
}

export function emphasis(children: PhrasingContent[]): PhrasingContent {
  return { type: 'emphasis', children }
}

export function link(
  url: string,
  children: PhrasingContent[],
): PhrasingContent {
  return { type: 'link', url, children }
}

export function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
}

/** A label on its own line in bold, before what it names (a tab's content). */
export function label(value: string): Paragraph {
  return paragraph([strong([text(value)])])
}

export function code(lang: string, value: string): Code {
  return { type: 'code', lang, meta: null, value }
}

/** A tight list, one item per entry, each item the blocks given. */
export function list(
  items: BlockContent[][],
  { ordered = false }: { ordered?: boolean } = {},
): List {
  return {
    type: 'list',
    ordered,
    spread: false,
    children: items.map((children) => ({
      type: 'listItem',
      spread: false,
      children,
    })),
  }
}

/**
 * A tab set whose children are its tabs, in order (`src/utils/tabChildren.tsx`):
 * each child under its tab's label in bold. The labels come from the
 * component's own `tabs.ts`, which its `index.tsx` draws from.
 */
export function childTabsForm(
  tabs: readonly { readonly label: string }[],
): MarkdownForm {
  const labels = tabs.map((tab) => tab.label)
  return async (element, page) => {
    const panels = (await element.children()).filter(
      (child) => !(child.type === 'paragraph' && child.children.length === 0),
    )
    if (panels.length !== labels.length) {
      page.warn(
        `<${element.name}> has ${panels.length} children; it takes ${labels.length} (${labels.join(', ')})`,
      )
    }
    return panels.flatMap((panel, index) => [
      label(labels[index] ?? `Tab ${index + 1}`),
      panel,
    ])
  }
}
