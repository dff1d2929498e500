import { childTabsForm } from '../../lib/markdownForm'
import { tabs } from './tabs'

/**
 * Each child under its tab's label in bold: `**npm**`, `**yarn**` and
 * `**pnpm**`, each over its child.
 */
export const markdown = childTabsForm(tabs)
