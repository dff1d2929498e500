import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Plugin } from '@docusaurus/types'

import { changelog } from '../../src/components/UpgradePlanner/data'
import type { PlannerChangelog } from '../../src/components/UpgradePlanner/plannerData'

/**
 * The upgrade planner's slice of the changelog, computed at build time.
 * `src/components/UpgradePlanner/data.ts` takes it from the whole of
 * `src/data/changelog`; in the production bundles (browser and server)
 * that module is replaced by a module of its value, written here, so the
 * planner's page loads the breaking changes, deprecations and bundled
 * versions, not every line of every release. See ./README.md.
 */

/** The module the bundles take the value of. */
export const dataModule = path.resolve(
  __dirname,
  '../../src/components/UpgradePlanner/data.ts',
)

/** That module's path, exactly, as a bundler's resource. */
export function dataModulePattern(file: string = dataModule): RegExp {
  return new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)
}

/**
 * A module with the same export as ./data.ts, holding its value. The value
 * is read with `JSON.parse`, which engines parse faster than an object
 * literal of the same size.
 */
export function valueModule(value: PlannerChangelog): string {
  return `export const changelog = JSON.parse(${JSON.stringify(
    JSON.stringify(value),
  )})\n`
}

export default function upgradePlannerDataPlugin(): Plugin {
  /** The module written for this build, once the content is loaded. */
  let written: string | undefined
  return {
    name: 'upgrade-planner-data',
    async contentLoaded({ actions }) {
      written = await actions.createData('changelog.js', valueModule(changelog))
    },
    configureWebpack(config, _isServer, { currentBundler }) {
      // `npm start` bundles ./data.ts as written, so an edit to the
      // changelog reaches the planner with the page's next reload.
      if (config.mode !== 'production' || !written) return {}
      if (!existsSync(dataModule)) {
        throw new Error(
          `plugins/upgrade-planner-data: ${path.relative(process.cwd(), dataModule)} is gone. If the planner's data module moved, update \`dataModule\` in plugins/upgrade-planner-data/index.ts.`,
        )
      }
      const { NormalModuleReplacementPlugin } = currentBundler.instance
      return {
        plugins: [
          new NormalModuleReplacementPlugin(dataModulePattern(), written),
        ],
      }
    },
  }
}
