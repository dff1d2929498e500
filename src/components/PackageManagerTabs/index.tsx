import type { ReactNode } from 'react'

import { ChildTabs } from '../../utils/tabChildren'
import { tabs } from './tabs'

/**
 * The npm, yarn and pnpm forms of one command, as synced tabs. Pages do not
 * use it directly: the `:::package-managers` directive
 * (plugins/example-tabs) writes it, with the three code blocks made from one
 * npm line at build time.
 */
export default function PackageManagerTabs({
  children,
}: {
  children: ReactNode
}) {
  return (
    <ChildTabs
      component="PackageManagerTabs"
      groupId="package-manager"
      tabs={tabs}
    >
      {children}
    </ChildTabs>
  )
}
