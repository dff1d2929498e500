import type { PartProps } from '../UiFigure'

export interface SpecListProps extends PartProps {
  /** The spec files listed, as paths: `cypress/e2e/todo.cy.ts`. */
  specs: readonly string[]
  /** The spec running, drawn selected. */
  current?: string
}

/**
 * A part of `<AppWindow>`: the spec list, open beside the Command Log, with
 * its search field.
 */
export default function SpecList({ specs, current, mark }: SpecListProps) {
  return (
    <div className="ui-specs">
      {mark?.('specs')}
      <span data-field>Search specs</span>
      {specs.map((spec) => (
        <span key={spec} data-on={spec === current}>
          {spec}
        </span>
      ))}
    </div>
  )
}

SpecList.slot = 'left'
