import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import sidebars from '../../sidebars'
import {
  announcementBar,
  announcementTargets,
} from '../../src/config/announcementBar'
import { docPath, loadDocRoutes } from '../../src/lib/docRoutes'
import { docs } from '../../src/config/docs'
import { footer } from '../../src/config/footer'
import { navbar, navbarItemTypes } from '../../src/config/navbar'
import { clientRedirects } from '../../src/config/redirects'
import { themeConfig } from '../../src/config/themeConfig'

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

  it('has the spec labels in order, with Learn external', () => {
    const labels = navbar.items.flatMap((item) =>
      'label' in item ? [item.label] : [],
    )
    expect(labels).toEqual([
      'Guides',
      'API',
      'Plugins',
      'Examples',
      'FAQ',
      'Learn',
    ])
  })

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

  it('labels the icon links for screen readers', () => {
    const ariaLabels = navbar.items.flatMap((item) =>
      'aria-label' in item && item['aria-label'] ? [item['aria-label']] : [],
    )
    expect(ariaLabels).toEqual([
      'Source code on GitHub',
      'Cypress community chat on Discord',
    ])
  })
})

describe('footer', () => {
  it('has the four spec groups', () => {
    expect(footer.links.map((group) => group.title)).toEqual([
      'Learn',
      'Community',
      'Solutions',
      'Company',
    ])
  })

  it('links only to https pages or real routes', () => {
    for (const group of footer.links) {
      for (const item of group.items as { href?: string; to?: string }[]) {
        if (item.to) expect(isRoute(item.to), item.to).toBe(true)
        else expect(item.href).toMatch(/^https:\/\/[\w.-]+(\/|$)/)
      }
    }
  })

  it('carries the build year', () => {
    expect(footer.copyright).toContain(String(new Date().getFullYear()))
  })
})

describe('announcement bar', () => {
  it.each(announcementTargets)('links to a real route (%s)', (target) => {
    expect(isRoute(target), `${target} is not a route`).toBe(true)
    expect(announcementBar.content).toContain(`href="${target}"`)
  })

  it('is closeable and coloured from the palette', () => {
    expect(announcementBar.isCloseable).toBe(true)
    expect(announcementBar.backgroundColor).toMatch(/^var\(--cy-/)
    expect(announcementBar.textColor).toMatch(/^var\(--cy-/)
  })
})

describe('colour mode', () => {
  it('defaults to light, keeps the switch and ignores the OS preference', () => {
    expect(themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    })
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

describe('sidebars', () => {
  it.each(Object.entries(sidebars))(
    'the %s sidebar has a first link',
    (name, items) => {
      const [first] = items
      expect(first.type).toBe('autogenerated')
      const folder = path.join(root, 'docs', first.dirName)
      expect(existsSync(folder), `docs/${first.dirName} is missing`).toBe(true)
      const docs = [...docRoutes.keys()].filter((id) =>
        id.startsWith(`${first.dirName}/`),
      )
      expect(docs.length, `the ${name} sidebar has no doc`).toBeGreaterThan(0)
    },
  )

  it('starts every category closed except on the path of the page (spec §4: no auto-collapse)', () => {
    expect(docs.sidebarCollapsed).toBe(true)
    expect(themeConfig.docs.sidebar.autoCollapseCategories).toBe(false)
    const forced = readdirSync(path.join(root, 'docs'), { recursive: true })
      .map(String)
      .filter((file) => path.basename(file) === '_category_.json')
      .filter((file) => {
        const json = readFileSync(path.join(root, 'docs', file), 'utf8')
        return JSON.parse(json).collapsed === false
      })
    expect(
      forced,
      'remove "collapsed": false from these _category_.json files: it keeps a category open on every page, and the theme already opens the category of the current page (src/config/docs.ts)',
    ).toEqual([])
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
