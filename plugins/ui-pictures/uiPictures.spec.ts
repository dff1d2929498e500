import type { Page } from '@playwright/test'

import { axeViolations } from '../../tests/e2e/axe'
import {
  expect,
  followArticleLink,
  test,
  waitForHydration,
} from '../../tests/e2e/fixtures'

/**
 * The UI pictures on the built site: each component on a page that uses
 * it, in both colour modes. Each picture is a figure named by its caption
 * and described by its text equivalent, passes axe, and fits a phone; the
 * stylesheet loads only where pictures are; captions reach the search
 * index and the Markdown twin.
 */

/** A page that draws each component, and the class of its drawing's root. */
const components: Record<string, [page: string, root: string]> = {
  AppWindow: [
    '/guides/end-to-end-testing/writing-your-first-end-to-end-test',
    '.ui-app',
  ],
  SnapshotControls: [
    '/guides/end-to-end-testing/writing-your-first-end-to-end-test',
    '.ui-snapshot',
  ],
  SpecList: ['/guides/core-concepts/cypress-app', '.ui-specs'],
  AppLaunchpad: [
    '/guides/end-to-end-testing/writing-your-first-end-to-end-test',
    '.ui-launchpad',
  ],
  StudioPanel: ['/guides/references/cypress-studio', '.ui-studio'],
  AssertionMenu: ['/guides/references/cypress-studio', '.ui-assert'],
  SelectorPlayground: ['/guides/references/cypress-studio', '.ui-playground'],
  CloudRun: ['/guides/cloud/recorded-runs', '.ui-cloud'],
  TestList: ['/guides/cloud/recorded-runs', '.ui-tests'],
  SpecLanes: ['/guides/cloud/smart-orchestration/parallelization', '.ui-lanes'],
  TestReplay: ['/guides/cloud/test-replay', '.ui-replay'],
  CloudChart: ['/guides/cloud/analytics/project-analytics', '.ui-chart'],
  BranchReview: ['/guides/cloud/branch-review', '.ui-review'],
  PullRequest: ['/guides/cloud/integrations/source-control/github', '.ui-pr'],
  CloudSettings: ['/guides/cloud/integrations/teams', '.ui-settings'],
}

async function open(page: Page, path: string, theme: 'light' | 'dark') {
  await page.addInitScript((mode) => {
    localStorage.setItem('theme', mode)
  }, theme)
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/** The figure each drawing stands in. */
const figuresWith = (page: Page, root: string) =>
  page.locator('figure.ui-figure').filter({ has: page.locator(root) })

for (const theme of ['light', 'dark'] as const) {
  for (const [name, [path, root]] of Object.entries(components)) {
    test(`${name} (${path}) is an accessible figure in ${theme} mode`, async ({
      page,
    }) => {
      await open(page, path, theme)
      const figures = figuresWith(page, root)
      const count = await figures.count()
      expect(count, `no ${name} on ${path}`).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) {
        const figure = figures.nth(index)
        await figure.scrollIntoViewIfNeeded()
        const caption = (
          await figure.locator('figcaption > span').innerText()
        ).trim()
        const description = (
          await figure.locator('.ui-description').textContent()
        )?.trim()
        await expect(page.getByRole('figure', { name: caption })).toHaveCount(1)
        // The text equivalent, in the figure for screen readers, out of sight.
        expect(description, `${name}: text equivalent`).toBeTruthy()
        await expect(figure.locator('.ui-description')).toHaveCSS(
          'position',
          'absolute',
        )
        // Drawn, and styled by the pictures' stylesheet.
        await expect(figure.locator('.ui-drawing')).toHaveAttribute(
          'aria-hidden',
          'true',
        )
        await expect(figure.locator('.ui-drawing')).toHaveCSS(
          'container-type',
          'inline-size',
        )
      }
      const violations = await axeViolations(
        page,
        `figure.ui-figure:has(${root})`,
      )
      const problems = violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .join(' | ')})`,
      )
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
}

test('a page with pictures links their stylesheet once; a page without links none', async ({
  page,
}) => {
  const stylesheets = () =>
    page.locator('link[rel="stylesheet"][href*="/assets/css/ui-pictures."]')
  await page.goto('/guides/cloud/recorded-runs')
  await waitForHydration(page)
  await expect(stylesheets()).toHaveCount(1)
  const href = await stylesheets().getAttribute('href')
  const response = await page.request.get(href!)
  expect(response.ok()).toBe(true)
  expect(await response.text()).toContain('.ui-figure')
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  await expect(stylesheets()).toHaveCount(0)
})

test('a client-side navigation to a picture page brings the stylesheet', async ({
  page,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await expect(
    page.locator('link[href*="/assets/css/ui-pictures."]'),
  ).toHaveCount(0)
  await followArticleLink(page, 'Test Replay')
  await expect(page).toHaveURL(/\/guides\/cloud\/test-replay$/)
  const drawing = page.locator('figure.ui-figure .ui-drawing').first()
  await expect(drawing).toHaveCSS('container-type', 'inline-size')
})

test('pictures fit a 390 px screen without scrolling the page sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of new Set(Object.values(components).map(([path]) => path))) {
    await page.goto(path)
    await waitForHydration(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

test('captions and text equivalents are in the Markdown twin', async ({
  page,
}) => {
  const path = '/guides/cloud/test-replay'
  await page.goto(path)
  await waitForHydration(page)
  const figure = page.locator('figure.ui-figure').first()
  const caption = (await figure.locator('figcaption > span').innerText()).trim()
  const description = (await figure
    .locator('.ui-description')
    .textContent())!.trim()
  const twin = await (await page.request.get(`${path}.md`)).text()
  expect(twin).toContain(`**Picture:** ${description}`)
  expect(twin).toContain(`_${caption}_`)
})

test('search finds a picture by its caption, not by the words it draws', async ({
  page,
}) => {
  await page.goto('/guides/cloud/test-replay')
  await waitForHydration(page)
  const search = (query: string) =>
    page.evaluate(async (words) => {
      const pagefind = await import(
        /* webpackIgnore: true */ `${location.origin}/pagefind/pagefind.js`
      )
      const { results } = await pagefind.search(words)
      const found = await Promise.all(
        results
          .slice(0, 10)
          .map((result: { data: () => Promise<{ url: string }> }) =>
            result.data(),
          ),
      )
      return found.map((data: { url: string }) => data.url)
    }, query)
  // Words of the caption.
  expect(
    await search('click that sent the order request that answered 500'),
  ).toContainEqual(expect.stringContaining('/guides/cloud/test-replay'))
  // A word only the drawing shows: the page under test's "Desk lamp".
  expect(await search('Desk lamp')).not.toContainEqual(
    expect.stringContaining('/guides/cloud/test-replay'),
  )
})
