import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { linkPreviews } from '../../src/config/linkPreviews'
import { writeCards, type PlannedCard } from './cards'

const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'link-previews-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0))
    rmSync(dir, { recursive: true, force: true })
})

const cards: PlannedCard[] = [
  { name: 'aaaa', text: { title: 'click', section: ['API', 'Actions'] } },
  { name: 'bbbb', text: { title: 'get', section: ['API', 'Queries'] } },
]

describe('writeCards', () => {
  it('draws each card once, then copies it from the cache', async () => {
    const cache = tempDir()
    const draw = vi.fn((svg: string) =>
      Promise.resolve(Buffer.from(`png of ${svg.length}`)),
    )
    const first = tempDir()
    expect(await writeCards(cards, linkPreviews, first, cache, draw)).toEqual({
      drawn: 2,
      cached: 0,
    })
    expect(readdirSync(first).sort()).toEqual(['aaaa.png', 'bbbb.png'])
    expect(draw).toHaveBeenCalledTimes(2)

    const second = tempDir()
    expect(await writeCards(cards, linkPreviews, second, cache, draw)).toEqual({
      drawn: 0,
      cached: 2,
    })
    expect(draw).toHaveBeenCalledTimes(2)
    expect(readFileSync(path.join(second, 'aaaa.png'))).toEqual(
      readFileSync(path.join(first, 'aaaa.png')),
    )
  })

  it('keeps only the cards of the last build in the cache', async () => {
    const cache = tempDir()
    writeFileSync(path.join(cache, 'old.png'), 'old card')
    writeFileSync(path.join(cache, 'aaaa.png.123.partial'), 'half a card')
    const draw = () => Promise.resolve(Buffer.from('png'))
    await writeCards(cards, linkPreviews, tempDir(), cache, draw)
    expect(readdirSync(cache).sort()).toEqual(['aaaa.png', 'bbbb.png'])
  })
})
