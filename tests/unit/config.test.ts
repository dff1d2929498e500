import { describe, expect, it } from 'vitest'

import { footer } from '../../src/config/footer'
import { navbar, navbarItemTypes } from '../../src/config/navbar'

/**
 * What the site's config must hold that neither TypeScript nor the build
 * checks. Links rendered through the theme (navbar, footer) are checked by
 * the build itself (onBrokenLinks: 'throw'), and a doc item's unknown id
 * fails it; the announcement bar's links are HTML, checked in the browser
 * tests (announcement.spec.ts).
 */

describe('navbar', () => {
  it('uses only the item types the site renders', () => {
    // Protects every page from "No NavbarItem component found for type":
    // the theme's NavbarItem reads "type", and an item with "items" and no
    // type is a dropdown; src/theme/NavbarItem/ComponentTypes.tsx maps only
    // the types navbarItemTypes lists.
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
  it('links elsewhere only over https', () => {
    // Protects readers from plain-http links, which the build does not
    // check.
    for (const group of footer.links) {
      for (const item of group.items as { href?: string }[]) {
        if (item.href) expect(item.href).toMatch(/^https:\/\/[\w.-]+(\/|$)/)
      }
    }
  })
})
