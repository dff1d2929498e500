import type { PluginConfig } from '@docusaurus/types'

import analyticsPlugin, {
  consentServices,
  type AnalyticsOptions,
} from '../../plugins/analytics'
import { analyticsSources } from '../../plugins/analytics/sources'
import { sessionRecordingProjectId, tagManagerContainerId } from './env'

/** The optional services the environment configures (GTM_CONTAINER_ID, CLARITY_PROJECT_ID). */
const configured: AnalyticsOptions = {
  tagManagerContainerId,
  sessionRecordingProjectId,
}

/**
 * The analytics plugin (plugins/analytics: the services behind a consent
 * banner) when a service is configured; none at all otherwise.
 */
export function servicePlugins(
  options: AnalyticsOptions = configured,
): PluginConfig[] {
  return consentServices(options).length > 0
    ? [(context) => analyticsPlugin(context, options)]
    : []
}

/** The origins the configured services need, for the CSP. */
export function serviceSources(options: AnalyticsOptions = configured) {
  return analyticsSources(options)
}

/** True when a consent banner is shown, and the footer offers its link. */
export const hasConsentBanner = consentServices(configured).length > 0
