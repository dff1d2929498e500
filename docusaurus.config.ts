import type * as Preset from '@docusaurus/preset-classic'
import type { Config } from '@docusaurus/types'

import announcementBarIdPlugin from './plugins/announcement-bar-id'
import clientHeadPlugin from './plugins/client-head'
import codeHighlightingPlugin from './plugins/code-highlighting'
import docsPlugin from './plugins/docs'
import faviconPlugin from './plugins/favicon'
import imageZoomOnDemandPlugin from './plugins/image-zoom'
import linkPreviewsPlugin, { withCardImages } from './plugins/link-previews'
import markdownTwinsPlugin from './plugins/markdown-twins'
import routeMatcherTryoutPlugin from './plugins/route-matcher-tryout'
import routeScriptsPlugin from './plugins/route-scripts'
import routeSectionsPlugin from './plugins/route-sections'
import searchPlugin from './plugins/search'
import staticHostHeadersPlugin from './plugins/static-host-headers'
import tslibHelpersPlugin from './plugins/tslib-helpers'
import { announcementBarId } from './src/config/announcementBar'
import { buildChecks } from './src/config/buildChecks'
import { staticHostHeaders } from './src/config/deploy'
import { docs } from './src/config/docs'
import { linkPreviews } from './src/config/linkPreviews'
import { clientRedirects } from './src/config/redirects'
import { searchBackendInUse } from './src/config/search'
import { servicePlugins } from './src/config/services'
import { favicons, siteConfig } from './src/config/site'
import { themeConfig } from './src/config/themeConfig'

// This file only assembles the typed modules in src/config/.
const config: Config = {
  ...siteConfig,
  future: { v4: true },
  // Keep the spec's local storage keys (`theme`, the announcement flags)
  // instead of the per-site names the v4 flags would give them.
  storage: { type: 'localStorage', namespace: false },
  ...buildChecks,
  markdown: {
    ...buildChecks.markdown,
    // Each doc page's og:image is its own card (plugins/link-previews).
    parseFrontMatter: withCardImages(linkPreviews),
  },
  presets: [
    [
      'classic',
      {
        // The docs plugin is registered below, wrapped (plugins/docs).
        docs: false,
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],
  // Before the app renders: refused storage reads as absent; link
  // prefetches wait for idle time.
  clientModules: [
    './src/clientModules/storageFallback.ts',
    './src/clientModules/idlePrefetch.ts',
  ],
  plugins: [
    [docsPlugin, docs],
    // Images zoom on click, configured by themeConfig.zoom (src/config/zoom.ts);
    // medium-zoom loads on the first click (plugins/image-zoom).
    'docusaurus-plugin-image-zoom',
    imageZoomOnDemandPlugin,
    // Prism with only the languages the docs use (plugins/code-highlighting).
    codeHighlightingPlugin,
    // tslib with only the helpers the bundles call.
    tslibHelpersPlugin,
    // The document head updated in the browser by a small module; the server
    // keeps react-helmet-async.
    clientHeadPlugin,
    // minimatch, run in the browser by the route matcher tryout, without
    // the Node module it only tries to read.
    routeMatcherTryoutPlugin,
    // Each page's HTML lists the scripts its route needs, not only main.js.
    routeScriptsPlugin,
    // The browser loads the route table a folder at a time, not whole.
    routeSectionsPlugin,
    ['@docusaurus/plugin-client-redirects', clientRedirects],
    (context) => announcementBarIdPlugin(context, { id: announcementBarId }),
    // Search, loaded on first use; without Algolia credentials it answers
    // from the site's own index.
    (context) => searchPlugin(context, { backend: searchBackendInUse }),
    (context) => staticHostHeadersPlugin(context, staticHostHeaders),
    // Each doc page as Markdown, with /llms.txt and /llms-full.txt.
    markdownTwinsPlugin,
    // The link-preview cards the doc pages name, drawn after a build.
    (context) => linkPreviewsPlugin(context, linkPreviews),
    (context) => faviconPlugin(context, favicons),
    // Analytics and session recording, behind consent, when configured.
    ...servicePlugins(),
  ],
  themeConfig,
}

export default config
