import AxeBuilder from '@axe-core/playwright'

import { expect, test, waitForHydration } from './fixtures'

/**
 * An axe scan of every page in the sitemap, in both colour modes: no serious
 * or critical violation. Split into one test per colour mode so the two run
 * in parallel.
 */
/** The WCAG 2.2 A and AA rules. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

for (const theme of ['light', 'dark'] as const) {
  test(`every page passes axe in ${theme} mode`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(20 * 60_000)
    await page.addInitScript((mode) => {
      localStorage.setItem('theme', mode)
    }, theme)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc).pathname,
    )
    const problems: string[] = []
    for (const path of paths) {
      await page.goto(`${baseURL}${path}`)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      const { violations } = await new AxeBuilder({ page })
        .withTags(WCAG)
        .analyze()
      for (const violation of violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') {
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
    console.log(`axe (${theme}): ${paths.length} pages scanned`)
    expect(problems, problems.join('\n')).toEqual([])
  })
}
