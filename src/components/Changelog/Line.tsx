import type { ReactNode } from 'react'

import { changelogAnchor } from '../../data/changelog'

/** Versions a line may point back to, as in "a regression from 13.6.0". */
const regression = /(regression from )(\d+\.\d+\.\d+)/g

/** Plain text with "regression from x.y.z" linked to that release. */
function withReleaseLinks(
  text: string,
  known: ReadonlySet<string>,
  key: string,
): ReactNode[] {
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(regression)) {
    const [whole, lead, version] = match
    if (!known.has(version)) continue
    const start = match.index
    nodes.push(text.slice(last, start) + lead)
    nodes.push(
      <a key={`${key}-${start}`} href={`#${changelogAnchor(version)}`}>
        {version}
      </a>,
    )
    last = start + whole.length
  }
  nodes.push(text.slice(last))
  return nodes.filter((node) => node !== '')
}

export interface LineProps {
  /** One changelog line: text with `code spans`. */
  text: string
  /** The versions the changelog lists, so references can link to them. */
  known: ReadonlySet<string>
}

/**
 * One changelog line: backtick spans become `<code>`, and a mention of a
 * regression from a listed release links to that release.
 */
export default function Line({ text, known }: LineProps) {
  return (
    <>
      {text
        .split('`')
        .flatMap((part, i) =>
          i % 2 === 1 ? (
            <code key={i}>{part}</code>
          ) : (
            withReleaseLinks(part, known, String(i))
          ),
        )}
    </>
  )
}
