/**
 * Support answers, issues and other sites link to single FAQ questions by
 * their anchor. Each question heading therefore carries an explicit id
 * (`### Question? {/* #question-id *\/}`), and faqAnchors.json records every
 * id a FAQ page has published: a test fails when one disappears, so a
 * reworded or moved question keeps its old id.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import published from './faqAnchors.json'

const root = path.resolve(__dirname, '../..')

/** The question headings of a page, with the explicit id each sets, if any. */
function questions(page: string): { line: number; id?: string }[] {
  return readFileSync(path.join(root, page), 'utf8')
    .split('\n')
    .flatMap((text, index) =>
      text.startsWith('### ')
        ? [
            {
              line: index + 1,
              id: text.match(/\{\/\* #([a-z0-9-]+) \*\/\}\s*$/)?.[1],
            },
          ]
        : [],
    )
}

describe.each(Object.entries(published as Record<string, string[]>))(
  '%s',
  (page, ids) => {
    const found = questions(page)

    it('gives every question heading an explicit id, once', () => {
      const missing = found.filter((q) => !q.id).map((q) => `${page}:${q.line}`)
      expect(missing, 'add {/* #id */} to these headings').toEqual([])
      const seen = new Set<string>()
      const twice = found
        .map((q) => q.id!)
        .filter((id) => seen.has(id) || !seen.add(id))
      expect(twice).toEqual([])
    })

    it('keeps every id it has published', () => {
      const present = new Set(found.map((q) => q.id))
      expect(
        ids.filter((id) => !present.has(id)),
        'a question lost its anchor: keep the old id on the reworded or moved heading',
      ).toEqual([])
    })

    it('has every id recorded, so its removal would be caught', () => {
      const recorded = new Set(ids)
      expect(
        found.map((q) => q.id).filter((id) => id && !recorded.has(id)),
        `add these ids to tests/docs/faqAnchors.json`,
      ).toEqual([])
    })
  },
)
