import {
  copyFile,
  mkdir,
  readdir,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { cardSvg, type CardDesign, type CardText } from './card'
import { renderPng } from './render'

export interface CardsResult {
  drawn: number
  cached: number
}

/** A card and the files it goes to. */
export interface PlannedCard {
  name: string
  text: CardText
}

/**
 * Each card as `<name>.png` in `outDir`: copied from `cacheDir` when an
 * earlier build drew it, else drawn and kept there. The cache keeps only
 * this build's cards afterwards, so it holds one site's worth of cards.
 * At most one card per core is drawn at a time.
 */
export async function writeCards(
  cards: readonly PlannedCard[],
  design: CardDesign,
  outDir: string,
  cacheDir: string,
  draw: (svg: string) => Promise<Buffer> = renderPng,
): Promise<CardsResult> {
  await mkdir(outDir, { recursive: true })
  await mkdir(cacheDir, { recursive: true })
  const inCache = await readdir(cacheDir)
  const cachedNames = new Set(inCache.filter((file) => file.endsWith('.png')))
  const result: CardsResult = { drawn: 0, cached: 0 }
  const queue = [...cards]
  const worker = async () => {
    for (let card = queue.shift(); card; card = queue.shift()) {
      const file = `${card.name}.png`
      const cached = path.join(cacheDir, file)
      if (cachedNames.has(file)) {
        result.cached++
      } else {
        const png = await draw(cardSvg(card.text, design))
        // Written whole, then renamed: a build stopped halfway leaves no
        // half card for the next one to copy.
        const partial = `${cached}.${process.pid}.partial`
        await writeFile(partial, png)
        await rename(partial, cached)
        result.drawn++
      }
      await copyFile(cached, path.join(outDir, file))
    }
  }
  await Promise.all(
    Array.from({ length: Math.max(1, availableParallelism()) }, worker),
  )
  const used = new Set(cards.map((card) => `${card.name}.png`))
  await Promise.all(
    inCache
      .filter((file) => !used.has(file))
      .map((file) => rm(path.join(cacheDir, file), { force: true })),
  )
  return result
}
