import type { PluginConfig } from '@docusaurus/types'

import consentPlugin from '../../plugins/consent'
import sessionRecordingPlugin from '../../plugins/session-recording'
import tagManagerPlugin from '../../plugins/tag-manager'
import { sessionRecordingProjectId, tagManagerContainerId } from './env'

export interface ServiceIds {
  tagManagerContainerId?: string
  sessionRecordingProjectId?: string
}

const configured: ServiceIds = {
  tagManagerContainerId,
  sessionRecordingProjectId,
}

/** What the consent banner names, per configured service. */
export function consentServices(ids: ServiceIds): string[] {
  return [
    ...(ids.tagManagerContainerId ? ['usage analytics'] : []),
    ...(ids.sessionRecordingProjectId ? ['session recording'] : []),
  ]
}

/**
 * The plugins for the optional services that are configured, behind a
 * consent banner; none at all when nothing is configured.
 */
export function servicePlugins(ids: ServiceIds = configured): PluginConfig[] {
  const services = consentServices(ids)
  if (services.length === 0) return []
  return [
    (context) => consentPlugin(context, { services }),
    ...(ids.tagManagerContainerId
      ? [
          (context: Parameters<typeof tagManagerPlugin>[0]) =>
            tagManagerPlugin(context, {
              containerId: ids.tagManagerContainerId as string,
            }),
        ]
      : []),
    ...(ids.sessionRecordingProjectId
      ? [
          (context: Parameters<typeof sessionRecordingPlugin>[0]) =>
            sessionRecordingPlugin(context, {
              projectId: ids.sessionRecordingProjectId as string,
            }),
        ]
      : []),
  ]
}

/** The origins each configured service needs, for the CSP. */
export function serviceSources(ids: ServiceIds = configured) {
  const tagManager = Boolean(ids.tagManagerContainerId)
  const recording = Boolean(ids.sessionRecordingProjectId)
  return {
    scriptSources: [
      ...(tagManager ? ['https://www.googletagmanager.com'] : []),
      ...(recording ? ['https://www.clarity.ms', 'https://*.clarity.ms'] : []),
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

/** True when a consent banner is shown, and the footer offers its link. */
export const hasConsentBanner = consentServices(configured).length > 0
