import type { PartProps } from '../UiFigure'

export interface AssertionMenuProps extends PartProps {
  /** The tag of the element right-clicked: `li`. */
  tag: string
  /** The assertions offered, as the menu lists them: `have text`, `be visible`. */
  options: readonly string[]
}

/**
 * A part of `<AppWindow>`: the menu Cypress Studio opens on a right-clicked
 * element, over the page: "Expect `<li>` to", then the assertions it
 * offers. Highlight the element in `page`.
 */
export default function AssertionMenu({
  tag,
  options,
  mark,
}: AssertionMenuProps) {
  return (
    <ul className="ui-assert" data-tag={`<${tag}>`}>
      {mark?.('menu')}
      {options.map((option) => (
        <li key={option}>{option}</li>
      ))}
    </ul>
  )
}

AssertionMenu.slot = 'stage'
