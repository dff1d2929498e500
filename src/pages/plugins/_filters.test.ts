import { describe, expect, it } from 'vitest'

import type { Plugin } from '../../data/plugins'
import {
  filterPlugins,
  filtersToQuery,
  matchesSearch,
  noFilters,
  parseFilters,
  resultCount,
  type PluginFilters,
} from './_filters'

const plugin = (overrides: Partial<Plugin>): Plugin => ({
  name: 'cypress-example',
  description: 'Does one thing.',
  link: 'https://github.com/example/cypress-example',
  category: 'commands',
  badge: 'community',
  keywords: ['example'],
  ...overrides,
})

const axe = plugin({
  name: 'cypress-axe',
  description: 'Runs axe-core accessibility checks.',
  category: 'accessibility',
  keywords: ['a11y', 'wcag'],
})
const coverage = plugin({
  name: '@cypress/code-coverage',
  description: 'Collects code coverage from instrumented apps.',
  category: 'code-coverage',
  badge: 'official',
  keywords: ['istanbul', 'nyc'],
})
const upload = plugin({
  name: 'cypress-file-upload',
  description: 'Attaches files to inputs.',
  category: 'commands',
  badge: 'deprecated',
  keywords: ['upload', 'file'],
})
const all = [axe, coverage, upload]

describe('parseFilters', () => {
  it.each<[string, PluginFilters]>([
    ['', noFilters],
    ['?search=axe', { ...noFilters, search: 'axe' }],
    [
      '?search=visual%20diff&category=visual-testing&badge=verified',
      { search: 'visual diff', category: 'visual-testing', badge: 'verified' },
    ],
    ['?category=nonsense&badge=gold', noFilters],
    ['?category=toString', noFilters],
  ])('%s', (query, expected) => {
    expect(parseFilters(query)).toEqual(expected)
  })
})

describe('filtersToQuery', () => {
  it.each<[PluginFilters, string]>([
    [noFilters, ''],
    [{ ...noFilters, search: '   ' }, ''],
    [{ ...noFilters, search: 'a11y' }, '?search=a11y'],
    [
      { search: 'visual diff', category: 'visual-testing', badge: 'official' },
      '?search=visual+diff&category=visual-testing&badge=official',
    ],
  ])('%j', (filters, expected) => {
    expect(filtersToQuery(filters)).toBe(expected)
  })

  it('round-trips through parseFilters', () => {
    const filters: PluginFilters = {
      search: 'a&b=c',
      category: 'reporting',
      badge: 'community',
    }
    expect(parseFilters(filtersToQuery(filters))).toEqual(filters)
  })
})

describe('matchesSearch', () => {
  it.each([
    ['', true],
    ['AXE', true],
    ['accessibility', true],
    ['wcag', true],
    ['axe wcag', true],
    ['axe coverage', false],
    ['  axe   ', true],
  ])('cypress-axe and "%s": %s', (search, expected) => {
    expect(matchesSearch(axe, search)).toBe(expected)
  })
})

describe('filterPlugins', () => {
  it.each<[string, Partial<PluginFilters>, Plugin[]]>([
    ['nothing set', {}, all],
    ['a category', { category: 'accessibility' }, [axe]],
    ['a badge', { badge: 'official' }, [coverage]],
    ['a keyword', { search: 'nyc' }, [coverage]],
    [
      'all three',
      { search: 'file', category: 'commands', badge: 'deprecated' },
      [upload],
    ],
    [
      'filters that exclude each other',
      { category: 'accessibility', badge: 'official' },
      [],
    ],
  ])('%s', (_name, filters, expected) => {
    expect(filterPlugins(all, { ...noFilters, ...filters })).toEqual(expected)
  })
})

describe('resultCount', () => {
  it.each([
    [3, 3, 'Showing all 3 plugins'],
    [1, 3, 'Showing 1 of 3 plugins'],
    [0, 3, 'Showing 0 of 3 plugins'],
    [1, 1, 'Showing all 1 plugin'],
  ])('%i of %i', (shown, total, expected) => {
    expect(resultCount(shown, total)).toBe(expected)
  })
})
