import { loadScript } from './consent'

/**
 * Session recording with Microsoft Clarity, started after consent
 * (./clientModule.ts), in production builds only.
 */

/** Microsoft Clarity's script host. */
export const CLARITY_ORIGIN = 'https://www.clarity.ms'

/** The recorder script for one Clarity project. */
export function recorderUrl(projectId: string): string {
  return `${CLARITY_ORIGIN}/tag/${encodeURIComponent(projectId)}`
}

type ClarityWindow = Window & {
  clarity?: ((...args: unknown[]) => void) & { q?: unknown[][] }
}

/** Loads the recorder; Clarity's loader queues calls made before it arrives. */
export function startSessionRecording(projectId: string, win: Window): void {
  const clarityWindow = win as ClarityWindow
  clarityWindow.clarity =
    clarityWindow.clarity ??
    Object.assign(
      (...args: unknown[]) => {
        ;(clarityWindow.clarity!.q = clarityWindow.clarity!.q ?? []).push(args)
      },
      { q: [] as unknown[][] },
    )
  loadScript(recorderUrl(projectId))
}
