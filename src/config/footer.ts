import type { ThemeConfig } from '@docusaurus/preset-classic'

import { communityChatUrl, learnUrl } from './navbar'
import { sourceRepositoryUrl } from './env'
import { hasConsentBanner } from './services'

/** The year the site was built, for the copyright line. */
export const buildYear = new Date().getFullYear()

export const footer = {
  style: 'dark',
  logo: {
    alt: 'Cypress Documentation',
    src: 'img/logo-dark.svg',
    width: 40,
    height: 40,
    href: '/',
  },
  links: [
    {
      title: 'Learn',
      items: [
        { label: 'Cypress Learn', href: learnUrl },
        { label: 'Cypress blog', href: 'https://www.cypress.io/blog' },
        {
          label: 'Real World App',
          href: 'https://github.com/cypress-io/cypress-realworld-app',
        },
        {
          label: 'Example recipes',
          href: 'https://github.com/cypress-io/cypress-example-recipes',
        },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Discord', href: communityChatUrl },
        { label: 'GitHub', href: 'https://github.com/cypress-io/cypress' },
        { label: 'Documentation source', href: sourceRepositoryUrl },
        {
          label: 'Stack Overflow',
          href: 'https://stackoverflow.com/questions/tagged/cypress',
        },
      ],
    },
    {
      title: 'Solutions',
      items: [
        { label: 'Cypress App', href: 'https://www.cypress.io/app' },
        { label: 'Cypress Cloud', href: 'https://www.cypress.io/cloud' },
        { label: 'Pricing', href: 'https://www.cypress.io/pricing' },
      ],
    },
    {
      title: 'Company',
      items: [
        { label: 'About', href: 'https://www.cypress.io/about-us' },
        { label: 'Careers', href: 'https://www.cypress.io/careers' },
        { label: 'Support', href: 'https://www.cypress.io/support' },
        // Reopens the consent banner (plugins/analytics), when there is one.
        ...(hasConsentBanner
          ? [{ label: 'Cookie settings', to: '#cookie-settings' }]
          : []),
      ],
    },
  ],
  copyright: `Copyright © ${buildYear} Cypress.io, Inc. Written and maintained by the Cypress documentation contributors.`,
} satisfies ThemeConfig['footer']
