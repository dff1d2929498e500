import type { Change } from './types'

/**
 * How a changelog line and a release read on a page: the release anchors,
 * a line's code spans and regression links, and a change's GitHub links.
 * They hold no release data, so a page that shows a few lines (the upgrade
 * planner) imports them without the whole changelog; `./index.ts`
 * re-exports them with the data.
 */

/** The anchor of a release's heading: `15.3.0` becomes `15-3-0`. */
export function changelogAnchor(version: string): string {
  return version.replace(/\./g, '-')
}

/** A piece of a changelog line: text, a code span, or a link to a release. */
export type LineSegment =
  | { kind: 'text'; value: string }
  | { kind: 'code'; value: string }
  | { kind: 'release'; value: string; lead: string }

/**
 * "regression from 13.6.0", "regressions from 14.0.0", "regression introduced
 * in 13.0.0": the version a fix points back to.
 */
const regression =
  /(regressions? (?:from|in|introduced in) (?:Cypress )?)(\d+\.\d+\.\d+)/g

/**
 * A changelog line split into segments: backtick spans are code, and a
 * regression's version becomes a link when `known` lists it. Shared by the
 * page and its Markdown twin.
 */
export function lineSegments(
  line: string,
  known: ReadonlySet<string>,
): LineSegment[] {
  return line.split('`').flatMap((part, index): LineSegment[] => {
    if (index % 2 === 1) return [{ kind: 'code', value: part }]
    const segments: LineSegment[] = []
    let last = 0
    for (const match of part.matchAll(regression)) {
      const [whole, lead, version] = match
      if (!known.has(version)) continue
      segments.push({
        kind: 'text',
        value: part.slice(last, match.index) + lead,
      })
      segments.push({ kind: 'release', value: version, lead })
      last = match.index + whole.length
    }
    segments.push({ kind: 'text', value: part.slice(last) })
    return segments.filter(
      (segment) => segment.kind !== 'text' || segment.value !== '',
    )
  })
}

/**
 * A line without its final period, so links can stand before it:
 * "Works again." becomes `{ sentence: 'Works again', stop: '.' }`. A line
 * ending otherwise (a question, a quotation) keeps its end.
 */
export function splitFinalStop(line: string): {
  sentence: string
  stop: string
} {
  return line.endsWith('.') && !line.endsWith('..')
    ? { sentence: line.slice(0, -1), stop: '.' }
    : { sentence: line, stop: '' }
}

/** The GitHub links of a change: its issues, then its pull requests. */
export function changeLinks(change: Change): { label: string; url: string }[] {
  const repo = 'https://github.com/cypress-io/cypress'
  return [
    ...(change.issues ?? []).map((n) => ({
      label: `#${n}`,
      url: `${repo}/issues/${n}`,
    })),
    ...(change.prs ?? []).map((n) => ({
      label: `#${n}`,
      url: `${repo}/pull/${n}`,
    })),
  ]
}
