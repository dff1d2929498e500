/**
 * What the SearchBar wrapper needs to know about the latest searches, for
 * three screens DocSearch 4 does not have or cannot keep on its own:
 * - "Loading the search index": while the first search waits for the local
 *   index, DocSearch would show "No results" for a query not yet searched;
 *   and while any search is on its way, its "No results" stays hidden.
 * - "Unable to fetch results": its autocomplete core resets the status to
 *   idle right after a failed request, so the error screen never stays.
 * - "Try searching for": it stores the suggested sections as an object, not
 *   an array, so the list under "No results for" never renders.
 */

type Listener = () => void

export interface SearchSnapshot {
  /** True while a search waits for the local index to load. */
  readonly loading: boolean
  /** True while a search is on its way: its query is not yet answered. */
  readonly pending: boolean
  /** True while the most recent search request failed. */
  readonly failed: boolean
  /** Sections (lvl0) of earlier hits, first seen first: the suggestions. */
  readonly sections: readonly string[]
}

export interface SearchStatus {
  subscribe(listener: Listener): () => void
  snapshot(): SearchSnapshot
  /**
   * Records a search that waits for the index, a failed request, or a
   * response and the sections of its hits.
   */
  report(
    outcome:
      | { pending: true; loading: boolean }
      | { failed: true }
      | { failed: false; sections: string[] },
  ): void
}

/** How many sections DocSearch suggests. */
export const MAX_SUGGESTIONS = 3

export function createSearchStatus(): SearchStatus {
  let current: SearchSnapshot = {
    loading: false,
    pending: false,
    failed: false,
    sections: [],
  }
  const listeners = new Set<Listener>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    snapshot: () => current,
    report(outcome) {
      const pending = 'pending' in outcome
      const loading = pending && outcome.loading
      const failed = 'failed' in outcome && outcome.failed
      const sections =
        'sections' in outcome
          ? [...new Set([...current.sections, ...outcome.sections])].slice(
              0,
              MAX_SUGGESTIONS,
            )
          : current.sections
      if (
        pending === current.pending &&
        loading === current.loading &&
        failed === current.failed &&
        sections.length === current.sections.length
      ) {
        return
      }
      current = { loading, pending, failed, sections }
      for (const listener of listeners) listener()
    },
  }
}

export interface SearchClientLike {
  search(...args: never[]): Promise<unknown>
  /** The local client's: false until its index has loaded. */
  indexReady?: () => boolean
}

/** The lvl0 of every hit in an Algolia-shaped response. */
export function hitSections(response: unknown): string[] {
  const results = (response as { results?: unknown[] } | null)?.results ?? []
  return results.flatMap((result) =>
    ((result as { hits?: unknown[] }).hits ?? []).flatMap((hit) => {
      const lvl0 = (hit as { hierarchy?: { lvl0?: unknown } }).hierarchy?.lvl0
      return typeof lvl0 === 'string' && lvl0 ? [lvl0] : []
    }),
  )
}

/**
 * The same client, with each `search` reporting its outcome to `status`. The
 * result or error passes through unchanged.
 */
export function reportingOutcomes<Client extends SearchClientLike>(
  client: Client,
  status: SearchStatus,
): Client {
  const search = client.search.bind(client) as (
    ...args: unknown[]
  ) => Promise<unknown>
  // Searches still on their way: an earlier one answering does not end the
  // wait of a later one.
  let inFlight = 0
  const settled = () => {
    inFlight--
    if (inFlight > 0) status.report({ pending: true, loading: false })
  }
  return Object.assign(client, {
    search: (...args: unknown[]) => {
      inFlight++
      status.report({
        pending: true,
        loading: client.indexReady?.() === false,
      })
      return search(...args).then(
        (response) => {
          status.report({ failed: false, sections: hitSections(response) })
          settled()
          return response
        },
        (error: unknown) => {
          status.report({ failed: true })
          settled()
          throw error
        },
      )
    },
  })
}
