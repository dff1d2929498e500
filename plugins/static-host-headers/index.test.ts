import { createHash } from 'node:crypto'
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { LoadContext } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'

import staticHostHeadersPlugin, {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  redirectsFile,
  scriptHash,
} from './index'

describe('inlineScripts', () => {
  it('finds inline scripts, quoted or minified, and skips the rest', () => {
    const html = [
      '<script>a()</script>',
      '<script data-rh=true>b()</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script src="/x.js"></script>',
      '<script data-rh=true type=application/ld+json>{"@type":"x"}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script>  </script>',
    ].join('')
    expect(inlineScripts(html)).toEqual(['a()', 'b()'])
  })
})

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact script text', () => {
    const expected = createHash('sha256').update('a()').digest('base64')
    expect(scriptHash('a()')).toBe(`'sha256-${expected}'`)
  })
})

describe('contentSecurityPolicy', () => {
  it('allows only the site, the given hashes and the video players', () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"])
    expect(csp).toContain("script-src 'self' 'sha256-abc';")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('adds the hosts of configured services', () => {
    const csp = contentSecurityPolicy([], {
      connectSources: ['https://*.algolia.net'],
      scriptSources: ['https://www.googletagmanager.com'],
    })
    expect(csp).toContain("connect-src 'self' https://*.algolia.net;")
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;")
  })
})

describe('headersFile', () => {
  it('revalidates pages and caches hashed assets for a year', () => {
    const file = headersFile("default-src 'self'")
    expect(file).toMatch(
      /^\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate$/m,
    )
    expect(file).toContain("  Content-Security-Policy: default-src 'self'\n")
    expect(file).toMatch(
      /^\/assets\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    )
    // The search index's chunks and fragments are named by their content.
    for (const dir of ['index', 'fragment']) {
      expect(file).toContain(
        `/pagefind/${dir}/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n`,
      )
    }
  })
})

describe('redirectsFile', () => {
  it('writes one permanent redirect per line', () => {
    expect(redirectsFile({ '/old': '/new', '/a/b': '/c' })).toBe(
      '/old /new 301\n/a/b /c 301\n',
    )
  })
})

describe('the plugin', () => {
  it('hashes every inline script of the build into _headers, and writes _redirects', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'headers-'))
    mkdirSync(path.join(outDir, 'guides'))
    writeFileSync(path.join(outDir, 'index.html'), '<script>one()</script>')
    writeFileSync(
      path.join(outDir, 'guides/index.html'),
      '<script>one()</script><script>two()</script>',
    )
    const plugin = staticHostHeadersPlugin({} as LoadContext, {
      redirects: { '/old': '/new' },
    })
    await plugin.postBuild?.({ outDir } as never)
    const headers = readFileSync(path.join(outDir, '_headers'), 'utf8')
    expect(headers).toContain(scriptHash('one()'))
    expect(headers).toContain(scriptHash('two()'))
    expect(readFileSync(path.join(outDir, '_redirects'), 'utf8')).toBe(
      '/old /new 301\n',
    )
  })
})
