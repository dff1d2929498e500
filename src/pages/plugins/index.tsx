import Link from '@docusaurus/Link'
import Layout from '@theme/Layout'

import Badge, { type BadgeType } from '../../components/Badge'
import {
  pluginBadges,
  pluginCategories,
  plugins,
  type PluginBadge,
  type PluginCategory,
} from '../../data/plugins'
import styles from './styles.module.css'

const badgeTypes: Record<PluginBadge, BadgeType> = {
  official: 'success',
  verified: 'info',
  community: 'neutral',
  deprecated: 'warning',
}

const categories = Object.keys(pluginCategories) as PluginCategory[]

export default function PluginDirectory() {
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
            <code>setupNodeEvents</code>. {plugins.length} plugins are listed
            below.
          </p>
          <dl className={styles.legend}>
            {(Object.keys(pluginBadges) as PluginBadge[]).map((badge) => (
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

        {categories.map((category) => (
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
              {plugins
                .filter((plugin) => plugin.category === category)
                .map((plugin) => (
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
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  )
}
