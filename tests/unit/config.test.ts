import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  announcementBar,
  announcementTargets,
} from '../../src/config/announcementBar'
import { docPath, loadDocRoutes } from '../../src/lib/docRoutes'
import { docs } from '../../src/config/docs'
import { footer } from '../../src/config/footer'
import { navbar, navbarItemTypes } from '../../src/config/navbar'
import { clientRedirects } from '../../src/config/redirects'

const root = path.resolve(__dirname, '../..')
const docRoutes = loadDocRoutes()

/** Routes of `src/pages`: `index.tsx` files map to their folder. */
function pageRoutes(dir = path.join(root, 'src/pages'), base = '/'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_')) return []
    if (entry.isDirectory()) {
      return pageRoutes(path.join(dir, entry.name), `${base}${entry.name}/`)
    }
    if (!/\.(tsx|mdx?)$/.test(entry.name) || entry.name.includes('.test.')) {
      return []
    }
    const name = entry.name.replace(/\.(tsx|mdx?)$/, '')
    return [name === 'index' ? base : `${base}${name}`]
  })
}

const routes = new Set([
  ...docRoutes.values(),
  ...pageRoutes(),
  ...clientRedirects.redirects.map((redirect) => redirect.from),
])

/** A route path as readers type it: `/plugins` reaches `/plugins/`. */
function isRoute(target: string): boolean {
  const pathname = target.split(/[?#]/)[0]
  return routes.has(pathname) || routes.has(`${pathname}/`)
}

describe('navbar', () => {
  const links = navbar.items.filter((item) => 'to' in item)

  it.each(links.map((item) => [item.label, item.to]))(
    '%s links to a real route (%s)',
    (_label, to) => {
      expect(isRoute(to), `${to} is not a route`).toBe(true)
    },
  )

  it('gives every internal link an active base path its target lies under', () => {
    for (const item of links) {
      expect(item.to.startsWith(item.activeBasePath)).toBe(true)
    }
  })

  it('uses only the item types the site renders', () => {
    // The theme's NavbarItem reads "type", and an item with "items" and no
    // type is a dropdown.
    for (const item of navbar.items as { type?: string; items?: unknown }[]) {
      const type = item.type ?? ('items' in item ? 'dropdown' : 'default')
      expect(
        navbarItemTypes as readonly string[],
        `navbar item ${JSON.stringify(item)} has type "${type}"; ` +
          `src/theme/NavbarItem/ComponentTypes.tsx renders only ` +
          `${navbarItemTypes.join(', ')}: add the type there and to ` +
          `navbarItemTypes in src/config/navbar.ts`,
      ).toContain(type)
    }
  })
})

describe('footer', () => {
  it('links only to https pages or real routes', () => {
    for (const group of footer.links) {
      for (const item of group.items as { href?: string; to?: string }[]) {
        if (item.to) expect(isRoute(item.to), item.to).toBe(true)
        else expect(item.href).toMatch(/^https:\/\/[\w.-]+(\/|$)/)
      }
    }
  })
})

describe('announcement bar', () => {
  it.each(announcementTargets)('links to a real route (%s)', (target) => {
    expect(isRoute(target), `${target} is not a route`).toBe(true)
    expect(announcementBar.content).toContain(`href="${target}"`)
  })
})

describe('docs versions', () => {
  it('publishes one version, so the version banner can stay out of the pages', () => {
    const why =
      'src/theme/DocVersionBanner renders nothing because the site has one ' +
      'docs version; with a second one, delete that file'
    expect(existsSync(path.resolve('versions.json')), why).toBe(false)
    expect(docs.lastVersion, why).toBe('current')
    expect(Object.keys(docs.versions), why).toEqual(['current'])
  })
})

describe('doc ids', () => {
  it('resolves a doc id to its public path, slug included', () => {
    expect(docPath('guides/overview/why-cypress')).toBe(
      '/guides/overview/why-cypress',
    )
  })

  it('lists the valid ids when a doc id is unknown', () => {
    expect(() => docPath('guides/overview/why-cypres')).toThrow(
      /Unknown doc id "guides\/overview\/why-cypres" in the site config\. Valid doc ids are:(\n- .+)*\n- guides\/overview\/why-cypress(\n|$)/,
    )
  })
})
