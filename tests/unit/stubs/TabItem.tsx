import type { ReactNode } from 'react'

/** Stands in for @theme/TabItem in unit tests. */
export default function TabItem({
  value,
  label,
  children,
}: {
  value: string
  label?: string
  children: ReactNode
}) {
  return (
    <section data-value={value} data-label={label}>
      {children}
    </section>
  )
}
