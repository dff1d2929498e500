import clsx from 'clsx'

import styles from './styles.module.css'

/** One choice of a filter: the value it sets, and what the reader reads. */
export interface FilterOption {
  value: string
  label: string
}

export interface FilterProps {
  /** The select's id, which its label names. */
  id: string
  label: string
  /** The first choice, which filters nothing: "All topics". */
  allLabel: string
  /** The chosen value, `''` for all. */
  value: string
  options: readonly FilterOption[]
  /** Called with the chosen value, `''` for all. */
  onChange: (value: string) => void
  /** Sizes the filter in its container's layout. */
  className?: string
}

/**
 * One labelled select of a filter bar, with an "all" choice first: the
 * media lists' topic and year, the plugin directory's category and badge.
 */
export default function Filter({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
}: FilterProps) {
  return (
    <div className={clsx(styles.filter, className)}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
