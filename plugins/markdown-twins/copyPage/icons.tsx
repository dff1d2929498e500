import type { ReactNode } from 'react'

import styles from './styles.module.css'

/** A 16 px line icon on a 24-unit grid, hidden from assistive technology. */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** Two overlapping sheets: the button's icon and its "Copy page" item's. */
export function CopyIcon() {
  return (
    <Icon>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </Icon>
  )
}

/** An arrow leaving a box: the item opens another site in a new tab. */
export function ExternalIcon() {
  return (
    <svg
      className={`${styles.icon} ${styles.external}`}
      viewBox="0 0 24 24"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}
