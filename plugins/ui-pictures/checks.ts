import { pageProblems } from '../../src/components/AppWindow/page'
import {
  pictureChildren,
  pictureParts,
  pictureProblems,
  type PictureName,
} from '../../src/components/UiFigure/picture'

/**
 * What is wrong with a picture's props, as a writer sees them in MDX: the
 * caption and text equivalent every picture needs, its callouts, the props
 * its drawing cannot do without, and marks that point at nothing. Each
 * message names the picture by its caption.
 */

/** Props each picture cannot be drawn without, besides caption and description. */
export const requiredProps: Record<PictureName, readonly string[]> = {
  AppWindow: ['spec', 'tests', 'url', 'viewport', 'page'],
  AppLaunchpad: ['project', 'view'],
  CloudRun: [],
  TestReplay: [
    'run',
    'status',
    'branch',
    'spec',
    'browser',
    'test',
    'rows',
    'url',
    'viewport',
    'page',
    'time',
    'at',
  ],
  CloudChart: ['title', 'chart', 'series', 'bars'],
  BranchReview: ['base', 'changed', 'tabs'],
  PullRequest: [],
  CloudSettings: ['sections'],
}

export function isPicture(name: string): name is PictureName {
  return name in pictureParts
}

type Props = Record<string, unknown>

function rowsOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** A body row number that is not a row of the test. */
function markProblem(
  rows: unknown[],
  mark: unknown,
  what: string,
  where: string,
) {
  return mark === undefined ||
    (Number.isInteger(mark) &&
      (mark as number) >= 1 &&
      (mark as number) <= rows.length)
    ? []
    : [
        `${where}: ${what} is row ${String(mark)}, but there are ${rows.length} rows.`,
      ]
}

export function propsProblems(name: PictureName, props: Props): string[] {
  const problems = pictureProblems(name, props)
  const where =
    typeof props.caption === 'string' && props.caption.trim()
      ? `<${name}> "${props.caption.trim()}"`
      : `<${name}>`
  for (const prop of requiredProps[name]) {
    if (props[prop] === undefined)
      problems.push(`${where} needs the ${prop} prop.`)
  }
  if (name === 'CloudRun' && props.runs === undefined) {
    for (const prop of [
      'run',
      'status',
      'commit',
      'branch',
      'duration',
      'passed',
      'failed',
    ]) {
      if (props[prop] === undefined) {
        problems.push(
          `${where} needs runs (the run list) or the run's ${prop} prop.`,
        )
      }
    }
  }
  if (name === 'PullRequest' && !props.checks && !props.comment) {
    problems.push(`${where} needs checks or comment.`)
  }
  if (name === 'AppWindow' || name === 'TestReplay') {
    if (props.page !== undefined)
      problems.push(...pageProblems(props.page, where))
  }
  if (name === 'AppWindow') {
    if (props.next !== undefined && props.paused !== true) {
      problems.push(
        `${where}: next names the command the Next button runs, which only a paused test shows; add paused.`,
      )
    }
    rowsOf(props.tests).forEach((test, index) => {
      const { rows, pinned, hovered, title, attempts, state } = (test ??
        {}) as Props
      const at = `${where}, test ${index + 1} ("${String(title)}")`
      problems.push(...markProblem(rowsOf(rows), pinned, 'pinned', at))
      problems.push(...markProblem(rowsOf(rows), hovered, 'hovered', at))
      if (attempts !== undefined)
        problems.push(...attemptProblems(attempts, state, at))
      rowsOf(rows).forEach((row, rowIndex) =>
        problems.push(...sessionProblems(row, `${at}, row ${rowIndex + 1}`)),
      )
    })
  }
  if (name === 'TestReplay') {
    problems.push(
      ...markProblem(rowsOf(props.rows), props.pinned, 'pinned', where),
    )
  }
  return problems
}

const attemptStates = ['passed', 'failed', 'running']

/** A retried test's attempts: two or more states, the last one the test's. */
function attemptProblems(
  attempts: unknown,
  state: unknown,
  at: string,
): string[] {
  const list = rowsOf(attempts)
  if (
    list.length < 2 ||
    list.some((attempt) => !attemptStates.includes(attempt as string))
  ) {
    return [
      `${at}: attempts lists the state of each attempt, "passed", "failed" or "running", two or more (a test that ran once shows no attempts).`,
    ]
  }
  const last = list[list.length - 1]
  const problems: string[] = []
  if (list.slice(0, -1).includes('running')) {
    problems.push(`${at}: only the last attempt can be running.`)
  }
  if (state !== undefined && state !== last) {
    problems.push(
      `${at}: the test's state is "${String(state)}", but its last attempt's is "${String(last)}": a test takes the state of its last attempt.`,
    )
  }
  return problems
}

const sessionStatuses = ['created', 'restored', 'recreated', 'failed']
const sessionSteps = ['create', 'restore', 'recreate', 'validate']

/** A cy.session() group: an id, an outcome, and steps the log names. */
function sessionProblems(row: unknown, at: string): string[] {
  if (!row || typeof row !== 'object' || !('session' in row)) return []
  const { session, status, steps } = row as Props
  const problems: string[] = []
  if (typeof session !== 'string' || !session.trim()) {
    problems.push(`${at}: a session needs its id.`)
  }
  if (!sessionStatuses.includes(status as string)) {
    problems.push(
      `${at}: the session's status is "${String(status)}"; use "created", "restored", "recreated" or "failed".`,
    )
  }
  rowsOf(steps).forEach((step, index) => {
    const { step: kind, state } = (step ?? {}) as Props
    if (!sessionSteps.includes(kind as string)) {
      problems.push(
        `${at}: session step ${index + 1} is "${String(kind)}"; use "create", "restore", "recreate" or "validate".`,
      )
    }
    if (state !== undefined && state !== 'failed') {
      problems.push(
        `${at}: session step ${index + 1} has state "${String(state)}"; a step's state can only be "failed".`,
      )
    }
  })
  return problems
}

/** A part drawn outside the pictures it belongs in. */
export function partProblem(
  name: string,
  parent: string | undefined,
): string | undefined {
  const allowed = pictureChildren[name]
  if (!allowed || (parent && allowed.includes(parent as PictureName)))
    return undefined
  return `<${name}> draws a part of ${allowed.map((picture) => `<${picture}>`).join(' or ')}: put it inside one${parent ? `, not inside <${parent}>` : ''}.`
}
