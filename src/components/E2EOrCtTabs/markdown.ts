import { childTabsForm } from '../../lib/markdownForm'
import { tabs } from './tabs'

/**
 * Each child under its tab's label in bold: `**End-to-end test**` over the
 * first child, `**Component test**` over the second.
 */
export const markdown = childTabsForm(tabs)
