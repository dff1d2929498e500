import Link from '@docusaurus/Link'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import Icon from '../components/Icon'
import Layout from '@theme/Layout'
import SearchPrompt from '@theme/SearchPrompt'

import { entryPoints, popularCommands } from './_components/homeContent'
import styles from './index.module.css'

export default function Home() {
  const { siteConfig } = useDocusaurusContext()
  return (
    <Layout description="Guides, the command reference and examples for Cypress: end-to-end and component tests that run in the browser.">
      <main className={styles.home}>
        <header className={styles.hero}>
          <p className={styles.eyebrow}>Cypress Documentation</p>
          <h1 className={styles.tagline}>{siteConfig.tagline}</h1>
          <p className={styles.lead}>
            Cypress runs your tests inside the browser, beside your app. It
            waits for the page on its own, shows every step in a log you can
            travel back through, and tests whole journeys end to end or one
            component at a time, in JavaScript or TypeScript.
          </p>
          <SearchPrompt />
        </header>

        <section aria-labelledby="start-here" className={styles.section}>
          <h2 id="start-here">Start here</h2>
          <ul className={styles.entries}>
            {entryPoints.map((entry) => (
              <li key={entry.title}>
                <Link className={styles.entry} to={entry.to}>
                  <Icon name={entry.icon} className={styles.entryIcon} />
                  <span className={styles.entryTitle}>{entry.title}</span>
                  <span className={styles.entryText}>{entry.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="popular-commands" className={styles.section}>
          <h2 id="popular-commands">Most-used commands</h2>
          <ul className={styles.commands}>
            {popularCommands.map((command) => (
              <li key={command.to}>
                <Link className={styles.command} to={command.to}>
                  <code>{command.name}</code>
                  <span>{command.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/api/table-of-contents">All commands and APIs</Link>
          </p>
        </section>
      </main>
    </Layout>
  )
}
