import React, { memo, type ReactNode } from 'react'
import clsx from 'clsx'
import {
  NavbarSecondaryMenuFiller,
  ThemeClassNames,
} from '@docusaurus/theme-common'
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal'
import type { Props } from '@theme/DocSidebar/Mobile'
import DocSidebarItems from '@theme/DocSidebarItems'

// Ejected from @docusaurus/theme-classic 3.10. One local change: the navbar's
// secondary menu gets the sidebar as a single prop, `menu`, where the theme
// passed `sidebar` and `path` apart.
//
// Why: NavbarSecondaryMenuFiller memoizes its props shallowly, and to do that
// it sorts their keys with String#localeCompare. The first localeCompare a
// page makes builds an ICU collator, 9 to 14 ms on this machine before any
// CPU slowdown, and on a phone it runs in the one uninterruptible render
// after hydration, when the mobile sidebar first mounts. One key leaves
// nothing to sort, so no collator is built. tests/e2e/mobileMenu.spec.ts
// checks that a phone-sized page load never calls localeCompare.

type MenuProps = { menu: Props }

function DocSidebarMobileSecondaryMenu({
  menu: { sidebar, path },
}: MenuProps): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar()
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // A category closes the menu only when it is also a link.
          if (item.type === 'link' || (item.type === 'category' && item.href)) {
            mobileSidebar.toggle()
          }
        }}
        level={1}
      />
    </ul>
  )
}

function DocSidebarMobile(props: Props): ReactNode {
  return (
    <NavbarSecondaryMenuFiller
      component={DocSidebarMobileSecondaryMenu}
      props={{ menu: props }}
    />
  )
}

export default memo(DocSidebarMobile)
