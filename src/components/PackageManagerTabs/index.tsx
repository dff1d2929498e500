import CodeBlock from '@theme/CodeBlock'
import TabItem from '@theme/TabItem'
import Tabs from '@theme/Tabs'

import {
  packageManagerCommands,
  packageManagers,
  type PackageManagerCommand,
} from './commands'

/**
 * The npm, yarn and pnpm forms of one command, as synced tabs.
 * `<PackageManagerTabs install="cypress" dev />` or
 * `<PackageManagerTabs run="cypress open" />`.
 */
export default function PackageManagerTabs(props: PackageManagerCommand) {
  const commands = packageManagerCommands(props)
  return (
    <Tabs groupId="package-manager" defaultValue="npm">
      {packageManagers.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{commands[manager]}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  )
}
