import type { StaticHostHeadersOptions } from '../../plugins/static-host-headers'

import { clientRedirects } from './redirects'
import { searchBackendInUse } from './search'
import { serviceSources } from './services'

/** Hosts the browser talks to when hosted search is configured. */
const algoliaHosts = ['https://*.algolia.net', 'https://*.algolianet.com']

/**
 * What the static host's `_headers` and `_redirects` allow and redirect: the
 * site's own origin, plus the hosted services that environment variables
 * turn on, and the same redirects the client-side redirect pages make.
 */
const services = serviceSources()

export const staticHostHeaders = {
  connectSources: [
    ...(searchBackendInUse === 'algolia' ? algoliaHosts : []),
    ...services.connectSources,
  ],
  scriptSources: [
    // The local search (Pagefind) compiles its WebAssembly search engine;
    // this allows that and nothing else (no eval, no inline script).
    ...(searchBackendInUse === 'local' ? ["'wasm-unsafe-eval'"] : []),
    ...services.scriptSources,
  ],
  imageSources: services.imageSources,
  redirects: Object.fromEntries(
    clientRedirects.redirects.flatMap(({ from, to }) =>
      (Array.isArray(from) ? from : [from]).map((path) => [path, to]),
    ),
  ),
} satisfies StaticHostHeadersOptions
