/**
 * `/llms.txt` and `/llms-full.txt` (https://llmstxt.org): the site's title,
 * a one-paragraph summary, then one `##` section per sidebar (for the docs
 * at its top level) and per top-level sidebar category, each listing its
 * pages' Markdown twins in sidebar order.
 */

import { sidebarLabel, type SidebarItem } from '../../src/lib/sidebars'

/** One doc page, as the files list it. */
export interface LlmsPage {
  id: string
  title: string
  description: string
  /** The page's absolute URL. */
  url: string
  /** Its Markdown twin's absolute URL. */
  markdownUrl: string
  /** The twin's body: no front matter, no title. */
  body: string
}

export interface LlmsSection {
  label: string
  pages: LlmsPage[]
}

/** The doc ids of sidebar items, depth first, in sidebar order. */
function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id]
    if (item.type === 'category') {
      return [
        ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
        ...docIds(item.items),
      ]
    }
    return []
  })
}

export const OTHER_PAGES = 'Other pages'

/**
 * The sections of the files, in sidebar order: per sidebar, its top-level
 * docs under the sidebar's label and each top-level category under its
 * label. Each page is listed once, where the sidebars first show it; the
 * pages no sidebar shows come last, under "Other pages". Sidebar items that
 * name no page given (unlisted docs) are left out.
 */
export function llmsSections(
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
  pages: readonly LlmsPage[],
): LlmsSection[] {
  const byId = new Map(pages.map((page) => [page.id, page]))
  const listed = new Set<string>()
  const sections: LlmsSection[] = []
  const section = (label: string) => {
    let found = sections.find((candidate) => candidate.label === label)
    if (!found) {
      found = { label, pages: [] }
      sections.push(found)
    }
    return found
  }
  const add = (target: LlmsSection, ids: string[]) => {
    for (const id of ids) {
      const page = byId.get(id)
      if (page && !listed.has(id)) {
        listed.add(id)
        target.pages.push(page)
      }
    }
  }
  for (const [name, items] of Object.entries(sidebars)) {
    const top = sidebarLabel(name)
    const ownLabels = new Set<string>()
    for (const item of items) {
      if (item.type === 'category') {
        // A category named like another section is told apart by its sidebar.
        const taken =
          ownLabels.has(item.label) ||
          sections.some((candidate) => candidate.label === item.label)
        const label = taken ? `${top}: ${item.label}` : item.label
        ownLabels.add(label)
        add(section(label), docIds([item]))
      } else {
        add(section(top), docIds([item]))
      }
    }
  }
  add(
    section(OTHER_PAGES),
    pages.map((page) => page.id),
  )
  return sections.filter((candidate) => candidate.pages.length > 0)
}

/** Text on one line, for a list item. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function linkText(text: string): string {
  return oneLine(text).replace(/([[\]\\])/g, '\\$1')
}

export interface LlmsFiles {
  title: string
  summary: string
  sections: readonly LlmsSection[]
}

/** `/llms.txt`: the title, the summary, and a link list per section. */
export function llmsTxt({ title, summary, sections }: LlmsFiles): string {
  const lines = [`# ${oneLine(title)}`, '', `> ${oneLine(summary)}`]
  for (const { label, pages } of sections) {
    lines.push('', `## ${oneLine(label)}`, '')
    for (const page of pages) {
      const description = oneLine(page.description)
      lines.push(
        `- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`,
      )
    }
  }
  return `${lines.join('\n')}\n`
}

/** `/llms-full.txt`: every page's Markdown, in the order of llms.txt. */
export function llmsFullTxt({ title, summary, sections }: LlmsFiles): string {
  const parts = [`# ${oneLine(title)}\n\n> ${oneLine(summary)}`]
  for (const { pages } of sections) {
    for (const page of pages) {
      parts.push(
        [`# ${oneLine(page.title)}`, `URL: ${page.url}`, page.body.trim()]
          .filter(Boolean)
          .join('\n\n'),
      )
    }
  }
  return `${parts.join('\n\n---\n\n')}\n`
}

/** The Markdown URLs llms.txt links to, in order. */
export function llmsTxtLinks(text: string): string[] {
  return [...text.matchAll(/^- \[(?:\\.|[^\]\\])*\]\(([^)\s]+)\)/gm)].map(
    (match) => match[1],
  )
}
