/**
 * The modal (DocSearch) lists hits grouped by section (lvl0), the sections
 * in the order each first appears. A weaker hit of an early section would
 * then stand before a better page of a later section. This keeps the best
 * hits first: it drops the hits below the `top` best that belong to a
 * section shown before the last of the top hits. They stay on the search
 * page ("See all N results"), which lists hits in rank order.
 */

export interface SectionedHit {
  hierarchy: { lvl0?: string | null }
}

/** How many best hits the modal must show first, in rank order of sections. */
export const TOP_HITS = 3

export function keepBestFirst<Hit extends SectionedHit>(
  hits: readonly Hit[],
  top = TOP_HITS,
): Hit[] {
  const section = (hit: Hit) => hit.hierarchy.lvl0 ?? ''
  const topSections = [...new Set(hits.slice(0, top).map(section))]
  // Every top section but the last is shown before some top hit.
  const ahead = new Set(topSections.slice(0, -1))
  return hits.filter((hit, i) => i < top || !ahead.has(section(hit)))
}

interface SearchClient {
  search(...args: never[]): Promise<unknown>
}

/**
 * The same client, its responses' hits passed through keepBestFirst before
 * the modal groups them. (DocSearch applies its `transformItems` to each
 * page's hits after grouping, too late to reorder pages.)
 */
export function bestHitsFirst<Client extends SearchClient>(
  client: Client,
): Client {
  const search = client.search.bind(client) as (
    ...args: unknown[]
  ) => Promise<{ results?: Array<{ hits?: SectionedHit[] }> }>
  return Object.assign(client, {
    search: async (...args: unknown[]) => {
      const response = await search(...args)
      return {
        ...response,
        results: response.results?.map((result) =>
          result.hits
            ? { ...result, hits: keepBestFirst(result.hits) }
            : result,
        ),
      }
    },
  })
}
