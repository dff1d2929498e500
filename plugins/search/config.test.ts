import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { LOCAL_INDEX_NAME, algoliaThemeConfig, searchBackend } from './config'

const hosted = { appId: 'APP123', apiKey: 'public-key', indexName: 'cypress' }

describe('searchBackend', () => {
  it('is local with no Algolia variables, Algolia with all three', () => {
    expect(searchBackend({})).toBe('local')
    expect(searchBackend(hosted)).toBe('algolia')
  })

  it('refuses a partial set, naming the three variables', () => {
    expect(() => searchBackend({ appId: 'APP123' })).toThrow(
      'Hosted search needs ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME together',
    )
  })
})

describe('algoliaThemeConfig', () => {
  it("uses the operator's credentials for Algolia, placeholders the local client ignores otherwise", () => {
    expect(algoliaThemeConfig(hosted, 'https://x.io')).toMatchObject(hosted)
    expect(algoliaThemeConfig({}, 'https://x.io')).toMatchObject({
      appId: 'local',
      apiKey: 'local',
      indexName: LOCAL_INDEX_NAME,
    })
  })

  it.each([{}, hosted])(
    'treats hits on the site origin as internal, and other hosts as external (%j)',
    (credentials) => {
      const external = new RegExp(
        algoliaThemeConfig(credentials, 'https://docs.example.com')
          .externalUrlRegex,
      )
      expect(external.test('https://docs.example.com/api/commands/get')).toBe(
        false,
      )
      // The dot is escaped: a look-alike host is external.
      expect(external.test('https://docsXexample.com/api')).toBe(true)
      expect(external.test('https://learn.example.org/course')).toBe(true)
    },
  )
})

describe('src/config/search.ts', () => {
  const variables = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME']

  async function loadWith(env: Record<string, string>) {
    const saved = variables.map((name) => [name, process.env[name]] as const)
    for (const name of variables) delete process.env[name]
    Object.assign(process.env, env)
    vi.resetModules()
    try {
      return await import('../../src/config/search')
    } finally {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  }

  it('reads the backend from the ALGOLIA_* variables', async () => {
    expect((await loadWith({})).searchBackendInUse).toBe('local')
    const algolia = await loadWith({
      ALGOLIA_APP_ID: 'APP123',
      ALGOLIA_API_KEY: 'public-key',
      ALGOLIA_INDEX_NAME: 'cypress',
    })
    expect(algolia.searchBackendInUse).toBe('algolia')
    expect(algolia.algolia).toMatchObject(hosted)
  })
})

describe('the Algolia crawler configuration', () => {
  const source = readFileSync(
    path.join(__dirname, 'algolia/crawler.config.js'),
    'utf8',
  )
  let crawler: Record<string, unknown> = {}
  new Function('Crawler', source)(
    class {
      constructor(config: Record<string, unknown>) {
        crawler = config
      }
    },
  )

  it('makes the facets the site filters on (config.ts) facets of the index', () => {
    const settings = Object.values(
      crawler.initialIndexSettings as Record<
        string,
        { attributesForFaceting: string[] }
      >,
    )[0]
    const facets = algoliaThemeConfig(hosted, 'https://x.io')
      .searchParameters.facetFilters.flat()
      .map((filter: string) => filter.split(':')[0])
    for (const facet of facets) {
      expect(settings.attributesForFaceting).toContain(facet)
    }
  })
})
