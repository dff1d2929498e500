import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react'

import type { PartProps } from '.'

/** The parts passed to a picture, each given the picture's callout marks. */
export function withMarks(children: ReactNode, mark: PartProps['mark']) {
  return Children.map(children, (child) =>
    isValidElement(child)
      ? cloneElement(child as ReactElement<PartProps>, { mark })
      : child,
  )
}
