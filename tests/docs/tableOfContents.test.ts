import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const apiDir = path.resolve(__dirname, '../../docs/api')
const tableOfContents = readFileSync(
  path.join(apiDir, 'table-of-contents.mdx'),
  'utf8',
)

/** Every page in the command folders, as the table of contents links it. */
const commandPages = ['queries', 'assertions', 'actions', 'commands'].flatMap(
  (folder) => {
    const dir = path.join(apiDir, folder)
    try {
      return readdirSync(dir)
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => `./${folder}/${name}`)
    } catch {
      return []
    }
  },
)

describe('the API table of contents', () => {
  it('links every command page and API guide', () => {
    const missing = commandPages.filter(
      (link) => !tableOfContents.includes(`](${link})`),
    )
    expect(
      missing,
      `add these pages to docs/api/table-of-contents.mdx: ${missing.join(', ')}`,
    ).toEqual([])
  })

  it('has a row for each command, grouped under its heading', () => {
    for (const heading of ['## Queries', '## Assertions', '## Actions']) {
      expect(tableOfContents).toContain(heading)
    }
    expect(commandPages.length).toBeGreaterThanOrEqual(50)
  })
})
