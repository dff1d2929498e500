import type { ReactNode } from 'react'

/**
 * The theme's banner for an unreleased or unmaintained docs version. The
 * site publishes one version, the current docs (src/config/docs.ts), so the
 * banner never shows, yet its component sat in every doc page's JavaScript.
 * A unit test (tests/unit/config.test.ts) fails if a second version appears:
 * then delete this file and the theme's banner comes back.
 */
export default function DocVersionBanner(): ReactNode {
  return null
}
