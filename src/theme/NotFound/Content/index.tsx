import Link from '@docusaurus/Link'
import { useLocation } from '@docusaurus/router'
import Translate from '@docusaurus/Translate'
import useIsBrowser from '@docusaurus/useIsBrowser'
import type { Props } from '@theme/NotFound/Content'
import Heading from '@theme/Heading'
import SearchPrompt from '@theme/SearchPrompt'
import clsx from 'clsx'

import styles from './styles.module.css'

const sections = [
  { label: 'Guides', to: '/guides/overview/why-cypress' },
  { label: 'API reference', to: '/api/table-of-contents' },
  { label: 'Examples', to: '/examples/recipes' },
  { label: 'FAQ', to: '/faq/questions/using-cypress-faq' },
  { label: 'Plugins', to: '/plugins' },
  { label: 'Home', to: '/' },
]

/**
 * The not-found page's content, replacing the theme's leaf (a title and two
 * sentences) with what helps a reader recover: the path that failed, a
 * search, and the main sections.
 */
export default function NotFoundContent({ className }: Props) {
  const { pathname } = useLocation()
  // The page is pre-rendered once, as 404.html: the path the reader asked
  // for is only known in the browser, after hydration.
  const isBrowser = useIsBrowser()
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className={styles.content}>
        <Heading as="h1">
          <Translate id="theme.NotFound.title">Page Not Found</Translate>
        </Heading>
        <p>
          There is no page at{' '}
          {isBrowser ? <code>{pathname}</code> : 'this address'}. It may have
          moved when the docs were reorganized, or the link that brought you
          here has a typo.
        </p>
        <p>Search for what you were looking for:</p>
        <SearchPrompt />
        <h2 className={styles.sectionsTitle}>Or start from a section</h2>
        <ul className={styles.sections}>
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  )
}
