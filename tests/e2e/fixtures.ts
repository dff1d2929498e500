import { test as base, expect, type Page } from '@playwright/test'

/**
 * The shared test: every page a test opens fails the test if it logs a
 * console error or throws.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until React has hydrated the page, so clicks reach handlers. */
export async function waitForHydration(page: Page) {
  // The server HTML carries data-has-hydrated="false"; React sets "true".
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true',
  )
}

/**
 * Waits until the page's main thread is idle: what hydration revealed has
 * rendered (React's transitions yield to idle time) and idle work has run.
 */
export async function untilIdle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null))),
  )
}

/** Reads a local storage key in the page. */
export function storageItem(page: Page, key: string) {
  return page.evaluate((name) => window.localStorage.getItem(name), key)
}

/** Follows a link in the article by its text: a client-side navigation. */
export async function followArticleLink(page: Page, name: string) {
  await page.getByRole('article').getByRole('link', { name }).first().click()
}

/**
 * Refuses localStorage and sessionStorage in every document the page loads,
 * as Chrome does with cookies blocked: reading either property throws.
 */
export async function refuseStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied.', 'SecurityError')
        },
      })
    }
  })
}
