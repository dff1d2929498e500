import React, {
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from 'react'
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext'
import type { Props } from '@theme/Root'
import Root from '@theme-original/Root'

/**
 * Tells the page it runs in a browser (`useIsBrowser`, `<BrowserOnly>`) from a
 * transition, so React may build what that reveals in slices.
 *
 * Docusaurus' own provider, just above this component, flips the same context
 * from an effect once the page has hydrated. Updates from effects render in
 * one piece, and on a doc page that is every code block's copy and word-wrap
 * buttons plus the colour toggle, tabs and details: part of the long task
 * that follows hydration. Set inside startTransition, the same work yields to
 * the reader. Components read the nearest provider, this one.
 *
 * It wraps the Root below it (plugins/analytics adds one when services are
 * configured), so that one keeps working.
 *
 * Nothing renders differently: the server and the first client render see
 * `false`, and every reader of the context sees `true` once the transition
 * commits. The import is a Docusaurus internal (3.10: core/lib/client/
 * browserContext); if it moves, the build fails on this line, and
 * src/theme/canaries.test.ts fails if useIsBrowser stops reading it.
 */
export default function RootInBrowserFromTransition(props: Props): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false)
  useEffect(() => {
    startTransition(() => setIsBrowser(true))
  }, [])
  return (
    <BrowserContext.Provider value={isBrowser}>
      <Root {...props} />
    </BrowserContext.Provider>
  )
}
