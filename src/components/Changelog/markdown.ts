import type { PhrasingContent, RootContent } from 'mdast'

import {
  changeKinds,
  changelogAnchor,
  changeLinks,
  earlierReleases,
  lineSegments,
  majorSections,
  releases,
  splitFinalStop,
  type Bundled,
  type Change,
  type Release,
} from '../../data/changelog'
import {
  link,
  list,
  paragraph,
  text,
  type MarkdownForm,
} from '../../lib/markdownForm'
import { formatShortUtcDate } from '../../lib/shortUtcDate'

const known: ReadonlySet<string> = new Set(
  [...releases, ...earlierReleases].map((release) => release.version),
)

function releaseDate(day: string): string {
  return formatShortUtcDate(new Date(`${day}T00:00:00Z`), 'en')
}

function bundledText({ electron, chromium, node }: Bundled): string {
  return [
    electron && `Electron ${electron}`,
    chromium && `Chromium ${chromium}`,
    node && `Node.js ${node}`,
  ]
    .filter(Boolean)
    .join(', ')
}

/** A changelog line: `code` spans, a regression's release linked, then its GitHub links. */
function changeLine(change: Change, pageUrl: string): PhrasingContent[] {
  const links = changeLinks(change)
  const { sentence, stop } =
    links.length > 0
      ? splitFinalStop(change.text)
      : { sentence: change.text, stop: '' }
  const parts = lineSegments(sentence, known).map(
    (segment): PhrasingContent => {
      if (segment.kind === 'code') {
        return { type: 'inlineCode', value: segment.value }
      }
      if (segment.kind === 'release') {
        return link(`${pageUrl}#${changelogAnchor(segment.value)}`, [
          text(segment.value),
        ])
      }
      return text(segment.value)
    },
  )
  if (links.length === 0) return parts
  parts.push(text(' ('))
  links.forEach((githubLink, i) => {
    if (i > 0) parts.push(text(', '))
    parts.push(link(githubLink.url, [text(githubLink.label)]))
  })
  parts.push(text(`)${stop}`))
  return parts
}

function releaseNotes(release: Release, pageUrl: string): RootContent[] {
  const shipped = bundledText(release.bundled ?? {})
  return [
    { type: 'heading', depth: 3, children: [text(release.version)] },
    paragraph([
      text(
        `Released ${releaseDate(release.date)}` +
          (shipped ? `. Bundles ${shipped}.` : ''),
      ),
    ]),
    ...(release.summary
      ? [paragraph(changeLine({ text: release.summary }, pageUrl))]
      : []),
    ...changeKinds.flatMap(({ key, label }): RootContent[] => {
      const changes = release[key]
      if (!changes?.length) return []
      return [
        { type: 'heading', depth: 4, children: [text(label)] },
        list(changes.map((change) => [paragraph(changeLine(change, pageUrl))])),
      ]
    }),
  ]
}

/**
 * One major's releases and groups, as the component draws them: an `###`
 * per release with its date and bundled engines, an `####` per kind of
 * change, each change a list item with its GitHub links.
 */
export const markdown: MarkdownForm = (element, page) => {
  const major = Number(element.prop('major'))
  return majorSections()
    .filter((section) => section.major === major)
    .flatMap(({ date, first, summary, releases: listed }): RootContent[] => [
      ...(date
        ? [paragraph([text(`${first} released ${releaseDate(date)}`)])]
        : []),
      ...(summary ? [paragraph(changeLine({ text: summary }, page.url))] : []),
      ...listed.flatMap((release) => releaseNotes(release, page.url)),
    ])
}
