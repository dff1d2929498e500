import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { LoadContext, Plugin } from '@docusaurus/types'
import type { Compiler } from 'webpack'

import { registryImports, type ClientManifest } from '../route-scripts'
import { moveChunkFiles, withSectionFiles } from './chunkFiles'
import {
  files,
  readRoutes,
  sectionChunkName,
  splitGlobalData,
  splitModules,
  splitRoutes,
  splitSidebars,
  type GlobalData,
  type Split,
} from './split'

/**
 * Keeps the site's route table out of the JavaScript every page loads: the
 * browser gets a shell of the table (the home page, search, the docs layout)
 * with main.js, and the pages of each folder in a section of their own,
 * loaded when a reader goes there. See ./README.md.
 */

/** The generated files of @docusaurus/core that the browser bundle reads. */
const generated = {
  routes: 'routes.js',
  chunkNames: 'routesChunkNames.json',
  registry: 'registry.js',
  globalData: 'globalData.json',
}

/**
 * @docusaurus/core's client `preload`, which the browser bundle takes from
 * ./client/preload.ts instead.
 */
export const corePreload =
  /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/

/**
 * The ids of the docs the navbar links to (items of type `doc`, in
 * dropdowns too): every page renders them, so their global data stays in
 * the shell.
 */
export function navbarDocIds(items: unknown): Set<string> {
  const ids = new Set<string>()
  const visit = (item: unknown) => {
    if (!item || typeof item !== 'object') return
    const {
      type,
      docId,
      items: children,
    } = item as {
      type?: string
      docId?: string
      items?: unknown
    }
    if (type === 'doc' && typeof docId === 'string') ids.add(docId)
    if (Array.isArray(children)) children.forEach(visit)
  }
  if (Array.isArray(items)) items.forEach(visit)
  return ids
}

/** Writes the split route table's modules into `dir`, replacing any there. */
export function writeSections(
  generatedFilesDir: string,
  dir: string,
  keepDocIds: ReadonlySet<string>,
): { split: Split; props: string[] } {
  const read = (file: string) =>
    readFileSync(path.join(generatedFilesDir, file), 'utf8')
  const split = splitRoutes(
    readRoutes(read(generated.routes)),
    JSON.parse(read(generated.chunkNames)) as Record<string, unknown>,
    registryImports(read(generated.registry)),
  )
  const globalData = splitGlobalData(
    JSON.parse(read(generated.globalData)) as GlobalData,
    split,
    keepDocIds,
  )
  const shellProps = splitSidebars(split, (importPath) =>
    JSON.parse(read(generatedPath(importPath))),
  )
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [file, source] of splitModules(
    split,
    globalData,
    shellProps,
    path.resolve(__dirname, 'client/sidebars'),
  )) {
    writeFileSync(path.join(dir, file), source)
  }
  return { split, props: [...shellProps.keys()] }
}

const escapeRegExp = (text: string) =>
  text.replace(/[\^$.*+?()[\]{}|]/g, '\\$&')

/** A `@generated/...` import path as a path under the generated files. */
function generatedPath(importPath: string): string {
  if (!importPath.startsWith('@generated/')) {
    throw new Error(
      `route-sections: the props module ${importPath} is not under @generated/; see plugins/route-sections/README.md.`,
    )
  }
  return importPath.slice('@generated/'.length)
}

/**
 * The client manifest with each page module also listing its section's
 * chunk, so that a page's HTML carries a `<script defer>` for the section
 * beside those plugins/route-scripts lists, and the browser fetches it
 * with main.js instead of after it. A page module is one only its section
 * imports (the page's MDX, its props). Throws, naming it, when a section's
 * chunk is missing from the manifest.
 */
export function withSectionScripts(
  manifest: ClientManifest,
  split: Split,
): ClientManifest {
  const origins = { ...manifest.origins }
  const chunksOf = (name: string, what: string) => {
    const chunks = manifest.origins[name]
    if (!chunks) {
      throw new Error(
        `route-sections: the client manifest has no chunk named "${name}" (${what}); see plugins/route-sections/README.md.`,
      )
    }
    return chunks
  }
  split.sections.forEach((section, index) => {
    const chunks = chunksOf(
      sectionChunkName(index),
      `the section ${section.key}`,
    )
    for (const [chunkName, importPath] of section.registry) {
      const own = origins[importPath] ?? manifest.origins[chunkName] ?? []
      origins[importPath] = [...new Set([...own, ...chunks])]
    }
  })
  return { ...manifest, origins }
}

/** The parts of the bundler's chunk graph that `ownedChunks` reads. */
interface GraphChunk {
  id?: string | null
  ids?: readonly (string | number)[]
  files?: Iterable<string>
}
interface GraphGroup {
  name?: string | null
  chunks: readonly GraphChunk[]
  childrenIterable: Iterable<GraphGroup>
}

const chunkIds = (chunk: GraphChunk): string[] =>
  chunk.ids?.length
    ? chunk.ids.map(String)
    : chunk.id == null
      ? []
      : [String(chunk.id)]

/**
 * The chunks only one section leads to (its pages' modules), by id, with the
 * index of that section. A chunk the shell reaches without a section (the
 * docs layout, the doc page component, shared libraries), or that two
 * sections reach, stays known to the runtime.
 */
export function ownedChunks(
  entrypoints: Iterable<GraphGroup>,
  sectionGroups: ReadonlyMap<number, GraphGroup>,
): Map<string, number> {
  const sectionOfGroup = new Map(
    [...sectionGroups].map(([index, group]) => [group, index]),
  )
  const walk = (start: GraphGroup, into: Set<string>) => {
    const seen = new Set<GraphGroup>()
    const queue = [start]
    while (queue.length > 0) {
      const group = queue.pop()!
      if (seen.has(group)) continue
      seen.add(group)
      for (const chunk of group.chunks)
        chunkIds(chunk).forEach((id) => into.add(id))
      for (const child of group.childrenIterable) {
        if (!sectionOfGroup.has(child)) queue.push(child)
      }
    }
  }
  // The shell's table loads the sections themselves: their chunks stay
  // known to the runtime, with everything reached without a section.
  const shell = new Set<string>()
  for (const entry of entrypoints) walk(entry, shell)
  for (const group of sectionGroups.values()) {
    for (const chunk of group.chunks)
      chunkIds(chunk).forEach((id) => shell.add(id))
  }
  const reached = new Map<string, number[]>()
  for (const [index, group] of sectionGroups) {
    const ids = new Set<string>()
    for (const child of group.childrenIterable) {
      if (!sectionOfGroup.has(child)) walk(child, ids)
    }
    for (const id of ids) {
      if (shell.has(id)) continue
      reached.set(id, [...(reached.get(id) ?? []), index])
    }
  }
  const owned = new Map<string, number>()
  for (const [id, sections] of reached) {
    if (sections.length === 1) owned.set(id, sections[0])
  }
  return owned
}

/** Applies `moveChunkFiles` to the browser bundle's assets. */
function moveSectionChunkFiles(
  compilation: Parameters<
    Parameters<Compiler['hooks']['thisCompilation']['tap']>[1]
  >[0],
  split: Split,
): void {
  const { RawSource } = compilation.compiler.webpack.sources
  const sectionGroups = new Map<number, GraphGroup>()
  split.sections.forEach((_section, index) => {
    const group = compilation.namedChunkGroups.get(sectionChunkName(index))
    if (!group) {
      throw new Error(
        `route-sections: the browser bundle has no chunk group named "${sectionChunkName(index)}"; see plugins/route-sections/README.md.`,
      )
    }
    sectionGroups.set(index, group as unknown as GraphGroup)
  })
  const owned = ownedChunks(
    compilation.entrypoints.values() as unknown as Iterable<GraphGroup>,
    sectionGroups,
  )
  const runtimeFiles = [...compilation.chunks]
    .filter((chunk) => chunk.hasRuntime())
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'))
  if (runtimeFiles.length !== 1) {
    throw new Error(
      `route-sections: expected one runtime script in the browser bundle, found ${runtimeFiles.length} (${runtimeFiles.join(', ')}); see plugins/route-sections/README.md.`,
    )
  }
  const [runtimeFile] = runtimeFiles
  const runtimeSource = compilation
    .getAsset(runtimeFile)!
    .source.source()
    .toString()
  const moved = moveChunkFiles(runtimeSource, owned)
  compilation.updateAsset(runtimeFile, new RawSource(moved.runtime))
  split.sections.forEach((_section, index) => {
    const files = moved.sections.get(index) ?? { n: {}, h: {}, g: {} }
    for (const chunk of sectionGroups.get(index)!.chunks) {
      for (const file of chunk.files ?? []) {
        if (!file.endsWith('.js')) continue
        const source = compilation.getAsset(file)!.source.source().toString()
        if (!source.includes('__ROUTE_SECTION_FILES_')) continue
        compilation.updateAsset(
          file,
          new RawSource(withSectionFiles(source, index, files)),
        )
      }
    }
  })
}

export default function routeSectionsPlugin(context: LoadContext): Plugin {
  const dir = path.join(context.generatedFilesDir, 'route-sections')
  let written: ReturnType<typeof writeSections> | undefined
  return {
    name: 'route-sections',
    getClientModules() {
      return [
        path.resolve(__dirname, 'client/prefetch.ts'),
        path.resolve(__dirname, 'client/wholeSidebars.ts'),
      ]
    },
    getThemePath() {
      return path.resolve(__dirname, 'theme')
    },
    configureWebpack(config, isServer, utils) {
      // `docusaurus start` keeps Docusaurus' own table, which it rewrites
      // as pages are added: the browser there loads every route, and the
      // client modules find no section to load.
      if (config.mode !== 'production') {
        mkdirSync(dir, { recursive: true })
        writeFileSync(path.join(dir, files.sections), 'export default {}\n')
        return {}
      }
      // Only the browser's bundle takes the split table in place of core's;
      // pages render on the server from the whole table, as before. Both
      // bundles are configured from one split, written once.
      const navbar = context.siteConfig.themeConfig.navbar as
        { items?: unknown } | undefined
      written ??= writeSections(
        context.generatedFilesDir,
        dir,
        navbarDocIds(navbar?.items),
      )
      const { split, props } = written
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance
      // The server renders every page from core's whole table: its client
      // module (./client/prefetch.ts) gets a table of no sections.
      if (isServer) {
        return {
          plugins: [
            new NormalModuleReplacementPlugin(
              /[\\/]route-sections[\\/]sections\.js$/,
              path.join(dir, files.noSections),
            ),
          ],
        }
      }
      const manifestPath = path.join(
        context.generatedFilesDir,
        'client-manifest.json',
      )
      // A generated file, by its path under the generated files, on any OS.
      const replace = (from: string) =>
        new RegExp(
          `${path
            .join(context.generatedFilesDir, from)
            .split(/[\\/]+/)
            .map(escapeRegExp)
            .join('[\\\\/]')}$`,
        )
      return {
        plugins: [
          {
            // The runtime forgets the files of the chunks only a section
            // leads to, and each section registers its own (chunkFiles.ts).
            // Before minification, which the placeholders survive
            // unchanged, and before the real content hashes, which then
            // follow the hashes into the sections' files.
            apply(compiler: Compiler) {
              const { Compilation } = compiler.webpack
              compiler.hooks.thisCompilation.tap(
                'route-sections',
                (compilation) => {
                  compilation.hooks.processAssets.tap(
                    {
                      name: 'route-sections',
                      stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS,
                    },
                    () => moveSectionChunkFiles(compilation, split),
                  )
                },
              )
            },
          },
          {
            // After plugins/route-scripts has added the import paths (its
            // plugin is registered first, so its step runs first).
            apply(compiler: Compiler) {
              compiler.hooks.afterEmit.tapPromise(
                'route-sections',
                async () => {
                  const manifest = JSON.parse(
                    await readFile(manifestPath, 'utf8'),
                  ) as ClientManifest
                  await writeFile(
                    manifestPath,
                    JSON.stringify(withSectionScripts(manifest, split)),
                  )
                },
              )
            },
          },
          new NormalModuleReplacementPlugin(
            replace(generated.routes),
            path.join(dir, files.routes),
          ),
          new NormalModuleReplacementPlugin(
            replace(generated.chunkNames),
            path.join(dir, files.chunkNames),
          ),
          new NormalModuleReplacementPlugin(
            replace(generated.registry),
            path.join(dir, files.registry),
          ),
          new NormalModuleReplacementPlugin(
            replace(generated.globalData),
            path.join(dir, files.globalData),
          ),
          ...props.map(
            (importPath) =>
              new NormalModuleReplacementPlugin(
                replace(generatedPath(importPath)),
                path.join(dir, files.props(importPath)),
              ),
          ),
          new NormalModuleReplacementPlugin(
            corePreload,
            path.resolve(__dirname, 'client/preload.ts'),
          ),
        ],
      }
    },
  }
}
