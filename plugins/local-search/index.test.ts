import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { LoadContext } from '@docusaurus/types'
import { describe, expect, it, vi } from 'vitest'

import localSearchPlugin, {
  INDEX_DATA_FILE,
  collectRecords,
  sourcePath,
  type LoadedVersion,
} from './index'
import { loadIndex, runQuery } from './engine'

function siteWithDocs(files: Record<string, string>): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'local-search-'))
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true })
    writeFileSync(path.join(siteDir, file), source)
  }
  return siteDir
}

const siteDir = siteWithDocs({
  'docs/api/get.mdx': `---
title: get
description: Find DOM elements with a selector.
---

Queries the page for elements.

## Arguments

A selector string.
`,
  'docs/faq/draft.mdx': `---
title: Unlisted notes
---

Not for readers.
`,
  'docs/guides/intro.mdx': `---
title: Introduction
---

## What Cypress tests

Anything in a browser.
`,
})

const version: LoadedVersion = {
  versionName: 'current',
  sidebars: {
    api: [
      {
        type: 'category',
        label: 'Queries',
        items: [{ type: 'doc', id: 'api/get' }],
      },
    ],
    guides: [{ type: 'doc', id: 'guides/intro' }],
  },
  docs: [
    {
      id: 'api/get',
      title: 'get',
      permalink: '/api/commands/get',
      source: '@site/docs/api/get.mdx',
      sidebar: 'api',
      frontMatter: { description: 'Find DOM elements with a selector.' },
    },
    {
      id: 'faq/draft',
      title: 'Unlisted notes',
      permalink: '/faq/draft',
      source: '@site/docs/faq/draft.mdx',
      unlisted: true,
      frontMatter: {},
    },
    {
      id: 'guides/intro',
      title: 'Introduction',
      permalink: '/guides/intro',
      source: '@site/docs/guides/intro.mdx',
      sidebar: 'guides',
      frontMatter: {},
    },
  ],
}

const context = {
  siteDir,
  siteConfig: { markdown: { anchors: { maintainCase: false } } },
  i18n: { currentLocale: 'en' },
} as unknown as LoadContext

describe('sourcePath', () => {
  it('resolves the docs plugin @site alias against the site folder', () => {
    expect(sourcePath('/site', '@site/docs/a/b.mdx')).toBe(
      path.join('/site', 'docs/a/b.mdx'),
    )
  })
})

describe('collectRecords', () => {
  it('indexes every listed doc with its section, anchors and facets', async () => {
    const records = await collectRecords(context, [
      { pluginId: 'default', versions: [version] },
    ])
    const urls = records.map((record) => record.url)
    expect(urls).toContain('/api/commands/get')
    expect(urls).toContain('/api/commands/get#arguments')
    expect(urls).toContain('/guides/intro#what-cypress-tests')
    expect(urls.some((url) => url.startsWith('/faq/draft'))).toBe(false)

    const page = records.find((record) => record.url === '/api/commands/get')
    expect(page).toMatchObject({
      type: 'lvl1',
      content: 'Find DOM elements with a selector.',
      hierarchy: { lvl0: 'Queries', lvl1: 'get' },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    })
    // A doc at a sidebar's root takes the sidebar's name as its section.
    const intro = records.find((record) => record.url === '/guides/intro')
    expect(intro?.hierarchy.lvl0).toBe('Guides')
  })

  it('names the file when a doc source cannot be read', async () => {
    const missing = {
      ...version,
      docs: [{ ...version.docs[0], source: '@site/docs/api/gone.mdx' }],
    }
    await expect(
      collectRecords(context, [{ pluginId: 'default', versions: [missing] }]),
    ).rejects.toThrow('gone.mdx')
  })
})

describe('the plugin', () => {
  it('writes a searchable index with createData', async () => {
    const plugin = localSearchPlugin(context)
    const createData = vi.fn(async () => '')
    await plugin.allContentLoaded?.({
      allContent: {
        'docusaurus-plugin-content-docs': {
          default: { loadedVersions: [version] },
        },
      },
      actions: { createData, addRoute: vi.fn(), setGlobalData: vi.fn() },
    })
    expect(createData).toHaveBeenCalledTimes(1)
    const [file, json] = createData.mock.calls[0] as unknown as [string, string]
    expect(file).toBe(INDEX_DATA_FILE)
    const result = runQuery(loadIndex(JSON.parse(json)), { query: 'selector' })
    expect(result.hits[0].url).toBe('/api/commands/get')
  })

  it('points algoliasearch/lite at the local client and loads its client module', () => {
    const plugin = localSearchPlugin(context)
    const config = plugin.configureWebpack?.(
      {} as never,
      false,
      {} as never,
      {} as never,
    ) as { resolve: { alias: Record<string, string> } }
    expect(config.resolve.alias['algoliasearch/lite$']).toBe(
      path.join(__dirname, 'client.ts'),
    )
    expect(plugin.getClientModules?.()).toEqual([
      path.join(__dirname, 'clientModule.ts'),
      path.join(__dirname, 'local-search.css'),
    ])
  })
})
