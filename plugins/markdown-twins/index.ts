import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import logger from '@docusaurus/logger'
import type { LoadedContent } from '@docusaurus/plugin-content-docs'
import type { LoadContext, Plugin } from '@docusaurus/types'

import type { SidebarItem } from '../../src/lib/sidebars'
import { markdownProblems } from './checkMarkdown'
import { llmsFullTxt, llmsSections, llmsTxt, type LlmsPage } from './llmsTxt'
import { mdxToMarkdown, pageUrl } from './toMarkdown'
import { twinPath } from './twinPath'

/**
 * Docs that tools can read (see ./README.md): after a production build,
 * every listed doc page gets a Markdown twin at `<route>.md`, and the site
 * gets `/llms.txt` and `/llms-full.txt`. Each doc page's head links to its
 * twin (`theme/DocItem/Metadata`).
 */

/** The paragraph under the title of llms.txt. */
export const SUMMARY =
  'The documentation of Cypress, the test runner for anything that runs in a browser: guides to end-to-end and component testing, the reference of every command, query, assertion and Node event, examples, and answers to common questions. Each page below is a Markdown file; /llms-full.txt holds all of them in one file.'

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs'

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let docs: LoadedContent | undefined
  return {
    name: 'markdown-twins',

    getThemePath() {
      return path.join(__dirname, 'theme')
    },

    allContentLoaded({ allContent }) {
      docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined
    },

    async postBuild({ outDir, siteConfig }) {
      if (!docs) {
        throw new Error(
          `markdown-twins: the docs plugin (${DOCS_PLUGIN}) loaded no content`,
        )
      }
      const started = Date.now()
      const all = docs.loadedVersions.flatMap((version) => version.docs)
      const permalinks = new Map(
        all.map((doc) => [doc.source.replace(/^@site\//, ''), doc.permalink]),
      )
      const pages: LlmsPage[] = []
      const warnings: string[] = []
      const problems: string[] = []
      for (const doc of all.filter((candidate) => !candidate.unlisted)) {
        const sourcePath = doc.source.replace(/^@site\//, '')
        const source = await readFile(
          path.join(context.siteDir, sourcePath),
          'utf8',
        )
        const twinContext = {
          siteUrl: siteConfig.url,
          baseUrl: siteConfig.baseUrl,
          permalink: doc.permalink,
          sourcePath,
          permalinks,
          title: doc.title,
          description: doc.description,
        }
        const twin = await mdxToMarkdown(source, twinContext)
        warnings.push(...twin.warnings)
        problems.push(
          ...markdownProblems(twin.markdown).map(
            (problem) => `${sourcePath} (twin) ${problem}`,
          ),
        )
        const file = path.join(
          outDir,
          twinPath(doc.permalink).slice(siteConfig.baseUrl.length),
        )
        await mkdir(path.dirname(file), { recursive: true })
        await writeFile(file, twin.markdown)
        pages.push({
          id: doc.id,
          title: doc.title,
          description: doc.description,
          url: pageUrl(twinContext),
          markdownUrl: pageUrl({
            siteUrl: siteConfig.url,
            permalink: twinPath(doc.permalink),
          }),
          body: twin.body,
        })
      }
      for (const warning of warnings) logger.warn(`markdown-twins: ${warning}`)
      if (problems.length > 0) {
        throw new Error(
          `markdown-twins: ${problems.length} Markdown twin(s) are not clean Markdown:\n- ${problems.join('\n- ')}`,
        )
      }
      const sidebars = Object.assign(
        {},
        ...docs.loadedVersions.map((version) => version.sidebars),
      ) as Record<string, SidebarItem[]>
      const files = {
        title: siteConfig.title,
        summary: SUMMARY,
        sections: llmsSections(sidebars, pages),
      }
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(files))
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(files))
      logger.info`Markdown twins: wrote number=${pages.length} pages, path=${'llms.txt'} and path=${'llms-full.txt'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`
    },
  }
}
