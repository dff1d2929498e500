import TabItem from '@theme/TabItem'
import Tabs from '@theme/Tabs'
import {
  Children,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react'

export interface TabDefinition {
  value: string
  label: string
}

/**
 * The elements a tab set was given, checked against the tabs it has: a tab
 * set with a missing or extra child throws a message that names the
 * component and its tabs, instead of rendering an empty tab.
 */
export function tabChildren(
  component: string,
  tabLabels: readonly string[],
  children: ReactNode,
): ReactElement[] {
  const elements = Children.toArray(children).filter(isValidElement)
  if (elements.length !== tabLabels.length) {
    throw new Error(
      `<${component}> takes ${tabLabels.length} children, one per tab (${tabLabels.join(', ')}), in that order; it was given ${elements.length}.`,
    )
  }
  return elements
}

/**
 * A tab set whose children are its panels, in the order of `tabs`, synced
 * across the site by `groupId`. The first tab is the default.
 */
export function ChildTabs({
  component,
  groupId,
  tabs,
  children,
}: {
  component: string
  groupId: string
  tabs: readonly TabDefinition[]
  children: ReactNode
}) {
  const panels = tabChildren(
    component,
    tabs.map((tab) => tab.label),
    children,
  )
  return (
    <Tabs groupId={groupId} defaultValue={tabs[0].value}>
      {tabs.map((tab, index) => (
        <TabItem key={tab.value} value={tab.value} label={tab.label}>
          {panels[index]}
        </TabItem>
      ))}
    </Tabs>
  )
}
