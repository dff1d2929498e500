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
    rowsOf(props.tests).forEach((test, index) => {
      const { rows, pinned, hovered, title } = (test ?? {}) as Props
      const at = `${where}, test ${index + 1} ("${String(title)}")`
      problems.push(...markProblem(rowsOf(rows), pinned, 'pinned', at))
      problems.push(...markProblem(rowsOf(rows), hovered, 'hovered', at))
    })
  }
  if (name === 'TestReplay') {
    problems.push(
      ...markProblem(rowsOf(props.rows), props.pinned, 'pinned', where),
    )
  }
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
