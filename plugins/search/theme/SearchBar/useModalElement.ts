import { useCallback, useSyncExternalStore } from 'react'

/**
 * The element matching `selector` inside the open DocSearch modal, while
 * `active`; null otherwise. DocSearch renders its screens after our state
 * changes, so the page is watched for it rather than looked up once, and
 * only while `active`.
 */
export function useModalElement(
  selector: string,
  active: boolean,
): Element | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!active) return () => {}
      const observer = new MutationObserver(onChange)
      observer.observe(document.body, { childList: true, subtree: true })
      return () => observer.disconnect()
    },
    [active],
  )
  return useSyncExternalStore(
    subscribe,
    () => (active ? document.querySelector(selector) : null),
    () => null,
  )
}
