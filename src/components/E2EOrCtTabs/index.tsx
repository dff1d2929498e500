import type { ReactNode } from 'react'

import { ChildTabs } from '../../utils/tabChildren'
import { tabs } from './tabs'

/**
 * Shows the same idea for end-to-end and component tests. Give it two
 * children, end-to-end first. The choice is synced across the site.
 */
export default function E2EOrCtTabs({ children }: { children: ReactNode }) {
  return (
    <ChildTabs component="E2EOrCtTabs" groupId="testing-type" tabs={tabs}>
      {children}
    </ChildTabs>
  )
}
