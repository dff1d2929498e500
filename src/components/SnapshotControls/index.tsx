import type { PartProps } from '../UiFigure'

export interface SnapshotControlsProps extends PartProps {
  /**
   * `true` when a command was clicked (its row is pinned): the controls say
   * "Pinned" and offer the highlight switch and the unpin button. Otherwise
   * the pointer is on a row, and they say "DOM Snapshot".
   */
  pinned?: boolean
  /** For a command with two snapshots, such as an action: the one shown. */
  snapshot?: 'before' | 'after'
}

/**
 * A part of `<AppWindow>`: the controls the app shows over the page while
 * it displays a command's snapshot. Pin or hover the row with the test's
 * `pinned` or `hovered`. The words are drawn by the stylesheet.
 */
export default function SnapshotControls({
  pinned,
  snapshot,
  mark,
}: SnapshotControlsProps) {
  return (
    <p className="ui-snapshot" data-pinned={pinned}>
      {snapshot ? <span data-shown={snapshot} /> : null}
      {mark?.('snapshot')}
    </p>
  )
}

SnapshotControls.slot = 'stage'
