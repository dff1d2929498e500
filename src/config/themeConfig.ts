import type { ThemeConfig } from '@docusaurus/preset-classic'

import { announcementBar } from './announcementBar'
import { footer } from './footer'
import { navbar } from './navbar'
import { darkCodeTheme } from '../../plugins/code-highlighting/prismThemes'
import { algolia } from './search'
import { type ZoomThemeConfig, zoom } from './zoom'

export const themeConfig = {
  metadata: [{ name: 'theme-color', content: '#1b1e2e' }],
  // The link preview (og:image, twitter:image) of the pages that are not
  // docs, as an absolute URL on the site's origin; each doc page has a card
  // of its own (plugins/link-previews). Crawlers take PNG, not SVG: the PNG
  // is rendered from static/img/social-card.svg by scripts/make-social-card.mjs.
  image: 'img/social-card.png',
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    // The spec has two colour modes and ignores the OS preference; with this
    // off, the switch toggles light and dark only (no "system" state).
    respectPrefersColorScheme: false,
  },
  docs: {
    versionPersistence: 'localStorage',
    // The spec's sidebar (§4): not hideable, categories never auto-collapse.
    sidebar: { hideable: false, autoCollapseCategories: false },
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  announcementBar,
  navbar,
  footer,
  prism: {
    // Dark in both colour modes (plugins/code-highlighting/prismThemes.ts).
    theme: darkCodeTheme,
    darkTheme: darkCodeTheme,
    // None: plugins/code-highlighting loads the languages the docs use.
    additionalLanguages: [],
  },
  // The DocSearch modal and /search page, for either search backend.
  algolia,
  // docusaurus-plugin-image-zoom's options.
  zoom,
} satisfies ThemeConfig & { zoom: ZoomThemeConfig }
