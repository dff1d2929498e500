import {
  Children,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react'

/**
 * The elements a tab set was given, checked against the tabs it has: a tab
 * set with a missing or extra child throws a message that names the
 * component and its tabs, instead of rendering an empty tab.
 */
export function tabChildren(
  component: string,
  tabLabels: readonly string[],
  children: ReactNode,
): ReactElement[] {
  const elements = Children.toArray(children).filter(isValidElement)
  if (elements.length !== tabLabels.length) {
    throw new Error(
      `<${component}> takes ${tabLabels.length} children, one per tab (${tabLabels.join(', ')}), in that order; it was given ${elements.length}.`,
    )
  }
  return elements
}
