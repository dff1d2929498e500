import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import type { IndexedPage } from './indexedPages'

/**
 * Indexes the built doc pages with Pagefind (its npm package runs the
 * indexer binary it ships), through ./writeIndex.mjs in a Node process of
 * its own. The list of pages, with each one's section and keywords, is
 * written to `pagesFile` first and handed to the script, which marks each
 * page's content for the index as it reads it.
 */

/** Where the index is written, under the build folder. */
export const PAGEFIND_DIR = 'pagefind'

export interface SearchIndexSummary {
  pages: number
  outputPath: string
}

export async function writeSearchIndex(
  outDir: string,
  pages: readonly IndexedPage[],
  pagesFile: string,
): Promise<SearchIndexSummary> {
  await mkdir(path.dirname(pagesFile), { recursive: true })
  await writeFile(pagesFile, JSON.stringify(pages))
  const script = path.join(__dirname, 'writeIndex.mjs')
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [script, outDir, pagesFile],
      { maxBuffer: 16 * 1024 * 1024 },
    )
    const last = stdout.trim().split('\n').at(-1) ?? ''
    return JSON.parse(last) as SearchIndexSummary
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new Error(
      `The search index could not be written: ${stderr || (error as Error).message}`,
      { cause: error },
    )
  }
}
