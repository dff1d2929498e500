import {
  pluginBadges,
  pluginCategories,
  type Plugin,
  type PluginBadge,
  type PluginCategory,
} from '../../data/plugins'

/** What the reader filtered by; all of it lives in the URL. */
export interface PluginFilters {
  search: string
  category: PluginCategory | null
  badge: PluginBadge | null
}

export const noFilters: PluginFilters = {
  search: '',
  category: null,
  badge: null,
}

const isCategory = (value: string | null): value is PluginCategory =>
  value !== null && Object.hasOwn(pluginCategories, value)

const isBadge = (value: string | null): value is PluginBadge =>
  value !== null && Object.hasOwn(pluginBadges, value)

/** `?search=…&category=…&badge=…` to filters; unknown values are ignored. */
export function parseFilters(query: string): PluginFilters {
  const params = new URLSearchParams(query)
  const category = params.get('category')
  const badge = params.get('badge')
  return {
    search: params.get('search') ?? '',
    category: isCategory(category) ? category : null,
    badge: isBadge(badge) ? badge : null,
  }
}

/** Filters to a query string (with its `?`), leaving out what is unset. */
export function filtersToQuery(filters: PluginFilters): string {
  const params = new URLSearchParams()
  if (filters.search.trim()) params.set('search', filters.search)
  if (filters.category) params.set('category', filters.category)
  if (filters.badge) params.set('badge', filters.badge)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Lower-case words of a search, so `Visual  Diff` finds `visual diff`. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean)
}

/**
 * Whether a plugin matches a search: every word appears in its name, its
 * description or one of its keywords.
 */
export function matchesSearch(plugin: Plugin, search: string): boolean {
  const haystack = [plugin.name, plugin.description, ...plugin.keywords]
    .join(' ')
    .toLowerCase()
  return searchWords(search).every((word) => haystack.includes(word))
}

/** The plugins that pass every filter, in their listed order. */
export function filterPlugins(
  plugins: readonly Plugin[],
  filters: PluginFilters,
): Plugin[] {
  return plugins.filter(
    (plugin) =>
      (!filters.category || plugin.category === filters.category) &&
      (!filters.badge || plugin.badge === filters.badge) &&
      matchesSearch(plugin, filters.search),
  )
}

/** "Showing 3 of 112 plugins", or all of them. */
export function resultCount(shown: number, total: number): string {
  const noun = total === 1 ? 'plugin' : 'plugins'
  return shown === total
    ? `Showing all ${total} ${noun}`
    : `Showing ${shown} of ${total} ${noun}`
}
