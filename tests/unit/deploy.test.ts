import { describe, expect, it } from 'vitest'

import { staticHostHeaders } from '../../src/config/deploy'
import { clientRedirects } from '../../src/config/redirects'

describe('deploy configuration', () => {
  it('redirects on the host everything the client redirect pages cover', () => {
    // Protects old links from a page that redirects only once its script
    // runs: the host's _redirects (a 301 that crawlers and readers without
    // JavaScript follow) must cover every client redirect.
    for (const { from, to } of clientRedirects.redirects) {
      for (const path of Array.isArray(from) ? from : [from]) {
        expect(staticHostHeaders.redirects[path], path).toBe(to)
      }
    }
  })
})
