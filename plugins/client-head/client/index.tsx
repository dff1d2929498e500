import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react'

import { applyHead } from '../applyHead'
import { type HeadProps, mergeHeads, readHead } from '../headState'

/**
 * react-helmet-async's `HelmetProvider` and `Helmet`, for the browser only
 * (the server still renders with the real helmet; see ../README.md). Each
 * `<Head>` reports what it holds; once per frame the heads are merged in
 * mount order, later winning, and the document updated.
 */

class Heads {
  private readonly mounted = new Map<number, HeadProps>()
  private frame = 0

  set(order: number, head: HeadProps) {
    this.mounted.set(order, head)
    this.schedule()
  }

  delete(order: number) {
    this.mounted.delete(order)
    this.schedule()
  }

  private schedule() {
    cancelAnimationFrame(this.frame)
    this.frame = requestAnimationFrame(() => {
      const inOrder = [...this.mounted.entries()].sort(([a], [b]) => a - b)
      applyHead(document, mergeHeads(inOrder.map(([, head]) => head)))
    })
  }
}

const HeadsContext = createContext<Heads | null>(null)

export function HelmetProvider({ children }: { children: ReactNode }) {
  const [heads] = useState(() => new Heads())
  return <HeadsContext value={heads}>{children}</HeadsContext>
}

/** Heads first rendered earlier come first, as helmet orders them. */
let rendered = 0

export function Helmet({ children }: { children?: ReactNode }) {
  const heads = useContext(HeadsContext)
  const [order] = useState(() => (rendered += 1))
  const head = readHead(children)
  useEffect(() => {
    heads?.set(order, head)
  })
  useEffect(() => () => heads?.delete(order), [heads, order])
  return null
}
