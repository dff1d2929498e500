import path from 'node:path'

import type { LoadContext, Plugin } from '@docusaurus/types'

/**
 * Analytics and consent (see ./README.md): page views through Google Tag
 * Manager and session recording with Microsoft Clarity, each when its id is
 * configured, and only after the reader accepts in a consent banner. The
 * choice is stored locally (`consent.ts`) and can be changed from the
 * footer's "Cookie settings" link (`#cookie-settings`). With no id set the
 * site registers no such plugin: no banner, no request.
 */

export interface AnalyticsOptions {
  /** Google Tag Manager container (`GTM-XXXXXXX`): page views. */
  tagManagerContainerId?: string
  /** Microsoft Clarity project: session recording, production builds only. */
  sessionRecordingProjectId?: string
}

/** What the browser side reads (`useGlobalData`, `@generated/globalData`). */
export interface AnalyticsGlobalData extends AnalyticsOptions {
  /** What the consent banner asks the reader to allow. */
  services: string[]
}

/** What the consent banner names, per configured service. */
export function consentServices(options: AnalyticsOptions): string[] {
  return [
    ...(options.tagManagerContainerId ? ['usage analytics'] : []),
    ...(options.sessionRecordingProjectId ? ['session recording'] : []),
  ]
}

export default function analyticsPlugin(
  _context: LoadContext,
  options: AnalyticsOptions,
): Plugin {
  return {
    name: 'analytics',
    getThemePath() {
      return path.join(__dirname, 'theme')
    },
    getClientModules() {
      return [path.join(__dirname, 'clientModule.ts')]
    },
    contentLoaded({ actions }) {
      actions.setGlobalData({
        ...options,
        services: consentServices(options),
      } satisfies AnalyticsGlobalData)
    },
  }
}
