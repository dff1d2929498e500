import type { ReactNode } from 'react'

import { ChildTabs } from '../../utils/tabChildren'
import { tabs } from './tabs'

/**
 * Shows a configuration sample for `cypress.config.js` and
 * `cypress.config.ts`. Give it two code blocks, JavaScript first. The choice
 * is synced across the site.
 */
export default function ConfigFileTabs({ children }: { children: ReactNode }) {
  return (
    <ChildTabs component="ConfigFileTabs" groupId="config-file" tabs={tabs}>
      {children}
    </ChildTabs>
  )
}
