import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import {
  LOCAL_INDEX_NAME,
  algoliaThemeConfig,
  searchBackend,
} from '../../src/config/search'

const hosted = { appId: 'APP123', apiKey: 'public-key', indexName: 'cypress' }

describe('search backend', () => {
  it('is local with no Algolia variables', () => {
    expect(searchBackend({})).toBe('local')
  })

  it('is Algolia with all three variables', () => {
    expect(searchBackend(hosted)).toBe('algolia')
  })

  it('refuses a partial set, naming the three variables', () => {
    expect(() => searchBackend({ appId: 'APP123' })).toThrow(
      'Hosted search needs ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME together',
    )
  })
})

describe('the theme search settings', () => {
  it('uses the operator credentials in Algolia mode', () => {
    expect(algoliaThemeConfig(hosted)).toMatchObject(hosted)
  })

  it('uses placeholders the local client ignores in local mode', () => {
    expect(algoliaThemeConfig({})).toMatchObject({
      appId: 'local',
      apiKey: 'local',
      indexName: LOCAL_INDEX_NAME,
    })
  })

  it.each([{}, hosted])(
    'has the spec settings for both backends (%j)',
    (credentials) => {
      const config = algoliaThemeConfig(credentials, 'https://docs.example.com')
      expect(config.contextualSearch).toBe(false)
      expect(config.searchPagePath).toBe('search')
      expect(config.replaceSearchResultPathname).toEqual({
        from: '^/docs/',
        to: '/',
      })
      expect(config.searchParameters.facetFilters).toEqual([
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ])
      const external = new RegExp(config.externalUrlRegex)
      expect(external.test('https://docs.example.com/api/commands/get')).toBe(
        false,
      )
      expect(external.test('https://learn.example.org/course')).toBe(true)
    },
  )
})

describe('the site config', () => {
  const variables = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME']

  async function loadSiteConfig(env: Record<string, string>) {
    const saved = variables.map((name) => [name, process.env[name]] as const)
    for (const name of variables) delete process.env[name]
    Object.assign(process.env, env)
    vi.resetModules()
    try {
      const [{ default: config }, { default: localSearchPlugin }] =
        await Promise.all([
          import('../../docusaurus.config'),
          import('../../plugins/local-search'),
        ])
      return { config, localSearchPlugin }
    } finally {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  }

  it('installs the local search plugin without Algolia variables', async () => {
    const { config, localSearchPlugin } = await loadSiteConfig({})
    expect(config.plugins).toContain(localSearchPlugin)
    expect(config.themeConfig?.algolia).toMatchObject({ appId: 'local' })
  })

  it('talks to Algolia, without the local plugin, when all three are set', async () => {
    const { config, localSearchPlugin } = await loadSiteConfig({
      ALGOLIA_APP_ID: 'APP123',
      ALGOLIA_API_KEY: 'public-key',
      ALGOLIA_INDEX_NAME: 'cypress',
    })
    expect(config.plugins).not.toContain(localSearchPlugin)
    expect(config.themeConfig?.algolia).toMatchObject(hosted)
  })
})

describe('the Algolia crawler configuration', () => {
  const source = readFileSync(
    path.resolve(__dirname, '../../src/config/algolia/crawler.config.js'),
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

  it('crawls the site from its sitemap, skipping the search page', () => {
    expect(crawler.sitemaps).toEqual(['https://docs.cypress.io/sitemap.xml'])
    expect(crawler.exclusionPatterns).toContain('**/search')
  })

  it('makes the facets the site filters on searchable', () => {
    const settings = Object.values(
      crawler.initialIndexSettings as Record<
        string,
        { attributesForFaceting: string[] }
      >,
    )[0]
    const facets = algoliaThemeConfig(hosted)
      .searchParameters.facetFilters.flat()
      .map((filter) => filter.split(':')[0])
    for (const facet of facets) {
      expect(settings.attributesForFaceting).toContain(facet)
    }
  })
})
