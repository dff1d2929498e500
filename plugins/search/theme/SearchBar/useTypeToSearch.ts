import { useEffect, useState } from 'react'

/** A key that types a character: no modifier, one printable character. */
export function isTypedCharacter(event: KeyboardEvent): boolean {
  return (
    event.key.length === 1 &&
    /\S/.test(event.key) &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey
  )
}

/**
 * The query the modal opens with (its `initialQuery`): a character typed on
 * the search button, or the query search was opened with. It is cleared
 * once the modal has closed, so the next opening starts empty. DocSearch
 * reads it when its modal mounts, which is after the modal's code has
 * loaded; it marks <body> `DocSearch--active` while the modal is open.
 * `firstQuery` is a query given before this hook was loaded.
 */
export function useTypeToSearch(
  firstQuery?: string,
): [string | undefined, (query: string | undefined) => void] {
  const [initialQuery, setInitialQuery] = useState(firstQuery)

  useEffect(() => {
    if (initialQuery === undefined) return
    const observer = new MutationObserver(() => {
      if (!document.body.classList.contains('DocSearch--active')) {
        setInitialQuery(undefined)
      }
    })
    observer.observe(document.body, { attributeFilter: ['class'] })
    return () => observer.disconnect()
  }, [initialQuery])

  return [initialQuery, setInitialQuery]
}
