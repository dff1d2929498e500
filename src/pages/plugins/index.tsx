import Link from '@docusaurus/Link'
import { useHistory, useLocation } from '@docusaurus/router'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import useIsBrowser from '@docusaurus/useIsBrowser'
import Layout from '@theme/Layout'

import Badge, { type BadgeType } from '../../components/Badge'
import Filter from '../../components/MediaList/Filter'
import {
  pluginBadges,
  pluginCategories,
  plugins,
  type PluginBadge,
  type PluginCategory,
} from '../../data/plugins'
import {
  filterPlugins,
  filtersToQuery,
  noFilters,
  parseFilters,
  resultCount,
  type PluginFilters,
} from './_filters'
import styles from './styles.module.css'

const badgeTypes: Record<PluginBadge, BadgeType> = {
  official: 'success',
  verified: 'info',
  community: 'neutral',
  deprecated: 'warning',
}

const categories = Object.keys(pluginCategories) as PluginCategory[]

const badges = Object.keys(pluginBadges) as PluginBadge[]

const categoryOptions = categories.map((category) => ({
  value: category,
  label: pluginCategories[category].label,
}))

const badgeOptions = badges.map((badge) => ({
  value: badge,
  label: pluginBadges[badge].label,
}))

/**
 * The filters in the address bar, so a filtered view can be shared and
 * survives a reload. The server renders the unfiltered list; the URL is read
 * once the page has hydrated.
 */
function useFiltersInUrl(): [PluginFilters, (next: PluginFilters) => void] {
  const isBrowser = useIsBrowser()
  const location = useLocation()
  const history = useHistory()
  const filters = isBrowser ? parseFilters(location.search) : noFilters
  const setFilters = (next: PluginFilters) =>
    history.replace({ ...location, search: filtersToQuery(next) })
  return [filters, setFilters]
}

export default function PluginDirectory() {
  const { siteConfig } = useDocusaurusContext()
  const contributingUrl = siteConfig.customFields?.contributingUrl as string
  const [filters, setFilters] = useFiltersInUrl()
  const shown = filterPlugins(plugins, filters)
  const filtered = filtersToQuery(filters) !== ''
  const update = (change: Partial<PluginFilters>) =>
    setFilters({ ...filters, ...change })

  return (
    <Layout
      title="Plugins"
      description="Packages that extend Cypress: accessibility checks, API testing, code coverage, reporting, visual testing and more."
    >
      <main className={styles.page}>
        <header className={styles.header}>
          <h1>Plugins</h1>
          <p>
            Plugins add commands, bundle specs with your build tool, report
            results and connect Cypress to other services. Install one from npm,
            then follow its README to register it in your support file or in{' '}
            <code>setupNodeEvents</code>. Maintain a plugin that is missing?{' '}
            <Link href={contributingUrl}>Add it to the directory</Link>.
          </p>
          <dl className={styles.legend} aria-label="Badge legend">
            {badges.map((badge) => (
              <div key={badge} className={styles.legendItem}>
                <dt>
                  <Badge type={badgeTypes[badge]}>
                    {pluginBadges[badge].label}
                  </Badge>
                </dt>
                <dd>{pluginBadges[badge].description}</dd>
              </div>
            ))}
          </dl>
        </header>

        <form
          className={styles.filters}
          role="search"
          aria-label="Filter plugins"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className={styles.field}>
            <label htmlFor="plugin-search">Search plugins</label>
            <input
              id="plugin-search"
              type="search"
              value={filters.search}
              placeholder="Name, purpose or keyword"
              onChange={(event) => update({ search: event.target.value })}
            />
          </div>
          <Filter
            id="plugin-category"
            label="Category"
            allLabel="All categories"
            value={filters.category ?? ''}
            options={categoryOptions}
            onChange={(category) =>
              update({ category: (category || null) as PluginCategory | null })
            }
          />
          <Filter
            id="plugin-badge"
            label="Badge"
            allLabel="All badges"
            value={filters.badge ?? ''}
            options={badgeOptions}
            onChange={(badge) =>
              update({ badge: (badge || null) as PluginBadge | null })
            }
          />
          <p className={styles.count} role="status">
            {resultCount(shown.length, plugins.length)}
            {filtered ? (
              <button
                type="button"
                className={styles.clear}
                onClick={() => setFilters(noFilters)}
              >
                Clear filters
              </button>
            ) : null}
          </p>
        </form>

        {shown.length === 0 ? (
          <p className={styles.empty}>
            No plugin matches these filters. Try fewer words, or{' '}
            <button
              type="button"
              className={styles.clear}
              onClick={() => setFilters(noFilters)}
            >
              clear the filters
            </button>
            .
          </p>
        ) : null}

        {categories.map((category) => {
          const inCategory = shown.filter(
            (plugin) => plugin.category === category,
          )
          if (inCategory.length === 0) return null
          return (
            <section
              key={category}
              className={styles.category}
              aria-labelledby={category}
            >
              <h2 id={category}>{pluginCategories[category].label}</h2>
              <p className={styles.categoryDescription}>
                {pluginCategories[category].description}
              </p>
              <ul className={styles.list}>
                {inCategory.map((plugin) => (
                  <li key={plugin.name} className={styles.card}>
                    <div className={styles.cardTitle}>
                      <Link href={plugin.link}>{plugin.name}</Link>
                      <Badge type={badgeTypes[plugin.badge]}>
                        {pluginBadges[plugin.badge].label}
                      </Badge>
                    </div>
                    <p>{plugin.description}</p>
                    {plugin.npm ? (
                      <code className={styles.install}>
                        npm install -D {plugin.npm}
                      </code>
                    ) : null}
                    <ul className={styles.keywords} aria-label="Keywords">
                      {plugin.keywords.map((keyword) => (
                        <li key={keyword}>
                          <button
                            type="button"
                            className={styles.keyword}
                            aria-pressed={filters.search === keyword}
                            onClick={() => update({ search: keyword })}
                          >
                            {keyword}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </main>
    </Layout>
  )
}
