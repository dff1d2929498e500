/**
 * What the SearchBar wrapper needs to know about the latest searches, for two
 * screens DocSearch 4 cannot keep on its own:
 * - "Unable to fetch results": its autocomplete core resets the status to
 *   idle right after a failed request, so the error screen never stays.
 * - "Try searching for": it stores the suggested sections as an object, not
 *   an array, so the list under "No results for" never renders.
 */

type Listener = () => void

export interface SearchSnapshot {
  /** True while the most recent search request failed. */
  readonly failed: boolean
  /** Sections (lvl0) of earlier hits, first seen first: the suggestions. */
  readonly sections: readonly string[]
}

export interface SearchStatus {
  subscribe(listener: Listener): () => void
  snapshot(): SearchSnapshot
  /** Records a failed request, or a response and the sections of its hits. */
  report(
    outcome: { failed: true } | { failed: false; sections: string[] },
  ): void
}

/** How many sections DocSearch suggests. */
export const MAX_SUGGESTIONS = 3

export function createSearchStatus(): SearchStatus {
  let current: SearchSnapshot = { failed: false, sections: [] }
  const listeners = new Set<Listener>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    snapshot: () => current,
    report(outcome) {
      const sections = outcome.failed
        ? current.sections
        : [...new Set([...current.sections, ...outcome.sections])].slice(
            0,
            MAX_SUGGESTIONS,
          )
      if (
        outcome.failed === current.failed &&
        sections.length === current.sections.length
      ) {
        return
      }
      current = { failed: outcome.failed, sections }
      for (const listener of listeners) listener()
    },
  }
}

export interface SearchClientLike {
  search(...args: never[]): Promise<unknown>
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
  return Object.assign(client, {
    search: (...args: unknown[]) =>
      search(...args).then(
        (response) => {
          status.report({ failed: false, sections: hitSections(response) })
          return response
        },
        (error: unknown) => {
          status.report({ failed: true })
          throw error
        },
      ),
  })
}
