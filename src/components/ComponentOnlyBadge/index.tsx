import Badge from '../Badge'

/** Marks an API or option that works in component tests only. */
export default function ComponentOnlyBadge() {
  return <Badge type="info">Component testing only</Badge>
}
