/** Microsoft Clarity's script host. */
export const CLARITY_ORIGIN = 'https://www.clarity.ms'

/** The recorder script for one Clarity project. */
export function recorderUrl(projectId: string): string {
  return `${CLARITY_ORIGIN}/tag/${encodeURIComponent(projectId)}`
}
