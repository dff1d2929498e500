import type { ReactNode } from 'react'

/** `@docusaurus/Translate` outside Docusaurus: the default (English) text. */
export function translate({ message }: { message: string }): string {
  return message
}

export default function Translate({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
