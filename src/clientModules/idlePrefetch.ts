/**
 * Docusaurus prefetches the chunks of every internal link as soon as the
 * link scrolls into view. Each prefetch scans the whole route table, and a
 * doc page shows a hundred links (sidebar, article, table of contents), so
 * right after hydration these calls held the main thread for about 80 ms on
 * this machine, four times that on the phone Lighthouse simulates. Here the
 * same prefetches wait for idle time and run a few at a time, so they no
 * longer block input. Hovering or touching a link still preloads it at once
 * (Docusaurus' `preload`, untouched), and Docusaurus still skips prefetching
 * on slow or data-saving connections.
 */

type Docusaurus = Window['docusaurus']

export interface IdleDeadlineLike {
  didTimeout: boolean
  timeRemaining: () => number
}

export type WhenIdle = (run: (deadline: IdleDeadlineLike) => void) => void

/** Prefetches per callback when the browser never went idle in time. */
const AFTER_TIMEOUT = 4
/** Stop when less than this many milliseconds of the idle period remain. */
const MIN_REMAINING_MS = 4
/**
 * Work per idle callback, in milliseconds, however long the idle period: an
 * idle period can last 50 ms, and a task that long would still delay a tap
 * that arrives during it.
 */
const SLICE_MS = 8

/**
 * A `prefetch` that queues route paths and hands them to `prefetchNow` in
 * idle periods. Each path is prefetched once, in the order it was asked for.
 * While `ignoring()` holds, requests are dropped.
 */
export function deferredPrefetch(
  prefetchNow: Docusaurus['prefetch'],
  whenIdle: WhenIdle,
  {
    now = () => performance.now(),
    ignoring = () => false,
  }: { now?: () => number; ignoring?: () => boolean } = {},
): Docusaurus['prefetch'] {
  const queue = new Set<string>()
  let scheduled = false
  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false
    const started = now()
    let allowance = deadline.didTimeout ? AFTER_TIMEOUT : Infinity
    for (const path of queue) {
      const timeLeft =
        deadline.didTimeout || deadline.timeRemaining() >= MIN_REMAINING_MS
      if (allowance <= 0 || !timeLeft || now() - started >= SLICE_MS) break
      allowance -= 1
      queue.delete(path)
      prefetchNow(path)
    }
    if (queue.size > 0) schedule()
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    whenIdle(drain)
  }
  return (path) => {
    if (ignoring()) return false
    queue.add(path)
    schedule()
    return false
  }
}

const browserWhenIdle: WhenIdle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 3000 })
  } else {
    // Safari has no requestIdleCallback: a short pause, then a small batch.
    window.setTimeout(
      () => run({ didTimeout: true, timeRemaining: () => 0 }),
      200,
    )
  }
}

/**
 * The search modal's hits are links too, ten new ones per query: their
 * prefetches would take the main thread while the next query is answered.
 * They are not prefetched; pointing at or focusing a hit still preloads it.
 * (DocSearch marks <body> while its modal is open.)
 */
const searchModalOpen = () =>
  document.body.classList.contains('DocSearch--active')

if (typeof window !== 'undefined') {
  // Client modules are evaluated just before the client entry assigns
  // window.docusaurus, in the same task; a microtask runs after it and
  // before any link can be seen. Docusaurus freezes the object, so it is
  // replaced by a copy whose prefetch waits.
  queueMicrotask(() => {
    const { docusaurus } = window
    if (!docusaurus) return
    window.docusaurus = Object.freeze({
      ...docusaurus,
      prefetch: deferredPrefetch(docusaurus.prefetch, browserWhenIdle, {
        ignoring: searchModalOpen,
      }),
    })
  })
}
