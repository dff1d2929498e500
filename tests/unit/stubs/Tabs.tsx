import type { ReactNode } from 'react'

/** Stands in for @theme/Tabs in unit tests: renders its props as data. */
export default function Tabs({
  groupId,
  defaultValue,
  children,
}: {
  groupId?: string
  defaultValue?: string
  children: ReactNode
}) {
  return (
    <div data-tabs data-group-id={groupId} data-default-value={defaultValue}>
      {children}
    </div>
  )
}
