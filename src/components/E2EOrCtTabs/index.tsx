import TabItem from '@theme/TabItem'
import Tabs from '@theme/Tabs'
import type { ReactNode } from 'react'

import { tabChildren } from '../../utils/tabChildren'

const tabs = [
  { value: 'e2e', label: 'End-to-end test' },
  { value: 'ct', label: 'Component test' },
] as const

/**
 * Shows the same idea for end-to-end and component tests. Give it two
 * children, end-to-end first. The choice is synced across the site.
 */
export default function E2EOrCtTabs({ children }: { children: ReactNode }) {
  const [e2e, ct] = tabChildren(
    'E2EOrCtTabs',
    tabs.map((tab) => tab.label),
    children,
  )
  return (
    <Tabs groupId="testing-type" defaultValue="e2e">
      <TabItem value={tabs[0].value} label={tabs[0].label}>
        {e2e}
      </TabItem>
      <TabItem value={tabs[1].value} label={tabs[1].label}>
        {ct}
      </TabItem>
    </Tabs>
  )
}
