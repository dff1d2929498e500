import type { PartProps } from '../UiFigure'

export interface StudioPanelProps extends PartProps {
  /** The test's code as the panel shows it, one string a line. */
  lines: readonly string[]
}

/**
 * A part of `<AppWindow>`: the Cypress Studio panel, open beside the
 * application, with the test's code and the **Save** button. Give the test
 * `studio` to draw its **Edit in Studio** button, and a page element
 * `assert` to draw the assertion menu.
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
