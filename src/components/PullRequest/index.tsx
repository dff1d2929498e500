import UiFigure, { marker } from '../UiFigure'
import type { Part, PictureProps, UiState } from '../UiFigure/picture'

/** A status check on the pull request. */
export interface PullRequestCheck {
  /** The check's name: `cypress: chrome`, `cypress: login.cy.ts`. */
  name: string
  /** What follows the name: `15 tests passed in 00:59`. */
  text: string
  state: UiState
  /** Reported by the Cypress app (its logo), rather than by a CI job. */
  cypress?: boolean
  /** Made required in the branch protection rules. */
  required?: boolean
}

/** The comment the Cypress GitHub App posts. */
export interface PullRequestComment {
  run: number
  /** Failed, passed, pending, skipped and flaky tests. */
  counts: readonly [number, number, number, number, number]
  /** The commit message. */
  commit: string
  project: string
  sha: string
  status: string
  duration: string
  committer: string
  /** The specs with tests for review, each with its run group and its failed or flaky tests. */
  specs: readonly { spec: string; group?: string; tests: readonly string[] }[]
  /** The pull request's number, in the link to Branch Review. */
  pr: number
}

export interface PullRequestProps extends PictureProps<Part<'PullRequest'>> {
  /** The checks box: its heading, the line under it, and the checks. */
  checks?: {
    title: string
    summary: string
    items: readonly PullRequestCheck[]
  }
  comment?: PullRequestComment
}

const states = ['failed', 'passed', 'pending', 'skipped'] as const

/**
 * A GitHub pull request as the Cypress GitHub App marks it: the status
 * checks it reports, or the comment it posts with the run's results.
 */
export default function PullRequest(props: PullRequestProps) {
  const mark = marker(props.callouts)
  const { checks, comment } = props
  return (
    <UiFigure {...props}>
      <div className="ui-pr">
        {checks ? (
          <div>
            <p
              data-s={
                checks.items.every((check) => check.state === 'passed')
                  ? 'passed'
                  : 'failed'
              }
            >
              <b>{checks.title}</b>
              <small>{checks.summary}</small>
            </p>
            {mark('checks')}
            {checks.items.map((check) => (
              <p key={check.name} data-s={check.state}>
                <i data-cypress={check.cypress} />
                <b>{check.name}</b> — {check.text}
                {check.required ? <span data-pill>Required</span> : null}
                <u>Details</u>
              </p>
            ))}
            {mark('details')}
          </div>
        ) : null}
        {comment ? (
          <div>
            <p>
              <i data-cypress />
              <b>cypress</b>
              <span data-pill>bot</span> commented
            </p>
            <b>
              {comment.counts[0]
                ? `${comment.counts[0]} failed test${comment.counts[0] > 1 ? 's' : ''} on `
                : 'Passing '}
              <u>run #{comment.run}</u>
              {mark('summary')}
            </b>
            <p>
              {states.map((state, index) => (
                <span key={state} data-s={state}>
                  {comment.counts[index]}
                </span>
              ))}
              <span>
                <small>FLAKY</small> {comment.counts[4]}
              </span>
              {mark('counts')}
            </p>
            <table>
              <tbody>
                <tr>
                  <td colSpan={2}>{comment.commit}</td>
                </tr>
                {[
                  ['Project', comment.project, 'Commit', comment.sha],
                  ['Status', comment.status, 'Duration', comment.duration],
                  ['Committer', comment.committer],
                ].map((row) => (
                  <tr key={row[0]}>
                    <td>
                      <b>{row[0]}:</b> {row[1]}
                    </td>
                    <td>
                      {row[2] ? (
                        <>
                          <b>{row[2]}:</b> {row[3]}
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {mark('context')}
            {comment.specs.map((spec) => (
              <div key={spec.spec}>
                <span data-s="failed">
                  <b>{spec.spec}</b>
                  {spec.group ? ` • ${spec.group}` : null}
                </span>
                {spec.tests.map((test) => (
                  <p key={test}>
                    <u>{test}</u>
                    <code>Test Replay</code>
                  </p>
                ))}
              </div>
            ))}
            {mark('tests')}
            <b>
              Review all test suite changes for <u>PR #{comment.pr}</u>
              {mark('review')}
            </b>
          </div>
        ) : null}
      </div>
    </UiFigure>
  )
}
