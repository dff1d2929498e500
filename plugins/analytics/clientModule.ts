import type { ClientModule } from '@docusaurus/types'
import globalData from '@generated/globalData'

import { loadScript, whenConsented } from './consent'
import type { AnalyticsGlobalData } from './index'
import { startSessionRecording } from './sessionRecording'
import { createTagManager } from './tagManager'

const { tagManagerContainerId, sessionRecordingProjectId } = globalData
  .analytics.default as AnalyticsGlobalData

const inBrowser = typeof window !== 'undefined'

const tagManager =
  inBrowser && tagManagerContainerId
    ? createTagManager(tagManagerContainerId, window, loadScript)
    : null

if (tagManager) whenConsented(() => tagManager.start())

// `npm start` records nothing: development sessions are not readers.
if (
  inBrowser &&
  sessionRecordingProjectId &&
  process.env.NODE_ENV === 'production'
) {
  whenConsented(() => startSessionRecording(sessionRecordingProjectId, window))
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    tagManager?.routeChanged(location.pathname, previousLocation?.pathname)
  },
}

export default clientModule
