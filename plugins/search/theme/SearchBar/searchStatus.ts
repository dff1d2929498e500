/**
 * What the SearchBar wrapper needs to know about the latest searches, for
 * two screens DocSearch does not have or cannot keep on its own:
 * - "Loading the search index": while the first search waits for the local
 *   index, DocSearch would show "No results" for a query not yet searched;
 *   and while any search is on its way, its "No results" stays hidden.
 * - "Unable to fetch results": DocSearch shows it for Algolia's own retry
 *   errors only, and its autocomplete core resets the status to idle right
 *   after any other failed request, so the error screen never stays.
 */

type Listener = () => void

export interface SearchSnapshot {
  /** True while a search waits for the local index to load. */
  readonly loading: boolean
  /** True while a search is on its way: its query is not yet answered. */
  readonly pending: boolean
  /** True while the most recent search request failed. */
  readonly failed: boolean
}

export interface SearchStatus {
  subscribe(listener: Listener): () => void
  snapshot(): SearchSnapshot
  /** Records a search on its way (waiting for the index?), or its outcome. */
  report(
    outcome: { pending: true; loading: boolean } | { failed: boolean },
  ): void
}

export function createSearchStatus(): SearchStatus {
  let current: SearchSnapshot = {
    loading: false,
    pending: false,
    failed: false,
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
      if (
        pending === current.pending &&
        loading === current.loading &&
        failed === current.failed
      ) {
        return
      }
      current = { loading, pending, failed }
      for (const listener of listeners) listener()
    },
  }
}

export interface SearchClientLike {
  search(...args: never[]): Promise<unknown>
  /** The local client's: false until its index has loaded. */
  indexReady?: () => boolean
}

/**
 * The same client, with each `search` reporting to `status`: on its way,
 * then its outcome. The screens show the newest search's: an earlier one
 * answering, failing, or never settling (the local client abandons the
 * searches a newer keystroke supersedes) changes nothing on them, so the
 * wait stays until the newest is answered, and each keystroke redraws them
 * once at most. The result or error passes through unchanged.
 */
export function reportingOutcomes<Client extends SearchClientLike>(
  client: Client,
  status: SearchStatus,
): Client {
  const search = client.search.bind(client) as (
    ...args: unknown[]
  ) => Promise<unknown>
  let newest = 0
  return Object.assign(client, {
    search: (...args: unknown[]) => {
      const ticket = ++newest
      status.report({
        pending: true,
        loading: client.indexReady?.() === false,
      })
      const settled = (failed: boolean) => {
        if (ticket === newest) status.report({ failed })
      }
      return search(...args).then(
        (response) => {
          settled(false)
          return response
        },
        (error: unknown) => {
          settled(true)
          throw error
        },
      )
    },
  })
}
