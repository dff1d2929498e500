/** The Cypress Cloud products that keep a changelog of their own. */
export const products = ['ui-coverage', 'accessibility'] as const

export type Product = (typeof products)[number]

/** One change in a product's week, in our own words. */
export interface ProductChangeItem {
  /**
   * A few words the page shows in bold before the text: what changed. No
   * final period; `code spans` are rendered as code; no links.
   */
  title: string
  /**
   * One or a few sentences ending with a period. `code spans` are rendered
   * as code; `[label](guides/cloud/ui-coverage/views.mdx#anchor)` links to a
   * doc of this site, named by its file under `docs/` (the label may hold
   * code spans). Links to other sites are left out.
   */
  text: string
}

/** What a product shipped in one week, dated as Cypress dated it. */
export interface ProductChangelogEntry {
  /** The day the week is named after ("Week of May 18, 2026"), `YYYY-MM-DD`. */
  week: string
  items: ProductChangeItem[]
}
