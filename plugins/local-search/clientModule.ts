import siteConfig from '@generated/docusaurus.config'

import type { PagefindModule } from './client'
import { configureLocalSearch } from './options'

// Nothing is fetched here: Pagefind's script is imported on the first search.
configureLocalSearch({
  loadPagefind: () =>
    import(
      /* webpackIgnore: true */ `${siteConfig.baseUrl}pagefind/pagefind.js`
    ) as Promise<PagefindModule>,
  pagefindOptions: {
    baseUrl: siteConfig.baseUrl,
    // Pagefind's default excerpt is 30 words; the modal shows about two
    // lines.
    excerptLength: 24,
  },
  // Hits are absolute on the site's own URL, so the theme's
  // `externalUrlRegex` treats them as internal on any host.
  origin: siteConfig.url,
  language: siteConfig.i18n.defaultLocale,
})
