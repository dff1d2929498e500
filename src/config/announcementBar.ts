import type { ThemeConfig } from '@docusaurus/preset-classic'

/**
 * Change the id whenever the content changes: readers who closed the old bar
 * see the new one, because the stored dismissal belongs to the old id.
 */
export const announcementBarId = 'test-replay-2026'

/** Pages the announcement links to, checked against the routes by a test. */
export const announcementTargets = [
  '/guides/cloud/debugging/test-replay',
  '/guides/cloud/introduction',
] as const

export const announcementBar = {
  id: announcementBarId,
  content: `See the DOM, network and console of every failed run with <a href="${announcementTargets[0]}">Test Replay</a> in <a href="${announcementTargets[1]}">Cypress Cloud</a>.`,
  // Colours come from the palette in src/css/custom.css, so the bar follows
  // the colour mode.
  backgroundColor: 'var(--cy-announcement-background)',
  textColor: 'var(--cy-announcement-text)',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar']
