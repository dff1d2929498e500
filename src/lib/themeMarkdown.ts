import type { PhrasingContent } from 'mdast'

import { label, paragraph, strong, type MarkdownForm } from './markdownForm'

/**
 * The Markdown forms of what pages write as JSX but the site does not own:
 * the theme's components (`@theme/Tabs`, `@theme/TabItem`, the theme's
 * MDX components map) and HTML elements. The site's own components keep
 * theirs beside them (`src/components/<Name>/markdown.ts`);
 * `src/components/markdownForms.ts` registers both.
 */
export const themeMarkdownForms: Record<string, MarkdownForm> = {
  /** `<Tabs>`: its tabs, one after the other. */
  Tabs: (element) => element.content(),
  /** `<TabItem>`: its content under its label (or value) in bold. */
  TabItem: async (element) => [
    label(String(element.prop('label') ?? element.prop('value') ?? '')),
    ...(await element.children()),
  ],
  /** `<details>`: its content, open. */
  details: (element) => element.children(),
  Details: (element) => element.children(),
  /** `<summary>`: its text in bold, on a line of its own. */
  summary: async (element) => [
    paragraph([strong((await element.content()) as PhrasingContent[])]),
  ],
  /** `<code>`: a code span of its text. */
  code: async (element) => [
    {
      type: 'inlineCode',
      value: (await element.content())
        .map((part) => ('value' in part ? part.value : ''))
        .join(''),
    },
  ],
  /** `<br />`: a line break. */
  br: () => [{ type: 'break' }],
  /** `<Head>`: tags for the document's head, not content; the twin has its own front matter. */
  Head: () => [],
}
