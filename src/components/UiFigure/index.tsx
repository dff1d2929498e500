import useBaseUrl from '@docusaurus/useBaseUrl'
import { useId, type ReactNode } from 'react'

import type { Callout, PictureProps } from './picture'
import { stylesheet } from './stylesheet'

export type { Callout, PictureProps, UiState } from './picture'

/**
 * The frame of every UI picture: a `<figure>` named by its caption, with
 * its text equivalent visually hidden where the picture stands, so a screen
 * reader reads it in order. The drawing is hidden from assistive
 * technology and from the search index: the words say what it shows.
 * Callouts are explained in order under the caption.
 *
 * The pictures' styles are one stylesheet (plugins/ui-pictures) that only
 * pages with a picture load: React puts the `<link>` in the page, once. The props are
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
  const href = useBaseUrl(stylesheet)
  return (
    <figure className="ui-figure" aria-labelledby={id}>
      <link rel="stylesheet" href={href} precedence="ui-pictures" />
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
