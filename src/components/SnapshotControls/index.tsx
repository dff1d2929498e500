import type { PartProps } from '../UiFigure'

export interface SnapshotControlsProps extends PartProps {
  /**
   * `true` when a command was clicked (its row is pinned): the controls say
   * "Pinned" and offer the highlight toggle and the unpin button. Otherwise
   * the pointer is on a row, and they say "DOM Snapshot".
   */
  pinned?: boolean
  /** For a command with two snapshots, such as an action: the one shown. */
  snapshot?: 'before' | 'after'
}

/**
 * A part of `<AppWindow>`: the snapshot controls the app shows over the
 * page while it displays a command's snapshot. Pin or hover the row in the
 * test's `pinned` or `hovered`.
 */
export default function SnapshotControls({
  pinned,
  snapshot,
  mark,
}: SnapshotControlsProps) {
  return (
    <p className="ui-snapshot">
      <i />
      {pinned ? 'Pinned' : 'DOM Snapshot'}
      {snapshot ? (
        <span>
          {(['before', 'after'] as const).map((state) => (
            <span key={state} data-on={state === snapshot}>
              {state}
            </span>
          ))}
        </span>
      ) : null}
      {pinned ? (
        <>
          <b>Highlights</b>×
        </>
      ) : null}
      {mark?.('snapshot')}
    </p>
  )
}

SnapshotControls.slot = 'stage'
