import {
  changelogAnchor,
  changeLinks,
  lineSegments,
  splitFinalStop,
} from '../../data/changelog/lines'
import type { Change } from '../../data/changelog/types'

export interface LineProps {
  /** One changelog line: text with `code spans`. */
  text: string
  /** The versions the changelog lists, so references can link to them. */
  known: ReadonlySet<string>
  /**
   * Where a release's link leads: by default its anchor on this page
   * (`#13-6-0`); a page other than the changelog passes the changelog's.
   */
  releaseHref?: (version: string) => string
}

const onThisPage = (version: string) => `#${changelogAnchor(version)}`

/**
 * One changelog line: backtick spans become `<code>`, and a mention of a
 * regression from a listed release links to that release.
 */
export default function Line({
  text,
  known,
  releaseHref = onThisPage,
}: LineProps) {
  return (
    <>
      {lineSegments(text, known).map((segment, i) => {
        if (segment.kind === 'code') return <code key={i}>{segment.value}</code>
        if (segment.kind === 'release') {
          return (
            <a key={i} href={releaseHref(segment.value)}>
              {segment.value}
            </a>
          )
        }
        return segment.value
      })}
    </>
  )
}

/**
 * A change with the issues and pull requests it names in parentheses before
 * its final period: "... works again (#123, #456)."
 */
export function ChangeLine({
  change,
  known,
  releaseHref,
}: {
  change: Change
} & Omit<LineProps, 'text'>) {
  const links = changeLinks(change)
  if (links.length === 0) {
    return <Line text={change.text} known={known} releaseHref={releaseHref} />
  }
  const { sentence, stop } = splitFinalStop(change.text)
  return (
    <>
      <Line text={sentence} known={known} releaseHref={releaseHref} />
      {' ('}
      {links.map((link, i) => (
        <span key={link.url}>
          {i > 0 && ', '}
          <a href={link.url}>{link.label}</a>
        </span>
      ))}
      {`)${stop}`}
    </>
  )
}
