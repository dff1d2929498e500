import { useEffect } from 'react'

/** The ids of an id list (`value`) that `exists` says are in the page. */
export function existingIds(
  value: string,
  exists: (id: string) => boolean,
): string[] {
  return value.split(/\s+/).filter((id) => id && exists(id))
}

/**
 * DocSearch 3 names in its input's `aria-controls` the list of every result
 * group it knows, rendered or not (its autocomplete core fixed this in a
 * later release), so the attribute points at lists that do not exist, which
 * assistive technology cannot follow. While the modal is open this keeps
 * only the lists that exist, and drops the attribute when none does.
 */
export function useExistingAriaControls(): void {
  useEffect(() => {
    const fix = () => {
      const input = document.querySelector('.DocSearch-Input')
      const value = input?.getAttribute('aria-controls')
      if (!input || value == null) return
      const kept = existingIds(
        value,
        (id) => document.getElementById(id) !== null,
      ).join(' ')
      if (kept === value) return
      if (kept) input.setAttribute('aria-controls', kept)
      else input.removeAttribute('aria-controls')
    }
    const observer = new MutationObserver(fix)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: ['aria-controls'],
    })
    return () => observer.disconnect()
  }, [])
}
