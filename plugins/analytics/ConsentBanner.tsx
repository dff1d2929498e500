import useBrokenLinks from '@docusaurus/useBrokenLinks'
import { usePluginData } from '@docusaurus/useGlobalData'
import { useEffect, useState, useSyncExternalStore } from 'react'

import {
  onConsentChange,
  readConsent,
  writeConsent,
  type ConsentChoice,
} from './consent'
import type { AnalyticsGlobalData } from './index'
import './styles.css'

export const SETTINGS_ANCHOR = 'cookie-settings'

/** "usage analytics and session recording" */
export function listServices(services: readonly string[]): string {
  if (services.length <= 1) return services.join('')
  return `${services.slice(0, -1).join(', ')} and ${services[services.length - 1]}`
}

/**
 * Asks once, at the bottom of the page, before any optional service loads;
 * reopens from the footer's "Cookie settings" link (#cookie-settings).
 */
export default function ConsentBanner() {
  const { services } = usePluginData('analytics') as AnalyticsGlobalData
  // The footer links here; tell the build's anchor check the target exists.
  useBrokenLinks().collectAnchor(SETTINGS_ANCHOR)
  // The stored choice; on the server and during hydration it is unknown,
  // and the banner stays closed: the choice is in the browser.
  const stored = useSyncExternalStore(
    onConsentChange,
    readConsent,
    () => 'unknown' as const,
  )
  // Answered in this page (storage may refuse to keep it), or reopened from
  // the footer's link.
  const [answered, setAnswered] = useState(false)
  const [reopened, setReopened] = useState(false)
  const open = reopened || (stored === null && !answered)

  useEffect(() => {
    const openFromLink = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a')
      if (link?.hash === `#${SETTINGS_ANCHOR}`) {
        event.preventDefault()
        setReopened(true)
      }
    }
    document.addEventListener('click', openFromLink)
    return () => document.removeEventListener('click', openFromLink)
  }, [])

  const choose = (choice: ConsentChoice) => {
    writeConsent(choice)
    setAnswered(true)
    setReopened(false)
  }

  return (
    <section
      id={SETTINGS_ANCHOR}
      className="consent-banner"
      aria-label="Cookie consent"
      hidden={!open}
    >
      <p>
        With your consent, this site loads {listServices(services)} to learn
        which pages help readers. Nothing is sent until you accept, and you can
        change your mind from &ldquo;Cookie settings&rdquo; in the footer.
      </p>
      <div className="consent-banner__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => choose('granted')}
        >
          Accept
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => choose('denied')}
        >
          Reject
        </button>
      </div>
    </section>
  )
}
