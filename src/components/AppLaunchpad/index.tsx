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
 * picker, or the browser picker with its start button. The screens' fixed
 * words are drawn by the stylesheet.
 */
export default function AppLaunchpad(props: AppLaunchpadProps) {
  const mark = marker(props.callouts)
  const component = props.testingType === 'component'
  const browser = props.browser ?? props.browsers?.[0]?.name
  return (
    <UiFigure {...props}>
      <div className="ui-launchpad" data-view={props.view}>
        <p>
          {props.project}
          {props.branch ? <span>({props.branch})</span> : null}
          {mark('project')}
        </p>
        {props.view === 'browser' ? (
          <>
            <ul data-for={component ? 'component' : 'E2E'}>
              {props.browsers?.map(({ name, version }) => (
                <li key={name} data-on={name === browser}>
                  {name}
                  <small>v{version}</small>
                </li>
              ))}
              {mark('browsers')}
            </ul>
            <span data-btn>
              Start {component ? 'Component' : 'E2E'} Testing in {browser}
              {mark('start')}
            </span>
          </>
        ) : (
          <ul>
            {(['e2e', 'component'] as const).map((type) => (
              <li
                key={type}
                data-type={type}
                data-on={props.configured?.includes(type)}
              >
                {mark(type)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </UiFigure>
  )
}
