import type { ReactNode } from 'react'

import UiFigure, { marker, type PartProps } from '../UiFigure'
import { withMarks } from '../UiFigure/withMarks'
import type { Part, PictureProps, UiState } from '../UiFigure/picture'

/** A recorded run as Cloud sums it up, in the run list and in the run's header. */
export interface RunSummary {
  /** The run's number in the project. */
  run: number
  status: UiState
  /** The commit message. */
  commit: string
  branch: string
  author?: string
  /** When it ran: `Ran 2 hours ago`. */
  ago?: string
  /** How long it took: `10:14`. */
  duration: string
  /** The CI provider and build: `GitHub Actions 4821`. */
  ci?: string
  /** The test counts, by state. */
  flaky?: number
  skipped?: number
  pending?: number
  passed: number
  failed: number
}

export type CloudRunProps = PictureProps<Part<'CloudRun'>> &
  (
    | {
        /** The project's run list (Latest runs), newest first. */
        runs: readonly RunSummary[]
        /** The filters over the list. */
        filters?: readonly string[]
      }
    | (RunSummary & {
        runs?: undefined
        /** The tab shown. Default `Overview`. */
        tab?: 'Overview' | 'Test Results' | 'Specs' | 'Errors'
        /** The counts beside the tabs: tests, specs, errors. */
        totals?: readonly [number, number, number]
        /** What the tab shows: `<TestList>`, `<SpecLanes>`. */
        children?: ReactNode
      })
  )

function Summary({ run, mark }: { run: RunSummary; mark: PartProps['mark'] }) {
  return (
    <div className="ui-run" data-run={run.status}>
      <p>
        <b data-s={run.status}>{run.commit}</b>
        {mark?.('header')}
      </p>
      <p>
        {[run.author, run.ago, run.duration, run.branch, run.ci, `#${run.run}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>
        {run.flaky ? <span data-pill>{run.flaky} Flaky</span> : null}
        <span data-pill>
          {(['skipped', 'pending', 'passed', 'failed'] as const).map(
            (state) => (
              <span key={state} data-s={state}>
                {run[state] ?? 0}
              </span>
            ),
          )}
        </span>
        {mark?.('counts')}
      </p>
    </div>
  )
}

/**
 * Recorded runs in Cypress Cloud: the project's run list, or one run with
 * its header (status, commit, author, duration, branch, CI build, number,
 * test counts), its tabs, and what the tab shows, drawn by the parts passed
 * as children (`<TestList>`, `<SpecLanes>`).
 */
export default function CloudRun(props: CloudRunProps) {
  const mark = marker(props.callouts)
  return (
    <UiFigure {...props}>
      <div className="ui-cloud">
        {props.runs ? (
          <>
            <p>
              {props.filters?.map((filter) => (
                <span key={filter} data-btn>
                  {filter}
                </span>
              ))}
              {mark('filters')}
            </p>
            {props.runs.map((run) => (
              <Summary key={run.run} run={run} mark={mark} />
            ))}
          </>
        ) : (
          <>
            <Summary run={props} mark={mark} />
            <p>
              {['Overview', 'Test Results', 'Specs', 'Errors'].map(
                (tab, index) => (
                  <span key={tab} data-on={tab === (props.tab ?? 'Overview')}>
                    {tab}
                    {index ? <small>{props.totals?.[index - 1]}</small> : null}
                  </span>
                ),
              )}
              {mark('tabs')}
            </p>
            <div>{withMarks(props.children, mark)}</div>
          </>
        )}
      </div>
    </UiFigure>
  )
}
