import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * Indexes the built HTML with Pagefind (its npm package runs the indexer
 * binary it ships), through ./writeIndex.mjs in a Node process of its own.
 * Only doc pages are indexed: the wrapped `src/theme/DocItem/Content` marks
 * their content `data-pagefind-body` and carries the sidebar section as
 * `data-pagefind-meta`.
 */

/** Where the index is written, under the build folder. */
export const PAGEFIND_DIR = 'pagefind'

export interface SearchIndexSummary {
  pages: number
  outputPath: string
}

export async function writeSearchIndex(
  outDir: string,
): Promise<SearchIndexSummary> {
  const script = path.join(__dirname, 'writeIndex.mjs')
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [script, outDir],
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
