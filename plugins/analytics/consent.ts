/**
 * The reader's consent to optional services (analytics, session recording),
 * kept in local storage under one key and shared by every plugin that needs
 * it. Storage that throws (blocked cookies, private modes) counts as no
 * choice yet: the banner asks again, and nothing loads.
 */

export type ConsentChoice = 'granted' | 'denied'

export const CONSENT_STORAGE_KEY = 'cookie-consent'
const CHANGE_EVENT = 'cookie-consent-change'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function readConsent(): ConsentChoice | null {
  try {
    const value = storage()?.getItem(CONSENT_STORAGE_KEY)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    return null
  }
}

/** Stores the choice (if storage allows) and tells every listener. */
export function writeConsent(choice: ConsentChoice): void {
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, choice)
  } catch (error) {
    console.warn('The consent choice could not be stored:', error)
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: choice }))
}

/** Calls `listener` with each new choice; returns the unsubscribe function. */
export function onConsentChange(
  listener: (choice: ConsentChoice) => void,
): () => void {
  const handle = (event: Event) =>
    listener((event as CustomEvent<ConsentChoice>).detail)
  window.addEventListener(CHANGE_EVENT, handle)
  return () => window.removeEventListener(CHANGE_EVENT, handle)
}

/**
 * Runs `start` once the reader has consented: at once if they already did,
 * or when they accept later. It never runs more than once.
 */
export function whenConsented(start: () => void): void {
  let started = false
  const run = () => {
    if (started) return
    started = true
    start()
  }
  if (readConsent() === 'granted') {
    run()
    return
  }
  const stop = onConsentChange((choice) => {
    if (choice !== 'granted') return
    stop()
    run()
  })
}

/** Adds an async script to <head>; the one way these plugins load vendors. */
export function loadScript(src: string): HTMLScriptElement {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
  return script
}
