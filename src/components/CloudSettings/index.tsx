import UiFigure, { marker } from '../UiFigure'
import type { Part, PictureProps } from '../UiFigure/picture'

/** What a setting shows at its right. */
export type SettingControl =
  | { toggle: boolean }
  | { radio: readonly string[]; value: string }
  | { checks: readonly string[]; value: readonly string[] }
  | { button: string; primary?: boolean }
  | { field: string }
  | { select: string }
  | { code: string }

export interface CloudSettingsProps extends PictureProps<
  Part<'CloudSettings'>
> {
  /** The page or dialog's title. */
  title?: string
  /** Tabs under the title. */
  tabs?: readonly string[]
  /** The tab selected. Default: the first. */
  tab?: string
  sections: readonly {
    heading: string
    rows: readonly {
      label: string
      /** The grey line under the label. */
      help?: string
      control?: SettingControl
    }[]
  }[]
}

/**
 * A settings page or form, in Cypress Cloud or in the app's dialogs:
 * sections of settings, each with its label, the line that explains it,
 * and its switch, choices, field or button.
 */
export default function CloudSettings(props: CloudSettingsProps) {
  const mark = marker(props.callouts)
  return (
    <UiFigure {...props}>
      <div className="ui-settings">
        {props.title ? <b>{props.title}</b> : null}
        {props.tabs ? (
          <p>
            {props.tabs.map((tab) => (
              <span key={tab} data-on={tab === (props.tab ?? props.tabs?.[0])}>
                {tab}
              </span>
            ))}
          </p>
        ) : null}
        {props.sections.map((section) => (
          <div key={section.heading}>
            <small>
              {section.heading}
              {mark('section')}
            </small>
            {section.rows.map((row, index) => (
              <p key={index}>
                <span>
                  {row.label}
                  {mark(row.label)}
                  {row.help ? <small>{row.help}</small> : null}
                </span>
                <Control control={row.control} />
              </p>
            ))}
          </div>
        ))}
      </div>
    </UiFigure>
  )
}

function Control({ control }: { control?: SettingControl }) {
  if (!control) return null
  if ('toggle' in control) {
    return <i data-toggle={control.toggle} />
  }
  if ('radio' in control || 'checks' in control) {
    const [options, on, kind] =
      'radio' in control
        ? [control.radio, [control.value], 'radio']
        : [control.checks, control.value, 'check']
    return (
      <span>
        {options.map((option) => (
          <span key={option} data-choice={kind} data-on={on.includes(option)}>
            {option}
          </span>
        ))}
      </span>
    )
  }
  if ('button' in control) {
    return (
      <span data-btn={control.primary ? 'primary' : ''}>{control.button}</span>
    )
  }
  return (
    <span data-field data-kind={'select' in control ? 'select' : ''}>
      {'field' in control ? (
        control.field
      ) : 'select' in control ? (
        control.select
      ) : (
        <kbd>{control.code}</kbd>
      )}
    </span>
  )
}
