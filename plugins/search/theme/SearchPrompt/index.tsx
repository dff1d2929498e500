import { useHistory } from '@docusaurus/router'
import useBaseUrl from '@docusaurus/useBaseUrl'

import Icon from '../../../../src/components/Icon'
import { openSearch } from '../SearchBar/openSearch'
import styles from './styles.module.css'

/**
 * A large search field that opens the navbar's search modal, so the home
 * page, the not-found page and the rest of the site share one search
 * (`@theme/SearchPrompt`). It opens the modal through the search plugin's
 * own opener (../SearchBar/openSearch.ts). Without the modal (before
 * hydration finishes, or with JavaScript off) it is a link to the search
 * page.
 */
export default function SearchPrompt() {
  const history = useHistory()
  const searchPage = useBaseUrl('/search')
  return (
    <a
      className={styles.prompt}
      href={searchPage}
      onClick={(event) => {
        event.preventDefault()
        if (!openSearch()) history.push(searchPage)
      }}
    >
      <Icon name="search" className={styles.icon} />
      <span className={styles.label}>
        Search the docs: commands, guides, errors
      </span>
      <kbd className={styles.keys}>Ctrl K</kbd>
    </a>
  )
}
