/**
 * Whether the search backend answered the latest search. DocSearch has an
 * "Unable to fetch results" screen, but its autocomplete core resets the
 * status to idle right after a failed request, so the screen never stays; the
 * SearchBar wrapper shows it from this store instead.
 */

type Listener = () => void

export interface SearchStatus {
  subscribe(listener: Listener): () => void
  /** True while the most recent search request failed. */
  failed(): boolean
  /** Records a request's outcome. */
  report(failed: boolean): void
}

export function createSearchStatus(): SearchStatus {
  let failed = false
  const listeners = new Set<Listener>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    failed: () => failed,
    report(next) {
      if (next === failed) return
      failed = next
      for (const listener of listeners) listener()
    },
  }
}

export interface SearchClientLike {
  search(...args: never[]): Promise<unknown>
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
  return Object.assign(client, {
    search: (...args: unknown[]) =>
      search(...args).then(
        (response) => {
          status.report(false)
          return response
        },
        (error: unknown) => {
          status.report(true)
          throw error
        },
      ),
  })
}
