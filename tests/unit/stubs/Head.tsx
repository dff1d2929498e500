import type { ReactNode } from 'react'

/** `@docusaurus/Head` outside Docusaurus: renders its children in place. */
export default function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
