import path from 'node:path'

import type { LoadContext, Plugin } from '@docusaurus/types'

/**
 * Page views through Google Tag Manager, after consent only (see
 * plugins/consent). Installed when GTM_CONTAINER_ID is set.
 */
export interface TagManagerOptions {
  containerId: string
}

export default function tagManagerPlugin(
  _context: LoadContext,
  options: TagManagerOptions,
): Plugin {
  return {
    name: 'tag-manager',
    contentLoaded({ actions }) {
      actions.setGlobalData({ containerId: options.containerId })
    },
    getClientModules() {
      return [path.join(__dirname, 'clientModule.ts')]
    },
  }
}
