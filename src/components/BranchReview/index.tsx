import type { ReactNode } from 'react'

import UiFigure, { marker } from '../UiFigure'
import { withMarks } from '../UiFigure/withMarks'
import type { Part, PictureProps, UiState } from '../UiFigure/picture'

/** One side of the comparison: a run of a branch. */
export interface ReviewedRun {
  run: number
  branch: string
  status: UiState
}

/** An attempt of the compared test: its state and error. */
export interface ReviewedAttempt {
  state: UiState
  error?: string
}

export interface BranchReviewProps extends PictureProps<Part<'BranchReview'>> {
  /** The pull request of the changed branch, when Cloud knows it. */
  pr?: { number: number; title: string }
  /** The base run (left of the arrow) and the changed run (right). */
  base: ReviewedRun
  changed: ReviewedRun
  /** The tabs down the left, each with the results the branch added and resolved, and its total. */
  tabs: readonly {
    name: 'Failures' | 'Flaky' | 'Pending' | 'Added' | 'Modified'
    added?: number
    resolved?: number
    total: number
  }[]
  /** The tab shown. Default: the first. */
  tab?: string
  /** One test, base and changed side by side: its attempts on each side, and its code diff. */
  compare?: {
    test: string
    base: readonly ReviewedAttempt[]
    changed: readonly ReviewedAttempt[]
    /** Lines of the test's code; a leading `+` or `-` marks an added or removed line. */
    diff?: readonly string[]
  }
  /** The tab's list: a `<TestList>` whose tests are labelled new, existing or resolved. */
  children?: ReactNode
}

const run = ({ run, branch, status }: ReviewedRun) => (
  <span data-pill>
    <span data-s={status}>#{run}</span>
    {branch}
  </span>
)

/**
 * Branch Review in Cypress Cloud: the pull request and the two runs
 * compared, the tabs with what the branch added and resolved, and the
 * tab's tests, or one test compared side by side.
 */
export default function BranchReview(props: BranchReviewProps) {
  const mark = marker(props.callouts)
  const compare = props.compare
  return (
    <UiFigure {...props}>
      <div className="ui-review">
        <p>
          {props.pr ? (
            <>
              <b>{props.pr.title}</b>
              <span data-btn>PR #{props.pr.number}</span>
            </>
          ) : null}
          {mark('header')}
        </p>
        <p>
          {run(props.base)}←{run(props.changed)}
          {mark('runs')}
        </p>
        <ul>
          {props.tabs.map((tab) => (
            <li
              key={tab.name}
              data-on={tab.name === (props.tab ?? props.tabs[0].name)}
            >
              {tab.name}
              {tab.added ? <span data-s="failed">▲{tab.added}</span> : null}
              {tab.resolved ? (
                <span data-s="passed">▼{tab.resolved}</span>
              ) : null}
              <span data-pill>{tab.total}</span>
            </li>
          ))}
          {mark('tabs')}
        </ul>
        <div>
          {compare ? (
            <>
              <b>{compare.test}</b>
              {[props.base, props.changed].map((side, index) => (
                <div key={side.branch}>
                  <b>{side.branch}</b>
                  {mark(index ? 'changed' : 'base')}
                  {compare[index ? 'changed' : 'base'].map(
                    (attempt, at, all) => (
                      <p key={at} data-s={attempt.state}>
                        Attempt {all.length - at}
                        {attempt.error ? <code>{attempt.error}</code> : null}
                      </p>
                    ),
                  )}
                </div>
              ))}
              {compare.diff ? (
                <pre>
                  {mark('diff')}
                  {compare.diff.map((line, index) => (
                    <code key={index} data-diff={line[0]}>
                      {line}
                    </code>
                  ))}
                </pre>
              ) : null}
            </>
          ) : (
            withMarks(props.children, mark)
          )}
        </div>
      </div>
    </UiFigure>
  )
}
