/**
 * Badges: the labels that say who can use a feature, written in a heading
 * or at the top of a page as `<Badge kind="e2e-only" />`. plugins/badges
 * turns each into text in the page at build time; this module is the one
 * place their words, colours and links live. `src/data/badges.test.ts`
 * checks every entry; CONTRIBUTING.md ("Badges") says how to use them.
 */

/**
 * The Cypress Cloud plans, as Cypress names them, from the smallest to the
 * largest. A feature of one plan is included in every larger plan.
 */
export const cloudPlans = ['Starter', 'Team', 'Business', 'Enterprise'] as const

export type CloudPlan = (typeof cloudPlans)[number]

export type BadgeKind =
  | 'e2e-only'
  | 'component-only'
  | 'experimental'
  | 'deprecated'
  | 'all-plans'
  | 'team-plan'
  | 'business-plan'
  | 'enterprise-plan'
  | 'premium-accessibility'
  | 'premium-ui-coverage'

/** What a badge is about: one answer per group and feature. */
export type BadgeGroup =
  'testing-type' | 'release-stage' | 'cloud-plan' | 'premium-product'

/** The colour of a badge; the styles are in src/components/Badge/badge.css. */
export type BadgeTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral'

/** A doc of this site: its file under `docs/`, with an optional `#anchor`. */
export type DocLink = `${string}.mdx` | `${string}.mdx#${string}`

export interface BadgeDefinition {
  group: BadgeGroup
  /** The words the badge shows: read aloud, searched, kept in the twin. */
  label: string
  tone: BadgeTone
  /** Where a page's badge (one on a line of its own) takes the reader. */
  link: DocLink
  /** What the badge tells the reader, for contributors. */
  meaning: string
  /** Cloud plan badges: the smallest plan that includes the feature. */
  plan?: CloudPlan
}

/** "Team plan or higher"; the largest plan has nothing higher. */
export function planLabel(plan: CloudPlan): string {
  return plan === cloudPlans.at(-1) ? `${plan} plan` : `${plan} plan or higher`
}

const testingTypes =
  'guides/core-concepts/testing-types.mdx#which-features-belong-to-which-type'
const plans =
  'guides/cloud/account-management/billing-and-usage.mdx#change-your-plan'

export const badges: Record<BadgeKind, BadgeDefinition> = {
  'e2e-only': {
    group: 'testing-type',
    label: 'End-to-end only',
    tone: 'success',
    link: testingTypes,
    meaning:
      'Works in end-to-end tests only: it throws or is refused in component tests, or needs a page that cy.visit() loaded.',
  },
  'component-only': {
    group: 'testing-type',
    label: 'Component testing only',
    tone: 'info',
    link: testingTypes,
    meaning: 'Works in component tests only, such as cy.mount() and devServer.',
  },
  experimental: {
    group: 'release-stage',
    label: 'Experimental',
    tone: 'warning',
    link: 'guides/references/experiments.mdx',
    meaning:
      'Behind an experimental* option, or described by Cypress as experimental: it may change or go away in any release.',
  },
  deprecated: {
    group: 'release-stage',
    label: 'Deprecated',
    tone: 'danger',
    link: 'guides/references/release-stages.mdx#deprecation',
    meaning:
      'Still works in the documented release, with a deprecation warning or a @deprecated type, and will be removed.',
  },
  'all-plans': {
    group: 'cloud-plan',
    label: 'All Cloud plans',
    tone: 'neutral',
    link: plans,
    meaning:
      'A Cypress Cloud feature included in every plan, within the usage limits of the plan.',
  },
  'team-plan': {
    group: 'cloud-plan',
    label: planLabel('Team'),
    tone: 'neutral',
    link: plans,
    plan: 'Team',
    meaning:
      'A Cypress Cloud feature of the Team, Business and Enterprise plans.',
  },
  'business-plan': {
    group: 'cloud-plan',
    label: planLabel('Business'),
    tone: 'neutral',
    link: plans,
    plan: 'Business',
    meaning: 'A Cypress Cloud feature of the Business and Enterprise plans.',
  },
  'enterprise-plan': {
    group: 'cloud-plan',
    label: planLabel('Enterprise'),
    tone: 'neutral',
    link: plans,
    plan: 'Enterprise',
    meaning: 'A Cypress Cloud feature of the Enterprise plan only.',
  },
  'premium-accessibility': {
    group: 'premium-product',
    label: 'Premium: Cypress Accessibility',
    tone: 'neutral',
    link: 'guides/cloud/accessibility/introduction.mdx#plans-and-requirements',
    meaning:
      'Part of Cypress Accessibility, a premium product priced apart from the Cloud plans.',
  },
  'premium-ui-coverage': {
    group: 'premium-product',
    label: 'Premium: UI Coverage',
    tone: 'neutral',
    link: 'guides/cloud/ui-coverage/introduction.mdx#requirements',
    meaning:
      'Part of UI Coverage, a premium product priced apart from the Cloud plans.',
  },
}

/** Every kind, in the order of `badges`. */
export const badgeKinds = Object.keys(badges) as BadgeKind[]

export function isBadgeKind(value: unknown): value is BadgeKind {
  return typeof value === 'string' && Object.hasOwn(badges, value)
}

/** Components that badges replaced, with the kind to write instead. */
export const retiredBadges: Readonly<Record<string, BadgeKind>> = {
  E2EOnlyBadge: 'e2e-only',
  ComponentOnlyBadge: 'component-only',
}

/**
 * What is wrong with a badge as a page writes it (`<Badge kind="..." />`),
 * or undefined. `name` is the element's name, `kind` its kind attribute:
 * a string, `undefined` when missing, `null` when it is not a literal.
 */
export function badgeProblem(
  name: string,
  kind: string | null | undefined,
): string | undefined {
  const valid = `one of ${badgeKinds.join(', ')}`
  if (Object.hasOwn(retiredBadges, name)) {
    return `<${name} /> is gone: write <Badge kind="${retiredBadges[name]}" />.`
  }
  if (kind === undefined) return `<Badge> needs a kind: ${valid}.`
  if (kind === null) {
    return `<Badge> takes its kind as plain text, such as kind="e2e-only": ${valid}.`
  }
  if (!isBadgeKind(kind)) {
    return `<Badge kind="${kind}"> is not a badge kind. Use ${valid} (src/data/badges.ts).`
  }
  return undefined
}
