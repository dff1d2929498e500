import type { ReactNode } from 'react'

import { elementKinds, type PageElement } from '../page'

export interface AutProps {
  /** The address in the URL bar. */
  url: string
  /** Width and height of the viewport: `[1000, 660]`. */
  viewport: readonly [number, number]
  page: readonly PageElement[]
  /** A bar under the URL bar, such as the Selector Playground. */
  bar?: ReactNode
  /** Drawn over the bottom of the page, such as the snapshot controls. */
  children?: ReactNode
  /** The picture's callout marks. */
  mark: (part: string) => ReactNode
}

/**
 * The application under test as the Cypress app and Test Replay frame it:
 * the URL bar with the viewport's size, then the page on a grey stage.
 */
export default function Aut({
  url,
  viewport,
  page,
  bar,
  children,
  mark,
}: AutProps) {
  return (
    <div className="ui-aut">
      <div>
        <i data-crosshair />
        <p>
          <i />
          <span>{url}</span>
          {mark('url')}
          <span data-pill>{viewport.join('x')}</span>
          {mark('viewport')}
        </p>
      </div>
      {bar}
      <div data-bar={Boolean(children)}>
        <div>
          {mark('page')}
          {page.map((element, index) => {
            const kind = elementKinds.find((name) => name in element) ?? 'text'
            return (
              <div
                key={index}
                data-kind={kind}
                data-highlight={element.highlight}
              >
                {element.selector ? <code>{element.selector}</code> : null}
                {element[kind] || <span>{element.placeholder}</span>}
                {element.hit ? <i /> : null}
              </div>
            )
          })}
        </div>
        {children}
      </div>
    </div>
  )
}
