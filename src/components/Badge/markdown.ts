import { badgeProblem, badges, type BadgeKind } from '../../data/badges'
import { text, type MarkdownForm } from '../../lib/markdownForm'

/**
 * `<Badge kind="e2e-only" />` as its label in parentheses:
 * `(End-to-end only)`. Several on a line of their own each end in a space,
 * so the walk joins them into one line. An unknown kind, or a retired
 * badge component (`<E2EOnlyBadge />`), fails the build as the page's own
 * compilation does (plugins/badges).
 */
export const markdown: MarkdownForm = (element, page) => {
  const kind = element.prop('kind')
  const problem = badgeProblem(
    element.name,
    typeof kind === 'string' || kind === undefined ? kind : null,
  )
  if (problem) throw page.error(problem)
  return [
    text(`(${badges[kind as BadgeKind].label})${element.inline ? '' : ' '}`),
  ]
}
