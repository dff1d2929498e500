/**
 * `<PackageManagerTabs>`'s tabs, in the order of its children. The component
 * draws them (./index.tsx), and the page's Markdown twin labels the children
 * with them (./markdown.ts).
 */
export const tabs = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const
