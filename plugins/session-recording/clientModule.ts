import globalData from '@generated/globalData'

import { loadScript, whenConsented } from '../consent/consent'
import { recorderUrl } from './recorderUrl'

const { projectId } = globalData['session-recording'].default as {
  projectId: string
}

if (typeof window !== 'undefined') {
  whenConsented(() => {
    // Clarity's loader queues calls made before its script arrives.
    const clarityWindow = window as Window & {
      clarity?: ((...args: unknown[]) => void) & { q?: unknown[][] }
    }
    clarityWindow.clarity =
      clarityWindow.clarity ??
      Object.assign(
        (...args: unknown[]) => {
          ;(clarityWindow.clarity!.q = clarityWindow.clarity!.q ?? []).push(
            args,
          )
        },
        { q: [] as unknown[][] },
      )
    loadScript(recorderUrl(projectId))
  })
}
