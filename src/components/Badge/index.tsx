import clsx from 'clsx'
import type { ReactNode } from 'react'

import styles from './styles.module.css'

export type BadgeType = 'info' | 'success' | 'warning' | 'danger' | 'neutral'

export interface BadgeProps {
  type?: BadgeType
  children: ReactNode
}

/** A short inline label, such as a testing type or a plan. */
export default function Badge({ type = 'neutral', children }: BadgeProps) {
  return <span className={clsx(styles.badge, styles[type])}>{children}</span>
}
