import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import type { RouteConfig } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'

import { registryImports } from './index'

/**
 * The route-scripts plugin's canary: the route registry @docusaurus/core generates.
 * Each test checks one assumption about another package's internals against
 * the installed package, and fails saying what changed and what to update.
 * README.md ("Internals it relies on") says what the coupling buys.
 */

const requireHere = createRequire(__filename)

describe('plugins/route-scripts: the route registry', () => {
  it("reads the registry that @docusaurus/core's code generator writes", async () => {
    const { generateRouteFiles } = requireHere(
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    ) as {
      generateRouteFiles: (options: {
        generatedFilesDir: string
        routes: RouteConfig[]
      }) => Promise<void>
    }
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'registry-'))
    try {
      await generateRouteFiles({
        generatedFilesDir,
        routes: [
          {
            path: '/api/commands/click',
            component: '@theme/DocItem',
            exact: true,
            modules: { content: '@site/docs/api/actions/click.mdx' },
          },
        ],
      })
      const registry = readFileSync(
        path.join(generatedFilesDir, 'registry.js'),
        'utf8',
      )
      const chunkNames = JSON.parse(
        readFileSync(
          path.join(generatedFilesDir, 'routesChunkNames.json'),
          'utf8',
        ),
      ) as Record<string, Record<string, string>>
      const imports = registryImports(registry)
      expect(
        [...imports.values()].sort(),
        `registryImports (plugins/route-scripts/index.ts) no longer reads the registry @docusaurus/core writes (lib/server/codegen/codegenRoutes.js, genRegistry), which now reads:\n${registry}`,
      ).toEqual(['@site/docs/api/actions/click.mdx', '@theme/DocItem'])
      // The names it reads are the route's chunk names.
      expect(
        [...imports.keys()].sort(),
        'The registry keys are no longer the chunk names of routesChunkNames.json; see plugins/route-scripts/README.md',
      ).toEqual(Object.values(Object.values(chunkNames)[0]).sort())
    } finally {
      rmSync(generatedFilesDir, { recursive: true, force: true })
    }
  })
})
