import TabItem from '@theme/TabItem'
import Tabs from '@theme/Tabs'
import type { ReactNode } from 'react'

import { tabChildren } from '../../utils/tabChildren'

const tabs = [
  { value: 'js', label: 'cypress.config.js' },
  { value: 'ts', label: 'cypress.config.ts' },
] as const

/**
 * Shows a configuration sample for `cypress.config.js` and
 * `cypress.config.ts`. Give it two code blocks, JavaScript first. The choice
 * is synced across the site.
 */
export default function ConfigFileTabs({ children }: { children: ReactNode }) {
  const [js, ts] = tabChildren(
    'ConfigFileTabs',
    tabs.map((tab) => tab.label),
    children,
  )
  return (
    <Tabs groupId="config-file" defaultValue="js">
      <TabItem value={tabs[0].value} label={tabs[0].label}>
        {js}
      </TabItem>
      <TabItem value={tabs[1].value} label={tabs[1].label}>
        {ts}
      </TabItem>
    </Tabs>
  )
}
