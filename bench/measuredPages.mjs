// The pages the benchmarks measure by default (npm run bench, npm run
// long-tasks), as the issue names them: the home page, why-cypress, click,
// and introduction-to-cypress or, if that guide is gone, the largest
// core-concepts guide in the build.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** The home page, why-cypress, click, and the largest core-concepts guide. */
export function measuredPages(buildDir) {
  const guide = ['introduction-to-cypress']
    .map((name) => `/guides/core-concepts/${name}`)
    .find((page) => existsSync(path.join(buildDir, page, 'index.html')))
  const largestGuide = () => {
    const dir = path.join(buildDir, 'guides/core-concepts')
    return readdirSync(dir)
      .filter((name) => existsSync(path.join(dir, name, 'index.html')))
      .map((name) => ({
        page: `/guides/core-concepts/${name}`,
        size: statSync(path.join(dir, name, 'index.html')).size,
      }))
      .sort((a, b) => b.size - a.size)[0].page
  }
  return [
    '/',
    '/guides/overview/why-cypress',
    '/api/commands/click',
    guide ?? largestGuide(),
  ]
}
