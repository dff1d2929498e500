import path from 'node:path'

import type { LoadContext, Plugin } from '@docusaurus/types'

export { CLARITY_ORIGIN, recorderUrl } from './recorderUrl'

/**
 * Session recording with Microsoft Clarity: in production builds only, after
 * consent only (see plugins/consent). Installed when CLARITY_PROJECT_ID is
 * set.
 */
export interface SessionRecordingOptions {
  projectId: string
}

export default function sessionRecordingPlugin(
  _context: LoadContext,
  options: SessionRecordingOptions,
): Plugin {
  return {
    name: 'session-recording',
    contentLoaded({ actions }) {
      actions.setGlobalData({ projectId: options.projectId })
    },
    getClientModules() {
      // `npm start` records nothing: development sessions are not readers.
      return process.env.NODE_ENV === 'production'
        ? [path.join(__dirname, 'clientModule.ts')]
        : []
    },
  }
}
