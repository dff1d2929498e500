import { useEffect, useState } from 'react'

/**
 * The element matching `selector` inside the open DocSearch modal, while
 * `active`; null otherwise. DocSearch renders its screens after our state
 * changes, so the element is watched for rather than looked up once.
 */
export function useModalElement(
  selector: string,
  active: boolean,
): Element | null {
  const [element, setElement] = useState<Element | null>(null)
  useEffect(() => {
    if (!active) {
      setElement(null)
      return
    }
    const find = () => setElement(document.querySelector(selector))
    find()
    const observer = new MutationObserver(find)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [selector, active])
  return element
}
