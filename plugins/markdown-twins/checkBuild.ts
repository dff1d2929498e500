import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { markdownProblems } from './checkMarkdown'
import { llmsTxtLinks } from './llmsTxt'
import { twinPath } from './twinPath'

/**
 * Checks a production build's Markdown twins against its sitemap: every doc
 * page the sitemap lists has its `.md` twin, clean, and links to it from its
 * head; `/llms.txt` lists exactly the doc pages' twins, each once;
 * `/llms-full.txt` has every doc page. A doc page is an HTML page the theme
 * marks `docs-doc-page` on its `<html>`. Returns one message per problem;
 * empty when the build is right.
 */

export interface BuildCheck {
  /** The paths of the doc pages the sitemap lists. */
  docPages: string[]
  problems: string[]
}

/** The HTML file a static host serves for a path of the site. */
function htmlFile(buildDir: string, pathname: string): string | undefined {
  const relative = decodeURIComponent(pathname).replace(/^\//, '')
  const candidates =
    relative.endsWith('/') || relative === ''
      ? [path.join(buildDir, relative, 'index.html')]
      : [
          path.join(buildDir, relative, 'index.html'),
          path.join(buildDir, `${relative}.html`),
        ]
  return candidates.find((candidate) => existsSync(candidate))
}

/** The `<html>` tag marks the theme's doc pages. */
function isDocPage(html: string): boolean {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? ''
  return /\bdocs-doc-page\b/.test(tag)
}

function markdownAlternate(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (
      /\brel=["']?alternate\b/i.test(tag) &&
      /\btype=["']?text\/markdown\b/i.test(tag)
    ) {
      return /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1]
    }
  }
  return undefined
}

export function checkBuild(buildDir: string): BuildCheck {
  const problems: string[] = []
  const read = (file: string) => {
    const full = path.join(buildDir, file)
    if (!existsSync(full)) {
      problems.push(`${file} is missing from the build`)
      return undefined
    }
    return readFileSync(full, 'utf8')
  }
  const sitemap = read('sitemap.xml') ?? ''
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1].trim()),
  )
  const docPages: string[] = []
  for (const url of urls) {
    const file = htmlFile(buildDir, url.pathname)
    if (!file) {
      problems.push(
        `${url.pathname}: the sitemap lists it, but no HTML file serves it`,
      )
      continue
    }
    const html = readFileSync(file, 'utf8')
    if (!isDocPage(html)) continue
    docPages.push(url.pathname)
    const twin = twinPath(url.pathname)
    const alternate = markdownAlternate(html)
    if (alternate !== twin && alternate !== new URL(twin, url).href) {
      problems.push(
        `${url.pathname}: its head links to ${alternate ?? 'no Markdown twin'}, not ${twin}`,
      )
    }
    const twinFile = path.join(buildDir, twin.replace(/^\//, ''))
    if (!existsSync(twinFile)) {
      problems.push(`${url.pathname}: its Markdown twin ${twin} is missing`)
      continue
    }
    const markdown = readFileSync(twinFile, 'utf8')
    if (!markdown.includes(`\ncanonical: ${url.href}\n`)) {
      problems.push(`${twin}: its front matter has no canonical: ${url.href}`)
    }
    for (const problem of markdownProblems(markdown)) {
      problems.push(`${twin}: ${problem}`)
    }
  }
  const expected = new Set(docPages.map(twinPath))
  const llms = read('llms.txt')
  if (llms !== undefined) {
    const listed = llmsTxtLinks(llms).map((link) => new URL(link).pathname)
    const seen = new Set<string>()
    for (const link of listed) {
      if (seen.has(link)) problems.push(`llms.txt lists ${link} twice`)
      seen.add(link)
      if (!expected.has(link)) {
        problems.push(`llms.txt lists ${link}, which is not a doc page's twin`)
      }
    }
    for (const twin of expected) {
      if (!seen.has(twin)) problems.push(`llms.txt does not list ${twin}`)
    }
  }
  const full = read('llms-full.txt')
  if (full !== undefined) {
    for (const url of urls) {
      if (
        docPages.includes(url.pathname) &&
        !full.includes(`\nURL: ${url.href}\n`)
      ) {
        problems.push(`llms-full.txt does not have ${url.pathname}`)
      }
    }
  }
  if (urls.length > 0 && docPages.length === 0) {
    problems.push('no page of the sitemap is a doc page (docs-doc-page)')
  }
  return { docPages, problems }
}
