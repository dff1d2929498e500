import {
  DocSearchButton as DocSearchOwnButton,
  type DocSearchButtonProps,
} from '@docsearch/react'
import {
  createContext,
  useContext,
  useEffect,
  type KeyboardEvent,
  type Ref,
} from 'react'

import { isTypedCharacter } from './useTypeToSearch'

/**
 * What the theme's button tells ./FullSearchBar.tsx, around it: how the
 * theme opens its modal, and a character typed on the focused button.
 */
export interface ThemeButtonEvents {
  /** The theme's button is on the page: `open` opens the theme's modal. */
  mounted(open: () => void): void
  /** A character was typed on the focused button (it becomes the query). */
  typed(key: string): void
}

export const ThemeButtonEvents = createContext<ThemeButtonEvents | null>(null)

type Props = DocSearchButtonProps & { ref?: Ref<HTMLButtonElement> }

/**
 * DocSearch's button, as the theme's SearchBar renders it (./index.ts
 * resolves that file's `@docsearch/react/button` here): the theme passes
 * its `openModal` as the button's `onClick`, which this hands to
 * FullSearchBar, so the search plugin opens the modal the way the theme
 * does rather than by clicking the button's markup. A character typed on
 * the focused button is reported too: DocSearch's keyboard hook takes
 * letters and digits only, not the `.` or `@` that start `.should` or
 * `@alias`.
 */
export function DocSearchButton(props: Props) {
  const events = useContext(ThemeButtonEvents)
  const { onClick, onKeyDown } = props
  useEffect(() => {
    if (onClick) events?.mounted(onClick as () => void)
  }, [events, onClick])
  return (
    <DocSearchOwnButton
      {...props}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event)
        if (events && isTypedCharacter(event.nativeEvent)) {
          event.preventDefault()
          events.typed(event.key)
        }
      }}
    />
  )
}
