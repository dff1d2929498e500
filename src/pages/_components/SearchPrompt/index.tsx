import { useHistory } from '@docusaurus/router'
import Icon from '../../../components/Icon'

import styles from './styles.module.css'

/**
 * A large search field that opens the navbar's search modal, so the home page
 * and the rest of the site share one search. Without the modal (before
 * hydration finishes, or with JavaScript off) it is a link to /search.
 */
export default function SearchPrompt() {
  const history = useHistory()
  return (
    <a
      className={styles.prompt}
      href="/search"
      onClick={(event) => {
        const button =
          document.querySelector<HTMLButtonElement>('.DocSearch-Button')
        event.preventDefault()
        if (button) button.click()
        else history.push('/search')
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
