// The production build served as a static host serves it, on a free local
// port: gzip for text, long-lived caching for hashed assets. Used by
// scripts/bench.mjs and scripts/long-tasks.mjs.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

/** The build served as a static host serves it: gzip for text, cached assets. */
export function serve(dir) {
  const compressed = new Map()
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(
      new URL(request.url, 'http://x').pathname,
    )
    const candidates = [
      pathname,
      path.join(pathname, 'index.html'),
      `${pathname}.html`,
    ]
    const file = candidates
      .map((candidate) => path.join(dir, candidate))
      .find(
        (candidate) =>
          candidate.startsWith(dir) &&
          existsSync(candidate) &&
          statSync(candidate).isFile(),
      )
    const status = file ? 200 : 404
    const served = file ?? path.join(dir, '404.html')
    const type = types[path.extname(served)] ?? 'application/octet-stream'
    let body = readFileSync(served)
    const headers = {
      'content-type': type,
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    }
    if (
      /text|javascript|json|svg|xml/.test(type) &&
      /gzip/.test(request.headers['accept-encoding'] ?? '')
    ) {
      if (!compressed.has(served))
        compressed.set(served, gzipSync(body, { level: 9 }))
      body = compressed.get(served)
      headers['content-encoding'] = 'gzip'
    }
    response.writeHead(status, headers)
    response.end(body)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server))
  })
}
