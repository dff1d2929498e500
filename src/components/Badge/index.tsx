import type { ReactNode } from 'react'

import type { BadgeTone } from '../../data/badges'
import { badgeClassName } from './classNames'
import './badge.css'

export type BadgeType = BadgeTone

export interface BadgeProps {
  type?: BadgeType
  children: ReactNode
}

/**
 * A short inline label in a React page, such as a plugin's status in the
 * plugin directory. Doc pages write `<Badge kind="..." />` instead, which
 * plugins/badges turns into the same markup at build time.
 */
export default function Badge({ type = 'neutral', children }: BadgeProps) {
  return <span className={badgeClassName(type)}>{children}</span>
}
