import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects'

/**
 * Static redirect pages for paths readers and the announcement bar use that
 * are not pages of their own.
 */
export const clientRedirects = {
  redirects: [
    // The announcement bar and older links name the Test Replay guide under
    // "debugging"; the page itself lives with the other Cloud features.
    {
      from: '/guides/cloud/debugging/test-replay',
      to: '/guides/cloud/test-replay',
    },
  ],
} satisfies ClientRedirectsOptions
