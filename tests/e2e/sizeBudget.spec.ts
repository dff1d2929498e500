import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chunkName, kib, measurePageWeight } from '../../scripts/pageWeight.mjs'
import { expect, test } from './fixtures'

/**
 * The size budget: the JS and CSS (gzip) a first visit to each measured page
 * loads, read from the browser's network log, stay under size-budget.json.
 * When a page goes over, the failure names the chunks that grew since the
 * budget was set, and the new ones.
 *
 * To accept growth on purpose: `UPDATE_SIZE_BUDGET=1 npx playwright test
 * sizeBudget` rewrites the file (each page's limits at its size plus 1 KiB,
 * and every chunk's size); commit it and say why.
 */

interface Budget {
  pages: Record<string, { js: number; css: number }>
  chunks: Record<string, number>
}

const budgetFile = path.join(__dirname, 'size-budget.json')
const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget
const update = Boolean(process.env.UPDATE_SIZE_BUDGET)

/** Chunks above their recorded size, then chunks with no record. */
export function grownChunks(
  files: Array<{ chunk: string; gzip: number }>,
  recorded: Record<string, number>,
): string[] {
  const grown = files
    .filter(({ chunk, gzip }) => chunk in recorded && gzip > recorded[chunk])
    .sort((a, b) => b.gzip - recorded[b.chunk] - (a.gzip - recorded[a.chunk]))
    .map(
      ({ chunk, gzip }) =>
        `${chunk} ${kib(recorded[chunk])} -> ${kib(gzip)} (+${kib(gzip - recorded[chunk])})`,
    )
  const added = files
    .filter(({ chunk }) => !(chunk in recorded))
    .map(({ chunk, gzip }) => `${chunk} ${kib(gzip)} (new)`)
  return [...grown, ...added]
}

test('the measured pages load no more JS and CSS than the budget', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  const next: Budget = { pages: {}, chunks: {} }
  for (const [page, limits] of Object.entries(budget.pages)) {
    const context = await browser.newContext()
    const weight = await measurePageWeight(context, baseURL!, page)
    await context.close()
    for (const kind of ['js', 'css'] as const) {
      const files = kind === 'js' ? weight.scripts : weight.stylesheets
      const size = weight[kind].gzip
      next.pages[page] = {
        ...next.pages[page],
        [kind]: Math.ceil(size / 1024 + 1) * 1024,
      } as Budget['pages'][string]
      for (const { chunk, gzip } of files) next.chunks[chunk] = gzip
      if (size > limits[kind]) {
        const grown = grownChunks(files, budget.chunks)
        problems.push(
          `${page}: ${kind.toUpperCase()} is ${kib(size)} gzip, over its budget of ${kib(limits[kind])}. ` +
            (grown.length
              ? `Grown since the budget was set: ${grown.join('; ')}`
              : 'No chunk grew past its record: more chunks load than before.'),
        )
      }
    }
  }
  if (update) {
    writeFileSync(budgetFile, `${JSON.stringify(next, null, 2)}\n`)
    return
  }
  expect(problems, problems.join('\n')).toEqual([])
})

test('the budget names a chunk by its name without the content hash', () => {
  expect(chunkName('http://x/assets/js/main.0156dc21.js')).toBe('main.js')
  expect(chunkName('http://x/assets/js/runtime~main.179c5aea.js')).toBe(
    'runtime~main.js',
  )
  expect(chunkName('http://x/assets/css/styles.8b1b0e98.css')).toBe(
    'styles.css',
  )
  expect(
    grownChunks(
      [
        { chunk: 'main.js', gzip: 3072 },
        { chunk: 'a.js', gzip: 1024 },
        { chunk: 'b.js', gzip: 100 },
      ],
      { 'main.js': 2048, 'b.js': 200 },
    ),
  ).toEqual(['main.js 2.0 KiB -> 3.0 KiB (+1.0 KiB)', 'a.js 1.0 KiB (new)'])
})
