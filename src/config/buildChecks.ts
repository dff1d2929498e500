import type { Config } from '@docusaurus/types'

/**
 * The build is a test: a broken link, anchor, markdown link or image fails
 * it, naming the page and the target. Duplicate routes only warn.
 */
export const buildChecks = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },
} satisfies Partial<Config>
