import { useId, type ReactNode } from 'react'

import type { Callout, PictureProps } from './picture'

export type { Callout, PictureProps, UiState } from './picture'

/**
 * The frame of every UI picture: a `<figure>` named by its caption, with
 * its text equivalent visually hidden where the picture stands, so a screen
 * reader reads it in order. The drawing is hidden from assistive
 * technology and from the search index: the words say what it shows.
 * Callouts are explained in order under the caption.
 *
 * Pictures are drawn when their page compiles (plugins/ui-pictures): the
 * page carries the HTML, and `UiPicture` links the pictures' stylesheet.
 * The props are checked then too, so neither the drawing nor the check
 * costs the browser any code.
 */
export default function UiFigure({
  caption,
  description,
  callouts,
  children,
}: PictureProps & { children: ReactNode }) {
  const id = useId()
  return (
    <figure className="ui-figure" aria-labelledby={id}>
      <div className="ui-drawing" aria-hidden data-pagefind-ignore="all">
        {children}
      </div>
      <p className="ui-description">{description}</p>
      <figcaption>
        <span id={id}>{caption}</span>
        {callouts?.length ? (
          <ol>
            {callouts.map((callout, index) => (
              <li key={index}>{callout.text}</li>
            ))}
          </ol>
        ) : null}
      </figcaption>
    </figure>
  )
}

/**
 * The marks of a picture's callouts: `mark('url')` draws the number of each
 * callout that points at the URL bar, where the URL bar is drawn first.
 */
export function marker(callouts: readonly Callout[] | undefined) {
  const drawn = new Set<string>()
  return (part: string): ReactNode =>
    drawn.has(part) || !drawn.add(part)
      ? null
      : callouts?.map(
          (callout, index) =>
            callout.at === part && (
              <ins key={index} className="ui-mark">
                {index + 1}
              </ins>
            ),
        )
}

/** The props a picture gives the parts drawn in it: its callout marks. */
export interface PartProps {
  mark?: (part: string) => ReactNode
}
