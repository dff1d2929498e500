import type { LoadContext, Plugin } from '@docusaurus/types'

import { emitAssets } from '../emitAssets'

/**
 * The icons beyond the SVG favicon Docusaurus links itself: favicon.ico for
 * browsers without SVG icons, the apple-touch icon, and a web manifest with
 * the 192 and 512 px icons. The files live in static/ (rendered from the SVG
 * by `npm run make:favicons`); this plugin links them and emits the
 * manifest with the client bundle, so `docusaurus start` serves it as the
 * build does (a file written after the build would be the dev server's HTML
 * fallback there). Nothing here loads from another origin.
 */

export interface FaviconOptions {
  /** Full name, for install prompts. */
  name: string
  /** Name under the icon on a home screen (12 characters or fewer). */
  shortName: string
  themeColor: string
  backgroundColor: string
}

export const MANIFEST_FILE = 'manifest.webmanifest'

export function webManifest(options: FaviconOptions, baseUrl: string) {
  return {
    name: options.name,
    short_name: options.shortName,
    start_url: baseUrl,
    scope: baseUrl,
    display: 'minimal-ui',
    theme_color: options.themeColor,
    background_color: options.backgroundColor,
    icons: [
      {
        src: `${baseUrl}img/icon-192.png`,
        sizes: '192x192',
        type: 'image/png',
      },
      {
        src: `${baseUrl}img/icon-512.png`,
        sizes: '512x512',
        type: 'image/png',
      },
      { src: `${baseUrl}img/favicon.svg`, sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}

export default function faviconPlugin(
  context: LoadContext,
  options: FaviconOptions,
): Plugin {
  const { baseUrl } = context.siteConfig
  return {
    name: 'favicon',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'icon',
              href: `${baseUrl}favicon.ico`,
              sizes: '32x32',
            },
          },
          {
            tagName: 'link',
            attributes: {
              rel: 'apple-touch-icon',
              href: `${baseUrl}img/apple-touch-icon.png`,
            },
          },
          {
            tagName: 'link',
            attributes: { rel: 'manifest', href: `${baseUrl}${MANIFEST_FILE}` },
          },
        ],
      }
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {}
      const manifest = `${JSON.stringify(webManifest(options, baseUrl), null, 2)}\n`
      return {
        plugins: [emitAssets('favicon', () => [[MANIFEST_FILE, manifest]])],
      }
    },
  }
}
