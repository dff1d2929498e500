import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { axeViolations } from '../../tests/e2e/axe'
import { expect, test, waitForHydration } from '../../tests/e2e/fixtures'

/**
 * The search modal and the /search page, answered by the local index (the
 * build under test has no Algolia credentials).
 */

/** Pagefind's script: the search loads it, then the index, on first use. */
const PAGEFIND_SCRIPT = '**/pagefind/pagefind.js'

async function openDoc(page: Page, path = '/guides/overview/why-cypress') {
  await page.goto(path)
  await waitForHydration(page)
}

const searchButton = (page: Page) =>
  page.getByRole('button', { name: 'Search' }).first()
const searchInput = (page: Page) => page.getByPlaceholder('Search docs')
const modal = (page: Page) => page.locator('.DocSearch-Modal')

/** Fails the test if any script opens a dialog (an injected `alert`). */
function failOnDialogs(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  return dialogs
}

test.describe('search modal', () => {
  test('the button is labelled Search and opens the modal', async ({
    page,
  }) => {
    await openDoc(page)
    await expect(searchButton(page)).toContainText('Search')
    await searchButton(page).click()
    await expect(searchInput(page)).toBeFocused()
  })

  test("the button keeps its place and look when DocSearch's own replaces it", async ({
    page,
  }) => {
    await openDoc(page)
    const box = async () => {
      const button = page.locator('.DocSearch-Button')
      await expect(button).toHaveCount(1)
      return { box: await button.boundingBox(), text: await button.innerText() }
    }
    const before = await box()
    await page.keyboard.press('Control+k')
    await expect(searchInput(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(modal(page)).toHaveCount(0)
    expect(await box()).toEqual(before)
  })

  for (const shortcut of ['Control+k', 'Meta+k']) {
    test(`${shortcut} opens it and Escape closes it`, async ({ page }) => {
      await openDoc(page)
      await page.keyboard.press(shortcut)
      await expect(searchInput(page)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(modal(page)).toHaveCount(0)
      await expect(searchButton(page)).toBeFocused()
    })
  }

  test('/ opens it when no input is focused', async ({ page }) => {
    await openDoc(page)
    await page.keyboard.press('/')
    await expect(searchInput(page)).toBeVisible()
    await expect(searchInput(page)).toHaveValue('')
  })

  for (const key of ['r', '.']) {
    test(`"${key}" typed on the focused button becomes the query`, async ({
      page,
    }) => {
      await openDoc(page)
      await searchButton(page).focus()
      await page.keyboard.press(key)
      await expect(searchInput(page)).toHaveValue(key)
      // Then on DocSearch's own button, which has replaced the first; the
      // next opening starts empty.
      await page.keyboard.press('Escape')
      await expect(searchButton(page)).toBeFocused()
      await page.keyboard.press('@')
      await expect(searchInput(page)).toHaveValue('@')
      await page.keyboard.press('Escape')
      await page.keyboard.press('Control+k')
      await expect(searchInput(page)).toHaveValue('')
    })
  }

  for (const [name, path] of [
    ['home page', '/'],
    ['not-found page', '/guides/no-such-page'],
  ]) {
    test(`the ${name}'s search prompt opens the modal, before and after search has loaded`, async ({
      page,
      consoleErrors,
    }) => {
      await openDoc(page, path)
      const prompt = page
        .locator('main')
        .getByRole('link', { name: /Search the docs/ })
      await prompt.click()
      await expect(searchInput(page)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(modal(page)).toHaveCount(0)
      // DocSearch's own button is in the navbar now: the prompt opens the
      // modal through the theme, as that button does.
      await prompt.click()
      await expect(searchInput(page)).toBeFocused()
      await expect(searchInput(page)).toHaveValue('')
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      // The not-found page's own 404 response is the browser's to report.
      consoleErrors.splice(
        0,
        consoleErrors.length,
        ...consoleErrors.filter((error) => !error.includes('status of 404')),
      )
    })
  }

  test('the hits it shows are not prefetched', async ({ page }) => {
    await openDoc(page)
    const prefetchLinks = page.locator('head link[rel="prefetch"]')
    // The page's own links are prefetched once it is idle.
    await expect.poll(() => prefetchLinks.count()).toBeGreaterThan(3)
    await page.waitForLoadState('networkidle')
    const before = await prefetchLinks.count()
    await page.keyboard.press('Control+k')
    await searchInput(page).fill('viewport')
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible()
    // Two idle periods: time for deferred prefetches to run.
    for (let i = 0; i < 2; i++) {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve)),
      )
    }
    expect(await prefetchLinks.count()).toBe(before)
  })

  test('the search machinery loads when the button is first used, not with the page', async ({
    page,
  }) => {
    const searchBarChunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/js\/search-bar\.[0-9a-f]+\.js$/.test(request.url())) {
        searchBarChunks.push(request.url())
      }
    })
    await openDoc(page, '/api/commands/click')
    await page.waitForLoadState('networkidle')
    expect(searchBarChunks).toEqual([])
    // Pointing at the button starts the load; the first click opens the
    // modal once it has arrived.
    await searchButton(page).hover()
    await expect.poll(() => searchBarChunks.length).toBe(1)
    await searchButton(page).click()
    await expect(searchInput(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(searchButton(page)).toBeFocused()
    expect(searchBarChunks).toHaveLength(1)
  })

  test('the index is fetched on the first search, not with the page', async ({
    page,
  }) => {
    const indexRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) {
        indexRequests.push(new URL(request.url()).pathname)
      }
    })
    await openDoc(page)
    await page.waitForLoadState('networkidle')
    expect(indexRequests).toEqual([])
    await page.keyboard.press('Control+k')
    await searchInput(page).fill('retry')
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible()
    expect(indexRequests).toContain('/pagefind/pagefind.js')
  })

  test('while the index loads the modal says so, never "No results"', async ({
    page,
  }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(PAGEFIND_SCRIPT, async (route) => {
      await held
      await route.continue()
    })
    await openDoc(page)
    await searchButton(page).focus()
    // A first letter typed on the button, as a reader starts a query.
    await page.keyboard.press('r')
    await expect(searchInput(page)).toHaveValue('r')
    const loading = modal(page).getByRole('status')
    await expect(loading).toHaveText('Loading the search index…')
    await page.keyboard.type('etry')
    await expect(loading).toBeVisible()
    await expect(modal(page).getByText(/No results for/)).toBeHidden()
    release()
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible()
    await expect(loading).toBeHidden()
  })

  test('typed at full speed over a slow index, the list shown is for the final text, and no earlier list replaces it', async ({
    page,
  }) => {
    // Every index request is held, the earlier ones longer, so that the
    // answers to earlier keystrokes could arrive after later ones.
    let requests = 0
    let pending = 0
    await page.route('**/pagefind/**', async (route) => {
      pending++
      const delay = Math.max(50, 600 - 40 * requests++)
      await new Promise((resolve) => setTimeout(resolve, delay))
      await route.continue()
      pending--
    })
    await openDoc(page)
    await page.keyboard.press('Control+k')
    await expect(searchInput(page)).toBeFocused()
    // Every list the modal shows, with the text the input held then.
    await page.evaluate(() => {
      const shown: { text: string; list: string }[] = []
      Object.assign(window, { shownLists: shown })
      const input = document.querySelector<HTMLInputElement>(
        'input.DocSearch-Input',
      )!
      new MutationObserver(() => {
        const list = [
          ...document.querySelectorAll(
            '.DocSearch-Hit a, .DocSearch-NoResults',
          ),
        ]
          .map((element) => element.getAttribute('href') ?? 'no results')
          .join(' ')
        if (list !== shown.at(-1)?.list) {
          shown.push({ text: input.value, list })
        }
      }).observe(document.querySelector('.DocSearch-Modal')!, {
        childList: true,
        subtree: true,
      })
    })
    const shownLists = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              shownLists: { text: string; list: string }[]
            }
          ).shownLists,
      )
    /** The list once the index is idle and a list for `text` is shown. */
    const settledList = async (text: string) => {
      await expect
        .poll(async () => {
          const last = (await shownLists()).at(-1)
          return pending === 0 && last?.text === text && last.list !== ''
        })
        .toBe(true)
      return (await shownLists()).at(-1)!.list
    }

    const query = 'run tests in parallel on several machines'
    await searchInput(page).pressSequentially(query)
    const typedFast = await settledList(query)
    // The same query searched once, on its own: the list it must show.
    await searchInput(page).fill('')
    await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0)
    await searchInput(page).fill(query)
    const alone = await settledList(query)
    expect(typedFast).toBe(alone)
    expect(alone).toContain('/guides/cloud/smart-orchestration/parallelization')
    // While the input held the final text, no other list was shown:
    // neither an earlier prefix's answer nor "No results".
    const forFinalText = (await shownLists()).filter(
      ({ text, list }) => text === query && list !== '',
    )
    expect(new Set(forFinalText.map(({ list }) => list))).toEqual(
      new Set([alone]),
    )
  })

  test('cy.get finds the command page first, and Enter opens it in the app', async ({
    page,
  }) => {
    await openDoc(page)
    // Set on this document: a full page load would lose it.
    await page.evaluate(() => {
      ;(window as unknown as { loadedOnce: boolean }).loadedOnce = true
    })
    await page.keyboard.press('Control+k')
    await searchInput(page).fill('cy.get')
    const first = modal(page).locator('.DocSearch-Hit').first()
    await expect(first).toContainText('get')
    // Its group is the page's sidebar section.
    await expect(
      modal(page).locator('.DocSearch-Hit-source').first(),
    ).toHaveText('Queries')
    await expect(first.locator('a')).toHaveAttribute(
      'href',
      '/api/commands/get',
    )
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/api\/commands\/get$/)
    await expect(page.locator('h1')).toHaveText('get')
    expect(
      await page.evaluate(
        () => (window as unknown as { loadedOnce?: boolean }).loadedOnce,
      ),
    ).toBe(true)
  })

  test('cy.prompt, typed as the first query, lists the page that names it first, not the guides to writing prompts', async ({
    page,
  }) => {
    await openDoc(page)
    await page.keyboard.press('Control+k')
    await searchInput(page).fill('cy.prompt')
    await expect(
      modal(page).locator('.DocSearch-Hit a').first(),
    ).toHaveAttribute('href', '/guides/references/after-15-3-0')
  })

  test('"See all N results" leads to the search page with the query', async ({
    page,
  }) => {
    await openDoc(page)
    await page.keyboard.press('Control+k')
    await searchInput(page).fill('timeout')
    const seeAll = modal(page).getByRole('link', {
      name: /See all \d+ results/,
    })
    await expect(seeAll).toBeVisible()
    await seeAll.click()
    await expect(page).toHaveURL(/\/search\?q=timeout$/)
    await expect(page.locator('h1')).toHaveText('Search results for "timeout"')
  })

  test('no hits says so, suggests sections and links to a new issue', async ({
    page,
  }) => {
    await openDoc(page)
    await page.keyboard.press('Control+k')
    // A search with hits first: its sections become the suggestions.
    await searchInput(page).fill('retry')
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible()
    await searchInput(page).fill('qwxzvbnm')
    await expect(modal(page)).toContainText('No results for "qwxzvbnm"')
    await expect(modal(page)).toContainText('Try searching for')
    await expect(modal(page)).toContainText(
      'Believe this query should return results?',
    )
    // A suggestion searches for its section.
    const suggestion = modal(page).locator('.DocSearch-Prefill').first()
    const section = (await suggestion.innerText()).trim()
    await suggestion.click()
    await expect(searchInput(page)).toHaveValue(`${section.toLowerCase()} `)
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible()

    await searchInput(page).fill('qwxzvbnm')
    const report = modal(page).getByRole('link', { name: 'Let us know.' })
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/[^/]+\/[^/]+\/issues\/new\?title=.*qwxzvbnm/,
    )
  })

  test('an index that cannot be fetched shows the error, then recovers', async ({
    page,
    consoleErrors,
  }) => {
    let offline = true
    await page.route(PAGEFIND_SCRIPT, (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    )
    await openDoc(page)
    await page.keyboard.press('Control+k')
    await searchInput(page).fill('intercept')
    await expect(modal(page)).toContainText('Unable to fetch results')
    await expect(modal(page)).toContainText(
      'You might want to check your network connection.',
    )
    await expect(modal(page).locator('.DocSearch-NoResults')).toBeHidden()

    offline = false
    await searchInput(page).fill('retry')
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible()
    await expect(modal(page)).not.toContainText('Unable to fetch results')

    // The failed chunk request and the rejected search are expected here.
    expect(consoleErrors.length).toBeGreaterThan(0)
    consoleErrors.length = 0
  })

  test('in local mode nothing points at Algolia', async ({ page, baseURL }) => {
    const otherHosts: string[] = []
    const siteHost = new URL(baseURL!).host
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol !== 'data:' && url.host !== siteHost) {
        otherHosts.push(request.url())
      }
    })
    await openDoc(page)
    await expect(
      page.locator('link[rel="preconnect"][href*="algolia"]'),
    ).toHaveCount(0)
    await page.keyboard.press('Control+k')
    await searchInput(page).fill('network requests')
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible()
    await expect(modal(page).locator('.DocSearch-Logo')).toBeHidden()
    await page.goto('/search?q=network')
    await expect(page.locator('article').first()).toBeVisible()
    await expect(page.getByRole('link', { name: /algolia/i })).toBeHidden()
    expect(otherHosts).toEqual([])
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the modal with hits and with none passes axe in ${theme} mode`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode)
      }, theme)
      await openDoc(page)
      await page.keyboard.press('Control+k')
      // DocSearch's listbox puts each hit's link inside its option
      // (nested-interactive), in DocSearch 3 and 4 alike; the option is
      // what the arrow keys select, the link what a click follows.
      const serious = async () =>
        (await axeViolations(page, '.DocSearch-Modal'))
          .filter(({ impact }) => impact === 'serious' || impact === 'critical')
          .filter(({ id }) => id !== 'nested-interactive')
          .map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`)
      await searchInput(page).fill('intercept')
      await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible()
      expect(await serious()).toEqual([])
      await searchInput(page).fill('qwxzvbnm')
      await expect(modal(page)).toContainText('No results for')
      expect(await serious()).toEqual([])
    })
  }

  test('markup in the docs is shown as text, never run', async ({ page }) => {
    const dialogs = failOnDialogs(page)
    await openDoc(page)
    await page.keyboard.press('Control+k')
    await searchInput(page).fill('probe onerror alert')
    const hit = modal(page).locator('.DocSearch-Hit').first()
    await expect(hit).toContainText('<img src=x onerror=alert(1)>')
    await expect(modal(page).locator('img')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })
})

test('the search modal carries one copy of DocSearch', () => {
  // plugins/search/docsearchModule.ts: the theme's aliases for DocSearch 3 would
  // bundle its UMD build beside the ES module.
  const dir = path.resolve(__dirname, '../../build/assets/js')
  const copies = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .flatMap(
      (file) =>
        readFileSync(path.join(dir, file), 'utf8').match(
          /DocSearch-Hit-Tree/g,
        ) ?? [],
    )
  expect(copies).toHaveLength(1)
})

test.describe('search page', () => {
  test('reads the query from q, highlights matches and names the query in the title', async ({
    page,
  }) => {
    await page.goto('/search?q=retry')
    await expect(page).toHaveTitle(/Search results for "retry"/)
    await expect(page.getByPlaceholder('Type your search here')).toHaveValue(
      'retry',
    )
    const first = page.locator('article').first()
    // A doc page of the site, whichever section ranks first.
    await expect(first.locator('h2 a')).toHaveAttribute(
      'href',
      /^\/(guides|api)\//,
    )
    // Matches include other forms of the word (retries, retried).
    await expect(first.locator('mark').first()).toHaveText(/retr(y|ie)/i)
  })

  test('loads more results on scroll', async ({ page }) => {
    await page.goto('/search?q=element')
    const results = page.locator('article')
    await expect(results.first()).toBeVisible()
    const firstPage = await results.count()
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect.poll(() => results.count()).toBeGreaterThan(firstPage)
  })

  test('markup in the docs and in q is shown as text, never run', async ({
    page,
  }) => {
    const dialogs = failOnDialogs(page)
    await page.goto('/search?q=probe%20onerror%20alert')
    await expect(page.locator('article').first()).toContainText(
      '<img src=x onerror=alert(1)>',
    )
    await expect(page.locator('main article img')).toHaveCount(0)

    const script = '<script>alert(1)</script>'
    await page.goto(`/search?q=${encodeURIComponent(script)}`)
    await waitForHydration(page)
    await expect(page.locator('h1')).toHaveText(
      `Search results for "${script}"`,
    )
    await expect(page.locator('main script')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })
})
