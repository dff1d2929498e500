import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Plugin } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'

import { changelog } from '../../src/components/UpgradePlanner/data'
import upgradePlannerDataPlugin, {
  dataModule,
  dataModulePattern,
  valueModule,
} from '.'

/** A stand-in for the bundler's NormalModuleReplacementPlugin. */
class Replacement {
  constructor(
    readonly resource: RegExp,
    readonly replacement: string,
  ) {}
}

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>

/** What the plugin adds to a bundler config in `mode`, after `loaded`. */
async function configure(mode: 'production' | 'development', loaded = true) {
  const plugin = upgradePlannerDataPlugin()
  const created: string[] = []
  if (loaded) {
    await plugin.contentLoaded!({
      content: undefined,
      allContent: {},
      actions: {
        createData: async (name: string, data: string) => {
          created.push(data)
          return `/generated/upgrade-planner-data/default/${name}`
        },
      },
    } as unknown as Parameters<NonNullable<Plugin['contentLoaded']>>[0])
  }
  const utils = {
    currentBundler: {
      instance: { NormalModuleReplacementPlugin: Replacement },
    },
  } as unknown as Parameters<ConfigureWebpack>[2]
  const result = (plugin.configureWebpack as ConfigureWebpack)(
    { mode },
    false,
    utils,
    undefined,
  ) as { plugins?: Replacement[] }
  return { created, plugins: result.plugins ?? [] }
}

describe('upgrade-planner-data', () => {
  it('names the planner’s data module, which exists', () => {
    expect(existsSync(dataModule)).toBe(true)
    expect(path.basename(dataModule)).toBe('data.ts')
  })

  it('writes a module whose value is the planner’s slice', () => {
    const source = valueModule(changelog)
    const match = /^export const changelog = JSON\.parse\((.*)\)\n$/s.exec(
      source,
    )
    expect(match, source.slice(0, 80)).not.toBeNull()
    expect(JSON.parse(JSON.parse(match![1]))).toEqual(changelog)
  })

  it('matches that module only, by its whole path', () => {
    const pattern = dataModulePattern(
      '/site/src/components/UpgradePlanner/data.ts',
    )
    expect(pattern.test('/site/src/components/UpgradePlanner/data.ts')).toBe(
      true,
    )
    for (const other of [
      '/site/src/components/UpgradePlanner/data.test.ts',
      '/site/src/components/UpgradePlanner/data.tsx',
      '/site/src/components/Other/data.ts',
      '/other/site/src/components/UpgradePlanner/data.ts',
      './data',
    ]) {
      expect(pattern.test(other), other).toBe(false)
    }
  })

  it('replaces the module in a production build with the module it wrote', async () => {
    const { created, plugins } = await configure('production')
    expect(created).toEqual([valueModule(changelog)])
    expect(plugins).toHaveLength(1)
    expect(plugins[0].resource.test(dataModule)).toBe(true)
    expect(plugins[0].replacement).toBe(
      '/generated/upgrade-planner-data/default/changelog.js',
    )
  })

  it('leaves `npm start` with the module as written', async () => {
    expect((await configure('development')).plugins).toEqual([])
  })

  it('replaces nothing when no content was loaded', async () => {
    expect((await configure('production', false)).plugins).toEqual([])
  })
})
