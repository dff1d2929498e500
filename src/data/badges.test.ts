import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  badgeKinds,
  badgeProblem,
  badges,
  cloudPlans,
  isBadgeKind,
  planLabel,
  retiredBadges,
  type BadgeGroup,
} from './badges'

const docsDir = path.resolve(__dirname, '../../docs')

describe('the badge data', () => {
  it.each(badgeKinds.map((kind) => [kind, badges[kind]] as const))(
    '%s is a complete, well-formed entry',
    (kind, badge) => {
      expect(kind, `${kind}: kinds are lower-case words joined by -`).toMatch(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
      )
      expect(
        badge.label,
        `${kind}: the label is a few plain words, starting with a capital`,
      ).toMatch(/^[A-Z][A-Za-z0-9 :-]{2,40}$/)
      expect(
        badge.meaning,
        `${kind}: the meaning is a sentence ending with a period`,
      ).toMatch(/^[A-Z].*\.$/)
      const [file, anchor] = badge.link.split('#')
      expect(
        existsSync(path.join(docsDir, file)),
        `${kind}: the link ${badge.link} names no file under docs/`,
      ).toBe(true)
      if (anchor !== undefined) {
        expect(anchor, `${kind}: the anchor is a heading id`).toMatch(
          /^[a-z0-9-]+$/,
        )
      }
    },
  )

  it('gives every kind its own label', () => {
    const seen = new Set<string>()
    const twice = badgeKinds
      .map((kind) => badges[kind].label)
      .filter((label) => seen.has(label) || !seen.add(label))
    expect(twice, `labels used twice: ${twice.join(', ')}`).toEqual([])
  })

  it('names a plan for each plan badge, and only for those', () => {
    for (const kind of badgeKinds) {
      const { group, plan, label } = badges[kind]
      if (group === 'cloud-plan' && kind !== 'all-plans') {
        expect(
          plan,
          `${kind}: a plan badge names its smallest plan`,
        ).toBeDefined()
      }
      if (plan === undefined) continue
      expect(group, `${kind}: only cloud-plan badges name a plan`).toBe(
        'cloud-plan',
      )
      expect(cloudPlans, `${kind}: ${plan} is not a Cloud plan`).toContain(plan)
      expect(label, `${kind}: the label comes from planLabel`).toBe(
        planLabel(plan),
      )
      expect(kind, `${kind}: a plan badge is named <plan>-plan`).toBe(
        `${plan.toLowerCase()}-plan`,
      )
    }
  })

  it('links the badges of a group to one page', () => {
    const groups = new Map<BadgeGroup, Set<string>>()
    for (const kind of badgeKinds) {
      const { group, link } = badges[kind]
      if (group === 'release-stage' || group === 'premium-product') continue
      groups.set(group, (groups.get(group) ?? new Set()).add(link))
    }
    for (const [group, links] of groups) {
      expect(
        [...links],
        `${group} badges link to different pages`,
      ).toHaveLength(1)
    }
  })

  it('says "or higher" of every plan but the largest', () => {
    expect(cloudPlans.map(planLabel)).toEqual([
      'Starter plan or higher',
      'Team plan or higher',
      'Business plan or higher',
      'Enterprise plan',
    ])
  })
})

describe('badgeProblem', () => {
  it.each([
    ['Badge', 'e2e-only', undefined],
    ['Badge', 'enterprise-plan', undefined],
    ['Badge', 'e2e', 'is not a badge kind'],
    ['Badge', 'constructor', 'is not a badge kind'],
    ['Badge', undefined, 'needs a kind'],
    ['Badge', null, 'as plain text'],
    ['E2EOnlyBadge', undefined, 'write <Badge kind="e2e-only" />'],
    ['ComponentOnlyBadge', undefined, 'write <Badge kind="component-only" />'],
  ] as const)('<%s kind=%j>: %s', (name, kind, expected) => {
    const problem = badgeProblem(name, kind)
    if (expected === undefined) expect(problem).toBeUndefined()
    else expect(problem).toContain(expected)
  })

  it('lists every kind when the kind is wrong', () => {
    expect(badgeProblem('Badge', 'pro')).toContain(badgeKinds.join(', '))
  })

  it('points every retired component at a kind that exists', () => {
    for (const kind of Object.values(retiredBadges)) {
      expect(isBadgeKind(kind)).toBe(true)
    }
  })
})
