import type { ReactNode } from 'react'

/** Stands in for @theme/CodeBlock in unit tests. */
export default function CodeBlock({
  language,
  children,
}: {
  language?: string
  children: ReactNode
}) {
  return <pre data-language={language}>{children}</pre>
}
