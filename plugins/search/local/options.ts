import type { LocalSearchClientOptions } from './client'

// Kept apart from ./client.ts so that the client module, which runs on every
// page, sets the options without bringing the search client into main.js.
let configured: LocalSearchClientOptions | null = null

/**
 * Sets how the site's shared client loads its index (call it once, from a
 * client module, before the first search). Nothing is fetched here.
 */
export function configureLocalSearch(options: LocalSearchClientOptions): void {
  configured = options
}

/** What configureLocalSearch set, or null when it was not called. */
export function localSearchOptions(): LocalSearchClientOptions | null {
  return configured
}
