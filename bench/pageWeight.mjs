// What a first visit to a page downloads, read from the browser's own network
// log: the HTML document and every script and stylesheet the page loads, raw
// and gzip-compressed. Shared by `npm run bench` and the size-budget test, so
// the two always count the same bytes. Prefetches of other routes' chunks
// (Docusaurus hints them for visible links) are not part of the page and are
// not counted: Chromium reports them with the resource type "other".
import { gzipSync } from 'node:zlib'

/**
 * @typedef {object} Resource
 * @property {string} url The full URL the browser requested.
 * @property {string} chunk The file name without its content hash
 *   (`main.0156dc21.js` -> `main.js`), stable from one build to the next.
 * @property {number} raw Bytes as served, uncompressed.
 * @property {number} gzip Bytes after gzip (level 9).
 */

/**
 * @typedef {object} PageWeight
 * @property {string} path
 * @property {{ raw: number, gzip: number }} html
 * @property {Resource[]} scripts
 * @property {Resource[]} stylesheets
 * @property {{ raw: number, gzip: number }} js Sum of the scripts.
 * @property {{ raw: number, gzip: number }} css Sum of the stylesheets.
 */

/** `assets/js/main.0156dc21.js` -> `main.js`; `runtime~main.179c5aea.js` -> `runtime~main.js`. */
export function chunkName(url) {
  const file = new URL(url).pathname.split('/').pop() ?? ''
  return file.replace(/\.[0-9a-f]{8,}(\.(?:js|css))$/, '$1')
}

/** @param {Buffer} body */
function sizes(body) {
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
}

/** @param {Resource[]} resources */
function total(resources) {
  return resources.reduce(
    (sum, { raw, gzip }) => ({ raw: sum.raw + raw, gzip: sum.gzip + gzip }),
    { raw: 0, gzip: 0 },
  )
}

/**
 * Opens `path` in a fresh page of `context` (so nothing is cached) and
 * returns what it loaded once the network has been idle.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseURL
 * @param {string} path
 * @returns {Promise<PageWeight>}
 */
export async function measurePageWeight(context, baseURL, path) {
  const page = await context.newPage()
  /** @type {Promise<[string, Resource] | null>[]} */
  const pending = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet' && type !== 'document') {
      return
    }
    pending.push(
      response.body().then(
        (body) => [
          type,
          {
            url: response.url(),
            chunk: chunkName(response.url()),
            ...sizes(body),
          },
        ],
        () => null,
      ),
    )
  })
  const response = await page.goto(new URL(path, baseURL).href, {
    waitUntil: 'networkidle',
  })
  if (!response?.ok()) {
    throw new Error(`${path}: the server answered ${response?.status()}`)
  }
  const loaded = (await Promise.all(pending)).filter((entry) => entry !== null)
  await page.close()
  const of = (/** @type {string} */ type) =>
    loaded.filter(([kind]) => kind === type).map(([, resource]) => resource)
  const scripts = of('script').sort((a, b) => b.gzip - a.gzip)
  const stylesheets = of('stylesheet').sort((a, b) => b.gzip - a.gzip)
  const [document] = of('document')
  return {
    path,
    html: { raw: document?.raw ?? 0, gzip: document?.gzip ?? 0 },
    scripts,
    stylesheets,
    js: total(scripts),
    css: total(stylesheets),
  }
}

/** 1234 -> "1.2 KiB" */
export function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`
}
