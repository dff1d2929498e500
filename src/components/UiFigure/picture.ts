/**
 * What every UI picture shares, as pure functions: the props a picture must
 * have, the numbered callouts that point at its parts, and the words for a
 * test or run state. The picture components (AppWindow, CloudRun...) and the
 * Markdown twin (plugins/markdown-twins) both read them.
 */

/** A numbered callout: a mark on one part of the picture, explained under the caption. */
export interface Callout<Part extends string = string> {
  /** The part of the picture the number marks; each picture lists its parts. */
  at: Part
  /** What the reader should notice there, as a sentence. */
  text: string
}

/** The props every UI picture takes. */
export interface PictureProps<Part extends string = string> {
  /** The visible line under the picture; search finds it. Required. */
  caption: string
  /**
   * What the picture shows, in words: the text equivalent a screen reader
   * reads and the Markdown twin keeps. Required.
   */
  description: string
  /**
   * The annotated variant: numbered marks on parts of the picture, explained
   * in order in a list under the caption.
   */
  callouts?: readonly Callout<Part>[]
}

/**
 * The pictures, by MDX component name, and the parts each can mark with a
 * callout (parts drawn by a child component, such as `<SpecList>` in
 * `<AppWindow>`, count as the picture's). The Markdown twin renders exactly
 * these components as pictures.
 */
export const pictureParts = {
  AppWindow: [
    'stats',
    'test',
    'log',
    'url',
    'viewport',
    'page',
    'menu',
    'specs',
    'playground',
    'snapshot',
    'studio',
    'controls',
    'attempts',
    'session',
  ],
  AppLaunchpad: ['project', 'e2e', 'component', 'browsers', 'start'],
  CloudRun: ['header', 'counts', 'tabs', 'filters', 'list', 'lanes'],
  TestReplay: [
    'header',
    'log',
    'url',
    'viewport',
    'page',
    'devtools',
    'attempts',
    'timeline',
  ],
  CloudChart: ['filters', 'download', 'chart', 'kpis', 'table'],
  BranchReview: [
    'header',
    'runs',
    'tabs',
    'filters',
    'list',
    'base',
    'changed',
    'diff',
  ],
  PullRequest: [
    'checks',
    'details',
    'summary',
    'counts',
    'context',
    'tests',
    'review',
  ],
  // And the label of any of its settings.
  CloudSettings: ['section'],
} as const satisfies Record<string, readonly string[]>

export type PictureName = keyof typeof pictureParts

/** The parts of one picture, as a type: `Part<'AppWindow'>` is `'nav' | 'specs' | ...`. */
export type Part<Name extends PictureName> = (typeof pictureParts)[Name][number]

/**
 * What is wrong with a picture's props, each problem naming the picture, so
 * a mistake in MDX fails the build with a message that says what to fix.
 */
export function pictureProblems(
  name: PictureName,
  props: Partial<PictureProps> & Record<string, unknown>,
): string[] {
  const { caption, description, callouts } = props
  const problems: string[] = []
  const label =
    typeof caption === 'string' && caption.trim()
      ? `<${name}> "${caption.trim()}"`
      : `<${name}>`
  if (typeof caption !== 'string' || !caption.trim()) {
    problems.push(`${label} needs a caption: the line shown under the picture.`)
  }
  if (typeof description !== 'string' || !description.trim()) {
    problems.push(
      `${label} needs a description: the text equivalent that says what the picture shows.`,
    )
  }
  const parts = calloutTargets(name, props)
  callouts?.forEach((callout, index) => {
    if (!parts.includes(callout?.at)) {
      problems.push(
        `${label}: callout ${index + 1} points at "${String(callout?.at)}"; this picture has ${parts.join(', ')}.`,
      )
    }
    if (!callout?.text?.trim()) {
      problems.push(`${label}: callout ${index + 1} needs a text.`)
    }
  })
  return problems
}

/**
 * What a picture's callouts can point at: its parts, and for CloudSettings
 * the label of each of its settings as well.
 */
export function calloutTargets(
  name: PictureName,
  props: Record<string, unknown>,
): string[] {
  const labels =
    name === 'CloudSettings' && Array.isArray(props.sections)
      ? props.sections.flatMap((section: { rows?: { label?: string }[] }) =>
          (section?.rows ?? []).map((row) => String(row?.label)),
        )
      : []
  return [...pictureParts[name], ...labels]
}

/**
 * The components drawn only inside a picture, and the pictures each may
 * stand in: they draw a part of the picture and have no caption of their own.
 */
export const pictureChildren: Record<string, readonly PictureName[]> = {
  SpecList: ['AppWindow'],
  SelectorPlayground: ['AppWindow'],
  SnapshotControls: ['AppWindow'],
  StudioPanel: ['AppWindow'],
  AssertionMenu: ['AppWindow'],
  TestList: ['CloudRun', 'BranchReview'],
  SpecLanes: ['CloudRun'],
}

/** How a test, attempt or run ended, as the Cypress app and Cloud show it. */
export type UiState =
  | 'passed'
  | 'failed'
  | 'pending'
  | 'skipped'
  | 'flaky'
  | 'running'
  | 'errored'
  | 'timedout'
  | 'canceled'

/** A state in words, as Cloud labels it. */
export const stateWords: Record<UiState, string> = {
  passed: 'Passed',
  failed: 'Failed',
  pending: 'Pending',
  skipped: 'Skipped',
  flaky: 'Flaky',
  running: 'Running',
  errored: 'Errored',
  timedout: 'Timed out',
  canceled: 'Canceled',
}
