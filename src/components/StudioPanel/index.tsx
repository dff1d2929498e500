import type { PartProps } from '../UiFigure'

export interface StudioPanelProps extends PartProps {
  /** The test's code as the panel shows it, one string a line. */
  lines: readonly string[]
}

/**
 * A part of `<AppWindow>`: the Cypress Studio panel, open beside the
 * application, with its title, the **Save** button and the test's code.
 * Add an `<AssertionMenu>` for the menu a right-click opens.
 */
export default function StudioPanel({ lines, mark }: StudioPanelProps) {
  return (
    <div className="ui-studio" data-studio>
      <p>
        <b>Studio</b>
        <small>Beta</small>
        {mark?.('studio')}
        <span data-btn="primary">Save</span>
      </p>
      <ol>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </div>
  )
}

StudioPanel.slot = 'right'
