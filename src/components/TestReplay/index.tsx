import Aut from '../AppWindow/Aut'
import type { PageElement } from '../AppWindow/page'
import PictureLog from '../CommandLog/Picture'
import type { CommandLogRow } from '../CommandLog/rows'
import UiFigure, { marker } from '../UiFigure'
import type { Part, PictureProps, UiState } from '../UiFigure/picture'

export interface TestReplayProps extends PictureProps<Part<'TestReplay'>> {
  /** The header: run number and status, branch, spec, platform, browser. */
  run: number
  status: UiState
  branch: string
  spec: string
  platform?: string
  browser: string
  /** The test replayed, its title path joined with ` > `. */
  test: string
  /** Its commands, as `<CommandLog>` takes them. */
  rows: readonly CommandLogRow[]
  /** The row (from 1) selected: the page shows its snapshot. */
  pinned?: number
  url: string
  viewport: readonly [number, number]
  page: readonly PageElement[]
  /** The developer tools tab shown, with its rows. */
  tools?: 'Network' | 'Console'
  /** Network rows: status, method, URL. */
  requests?: readonly { status: number; method: string; url: string }[]
  /** Console rows: level and message. */
  messages?: readonly { level: 'error' | 'warn' | 'log'; text: string }[]
  /** The attempt shown, and how many the test had: `[2, 3]`. */
  attempt?: readonly [number, number]
  /** The playhead's time and the test's length: `['547ms', '706ms']`. */
  time: readonly [string, string]
  /** Where the playhead stands, from 0 to 1. */
  at: number
  /** Where the test failed on the timeline, from 0 to 1. */
  failedAt?: number
}

/**
 * A test in Test Replay: the header, the Command Log, the application as it
 * was at the selected command, the developer tools, and the timeline with
 * the attempt picker and the replay controls.
 */
export default function TestReplay(props: TestReplayProps) {
  const mark = marker(props.callouts)
  const [attempt, attempts] = props.attempt ?? [1, 1]
  return (
    <UiFigure {...props}>
      <div className="ui-replay">
        <p>
          <span data-s={props.status}>#{props.run}</span>
          {[props.branch, props.spec, props.platform, props.browser]
            .filter(Boolean)
            .join(' · ')}
          {mark('header')}
        </p>
        <div>
          <small>{props.test}</small>
          {mark('log')}
          <PictureLog rows={props.rows} pinned={props.pinned} />
        </div>
        <Aut
          url={props.url}
          viewport={props.viewport}
          page={props.page}
          mark={mark}
        />
        <div>
          <p>
            {['Network', 'Console'].map((tab) => (
              <span key={tab} data-on={tab === (props.tools ?? 'Network')}>
                {tab}
              </span>
            ))}
            {mark('devtools')}
          </p>
          {props.requests?.map((request, index) => (
            <p key={index} data-bad={request.status >= 400}>
              {request.status} {request.method} {request.url}
            </p>
          ))}
          {props.messages?.map((message, index) => (
            <p key={index} data-level={message.level}>
              {message.text}
            </p>
          ))}
        </div>
        <p>
          <span data-btn data-s={attempt < attempts ? 'failed' : props.status}>
            Attempt {attempt} of {attempts}
          </span>
          {mark('attempts')}
          <b>▶</b>
          <i>
            <i style={{ width: `${props.at * 100}%` }} />
            {props.failedAt === undefined ? null : (
              <s style={{ left: `${props.failedAt * 100}%` }} />
            )}
          </i>
          {props.time.join(' / ')}
          {mark('timeline')}
        </p>
      </div>
    </UiFigure>
  )
}
