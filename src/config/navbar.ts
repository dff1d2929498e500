import type { ThemeConfig } from '@docusaurus/preset-classic'

import { sourceRepositoryUrl } from './env'

/** The community chat the navbar links to. */
export const communityChatUrl = 'https://on.cypress.io/discord'
/** Cypress' own learning platform, linked as "Learn". */
export const learnUrl = 'https://learn.cypress.io'

/**
 * The navbar item types the site renders (src/theme/NavbarItem/ComponentTypes.tsx
 * keeps only these). To add a dropdown or a locale or version menu, add its
 * type here and its component there.
 */
export const navbarItemTypes = ['default', 'search', 'html', 'doc'] as const
export type NavbarItemType = (typeof navbarItemTypes)[number]

/** Hide the navbar while the reader scrolls down; it returns on scroll up. */
export const hideNavbarOnScroll = false

/**
 * A link to a doc, by id: the theme's doc item, which resolves the id to the
 * doc's path, marks the link active on the pages of that doc's sidebar, and
 * fails the build, listing the valid ids, when the id is unknown.
 */
function docLink(label: string, docId: string) {
  return { type: 'doc' as const, label, docId, position: 'left' as const }
}

export const navbar = {
  title: 'Docs',
  hideOnScroll: hideNavbarOnScroll,
  logo: {
    alt: 'Cypress Documentation home',
    src: 'img/logo-light.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
    href: '/',
  },
  items: [
    docLink('Guides', 'guides/overview/why-cypress'),
    docLink('API', 'api/table-of-contents'),
    {
      label: 'Plugins',
      to: '/plugins',
      activeBasePath: '/plugins',
      position: 'left',
    },
    docLink('Examples', 'examples/recipes'),
    docLink('FAQ', 'faq/questions/using-cypress-faq'),
    { label: 'Learn', href: learnUrl, position: 'left' },
    {
      href: sourceRepositoryUrl,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--github',
      'aria-label': 'Source code on GitHub',
    },
    {
      href: communityChatUrl,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--discord',
      'aria-label': 'Cypress community chat on Discord',
    },
  ],
} satisfies ThemeConfig['navbar']
