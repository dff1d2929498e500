import path from 'node:path'

import type { Root, RootContent } from 'mdast'
import type { Plugin } from 'unified'

import { faqEntries, faqPageJsonLd, scriptJson } from './faqJsonLd'

/**
 * Adds FAQPage structured data to the FAQ pages: a `<Head>` (the MDX
 * component Docusaurus provides) holding a
 * `<script type="application/ld+json">`, at the end of the page. The server
 * writes it into the page's `<head>`, and the site's client-head plugin keeps
 * it in step on client-side navigation. The data is built from the page's
 * `###` questions and their answers (./faqJsonLd.ts). JSON-LD is data, not a
 * script, so the Content-Security-Policy does not list it
 * (plugins/static-host-headers, `inlineScripts`).
 */
export interface FaqJsonLdOptions {
  /** Folders whose pages are FAQ pages (absolute paths). */
  directories: string[]
}

/** Whether the file at `filePath` sits in one of `directories`. */
export function inDirectories(
  filePath: string | undefined,
  directories: readonly string[],
): boolean {
  if (!filePath) return false
  return directories.some((directory) => {
    const relative = path.relative(directory, filePath)
    return (
      relative !== '' &&
      !relative.startsWith('..') &&
      !path.isAbsolute(relative)
    )
  })
}

/** `<Head><script type="application/ld+json">{json}</script></Head>`. */
function headScript(json: string): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Head',
    attributes: [],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'script',
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'type',
            value: 'application/ld+json',
          },
        ],
        children: [{ type: 'text', value: json }],
      },
    ],
  } as unknown as RootContent
}

const remarkFaqJsonLd: Plugin<[FaqJsonLdOptions], Root> = ({ directories }) => {
  return (tree, file) => {
    if (!inDirectories(file.path, directories)) return
    const entries = faqEntries(tree)
    if (entries.length === 0) return
    tree.children.push(headScript(scriptJson(faqPageJsonLd(entries))))
  }
}

export default remarkFaqJsonLd
