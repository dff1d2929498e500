import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react'

import PictureLog from '../CommandLog/Picture'
import type { PictureLogRow } from '../CommandLog/Picture'
import UiFigure, { marker, type PartProps } from '../UiFigure'
import type { Part, PictureProps } from '../UiFigure/picture'
import Aut from './Aut'
import type { PageElement } from './page'

export type { PageElement } from './page'

/** A test in the Command Log. */
export interface RunnerTest {
  title: string
  /** Its icon: `passed`, `failed`, `pending` (skipped) or `running`. */
  state?: 'passed' | 'failed' | 'pending' | 'running'
  /**
   * A retried test: the state of each attempt in order, `passed`, `failed`
   * or `running`, two or more (a test run once shows no attempts). Each is
   * drawn as an "Attempt N" tag with its state; the earlier ones closed, the
   * last open, with `rows` as its commands. The last is the test's state.
   */
  attempts?: readonly ('passed' | 'failed' | 'running')[]
  /**
   * Its commands, as `<CommandLog>` takes them; with them the test is drawn
   * open. To show hooks, give each section a heading row, in the order the
   * app shows them: `{ hook: 'before all' }`, `{ hook: 'test body' }`...
   * A `cy.session()` call is a group: `{ session: 'id', status: 'restored',
   * steps: [{ step: 'restore' }] }` (see `SessionRow`).
   */
  rows?: readonly PictureLogRow[]
  /** The row (from 1, in `rows`) that was clicked: a pin replaces its number. */
  pinned?: number
  /** The row (from 1, in `rows`) under the pointer, whose snapshot the page shows. */
  hovered?: number
}

export interface AppWindowProps extends PictureProps<Part<'AppWindow'>> {
  /** The spec file running, as the Command Log names it: `todo.cy.ts`. */
  spec: string
  /** The counts in the header; a missing one is drawn `--`, as in the app. */
  passed?: number
  failed?: number
  pending?: number
  /**
   * Paused by `cy.pause()`: the header shows the Resume button and, with
   * `next`, the Next button. Draw the pause row with `state: 'pending'`
   * (a spinner in place of its number) and the test `running`.
   */
  paused?: boolean
  /**
   * The command the Next button runs, named in its tooltip (drawn open, as
   * on hover): `click`. Without it, a paused test has nothing to step to and
   * only Resume is drawn.
   */
  next?: string
  /** The `describe()` title the tests sit under. */
  suite?: string
  tests: readonly RunnerTest[]
  url: string
  /** The viewport's width and height: `[1000, 660]`. */
  viewport: readonly [number, number]
  /** The application under test. */
  page: readonly PageElement[]
  /**
   * Parts drawn into the window: `<SpecList>`, `<SelectorPlayground>`,
   * `<SnapshotControls>`, `<StudioPanel>`. A page loads only the parts it uses.
   */
  children?: ReactNode
}

/** Where a part of the window goes; each part component names its slot. */
export type Slot = 'left' | 'bar' | 'stage' | 'right'

/**
 * The Cypress app running a spec: the Command Log beside the application
 * under test. Parts passed as children draw the spec list, the Selector
 * Playground, the snapshot controls or the Studio panel in their places.
 */
export default function AppWindow({ children, ...props }: AppWindowProps) {
  const mark = marker(props.callouts)
  const slot = (name: Slot) =>
    Children.map(children, (child) =>
      isValidElement(child) && (child.type as { slot?: Slot }).slot === name
        ? cloneElement(child as ReactElement<PartProps>, { mark })
        : null,
    )
  const [, name, extension] = /([^/]*?)(\.[^/]*)?$/.exec(props.spec)!
  return (
    <UiFigure {...props}>
      <div className="ui-app">
        {slot('left')}
        <div className="ui-reporter">
          <p>
            {mark('stats')}
            <span data-pill>
              <span data-s="passed">{props.passed ?? '--'}</span>
              <span data-s="failed">{props.failed ?? '--'}</span>
              <span data-s="pending">{props.pending ?? '--'}</span>
            </span>
            {props.paused ? (
              <>
                {mark('controls')}
                <span data-controls>
                  <u />
                  {props.next ? (
                    <u>
                      <span>
                        <kbd />
                        {`: ${props.next}`}
                      </span>
                    </u>
                  ) : null}
                </span>
              </>
            ) : null}
          </p>
          <p>
            <b>{name}</b>
            <span>{extension}</span>
          </p>
          {props.suite ? <p>{props.suite}</p> : null}
          {props.tests.map((test, index) => (
            <div key={index} data-test={test.state}>
              <p>
                <span data-s={test.state}>{test.title}</span>
                {mark('test')}
              </p>
              {test.attempts?.map((state, at, all) => (
                <p key={at} data-attempt={+(at + 1 === all.length)}>
                  {mark('attempts')}
                  <span data-pill>
                    {at + 1}
                    <span data-s={state} />
                  </span>
                </p>
              ))}
              {test.rows ? (
                <>
                  {mark('log')}
                  <PictureLog
                    rows={test.rows}
                    pinned={test.pinned}
                    hovered={test.hovered}
                    mark={mark}
                  />
                </>
              ) : null}
            </div>
          ))}
        </div>
        <Aut
          url={props.url}
          viewport={props.viewport}
          page={props.page}
          mark={mark}
          bar={slot('bar')}
        >
          {slot('stage')}
        </Aut>
        {slot('right')}
      </div>
    </UiFigure>
  )
}
