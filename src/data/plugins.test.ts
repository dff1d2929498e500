import { describe, expect, it } from 'vitest'

import {
  pluginBadges,
  pluginCategories,
  plugins,
  type PluginBadge,
} from './plugins'

const badgeOrder: PluginBadge[] = [
  'official',
  'verified',
  'community',
  'deprecated',
]

describe('the plugin directory data', () => {
  it('has unique names', () => {
    const seen = new Set<string>()
    const duplicates = plugins
      .map((plugin) => plugin.name)
      .filter((name) => seen.has(name) || !seen.add(name))
    expect(duplicates, `listed twice: ${duplicates.join(', ')}`).toEqual([])
  })

  it.each(plugins.map((plugin) => [plugin.name, plugin] as const))(
    '%s is a complete, well-formed entry',
    (name, plugin) => {
      expect(
        () => new URL(plugin.link),
        `${name}: link "${plugin.link}" is not a URL`,
      ).not.toThrow()
      expect(plugin.link, `${name}: link must use https`).toMatch(/^https:\/\//)
      expect(
        pluginCategories[plugin.category],
        `${name}: unknown category "${plugin.category}"; use one of ${Object.keys(pluginCategories).join(', ')}`,
      ).toBeDefined()
      expect(
        pluginBadges[plugin.badge],
        `${name}: unknown badge "${plugin.badge}"; use one of ${badgeOrder.join(', ')}`,
      ).toBeDefined()
      expect(
        plugin.description,
        `${name}: the description is plain text, one sentence ending with a period`,
      ).toMatch(/^[^<>]+\.$/)
      expect(
        plugin.keywords.length,
        `${name}: add at least one keyword`,
      ).toBeGreaterThan(0)
      for (const keyword of plugin.keywords) {
        expect(
          keyword,
          `${name}: keyword "${keyword}" must be lower case`,
        ).toBe(keyword.toLowerCase())
      }
      if (plugin.npm) {
        expect(
          plugin.npm,
          `${name}: "${plugin.npm}" is not an npm package name`,
        ).toMatch(/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/)
      }
    },
  )

  it('keeps each category in badge order: official, verified, community, deprecated', () => {
    const problems: string[] = []
    for (const category of Object.keys(pluginCategories)) {
      const inCategory = plugins.filter(
        (plugin) => plugin.category === category,
      )
      inCategory.forEach((plugin, index) => {
        const previous = inCategory[index - 1]
        if (
          previous &&
          badgeOrder.indexOf(previous.badge) > badgeOrder.indexOf(plugin.badge)
        ) {
          problems.push(
            `${category}: move ${plugin.name} (${plugin.badge}) above ${previous.name} (${previous.badge})`,
          )
        }
      })
    }
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('lists every category at least once', () => {
    const used = new Set(plugins.map((plugin) => plugin.category))
    const empty = Object.keys(pluginCategories).filter(
      (category) => !used.has(category as never),
    )
    expect(empty, `categories with no plugin: ${empty.join(', ')}`).toEqual([])
  })
})
