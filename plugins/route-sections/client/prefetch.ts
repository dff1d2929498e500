/**
 * Docusaurus prefetches the chunks of a link's route when the link comes
 * into view, by looking the path up in the route table. A path in a section
 * not loaded yet is not in the table: for it, this client module has the
 * browser prefetch the section's own files instead (`<link rel=prefetch>`,
 * nothing run), so that following the link later needs no round trip for
 * them, and the reader's page spends no time on folders they may never
 * open. Hovering or touching the link still preloads its route in full
 * (core's preload, through ./preload.ts). This module runs before the
 * site's own client modules (plugins' come first), so
 * src/clientModules/idlePrefetch.ts then defers these prefetches to idle
 * time as it does core's.
 */
import { chunksOf, isLoaded } from './ensureSection'

type Docusaurus = Window['docusaurus']

/** Docusaurus' runtime function: a chunk's name to its file's URL. */
declare const __webpack_require__: { gca: (chunkName: string) => string }

/** Asks the browser to fetch `url` into its cache, without running it. */
function linkPrefetch(url: string): void {
  const link = document.createElement('link')
  link.rel = 'prefetch'
  link.href = url
  document.head.appendChild(link)
}

/**
 * A prefetch that, for a path whose section is not loaded, prefetches the
 * section's files; once it is loaded, the route's own chunks, as core does.
 */
export function sectionPrefetch(
  prefetch: Docusaurus['prefetch'],
  sections: {
    isLoaded: (pathname: string) => boolean
    chunksOf: (pathname: string) => string[]
  },
  prefetchFile: (chunkName: string) => void,
): Docusaurus['prefetch'] {
  const asked = new Set<string>()
  return (path) => {
    if (sections.isLoaded(path)) return prefetch(path)
    for (const chunk of sections.chunksOf(path)) {
      if (asked.has(chunk)) continue
      asked.add(chunk)
      prefetchFile(chunk)
    }
    return false
  }
}

if (typeof window !== 'undefined') {
  // The client entry assigns window.docusaurus right after client modules
  // are evaluated, in the same task; see src/clientModules/idlePrefetch.ts.
  queueMicrotask(() => {
    const { docusaurus } = window
    if (!docusaurus) return
    window.docusaurus = Object.freeze({
      ...docusaurus,
      prefetch: sectionPrefetch(
        docusaurus.prefetch,
        { isLoaded, chunksOf },
        (chunk) => linkPrefetch(__webpack_require__.gca(chunk)),
      ),
    })
  })
}
