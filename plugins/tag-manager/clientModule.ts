import globalData from '@generated/globalData'
import type { ClientModule } from '@docusaurus/types'

import { loadScript, whenConsented } from '../consent/consent'
import { createTagManager } from './tagManager'

const { containerId } = globalData['tag-manager'].default as {
  containerId: string
}

const tagManager =
  typeof window === 'undefined'
    ? null
    : createTagManager(containerId, window, loadScript)

if (tagManager) whenConsented(() => tagManager.start())

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    tagManager?.routeChanged(location.pathname, previousLocation?.pathname)
  },
}

export default clientModule
