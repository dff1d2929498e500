import type { PartProps } from '../UiFigure'

export interface SelectorPlaygroundProps extends PartProps {
  /** `get` (a CSS selector) or `contains` (text). Default `get`. */
  method?: 'get' | 'contains'
  /** The selector or text in the field. */
  selector: string
  /** How many elements it matches: the count at the end of the field. */
  matches: number
}

/**
 * A part of `<AppWindow>`: the Selector Playground, open under the URL bar:
 * its element picker, the `cy.get('...')` field with the number of
 * matches, and its copy and print buttons. Mark the element it found on the
 * page with `highlight` and `selector`.
 */
export default function SelectorPlayground({
  method = 'get',
  selector,
  matches,
  mark,
}: SelectorPlaygroundProps) {
  return (
    <p className="ui-playground">
      <i />
      <code>
        <span>cy.{method}</span>(&apos;{selector}&apos;)
        <small>
          {matches
            ? `${matches} match${matches === 1 ? '' : 'es'}`
            : 'No matches'}
        </small>
      </code>
      {mark?.('playground')}
      <i />
      <i />
    </p>
  )
}

SelectorPlayground.slot = 'bar'
