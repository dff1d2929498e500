import Link from '@docusaurus/Link'
import Heading from '@theme/Heading'

import {
  changelogYears,
  docPath,
  entriesOfYear,
  itemSegments,
  productChangelogs,
  products,
  weekAnchor,
  weekLabel,
  type ItemSegment,
  type Product,
  type ProductChangelogEntry,
} from '../../data/productChangelogs'
import styles from './styles.module.css'

export interface ProductChangelogProps {
  /** The product whose changelog to show: `ui-coverage` or `accessibility`. */
  product: Product
  /** The year to show, under the page's own `## YYYY`. */
  year: number
}

/** Text with `code` spans and links to docs, as `itemSegments` reads it. */
function Segments({ segments }: { segments: ItemSegment[] }) {
  return (
    <>
      {segments.map((segment, i) => {
        if (segment.kind === 'code') return <code key={i}>{segment.value}</code>
        if (segment.kind === 'link') {
          return (
            <Link key={i} to={docPath(segment.to)}>
              <Segments segments={segment.label} />
            </Link>
          )
        }
        return segment.value
      })}
    </>
  )
}

/**
 * One year of a Cypress Cloud product's changelog from
 * `src/data/productChangelogs`: an h3 per week, then what the week brought.
 * The page writes the year's h2 itself, so the table of contents lists the
 * years. Week headings are the theme's Heading, so each gets its anchor
 * (`#week-of-2026-05-18`) and link icon, and the build's broken-anchor
 * check knows them.
 */
export default function ProductChangelog({
  product,
  year,
}: ProductChangelogProps) {
  const entries = productChangelogs[product]
  if (!entries) {
    throw new Error(
      `<ProductChangelog product="${product}" />: no such product; use one of ${products.join(', ')}`,
    )
  }
  const shown = entriesOfYear(entries, year)
  if (shown.length === 0) {
    throw new Error(
      `<ProductChangelog product="${product}" year={${year}} />: no entries that year; it has ${changelogYears(entries).join(', ')}`,
    )
  }
  return (
    <div className={styles.changelog}>
      {shown.map((entry) => (
        <Week key={entry.week} entry={entry} />
      ))}
    </div>
  )
}

function Week({ entry }: { entry: ProductChangelogEntry }) {
  const anchor = weekAnchor(entry.week)
  return (
    <section className={styles.week} aria-labelledby={anchor}>
      <Heading as="h3" id={anchor}>
        <time dateTime={entry.week}>{weekLabel(entry.week)}</time>
      </Heading>
      <ul>
        {entry.items.map((item) => (
          <li key={item.title}>
            <strong>
              <Segments segments={itemSegments(item.title)} />:
            </strong>{' '}
            <Segments segments={itemSegments(item.text)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
