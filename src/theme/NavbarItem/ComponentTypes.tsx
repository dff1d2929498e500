import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes'
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem'
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem'
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem'
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem'
import type { ComponentType } from 'react'

import type { NavbarItemType } from '../../config/navbar'

// Ejected from @docusaurus/theme-classic 3.10 (a map cannot be wrapped to
// drop entries). The theme's map imports all nine item types, so every page
// carried the dropdown, locale and version menus and the doc-sidebar links in
// main.js, though the navbar only has links. The types the site uses
// are listed in src/config/navbar.ts, and a unit test checks the navbar
// against that list; an item of another type would otherwise only fail when
// a page renders it ("No NavbarItem component found for type ...").
const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
} satisfies Record<NavbarItemType, ComponentType<never>>

// The theme's type lists all nine; NavbarItem looks types up by name.
export default ComponentTypes as unknown as ComponentTypesObject
