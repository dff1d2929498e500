import type { ComponentProps } from 'react'

import styles from './styles.module.css'

/**
 * Every Markdown table, inside a region that scrolls sideways on narrow
 * screens. The region takes keyboard focus, so a wide table can be scrolled
 * without a mouse (WCAG 2.1.1).
 */
export default function Table(props: ComponentProps<'table'>) {
  return (
    <div
      className={styles.scroll}
      role="region"
      aria-label="Table"
      tabIndex={0}
    >
      <table {...props} />
    </div>
  )
}
