import UiFigure, { marker } from '../UiFigure'
import type { Part, PictureProps } from '../UiFigure/picture'

export interface AppLaunchpadProps extends PictureProps<Part<'AppLaunchpad'>> {
  /** The project's folder name, shown at the top left. */
  project: string
  /** The Git branch shown after the project's name. */
  branch?: string
  /**
   * `testing-type`: the welcome screen with the two testing types.
   * `browser`: the browsers found, and the button that opens one.
   */
  view: 'testing-type' | 'browser'
  /** The testing types set up in this project, marked **Configured**. */
  configured?: readonly ('e2e' | 'component')[]
  /** The testing type the browser screen starts. Default `e2e`. */
  testingType?: 'e2e' | 'component'
  /** The browsers found on the machine, with their major versions. */
  browsers?: readonly { name: string; version: number }[]
  /** The browser chosen. Default: the first. */
  browser?: string
}

/**
 * The Cypress app's launchpad, before a spec runs: the testing type
 * picker, or the browser picker with its start button.
 */
export default function AppLaunchpad(props: AppLaunchpadProps) {
  const mark = marker(props.callouts)
  const e2e = props.testingType !== 'component'
  const browser = props.browser ?? props.browsers?.[0]?.name
  return (
    <UiFigure {...props}>
      <div className="ui-launchpad">
        <p>
          <i />
          {props.project}
          {props.branch ? <span>({props.branch})</span> : null}
          {mark('project')}
        </p>
        {props.view === 'browser' ? (
          <div>
            <b>Choose a browser</b>
            <span>
              Choose your preferred browser for {e2e ? 'E2E' : 'component'}{' '}
              testing.
            </span>
            <ul>
              {mark('browsers')}
              {props.browsers?.map(({ name, version }) => (
                <li key={name} data-on={name === browser}>
                  <i />
                  {name}
                  <small>v{version}</small>
                </li>
              ))}
            </ul>
            <span data-btn="primary">
              Start {e2e ? 'E2E' : 'Component'} Testing in {browser}
              {mark('start')}
            </span>
            <small>← Switch testing type</small>
          </div>
        ) : (
          <div>
            <b>Welcome to Cypress!</b>
            <small>Review the differences between each testing type →</small>
            <ul>
              {(['e2e', 'component'] as const).map((type) => (
                <li key={type} data-type={type}>
                  <i />
                  {type === 'e2e' ? 'E2E Testing' : 'Component Testing'}
                  {mark(type)}
                  <small data-lines />
                  <span data-pill data-on={props.configured?.includes(type)}>
                    {props.configured?.includes(type) ? '' : 'Not '}Configured
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </UiFigure>
  )
}
