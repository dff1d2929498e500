import type { PartProps } from '../UiFigure'
import type { UiState } from '../UiFigure/picture'

export interface SpecLanesProps extends PartProps {
  /** The view selected in the Specs tab. */
  view: 'Timeline' | 'Bar Chart' | 'Machines'
  /** One lane per machine (or per spec): its label and the specs drawn on it. */
  lanes: readonly {
    label: string
    /** Each spec's start and length, in the same unit as `total`. */
    specs: readonly {
      name: string
      start: number
      length: number
      state?: UiState
    }[]
  }[]
  /** The run's length in that unit; the lanes span it. */
  total: number
}

/**
 * A part of `<CloudRun>`: the Specs tab's views, each spec a bar placed
 * along the run's clock, one lane per machine in the Machines view.
 */
export default function SpecLanes({
  view,
  lanes,
  total,
  mark,
}: SpecLanesProps) {
  return (
    <div className="ui-lanes">
      <p>
        {['Timeline', 'Bar Chart', 'Machines'].map((name) => (
          <span key={name} data-on={name === view}>
            {name}
          </span>
        ))}
      </p>
      {mark?.('lanes')}
      {lanes.map((lane) => (
        <div key={lane.label}>
          <small>{lane.label}</small>
          <p>
            {lane.specs.map((spec) => (
              <span
                key={spec.name}
                data-state={spec.state}
                style={{
                  left: `${(spec.start / total) * 100}%`,
                  width: `${(spec.length / total) * 100}%`,
                }}
              >
                {spec.name}
              </span>
            ))}
          </p>
        </div>
      ))}
    </div>
  )
}
