import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The paths of the built sitemap, read when the tests are collected, so the
 * page sweeps can be split into batches that Playwright's workers share.
 * New pages join the sweeps by being built.
 */
export function sitemapPaths(): string[] {
  const file = path.resolve(__dirname, '../../build/sitemap.xml')
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: run npm run build before the browser tests`,
    )
  }
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname,
  )
}

/** Pages per sweep test: small enough to spread over the workers. */
export const SWEEP_BATCH = 20

/** `items` in consecutive batches of at most `size`. */
export function batches<T>(items: readonly T[], size = SWEEP_BATCH): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size))
  }
  return result
}
