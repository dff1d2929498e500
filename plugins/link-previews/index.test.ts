import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { linkPreviews } from '../../src/config/linkPreviews'
import { cardName, designDigest } from './card'
import { plannedCards, type LoadedDoc } from './index'

const siteDir = path.resolve(__dirname, '../..')
const digest = designDigest(linkPreviews)
const url = (title: string, section: string[]) =>
  `/img/cards/${cardName({ title, section }, digest)}.png`

const doc = (source: string, title: string, image?: string): LoadedDoc => ({
  source: `@site/docs/${source}`,
  frontMatter: { title, ...(image !== undefined && { image }) },
})

describe('plannedCards', () => {
  it('plans one card per title and section, as the docs name them', () => {
    const cards = plannedCards(
      [
        doc('api/actions/click.mdx', 'click', url('click', ['API', 'Actions'])),
        doc('api/queries/get.mdx', 'get', url('get', ['API', 'Queries'])),
        // Another page with the same title and section shares the card.
        doc('api/queries/get-2.mdx', 'get', url('get', ['API', 'Queries'])),
        // A page's own image needs no card.
        doc('guides/overview/why-cypress.mdx', 'Why Cypress?', '/img/own.png'),
      ],
      linkPreviews,
      siteDir,
      digest,
    )
    expect(cards.map((card) => card.text)).toEqual([
      { title: 'click', section: ['API', 'Actions'] },
      { title: 'get', section: ['API', 'Queries'] },
    ])
  })

  it('names a doc without an image: the front matter hook is missing', () => {
    expect(() =>
      plannedCards(
        [doc('api/actions/click.mdx', 'click')],
        linkPreviews,
        siteDir,
        digest,
      ),
    ).toThrow(
      /@site\/docs\/api\/actions\/click\.mdx has no front matter image\. The site's markdown\.parseFrontMatter must be withCardImages\(\)/,
    )
  })

  it('names a doc whose card does not match its title and section', () => {
    expect(() =>
      plannedCards(
        [
          doc(
            'api/actions/click.mdx',
            'click',
            url('click', ['API', 'Queries']),
          ),
        ],
        linkPreviews,
        siteDir,
        digest,
      ),
    ).toThrow(
      /click\.mdx names the card \/img\/cards\/[0-9a-f]+\.png, but its title and section make/,
    )
  })
})
