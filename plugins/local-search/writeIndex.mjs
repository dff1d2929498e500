/**
 * Writes the Pagefind index of a build folder: `node writeIndex.mjs <outDir>`
 * prints `{ "pages": N, "outputPath": "..." }` as its last line, or fails
 * with the reason. A script of its own because `pagefind` is an ES module
 * only, which Docusaurus' TypeScript loader for plugins cannot import.
 */
import { readFile, readdir, rm } from 'node:fs/promises'
import path from 'node:path'

import * as pagefind from 'pagefind'

/** Where the index is written, under the build folder. */
export const PAGEFIND_DIR = 'pagefind'

/**
 * What the index leaves out: code blocks (samples repeat commands and would
 * drown the pages that explain them) and the `#` links beside headings.
 */
export const EXCLUDE_SELECTORS = ['.theme-code-block', '.hash-link']

/**
 * True when some built page marks its content for the index. Without any
 * such page Pagefind would index every page's whole body (navbar, sidebar
 * and footer included), so the build stops instead.
 */
async function hasMarkedPage(outDir) {
  for (const file of await readdir(outDir, { recursive: true })) {
    if (!file.endsWith('.html')) continue
    const html = await readFile(path.join(outDir, file), 'utf8')
    if (html.includes('data-pagefind-body')) return true
  }
  return false
}

export async function writeIndex(outDir) {
  if (!(await hasMarkedPage(outDir))) {
    throw new Error(
      `Pagefind found no page marked data-pagefind-body in ${outDir}: is src/theme/DocItem/Content still wrapped?`,
    )
  }
  try {
    const { index, errors } = await pagefind.createIndex({
      excludeSelectors: EXCLUDE_SELECTORS,
    })
    if (!index) {
      throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
    }
    const added = await index.addDirectory({ path: outDir })
    if (added.errors.length) {
      throw new Error(
        `Pagefind could not read the build: ${added.errors.join('; ')}`,
      )
    }
    const outputPath = path.join(outDir, PAGEFIND_DIR)
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length) {
      throw new Error(
        `Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`,
      )
    }
    // Pagefind's own UI bundles: the site searches through the DocSearch
    // modal and needs only pagefind.js, its worker, the WebAssembly and the
    // index.
    for (const file of await readdir(outputPath)) {
      if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file)) {
        await rm(path.join(outputPath, file))
      }
    }
    return { pages: added.page_count, outputPath }
  } finally {
    await pagefind.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2]
  if (!outDir) {
    console.error('usage: node writeIndex.mjs <build folder>')
    process.exit(2)
  }
  writeIndex(path.resolve(outDir)).then(
    (summary) => console.log(JSON.stringify(summary)),
    (error) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
