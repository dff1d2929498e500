/**
 * The requests a reader lists, one a line (`POST https://shop.test/api/cart`
 * or a path such as `/api/cart`), made into what the Cypress proxy sees:
 * the URL as the browser sends it, the method as the browser sends it, and
 * the headers Node reads.
 */
import type { ProxiedRequest } from './matching'

/** One line of the request list, read. */
export type RequestLine =
  | { ok: true; line: number; text: string; request: ProxiedRequest }
  | { ok: false; line: number; text: string; error: string }

/** Methods `fetch()` and XMLHttpRequest send in upper case however you write them. */
const NORMALIZED_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']

/** The method as the browser sends it (the Fetch standard's normalization). */
export function sentMethod(method: string): string {
  const upper = method.toUpperCase()
  return NORMALIZED_METHODS.includes(upper) ? upper : method
}

/**
 * `Name: value` lines, names in lower case as Node reads them; a name given
 * twice gets its values joined with a comma.
 */
export function readHeaders(text: string): {
  headers: Record<string, string>
  errors: string[]
} {
  const headers = Object.create(null) as Record<string, string>
  const errors: string[] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (!line) return
    const cut = line.indexOf(':')
    const name = cut === -1 ? '' : line.slice(0, cut).trim().toLowerCase()
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name)) {
      errors.push(
        `Header line ${index + 1}: write a header as name: value, such as x-client: web.`,
      )
      return
    }
    const value = line.slice(cut + 1).trim()
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value
  })
  return { headers, errors }
}

/**
 * The request list: each line an optional method, then a URL. A path is
 * taken relative to `base`. Lines that cannot be read say why.
 */
export function readRequests(
  text: string,
  options: {
    base: string
    headers: Record<string, string>
    resourceType: string
  },
): RequestLine[] {
  const lines: RequestLine[] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (!line) return
    const number = index + 1
    const words = line.split(/\s+/)
    let method = 'GET'
    let target = line
    if (words.length === 2 && /^[A-Za-z-]+$/.test(words[0])) {
      method = sentMethod(words[0])
      target = words[1]
    } else if (words.length > 1) {
      lines.push({
        ok: false,
        line: number,
        text: line,
        error:
          'Write an optional method, a space and the URL, such as POST /api/cart; encode spaces in the URL as %20.',
      })
      return
    }
    let url: URL
    try {
      url = new URL(target, options.base)
    } catch {
      lines.push({
        ok: false,
        line: number,
        text: line,
        error: /^\//.test(target)
          ? 'This path needs a valid base URL, such as http://localhost:3000.'
          : `${target} is not a URL the browser could request.`,
      })
      return
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      lines.push({
        ok: false,
        line: number,
        text: line,
        error: `Only http and https requests pass through the proxy, not ${url.protocol.slice(0, -1)}.`,
      })
      return
    }
    if (url.username || url.password) {
      lines.push({
        ok: false,
        line: number,
        text: line,
        error:
          'A browser does not send a user name and password in the URL: to try auth, add an authorization: Basic … header below.',
      })
      return
    }
    // The browser never sends the fragment.
    url.hash = ''
    const href = url.href.endsWith('#') ? url.href.slice(0, -1) : url.href
    const headers = Object.assign(
      Object.create(null) as Record<string, string>,
      { host: url.host },
      options.headers,
    )
    lines.push({
      ok: true,
      line: number,
      text: line,
      request: {
        proxiedUrl: href,
        method,
        headers,
        resourceType: options.resourceType,
      },
    })
  })
  return lines
}
