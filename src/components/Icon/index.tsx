import clsx from 'clsx'

import { icons, type IconName } from './icons'
import styles from './styles.module.css'

export type IconSize = 8 | 16

export interface IconProps {
  name: IconName
  /** Width and height in pixels. */
  size?: IconSize
  /** Accessible name; without one the icon is decorative and hidden. */
  title?: string
  className?: string
}

/** An inline SVG icon that takes the colour of the text around it. */
export default function Icon({ name, size = 16, title, className }: IconProps) {
  const path = icons[name]
  if (!path) {
    throw new Error(
      `Unknown icon "${String(name)}". Known icons: ${Object.keys(icons).join(', ')}.`,
    )
  }
  return (
    <svg
      className={clsx(styles.icon, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title
        ? { role: 'img', 'aria-label': title }
        : { 'aria-hidden': true })}
    >
      {title ? <title>{title}</title> : null}
      <path d={path} />
    </svg>
  )
}
