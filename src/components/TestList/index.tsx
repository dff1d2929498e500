import type { PartProps } from '../UiFigure'
import type { UiState } from '../UiFigure/picture'

/** A test as Cloud lists it. */
export interface ListedTest {
  /** Its title path, joined with ` > `: `Checkout > applies a discount`. */
  title: string
  state: UiState
  /** A label after the title: `Flaky`, `Modified`, `new`, `existing`, `resolved`. */
  label?: string
}

export interface TestListProps extends PartProps {
  /** A heading over the list: `Tests for Review`. */
  title?: string
  /** Filters beside the heading; the first is selected. */
  filters?: readonly string[]
  specs: readonly {
    /** The spec's path. */
    spec: string
    /** Details under the spec's name: `00:56 · 2 groups · Chrome`. */
    about?: string
    tests: readonly ListedTest[]
  }[]
}

/**
 * A part of a Cloud picture (`<CloudRun>`, `<BranchReview>`): spec files,
 * each with its tests, their states and labels.
 */
export default function TestList({
  title,
  filters,
  specs,
  mark,
}: TestListProps) {
  return (
    <div className="ui-tests">
      {title ? (
        <p>
          <b>{title}</b>
          {filters?.map((filter, index) => (
            <span key={filter} data-on={!index}>
              {filter}
            </span>
          ))}
          {mark?.('filters')}
        </p>
      ) : null}
      {mark?.('list')}
      {specs.map(({ spec, about, tests }) => (
        <div key={spec}>
          <p>
            {spec.replace(/(\.[\w.]+)$/, '')}
            <span>{/(\.[\w.]+)$/.exec(spec)?.[1]}</span>
            {about ? <small>{about}</small> : null}
          </p>
          {tests.map((test) => (
            <p key={test.title}>
              <span data-s={test.state}>{test.title}</span>
              {test.label ? (
                <span data-pill data-label={test.label}>
                  {test.label}
                </span>
              ) : null}
            </p>
          ))}
        </div>
      ))}
    </div>
  )
}
