/**
 * `<ConfigFileTabs>`'s tabs, in the order of its children: JavaScript first.
 * The component draws them (./index.tsx), and the page's Markdown twin
 * labels the children with them (./markdown.ts).
 */
export const tabs = [
  { value: 'js', label: 'cypress.config.js' },
  { value: 'ts', label: 'cypress.config.ts' },
] as const
