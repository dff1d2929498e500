import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { accessibilityOptions } from './accessibility'
import type { CloudConfigOption } from './types'
import { uiCoverageOptions } from './uiCoverage'

/**
 * The configuration of UI Coverage and Cypress Accessibility lives in Cypress
 * Cloud, not in the cypress types, so no type check can say a property is
 * undocumented. These lists are the record: every property Cypress
 * documents, with the page whose table gives its type, default and meaning.
 * The test fails when a property loses its row, or when a configuration
 * table gains a row the list does not know.
 */
const docs = path.resolve(__dirname, '../../../docs')

const products = {
  accessibility: {
    options: accessibilityOptions,
    folder: 'guides/cloud/accessibility',
  },
  'ui-coverage': {
    options: uiCoverageOptions,
    folder: 'guides/cloud/ui-coverage',
  },
}

/** The first cells of the rows of the tables on a page that start with a code span. */
function documentedKeys(page: string): Set<string> {
  const source = readFileSync(path.join(docs, `${page}.mdx`), 'utf8')
  const keys = new Set<string>()
  for (const line of source.split('\n')) {
    const match = line.match(/^\|\s*`([^`]+)`\s*\|/)
    if (match) keys.add(match[1])
  }
  return keys
}

/** Configuration tables: a header row that starts with `Property`. */
function configurationPages(folder: string): string[] {
  const dir = path.join(docs, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => `${folder}/${name.replace(/\.mdx$/, '')}`)
    .filter((page) =>
      /^\|\s*Property\s*\|/m.test(
        readFileSync(path.join(docs, `${page}.mdx`), 'utf8'),
      ),
    )
}

describe.each(Object.entries(products))(
  '%s configuration',
  (_, { options, folder }) => {
    it('lists properties, so this check has something to check', () => {
      expect(options.length).toBeGreaterThan(0)
    })

    it('lists each property once, with a type, a default and a page', () => {
      const seen = new Set<string>()
      const bad = options.filter(
        (option: CloudConfigOption) =>
          seen.has(option.key) ||
          !seen.add(option.key) ||
          !option.type ||
          !option.default ||
          !existsSync(path.join(docs, `${option.page}.mdx`)),
      )
      expect(bad.map((option) => option.key)).toEqual([])
    })

    it('documents every property in a table row on its page', () => {
      const missing = options
        .filter((option) => !documentedKeys(option.page).has(option.key))
        .map((option) => `${option.key} (${option.page})`)
      expect(
        missing,
        'add a row whose first cell is the key in a code span',
      ).toEqual([])
    })

    it('knows every property a configuration table documents', () => {
      const known = new Set(options.map((option) => option.key))
      const unknown = configurationPages(folder).flatMap((page) =>
        [...documentedKeys(page)]
          .filter((key) => !known.has(key))
          .map((key) => `${key} (${page})`),
      )
      expect(
        unknown,
        'add these to the list, or leave them out of Property tables',
      ).toEqual([])
    })
  },
)
