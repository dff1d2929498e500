import type { useCodeWordWrap } from '@docusaurus/theme-common/internal'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

type WordWrap = ReturnType<typeof useCodeWordWrap>

/**
 * Whether a code block needs the word-wrap button: its code is wider than
 * the block, or it is wrapped now (the button must stay to unwrap it).
 */
export function needsWordWrapButton(pre: HTMLElement): boolean {
  return (
    pre.scrollWidth > pre.clientWidth ||
    Boolean(pre.querySelector('code')?.hasAttribute('style'))
  )
}

/** Events after which a block is measured: the reader reached it. */
const REACHED = ['pointerenter', 'focusin'] as const

/**
 * The theme's `useCodeWordWrap`, measuring later. The theme measures every
 * block in an effect as soon as the page has hydrated, and again on each
 * resize: on a long guide that is a forced layout of the whole page and a
 * second render of every block wider than a phone, about half a second of
 * blocked main thread on a mid-range phone, for buttons nobody has seen yet.
 * The buttons only show when the pointer is over a block or focus is in it,
 * so this measures a block then, and the button is there when it shows.
 */
export function useWordWrapOnDemand(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null)
  const [isEnabled, setIsEnabled] = useState(false)
  const [isCodeScrollable, setIsCodeScrollable] = useState(false)

  useEffect(() => {
    const pre = codeBlockRef.current
    // The block's content box holds the <pre> and the buttons.
    const target = pre?.parentElement
    if (!pre || !target) return undefined
    const measure = () => setIsCodeScrollable(needsWordWrapButton(pre))
    for (const type of REACHED) target.addEventListener(type, measure)
    return () => {
      for (const type of REACHED) target.removeEventListener(type, measure)
    }
  }, [])

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code')
    if (!code) return
    if (isEnabled) {
      code.removeAttribute('style')
    } else {
      // Wrap anywhere, so even a long token leaves no scrollbar.
      code.style.whiteSpace = 'pre-wrap'
      code.style.overflowWrap = 'anywhere'
    }
    setIsEnabled(!isEnabled)
  }, [isEnabled])

  return useMemo(
    () => ({ codeBlockRef, isEnabled, isCodeScrollable, toggle }),
    [isEnabled, isCodeScrollable, toggle],
  )
}
