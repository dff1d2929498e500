import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import type { SerializedIndex } from '../../plugins/local-search/types'

/**
 * Every heading a search hit points at exists in the built page: the index
 * computes its anchors from the MDX, the build from the rendered headings,
 * and a hit to a missing anchor lands at the top of the page. Reads the
 * index the last build wrote and the HTML in build/.
 */

const root = path.resolve(__dirname, '../..')
const indexFile = path.join(
  root,
  '.docusaurus/local-search/default/search-index.json',
)

test('every anchor in the search index is an id in its built page', () => {
  expect(
    existsSync(indexFile),
    `${indexFile} is missing: run npm run build first`,
  ).toBe(true)
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as SerializedIndex
  const ids = new Map<string, Set<string>>()
  const idsOf = (url: string) => {
    let found = ids.get(url)
    if (!found) {
      const html = readFileSync(
        path.join(root, 'build', url, 'index.html'),
        'utf8',
      )
      found = new Set(
        [...html.matchAll(/\sid=(?:"([^"]+)"|([^\s>]+))/g)].map(
          ([, quoted, bare]) => quoted ?? bare,
        ),
      )
      ids.set(url, found)
    }
    return found
  }
  const missing: string[] = []
  let anchors = 0
  for (const [pageIndex, anchor] of index.sections) {
    if (!anchor) continue
    anchors++
    const { url } = index.pages[pageIndex]
    if (!idsOf(url).has(anchor)) missing.push(`${url}#${anchor}`)
  }
  console.log(
    `search anchors: ${anchors} anchors on ${index.pages.length} pages checked`,
  )
  expect(anchors).toBeGreaterThan(100)
  expect(
    missing,
    `search hits point at headings the built pages do not have:\n${missing.join('\n')}`,
  ).toEqual([])
})
