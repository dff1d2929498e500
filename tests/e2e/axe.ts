import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'
import type { AxeResults, ElementContext } from 'axe-core'

/** The WCAG 2.2 A and AA rules. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const axeSource = readFileSync(
  createRequire(__filename).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * The WCAG violations axe finds in the loaded page (or in `include`),
 * running axe-core in the page itself. The site has no iframes to scan, so
 * this skips @axe-core/playwright's cross-frame pass, which opens a blank
 * page for every scan and made a page's scan about four times slower.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  { skipRules = [] }: { skipRules?: readonly string[] } = {},
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource)
  }
  return page.evaluate(
    ([tags, selector, skipped]) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const context: ElementContext = selector
        ? { include: [selector] }
        : document
      return axe
        .run(context, {
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(
            skipped.map((rule) => [rule, { enabled: false }]),
          ),
          resultTypes: ['violations'],
        })
        .then((results) => results.violations)
    },
    [WCAG, include, skipRules] as const,
  )
}
