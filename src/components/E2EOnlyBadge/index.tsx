import Badge from '../Badge'

/** Marks an API or option that works in end-to-end tests only. */
export default function E2EOnlyBadge() {
  return <Badge type="success">End-to-end only</Badge>
}
