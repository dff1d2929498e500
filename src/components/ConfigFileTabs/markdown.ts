import { childTabsForm } from '../../lib/markdownForm'
import { tabs } from './tabs'

/**
 * Each child under its tab's label in bold: `**cypress.config.js**` over the
 * first child, `**cypress.config.ts**` over the second.
 */
export const markdown = childTabsForm(tabs)
