import type { Config } from '@docusaurus/types'

import { siteUrl, sourceBranch, sourceRepositoryUrl } from './env'

export const siteTitle = 'Cypress Documentation'
export const tagline =
  'Fast, easy and reliable testing for anything that runs in a browser.'

/** The site-level fields of the Docusaurus config: identity, URLs, locales. */
export const siteConfig = {
  title: siteTitle,
  tagline,
  url: siteUrl,
  baseUrl: '/',
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  // Deliberately left undefined: each route is written as `route/index.html`
  // and linked without a slash, so `/guides/overview/why-cypress` and
  // `/plugins/` (the two forms the spec uses) are both served by every static
  // host without redirects. `true` would add a slash to every doc URL, and
  // `false` would write `plugins.html`, which `/plugins/` cannot reach.
  trailingSlash: undefined,
  // The banner for a wrong baseUrl is a deployment check: it puts an inline
  // script in every page and its component in main.js. The deploy tests
  // (tests/e2e/deploy.spec.ts) walk the built site under its real paths.
  baseUrlIssueBanner: false,
  customFields: {
    /** Where a reader reports a search that found nothing ("Let us know."). */
    searchFeedbackUrl: `${sourceRepositoryUrl}/issues/new`,
    /** How to add a plugin to the directory (CONTRIBUTING.md). */
    contributingUrl: `${sourceRepositoryUrl}/blob/${sourceBranch}/CONTRIBUTING.md#adding-a-plugin-to-the-directory`,
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en-US' },
    },
  },
} satisfies Partial<Config>

/** The icons and web manifest (plugins/favicon); the SVG is `favicon` above. */
export const favicons = {
  name: siteTitle,
  shortName: 'Cypress Docs',
  themeColor: '#1b1e2e',
  backgroundColor: '#ffffff',
}
