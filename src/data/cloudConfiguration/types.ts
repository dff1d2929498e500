/** One configuration property of a Cypress Cloud product (set in Cloud, as JSON). */
export interface CloudConfigOption {
  /**
   * The property as the configuration JSON writes it: a top-level key
   * (`elementFilters`) or a nested one (`elementFilters[].selector`).
   */
  key: string
  /** Its type as the page states it, such as `string`, `boolean` or `object[]`. */
  type: string
  /** Its default as the page states it, or `none` when it has none. */
  default: string
  /**
   * The doc that documents it in a table row whose first cell is the key in a
   * code span, as a path under `docs/` without `.mdx`.
   */
  page: string
}
