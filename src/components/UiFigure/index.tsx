import { useId, type ReactNode } from 'react'

import type { Callout, PictureProps } from './picture'

export type { Callout, PictureProps, UiState } from './picture'

/** The pictures' stylesheet, which plugins/ui-pictures builds and names. */
const stylesheet = process.env.UI_PICTURES_STYLESHEET

/**
 * The frame of every UI picture: a `<figure>` named by its caption and
 * described by its text equivalent (visually hidden, so a screen reader
 * reads it where the picture stands). The drawing is hidden from assistive
 * technology and from the search index: the words say what it shows.
 * Callouts are explained in order under the caption.
 *
 * The pictures' styles are one stylesheet that only pages with a picture
 * load: React puts the `<link>` in the page's head, once. The props are
 * checked when the page is compiled (plugins/ui-pictures), so the check
 * costs the browser nothing.
 */
export default function UiFigure({
  caption,
  description,
  callouts,
  children,
}: PictureProps & { children: ReactNode }) {
  const id = useId()
  return (
    <figure
      className="ui-figure"
      aria-labelledby={`${id}c`}
      aria-describedby={`${id}d`}
    >
      {stylesheet ? (
        <link rel="stylesheet" href={stylesheet} precedence="ui-pictures" />
      ) : null}
      <div className="ui-drawing" aria-hidden data-pagefind-ignore="all">
        {children}
      </div>
      <p id={`${id}d`} className="ui-description">
        {description}
      </p>
      <figcaption>
        <span id={`${id}c`}>{caption}</span>
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
