import type { AnalyticsOptions } from './index'
import { CLARITY_ORIGIN } from './sessionRecording'
import { TAG_MANAGER_ORIGIN } from './tagManager'

/**
 * The origins each configured service needs, for the Content-Security-Policy
 * (src/config/deploy.ts): its script, what it sends to, its beacons.
 */
export function analyticsSources(options: AnalyticsOptions) {
  const tagManager = Boolean(options.tagManagerContainerId)
  const recording = Boolean(options.sessionRecordingProjectId)
  return {
    scriptSources: [
      ...(tagManager ? [TAG_MANAGER_ORIGIN] : []),
      ...(recording ? [CLARITY_ORIGIN, 'https://*.clarity.ms'] : []),
    ],
    connectSources: [
      ...(tagManager
        ? [
            'https://*.google-analytics.com',
            'https://*.analytics.google.com',
            'https://*.googletagmanager.com',
          ]
        : []),
      ...(recording ? ['https://*.clarity.ms'] : []),
    ],
    imageSources: [
      ...(tagManager
        ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com']
        : []),
      ...(recording ? ['https://*.clarity.ms', 'https://c.bing.com'] : []),
    ],
  }
}
