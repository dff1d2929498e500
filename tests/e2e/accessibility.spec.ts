import { axeViolations } from './axe'
import { expect, test, waitForHydration } from './fixtures'
import { batches, sitemapPaths } from './sitemapPages'

/**
 * An axe scan of every page in the sitemap, in both colour modes: no serious
 * or critical violation (the WCAG 2.2 A and AA rules). Split into batches of
 * pages per colour mode, which the workers share.
 */
const sweep = batches(sitemapPaths())

for (const theme of ['light', 'dark'] as const) {
  for (const [index, paths] of sweep.entries()) {
    test(`pages ${index + 1}/${sweep.length} pass axe in ${theme} mode (${paths[0]} …)`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(5 * 60_000)
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode)
      }, theme)
      const problems: string[] = []
      for (const path of paths) {
        await page.goto(`${baseURL}${path}`)
        await waitForHydration(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        const violations = await axeViolations(page)
        for (const violation of violations) {
          if (
            violation.impact !== 'serious' &&
            violation.impact !== 'critical'
          ) {
            continue
          }
          const targets = violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')
          problems.push(
            `${path} [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length}×: ${targets})`,
          )
        }
      }
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
}
