import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { LoadContext, Plugin } from '@docusaurus/types'
import type { Compiler } from 'webpack'

/**
 * Puts the scripts a page's route needs into that page's HTML, next to
 * main.js, so the browser fetches them in parallel instead of after main.js
 * has run. See ./README.md.
 *
 * Docusaurus already means to do this: while it renders each page it records
 * the route modules the page used (their import paths, such as
 * "@theme/DocItem") and looks them up in the client manifest to list their
 * scripts. But under webpack 5 and Rspack the manifest names each chunk by
 * its chunk name ("17896441"), not by import path, so nothing is found and
 * every page lists only runtime~main.js and main.js. This plugin adds the
 * import paths to the manifest, from the route registry that maps one to
 * the other, once the client bundle is written and before pages render.
 */

/** The client manifest's shape (react-loadable-ssr-addon-v5-slorber). */
export interface ClientManifest {
  entrypoints: string[]
  origins: Record<string, Array<string | number>>
  assets: Record<string, unknown>
}

/**
 * Chunk name to import path, from the generated route registry, whose
 * entries read `"name": [() => import(/* webpackChunkName: "name" *\/
 * "path"), "path", require.resolveWeak("path")]`.
 */
export function registryImports(registrySource: string): Map<string, string> {
  const entry =
    /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\)/gm
  const imports = new Map<string, string>()
  for (const [, chunkName, importPath] of registrySource.matchAll(entry)) {
    imports.set(chunkName, importPath)
  }
  return imports
}

/**
 * The manifest with each route chunk also listed under its import path.
 * Throws, naming what it expected, when the registry and the manifest no
 * longer line up, rather than let pages silently lose their scripts.
 */
export function withImportOrigins(
  manifest: ClientManifest,
  imports: Map<string, string>,
): ClientManifest {
  if (imports.size === 0) {
    throw new Error(
      'route-scripts: found no entries in the route registry (.docusaurus/registry.js). Its format has changed; update registryImports in plugins/route-scripts/index.ts.',
    )
  }
  const origins = { ...manifest.origins }
  const missing: string[] = []
  for (const [chunkName, importPath] of imports) {
    const chunks = manifest.origins[chunkName]
    if (chunks) origins[importPath] ??= chunks
    else missing.push(chunkName)
  }
  if (missing.length === imports.size) {
    throw new Error(
      `route-scripts: none of the registry's ${imports.size} chunk names (such as "${missing[0]}") is in the client manifest's origins. Docusaurus has changed how it names chunks; see plugins/route-scripts/README.md.`,
    )
  }
  return { ...manifest, origins }
}

export default function routeScriptsPlugin(context: LoadContext): Plugin {
  const manifestPath = path.join(
    context.generatedFilesDir,
    'client-manifest.json',
  )
  const registryPath = path.join(context.generatedFilesDir, 'registry.js')
  return {
    name: 'route-scripts',
    configureWebpack(config, isServer) {
      // Only a production build writes the manifest and renders pages from
      // it; `docusaurus start` serves one client-rendered page and has
      // neither (reading the manifest there failed every dev compile).
      if (isServer || config.mode !== 'production') return {}
      return {
        plugins: [
          {
            // After emit: Docusaurus writes the manifest while emitting.
            apply(compiler: Compiler) {
              compiler.hooks.afterEmit.tapPromise('route-scripts', async () => {
                const [manifest, registry] = await Promise.all([
                  readFile(manifestPath, 'utf8'),
                  readFile(registryPath, 'utf8'),
                ])
                const completed = withImportOrigins(
                  JSON.parse(manifest) as ClientManifest,
                  registryImports(registry),
                )
                await writeFile(manifestPath, JSON.stringify(completed))
              })
            },
          },
        ],
      }
    },
  }
}
