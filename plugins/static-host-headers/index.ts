import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { LoadContext, Plugin } from '@docusaurus/types'

/**
 * Writes `_headers` and `_redirects` into the build for static hosts that
 * read them (Cloudflare Pages; Netlify reads the same files): long-lived
 * immutable caching for content-hashed assets, revalidated HTML, security
 * headers, and a Content-Security-Policy under which the whole site works.
 *
 * The policy allows scripts from the site itself plus the exact inline
 * scripts the build emitted (the colour-mode and announcement-bar scripts),
 * by their SHA-256 hashes, so no `'unsafe-inline'` is needed for scripts.
 */

export interface StaticHostHeadersOptions {
  /** Extra origins the browser may fetch from (hosted search, analytics). */
  connectSources?: string[]
  /** Extra origins scripts may load from (analytics). */
  scriptSources?: string[]
  /** Extra origins images may load from (analytics beacons). */
  imageSources?: string[]
  /** Permanent redirects, old path to new path. */
  redirects?: Record<string, string>
}

/** Embedded players `DocsVideo` may show (only once the reader presses play). */
export const VIDEO_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
]

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi

/** The executable inline scripts of an HTML page (not JSON-LD data). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(
      ([, attributes]) =>
        !/\btype=["']?application\/ld\+json/i.test(attributes),
    )
    .map(([, , body]) => body)
    .filter((body) => body.trim() !== '')
}

/** The CSP source expression that allows one exact inline script. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`
}

export function contentSecurityPolicy(
  hashes: readonly string[],
  options: StaticHostHeadersOptions = {},
): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...(options.scriptSources ?? [])]],
    // React and the theme set style attributes (zoom, search, tabs).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(options.imageSources ?? [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(options.connectSources ?? [])]],
    ['frame-src', VIDEO_FRAME_SOURCES],
    ['media-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}

/** The `_headers` file: rules in order, later rules refining earlier ones. */
export function headersFile(csp: string): string {
  return `${[
    '# Written by plugins/static-host-headers at build time.',
    '/*',
    '  Cache-Control: public, max-age=0, must-revalidate',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '',
    '# Content-hashed (the search index too): a changed file gets a new name.',
    ...['/assets/*', '/pagefind/index/*', '/pagefind/fragment/*'].flatMap(
      (path) => [
        path,
        '  ! Cache-Control',
        '  Cache-Control: public, max-age=31536000, immutable',
      ],
    ),
  ].join('\n')}\n`
}

/** The `_redirects` file: one permanent redirect per line. */
export function redirectsFile(redirects: Record<string, string>): string {
  return `${Object.entries(redirects)
    .map(([from, to]) => `${from} ${to} 301`)
    .join('\n')}\n`
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return htmlFiles(full)
      return Promise.resolve(entry.name.endsWith('.html') ? [full] : [])
    }),
  )
  return nested.flat()
}

export default function staticHostHeadersPlugin(
  _context: LoadContext,
  options: StaticHostHeadersOptions = {},
): Plugin {
  return {
    name: 'static-host-headers',
    async postBuild({ outDir }) {
      const hashes = new Set<string>()
      for (const file of await htmlFiles(outDir)) {
        for (const body of inlineScripts(await readFile(file, 'utf8'))) {
          hashes.add(scriptHash(body))
        }
      }
      const csp = contentSecurityPolicy([...hashes].sort(), options)
      await writeFile(path.join(outDir, '_headers'), headersFile(csp))
      await writeFile(
        path.join(outDir, '_redirects'),
        redirectsFile(options.redirects ?? {}),
      )
    },
  }
}
