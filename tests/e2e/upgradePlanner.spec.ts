import type { Page } from '@playwright/test'

import { releases } from '../../src/data/changelog'
import { axeViolations } from './axe'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The upgrade planner (src/components/UpgradePlanner) on the built site:
 * a plan from the selects, the same plan from its address, the list of
 * majors without JavaScript, the keyboard and the live summary, axe in
 * both colour modes on a phone and a laptop, and its code loaded by its
 * page alone.
 */

const planner = '/guides/references/upgrade-planner'
const shared = `${planner}?from=12.17.4&to=15.3.0`

const onSelect = (page: Page) =>
  page.getByRole('combobox', { name: 'Version you are on' })
const toSelect = (page: Page) =>
  page.getByRole('combobox', { name: 'Version you are going to' })
const summary = (page: Page) =>
  page.getByRole('region', { name: 'Upgrade planner' }).getByRole('status')
const plan = (page: Page) =>
  page.getByRole('region', { name: 'Upgrade planner' })

/**
 * A stretch of a changelog line that a script would hold verbatim: 30
 * characters of letters, digits, spaces, commas and periods.
 */
function verbatim(text: string): string | undefined {
  return /[\w ,.]{30}/.exec(text)?.[0]
}

/** The breaking changes the changelog records for a release. */
function breaking(version: string) {
  return releases.find((release) => release.version === version)!.breaking!
}

/**
 * The plan's migration sections and breaking-change lists, in the order
 * the page shows them.
 */
async function planOrder(page: Page): Promise<string[]> {
  return page
    .locator('[data-major]')
    .evaluateAll((sections) =>
      sections.flatMap((section) =>
        [
          ...section.querySelectorAll(
            'a[href*="migration-guide#"], ul[aria-label^="Breaking changes in"]',
          ),
        ].map((element) =>
          element.tagName === 'A'
            ? (element.getAttribute('href') ?? '')
            : (element.getAttribute('aria-label') ?? ''),
        ),
      ),
    )
}

test('plans 12.17.4 to 15.3.0: each major with its migration section, then its breaking changes, in order; the address reproduces it', async ({
  page,
  browser,
}) => {
  await page.goto(planner)
  await waitForHydration(page)
  await expect(toSelect(page)).toHaveValue('15.3.0')
  await expect(summary(page)).toHaveAttribute('aria-live', 'polite')
  await expect(summary(page)).toHaveText(
    'Choose the version you are on to plan the upgrade to 15.3.0.',
  )

  await onSelect(page).selectOption('12.17.4')
  await expect(page).toHaveURL(/\?from=12\.17\.4&to=15\.3\.0$/)
  await expect(summary(page)).toContainText(
    /^From 12\.17\.4 to 15\.3\.0: \d+ releases, 3 major versions to cross \(13, 14 and 15\), \d+ breaking changes and \d+ deprecations\.$/,
  )
  expect(await planOrder(page)).toEqual([
    '/guides/references/migration-guide#migrating-to-cypress-130',
    'Breaking changes in 13.0.0',
    '/guides/references/migration-guide#migrating-to-cypress-140',
    'Breaking changes in 14.0.0',
    '/guides/references/migration-guide#migrating-to-cypress-150',
    'Breaking changes in 15.0.0',
  ])
  for (const version of ['13.0.0', '14.0.0', '15.0.0']) {
    const list = page.getByRole('list', {
      name: `Breaking changes in ${version}`,
    })
    await expect(list.getByRole('listitem')).toHaveCount(
      breaking(version).length,
    )
    // Its heading links to the release on the Changelog page.
    await expect(
      page.getByRole('heading', { level: 4 }).getByRole('link', {
        name: version,
        exact: true,
      }),
    ).toHaveAttribute(
      'href',
      `/guides/references/changelog#${version.replace(/\./g, '-')}`,
    )
  }
  await expect(
    page.getByRole('list', { name: 'Breaking changes in 13.0.0' }),
  ).toContainText(breaking('13.0.0')[0].text.replace(/`/g, '').slice(0, 30))
  const planned = await plan(page).innerText()

  // The same address, in a new tab, shows the same plan.
  const other = await browser.newPage()
  await other.goto(page.url())
  await waitForHydration(other)
  await expect(onSelect(other)).toHaveValue('12.17.4')
  await expect(other.locator('[data-major="15"]')).toBeVisible()
  expect(await plan(other).innerText()).toBe(planned)
  await other.close()

  // The plan's own link is that address.
  await expect(
    page.getByRole('link', { name: 'Link to this plan' }),
  ).toHaveAttribute('href', shared)

  // A migration link leads to its section.
  await page
    .getByRole('link', { name: 'Migrating to Cypress 14.0', exact: true })
    .click()
  await expect(page).toHaveURL(/\/migration-guide#migrating-to-cypress-140$/)
  await expect(
    page.getByRole('heading', { name: 'Migrating to Cypress 14.0', level: 2 }),
  ).toBeInViewport()
})

test('works from the keyboard, and says what it did in the live region', async ({
  page,
}) => {
  await page.goto(shared)
  await waitForHydration(page)
  await expect(page.locator('[data-major="13"]')).toBeVisible()
  await toSelect(page).focus()
  await page.keyboard.press('ArrowDown')
  await expect(toSelect(page)).toHaveValue('15.2.0')
  await expect(page).toHaveURL(/\?from=12\.17\.4&to=15\.2\.0$/)
  await expect(summary(page)).toContainText('From 12.17.4 to 15.2.0:')
  await expect(toSelect(page)).toBeFocused()

  // A target older than the start, and a version the changelog lacks.
  await page.goto(`${planner}?from=15.3.0&to=12.17.4`)
  await waitForHydration(page)
  await expect(summary(page)).toHaveText(
    '12.17.4 is older than 15.3.0. Choose a later version to go to, or swap the two.',
  )
  await page.goto(`${planner}?from=12.99.0`)
  await waitForHydration(page)
  await expect(summary(page)).toHaveText(
    'The changelog lists no release 12.99.0. Choose the version you are on from the list.',
  )
  await expect(onSelect(page)).toHaveValue('')
  await expect(page.getByRole('list', { name: 'Major versions' })).toBeVisible()
})

test('without JavaScript, lists every major with its migration and changelog sections', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(shared)
  const majors = page.getByRole('list', { name: 'Major versions' })
  await expect(majors.getByRole('listitem')).toHaveCount(16)
  for (const major of [15, 14, 13, 4]) {
    await expect(
      majors.getByRole('link', {
        name: `Migrating to Cypress ${major}.0`,
        exact: true,
      }),
    ).toHaveAttribute(
      'href',
      `/guides/references/migration-guide#migrating-to-cypress-${major}0`,
    )
  }
  const changelogLinks = await majors
    .locator('a[href^="/guides/references/changelog#"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(changelogLinks).toEqual(
    [...Array(16).keys()]
      .reverse()
      .map((major) => `/guides/references/changelog#cypress-${major}`),
  )
  await expect(onSelect(page)).toBeDisabled()
  // The note in <noscript>, shown only when scripts do not run.
  await expect(
    page.locator('noscript p', {
      hasText: 'Choosing versions needs JavaScript.',
    }),
  ).toBeVisible()
  await context.close()
})

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe at ${width} px in ${theme} mode, with a plan shown`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode)
      }, theme)
      await page.goto(`${planner}?from=9.7.0&to=15.3.0`)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.locator('[data-major="10"]')).toBeVisible()
      // The whole page: the planner with the navbar, sidebar and contents.
      const problems = (await axeViolations(page)).map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .join(' | ')})`,
      )
      expect(problems, problems.join('\n')).toEqual([])
      // Nothing is wider than the page.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
      ).toBe(true)
    })
  }
}

test('its code loads on its page only', async ({ page, request }) => {
  const scripts = new Set<string>()
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(req.url())
  })
  await page.goto(shared)
  await waitForHydration(page)
  await expect(page.locator('[data-major="15"]')).toBeVisible()
  // The chunk that holds the planner: the one with its labels.
  const own: string[] = []
  for (const url of scripts) {
    if (
      (await (await request.get(url)).text()).includes('Version you are on')
    ) {
      own.push(url)
    }
  }
  expect(own).toHaveLength(1)

  for (const path of [
    '/guides/references/migration-guide',
    '/guides/references/changelog',
    '/api/commands/click',
    '/',
  ]) {
    scripts.clear()
    await page.goto(path)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect([...scripts], path).not.toContain(own[0])
  }
})

test('its first visit loads what it shows of the changelog, not the whole changelog', async ({
  page,
  request,
}) => {
  /** The text of every script a first visit to `path` loads. */
  const loadedScripts = async (path: string) => {
    const urls: string[] = []
    const onRequest = (req: { resourceType(): string; url(): string }) => {
      if (req.resourceType() === 'script') urls.push(req.url())
    }
    page.on('request', onRequest)
    await page.goto(path)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    page.off('request', onRequest)
    const bodies = await Promise.all(
      urls.map(async (url) => (await request.get(url)).text()),
    )
    return bodies.join('\n')
  }
  // Lines of the newest releases the planner never shows: their fixes and
  // features.
  const unshown = releases
    .slice(0, 10)
    .flatMap((release) => [
      ...(release.fixes ?? []),
      ...(release.features ?? []),
    ])
    .map((change) => verbatim(change.text))
    .filter((text) => text !== undefined)
  expect(unshown.length).toBeGreaterThan(10)
  const shown = verbatim(breaking('15.0.0')[0].text)!

  const planner = await loadedScripts(shared)
  expect(planner).toContain(shown)
  expect(unshown.filter((text) => planner.includes(text))).toEqual([])

  // The Changelog page, which shows every line, still loads them all.
  const changelog = await loadedScripts('/guides/references/changelog')
  expect(unshown.filter((text) => !changelog.includes(text))).toEqual([])
})
