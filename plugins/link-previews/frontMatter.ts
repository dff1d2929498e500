import path from 'node:path'

import type { ParseFrontMatter } from '@docusaurus/types'

import { cardName, designDigest, type CardDesign, type CardText } from './card'
import { sectionTrail } from './section'

export interface LinkPreviewsOptions extends CardDesign {
  /** The docs plugin's folder, absolute: its pages get cards. */
  docsDir: string
  /** Where the cards go in the build, under the base URL: `img/cards`. */
  cardsPath: string
  /** Drawn cards are kept here between builds, by name. */
  cacheDir: string
}

/** A doc page, not a partial (`_name.mdx`, or in a `_folder`). */
export function isDocPage(docsDir: string, filePath: string): boolean {
  const relative = path.relative(docsDir, filePath)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false
  return (
    /\.mdx?$/.test(relative) &&
    !relative.split(path.sep).some((part) => part.startsWith('_'))
  )
}

/** What the card of the doc at `filePath` says. */
export function cardText(
  options: Pick<LinkPreviewsOptions, 'docsDir'>,
  filePath: string,
  title: string,
): CardText {
  return { title, section: sectionTrail(options.docsDir, filePath) }
}

/** The cards' folder under the base URL: `/img/cards/`. */
export function cardsFolderUrl(cardsPath: string): string {
  return `/${cardsPath.replace(/^\/+|\/+$/g, '')}/`
}

/** A card's path under the base URL (`/img/cards/<name>.png`). */
export function cardUrl(cardsPath: string, name: string): string {
  return `${cardsFolderUrl(cardsPath)}${name}.png`
}

/** Cards for the docs, named by the given design digest. */
export function cardUrlFor(
  options: Pick<LinkPreviewsOptions, 'docsDir' | 'cardsPath'>,
  digest: string,
  filePath: string,
  title: unknown,
): string {
  if (typeof title !== 'string' || title.trim() === '') {
    throw new Error(
      `${filePath}: the front matter has no title. Its link-preview card (plugins/link-previews) shows the title: add \`title: …\` to the front matter.`,
    )
  }
  return cardUrl(
    options.cardsPath,
    cardName(cardText(options, filePath, title), digest),
  )
}

/**
 * The site's `markdown.parseFrontMatter`: each doc page's front matter
 * gains `image`, the URL of its own card, which the theme writes as the
 * page's `og:image` and `twitter:image`. A page that sets `image` itself
 * keeps it; pages that are not docs keep the site's card
 * (`themeConfig.image`). The docs plugin and the MDX loader both parse
 * front matter with this, so the page's data and its head agree.
 */
export function withCardImages(options: LinkPreviewsOptions): ParseFrontMatter {
  let digest: string | undefined
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params)
    if (
      !isDocPage(options.docsDir, params.filePath) ||
      result.frontMatter.image !== undefined
    ) {
      return result
    }
    digest ??= designDigest(options)
    return {
      ...result,
      frontMatter: {
        ...result.frontMatter,
        image: cardUrlFor(
          options,
          digest,
          params.filePath,
          result.frontMatter.title,
        ),
      },
    }
  }
}
