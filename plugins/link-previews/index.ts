import path from 'node:path'

import logger from '@docusaurus/logger'
import type { LoadedContent } from '@docusaurus/plugin-content-docs'
import type { LoadContext, Plugin } from '@docusaurus/types'

import { cardName, designDigest } from './card'
import { writeCards, type PlannedCard } from './cards'
import {
  cardText,
  cardUrl,
  cardsFolderUrl,
  type LinkPreviewsOptions,
  withCardImages,
} from './frontMatter'

export { withCardImages, type LinkPreviewsOptions }

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs'

/** A doc as the docs plugin loaded it: where it is, and its front matter. */
export interface LoadedDoc {
  source: string
  frontMatter: { title?: unknown; image?: unknown }
}

/**
 * The cards the docs name, one per name, checked against what
 * `withCardImages` wrote into their front matter: a doc with no `image`
 * means the hook is not the site's `markdown.parseFrontMatter`. A doc whose
 * own front matter sets another image keeps it and needs no card.
 */
export function plannedCards(
  docs: readonly LoadedDoc[],
  options: LinkPreviewsOptions,
  siteDir: string,
  digest: string,
): PlannedCard[] {
  const cards = new Map<string, PlannedCard>()
  const folder = cardsFolderUrl(options.cardsPath)
  for (const doc of docs) {
    const filePath = path.join(siteDir, doc.source.replace(/^@site\//, ''))
    const { image, title } = doc.frontMatter
    if (image === undefined) {
      throw new Error(
        `link-previews: ${doc.source} has no front matter image. The site's markdown.parseFrontMatter must be withCardImages() from plugins/link-previews (docusaurus.config.ts), with the same options as the plugin.`,
      )
    }
    if (typeof image !== 'string' || !image.startsWith(folder)) {
      continue
    }
    if (typeof title !== 'string') {
      throw new Error(`link-previews: ${doc.source} has no title`)
    }
    const text = cardText(options, filePath, title)
    const name = cardName(text, digest)
    if (image !== cardUrl(options.cardsPath, name)) {
      throw new Error(
        `link-previews: ${doc.source} names the card ${image}, but its title and section make ${cardUrl(options.cardsPath, name)}: withCardImages() and the plugin must have the same options.`,
      )
    }
    cards.set(name, { name, text })
  }
  return [...cards.values()]
}

/**
 * A link preview per doc page (see ./README.md): after a production build,
 * the card each doc page names in its `og:image` is written to
 * `<cardsPath>/<name>.png`, drawn or taken from the cache.
 */
export default function linkPreviewsPlugin(
  context: LoadContext,
  options: LinkPreviewsOptions,
): Plugin {
  let cards: PlannedCard[] = []
  let pages = 0
  return {
    name: 'link-previews',

    allContentLoaded({ allContent }) {
      const docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined
      if (!docs) {
        throw new Error(
          `link-previews: the docs plugin (${DOCS_PLUGIN}) loaded no content`,
        )
      }
      const all = docs.loadedVersions.flatMap((version) => version.docs)
      pages = all.length
      cards = plannedCards(all, options, context.siteDir, designDigest(options))
    },

    async postBuild({ outDir, siteConfig }) {
      const started = Date.now()
      const { drawn, cached } = await writeCards(
        cards,
        options,
        path.join(outDir, options.cardsPath),
        options.cacheDir,
      )
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      logger.info`Link previews: ${cards.length} cards for ${pages} doc pages under path=${`${siteConfig.baseUrl}${options.cardsPath}`}, ${drawn} drawn and ${cached} from the cache, in ${seconds} s.`
    },
  }
}
