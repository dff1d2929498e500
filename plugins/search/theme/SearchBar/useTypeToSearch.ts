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
 * Typing a character while the search button has focus opens the modal with
 * that character as the query. The theme asks DocSearch for this, but
 * DocSearch's keyboard hook takes letters and digits only (not `.` or `@`,
 * which start `.should` or `@alias` queries); the returned value is the
 * modal's `initialQuery`, cleared again once the modal has closed.
 * `firstQuery` is a character typed before this hook was loaded.
 */
export function useTypeToSearch(firstQuery?: string): string | undefined {
  const [initialQuery, setInitialQuery] = useState(firstQuery)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const button = document.activeElement
      if (!button?.classList.contains('DocSearch-Button')) return
      if (!isTypedCharacter(event)) return
      event.preventDefault()
      setInitialQuery(event.key)
      ;(button as HTMLElement).click()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  useEffect(() => {
    if (initialQuery === undefined) return
    // DocSearch marks <body> while the modal is open.
    const observer = new MutationObserver(() => {
      if (!document.body.classList.contains('DocSearch--active')) {
        setInitialQuery(undefined)
      }
    })
    observer.observe(document.body, { attributeFilter: ['class'] })
    return () => observer.disconnect()
  }, [initialQuery])

  return initialQuery
}
