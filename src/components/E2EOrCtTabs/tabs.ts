/**
 * `<E2EOrCtTabs>`'s tabs, in the order of its children: end-to-end first.
 * The component draws them (./index.tsx), and the page's Markdown twin
 * labels the children with them (./markdown.ts).
 */
export const tabs = [
  { value: 'e2e', label: 'End-to-end test' },
  { value: 'ct', label: 'Component test' },
] as const
