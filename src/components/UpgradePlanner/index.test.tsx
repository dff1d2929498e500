import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { releases } from '../../data/changelog'
import UpgradePlanner from '.'

/**
 * What the planner renders: on the server (and so without JavaScript) the
 * list of majors with their sections and disabled selects; in the browser,
 * the plan the address asks for.
 */

const page = vi.hoisted(() => ({ search: '', isBrowser: false }))

vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children: ReactNode }) => (
    <a href={to}>{children}</a>
  ),
}))
vi.mock('@docusaurus/useIsBrowser', () => ({
  default: () => page.isBrowser,
}))
vi.mock('@docusaurus/router', () => ({
  useLocation: () => ({
    pathname: '/guides/references/upgrade-planner',
    search: page.search,
    hash: '',
  }),
  useHistory: () => ({ replace: () => {} }),
}))

beforeEach(() => {
  page.search = ''
  page.isBrowser = false
})

const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)">/g)].map(([, href]) =>
    href.replace(/&amp;/g, '&'),
  )

describe('UpgradePlanner on the server', () => {
  it('lists every major with its Migration Guide and Changelog sections', () => {
    const html = renderToStaticMarkup(<UpgradePlanner />)
    expect(html).toMatch(
      /<ul class="[\w-]*overview\w*" aria-label="Major versions">/,
    )
    expect(links(html)).toContain(
      '/guides/references/migration-guide#migrating-to-cypress-150',
    )
    expect(links(html)).toContain(
      '/guides/references/migration-guide#migrating-to-cypress-40',
    )
    for (let major = 0; major <= 15; major++) {
      expect(links(html)).toContain(
        `/guides/references/changelog#cypress-${major}`,
      )
    }
  })

  it('renders the labelled selects disabled, and no plan, whatever the address', () => {
    page.search = '?from=12.17.4&to=15.3.0'
    const html = renderToStaticMarkup(<UpgradePlanner />)
    expect(html).toMatch(/<fieldset class="[\w-]*fields\w*" disabled="">/)
    expect(html).toMatch(/<label for="[^"]+">Version you are on<\/label>/)
    expect(html).toMatch(/<label for="[^"]+">Version you are going to<\/label>/)
    expect(html).toContain('<noscript>')
    expect(html).not.toContain('Breaking changes')
    expect(html).toMatch(/<p role="status" aria-live="polite"[^>]*><\/p>/)
  })
})

describe('UpgradePlanner in the browser', () => {
  it('shows the plan the address asks for, majors in order, each with its section', () => {
    page.isBrowser = true
    page.search = '?from=12.17.4&to=15.3.0'
    const html = renderToStaticMarkup(<UpgradePlanner />)
    expect(html).toMatch(/<fieldset class="[\w-]*fields\w*">/)
    expect(html).toContain('From 12.17.4 to 15.3.0:')
    // The majors' sections, after the bundled versions.
    const majors = html.slice(html.indexOf('data-major='))
    const order = links(majors).filter((href) =>
      /migrating-to-cypress|changelog#1[345]-0-0$/.test(href),
    )
    expect(order).toEqual([
      '/guides/references/migration-guide#migrating-to-cypress-130',
      '/guides/references/changelog#13-0-0',
      '/guides/references/migration-guide#migrating-to-cypress-140',
      '/guides/references/changelog#14-0-0',
      '/guides/references/migration-guide#migrating-to-cypress-150',
      '/guides/references/changelog#15-0-0',
    ])
    const v13 = releases.find((release) => release.version === '13.0.0')!
    expect(html).toContain('aria-label="Breaking changes in 13.0.0"')
    expect(
      html
        .split('aria-label="Breaking changes in 13.0.0">')[1]
        .split('</ul>')[0]
        .match(/<li>/g),
    ).toHaveLength(v13.breaking!.length)
    expect(links(html)).toContain(
      '/guides/references/upgrade-planner?from=12.17.4&to=15.3.0',
    )
  })

  it('shows the choice in the selects, and says what is wrong with an unknown version', () => {
    page.isBrowser = true
    page.search = '?from=12.99.0&to=14.0.0'
    const html = renderToStaticMarkup(<UpgradePlanner />)
    expect(html).toContain(
      'The changelog lists no release 12.99.0. Choose the version you are on from the list.',
    )
    expect(html).toMatch(/<option value="14.0.0" selected="">/)
    expect(html).toMatch(/<option value="" disabled="" selected="">/)
    expect(html).toContain('aria-label="Major versions"')
  })
})
