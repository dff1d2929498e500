/**
 * Splits the route table Docusaurus generates into a shell, which every page
 * loads with main.js, and one section per folder of pages, which a page loads
 * when a reader goes there. Pure functions over the three generated files;
 * `index.ts` reads and writes them. See ./README.md.
 */
import { filesPlaceholder, registry } from './chunkFiles'
import { pageOf, partOf, sectionOf } from './sectionOf'

/** A route as `.docusaurus/routes.js` declares it. */
export interface RouteNode {
  path: string
  /** The arguments of its `ComponentCreator(path, hash)` call. */
  creator: [path: string, hash?: string]
  exact?: boolean
  routes?: RouteNode[]
  /** Anything else the route carries, such as a doc's `sidebar`. */
  attributes: Record<string, unknown>
}

/** Route key (`path-hash`) to the chunk names of its modules. */
export type ChunkNames = Record<string, unknown>

/** Chunk name to import path, from `.docusaurus/registry.js`. */
export type Registry = Map<string, string>

/**
 * The route table from the source of `.docusaurus/routes.js`, which
 * @docusaurus/core writes as a module whose default export is an array of
 * plain objects with `ComponentCreator(path, hash)` calls. The module is run
 * with a stand-in for `ComponentCreator` that records its arguments.
 */
export function readRoutes(source: string): RouteNode[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export default /m, 'return ')
  if (!/^return /m.test(body)) {
    throw new Error(
      'route-sections: .docusaurus/routes.js no longer has an `export default` of the route array; see plugins/route-sections/README.md.',
    )
  }
  const componentCreator = (path: string, hash?: string) => ({
    creator: hash === undefined ? [path] : [path, hash],
  })
  const raw = new Function('ComponentCreator', body)(componentCreator)
  if (!Array.isArray(raw)) {
    throw new Error(
      'route-sections: .docusaurus/routes.js no longer exports an array of routes; see plugins/route-sections/README.md.',
    )
  }
  return raw.map(toNode)
}

function toNode(raw: Record<string, unknown>): RouteNode {
  const { path, component, exact, routes, ...attributes } = raw
  const creator = (component as { creator?: RouteNode['creator'] } | undefined)
    ?.creator
  if (typeof path !== 'string' || !creator) {
    throw new Error(
      `route-sections: a route in .docusaurus/routes.js has no path or no ComponentCreator(...) component: ${JSON.stringify(raw)}`,
    )
  }
  return {
    path,
    creator,
    ...(exact === true && { exact: true }),
    ...(Array.isArray(routes) && {
      routes: (routes as Record<string, unknown>[]).map(toNode),
    }),
    attributes,
  }
}

/** A section: the pages of one folder, with what their routes need. */
export interface Section {
  /**
   * The folder, as `sectionOf` gives it; for a folder of many pages cut in
   * parts, the folder and the part's first page (`/api/commands#exec`).
   */
  key: string
  /** The folder. */
  folder: string
  /** The first page of the part ('' for a folder's first or only part). */
  from: string
  /** Per container (by its index in `Split.containers`), its pages. */
  leaves: Array<{ container: number; routes: RouteNode[] }>
  chunkNames: ChunkNames
  registry: Registry
  /** The docs plugins' global data of its pages (see splitGlobalData). */
  docs: SectionDocs[]
  /**
   * The sidebars its pages show, by index in `Split.sidebars`, each with
   * only the top-level categories that hold its pages whole (see
   * splitSidebars).
   */
  sidebars?: Array<{ sidebar: number; items: SidebarItem[] }>
}

/** A sidebar item, as the docs plugin writes it in the version data. */
export interface SidebarItem {
  type: string
  href?: string
  unlisted?: boolean
  items?: SidebarItem[]
  [key: string]: unknown
}

/** Pages of one docs plugin version, in its global data, a section adds. */
export interface SectionDocs {
  plugin: string
  version: number
  docs: unknown[]
}

export interface Split {
  /** The route table less the pages moved into sections. */
  shell: RouteNode[]
  /**
   * The routes whose pages moved, in the order their `routes` arrays are
   * exported from the shell: each section pushes its pages into them.
   */
  containers: RouteNode[]
  /**
   * Per container, the import path of the props module of the nearest route
   * above its pages that has one (the docs plugin's version data).
   */
  containerProps: Array<string | undefined>
  chunkNames: ChunkNames
  registry: Registry
  sections: Section[]
  /** The sidebars the sections' pages show (see splitSidebars). */
  sidebars: SectionSidebar[]
}

/** One sidebar of a version's data, which the sections that show it load. */
export interface SectionSidebar {
  /** The import path of the version data (`@generated/...json`). */
  props: string
  name: string
  items: SidebarItem[]
  /** The keys of the sections whose pages show it. */
  sections: string[]
}

const isLeaf = (route: RouteNode) => route.routes === undefined

/** The keys `ComponentCreator` reads a route's chunk names under. */
const routeKey = (route: RouteNode) =>
  route.creator[1] === undefined
    ? route.creator[0]
    : `${route.creator[0]}-${route.creator[1]}`

/** Every chunk name in a route's chunk names (they nest, as props do). */
function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap(chunkNamesIn)
  }
  return []
}

/**
 * The most pages a section holds. A folder of more (the commands, actions
 * and queries share `/api/commands`) is cut in parts of about equal size, in
 * the order of their pages' names, so a page does not load the routes of a
 * hundred others.
 */
export const MAX_SECTION_PAGES = 24

/** A folder's section, cut in parts of at most `maxPages` pages. */
function partsOf(section: Section, maxPages: number): Section[] {
  const pages = section.leaves
    .flatMap(({ container, routes }) =>
      routes.map((route) => ({ container, route, page: pageOf(route.path) })),
    )
    .sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0))
  if (pages.length <= maxPages) return [section]
  const count = Math.ceil(pages.length / maxPages)
  const size = Math.ceil(pages.length / count)
  const parts: Section[] = []
  for (let start = 0; start < pages.length; start += size) {
    const slice = pages.slice(start, start + size)
    const from = start === 0 ? '' : slice[0].page
    const part: Section = {
      key: from === '' ? section.folder : `${section.folder}#${from}`,
      folder: section.folder,
      from,
      leaves: [],
      chunkNames: {},
      registry: new Map(),
      docs: [],
    }
    for (const { container, route } of slice) {
      let group = part.leaves.find((leaf) => leaf.container === container)
      if (!group) {
        group = { container, routes: [] }
        part.leaves.push(group)
      }
      group.routes.push(route)
      const key = routeKey(route)
      if (section.chunkNames[key] !== undefined) {
        part.chunkNames[key] = section.chunkNames[key]
      }
    }
    parts.push(part)
  }
  return parts
}

/**
 * Moves every page (a route without subroutes) that sits inside another
 * route into the section of its folder, with its chunk names and the
 * registry entries no other section or shell route uses. Pages at the top
 * level (the home page, search, the 404 route) stay in the shell, as do
 * the routes that hold pages (the docs layout).
 */
export function splitRoutes(
  routes: RouteNode[],
  chunkNames: ChunkNames,
  registry: Registry,
  maxPages = MAX_SECTION_PAGES,
): Split {
  const containers: RouteNode[] = []
  const containerProps: Array<string | undefined> = []
  const bySection = new Map<string, Section>()
  const shellKeys: string[] = []
  const propsOf = (route: RouteNode): string | undefined => {
    const names = chunkNames[routeKey(route)] as
      { __props?: unknown } | undefined
    return typeof names?.__props === 'string'
      ? registry.get(names.__props)
      : undefined
  }

  const visit = (route: RouteNode, props?: string): RouteNode => {
    shellKeys.push(routeKey(route))
    const ownProps = propsOf(route) ?? props
    if (isLeaf(route)) return route
    const kept: RouteNode[] = []
    const moved: RouteNode[] = []
    for (const child of route.routes ?? []) {
      if (isLeaf(child)) moved.push(child)
      else kept.push(visit(child, ownProps))
    }
    if (moved.length === 0) return { ...route, routes: kept }
    if (kept.length > 0) {
      throw new Error(
        `route-sections: the route ${route.path} holds both pages and routes with pages of their own; plugins/route-sections only splits a route whose children are all pages.`,
      )
    }
    const container = containers.length
    const node: RouteNode = { ...route, routes: [] }
    containers.push(node)
    containerProps.push(ownProps)
    for (const page of moved) {
      const key = sectionOf(page.path)
      let section = bySection.get(key)
      if (!section) {
        section = {
          key,
          folder: key,
          from: '',
          leaves: [],
          chunkNames: {},
          registry: new Map(),
          docs: [],
        }
        bySection.set(key, section)
      }
      let group = section.leaves.find((leaf) => leaf.container === container)
      if (!group) {
        group = { container, routes: [] }
        section.leaves.push(group)
      }
      group.routes.push(page)
      const names = chunkNames[routeKey(page)]
      if (names !== undefined) section.chunkNames[routeKey(page)] = names
    }
    return node
  }

  const shell = routes.map((route) => visit(route))
  const folders = [...bySection.values()].flatMap((section) =>
    partsOf(section, maxPages),
  )
  bySection.clear()
  for (const section of folders) bySection.set(section.key, section)
  const shellChunkNames: ChunkNames = {}
  for (const key of shellKeys) {
    if (chunkNames[key] !== undefined) shellChunkNames[key] = chunkNames[key]
  }

  // A registry entry stays in the shell when a shell route or more than one
  // section uses it (the doc page component every page renders); otherwise
  // it moves with the one section that uses it.
  const users = new Map<string, Set<string>>()
  const addUser = (name: string, user: string) =>
    users.set(name, (users.get(name) ?? new Set()).add(user))
  for (const name of chunkNamesIn(shellChunkNames)) addUser(name, '')
  for (const section of bySection.values()) {
    for (const name of chunkNamesIn(section.chunkNames))
      addUser(name, section.key)
  }
  const shellRegistry: Registry = new Map()
  for (const [name, importPath] of registry) {
    const usedBy = [...(users.get(name) ?? [])]
    const only = usedBy.length === 1 ? bySection.get(usedBy[0]) : undefined
    if (only) only.registry.set(name, importPath)
    else shellRegistry.set(name, importPath)
  }

  return {
    shell,
    containers,
    containerProps,
    chunkNames: shellChunkNames,
    registry: shellRegistry,
    sections: [...bySection.values()].sort((a, b) =>
      a.key.localeCompare(b.key),
    ),
    sidebars: [],
  }
}

/** The global data of the docs plugin's instances (`@generated/globalData`). */
export type GlobalData = Record<string, Record<string, unknown>>

interface DocsVersionData {
  docs?: Array<{ id: string; path: string }>
  mainDocId?: string
}

/** The key of the docs plugin's global data. */
export const docsPluginName = 'docusaurus-plugin-content-docs'

/**
 * Moves the docs plugin's list of every doc (id, path, sidebar), which every
 * page loads in its global data, into the sections: each version keeps only
 * its main doc and the docs in `keepIds` (those the navbar links to, which
 * every page renders), and each section adds its own pages' entries before
 * they render. Docs whose folder is no section stay. Mutates `split`'s
 * sections; returns the shell's global data.
 */
export function splitGlobalData(
  globalData: GlobalData,
  split: Split,
  keepIds: ReadonlySet<string>,
): GlobalData {
  const sectionFor = (pathname: string) =>
    partOf(
      split.sections.filter(({ folder }) => folder === sectionOf(pathname)),
      pageOf(pathname),
    )
  const instances = globalData[docsPluginName] ?? {}
  const shellInstances: Record<string, unknown> = {}
  for (const [plugin, data] of Object.entries(instances)) {
    const { versions, ...rest } = data as { versions?: DocsVersionData[] }
    if (!Array.isArray(versions)) {
      throw new Error(
        `route-sections: the global data of ${docsPluginName} (${plugin}) has no versions list; see plugins/route-sections/README.md.`,
      )
    }
    shellInstances[plugin] = {
      ...rest,
      versions: versions.map((version, index) => {
        if (!Array.isArray(version.docs)) {
          throw new Error(
            `route-sections: a version in the global data of ${docsPluginName} (${plugin}) has no docs list; see plugins/route-sections/README.md.`,
          )
        }
        const kept = version.docs.filter((doc) => {
          const section = sectionFor(doc.path)
          if (!section || keepIds.has(doc.id) || doc.id === version.mainDocId) {
            return true
          }
          let entry = section.docs.find(
            (docs) => docs.plugin === plugin && docs.version === index,
          )
          if (!entry) {
            entry = { plugin, version: index, docs: [] }
            section.docs.push(entry)
          }
          entry.docs.push(doc)
          return false
        })
        return { ...version, docs: kept }
      }),
    }
  }
  return { ...globalData, [docsPluginName]: shellInstances }
}

/** The docs plugin's version data, as its version route's props hold it. */
interface VersionProps {
  version?: { docsSidebars?: Record<string, unknown> }
}

/** Whether a category holds one of `pages` (or is one, by its link). */
function holdsPage(item: SidebarItem, pages: ReadonlySet<string>): boolean {
  if (item.href !== undefined && pages.has(item.href)) return true
  return (item.items ?? []).some((child) => holdsPage(child, pages))
}

/** The first link a reader can see in a category, depth first. */
function firstLink(item: SidebarItem): SidebarItem | undefined {
  for (const child of item.items ?? []) {
    if (child.type === 'link' && !child.unlisted) return child
    if (child.type === 'category') {
      const link = firstLink(child)
      if (link) return link
    }
  }
  return undefined
}

/**
 * A sidebar as a section brings it: the top-level categories that hold one
 * of the section's pages whole, every other one reduced to its first link
 * and marked `lazy`. A closed category renders the same from either: the
 * theme draws none of its items, and links it, when it has no link of its
 * own, to its first one. A category that starts open or cannot close stays
 * whole.
 */
export function trimSidebar(
  items: SidebarItem[],
  pages: ReadonlySet<string>,
): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category' || holdsPage(item, pages)) return item
    // A category that starts open, or cannot close, shows its items.
    if (item.collapsed === false || item.collapsible === false) return item
    const link = firstLink(item)
    return link ? { ...item, items: [link], lazy: true } : item
  })
}

/**
 * Moves the sidebars out of the docs plugin's version data, which every doc
 * page loads with all the version's sidebars, into modules of their own:
 * each section loads the sidebars its pages show (a doc route's `sidebar`).
 * `readProps` reads a props module by its import path. Fills
 * `split.sidebars`; returns the version data without sidebars, by import
 * path, for the browser to load instead.
 */
export function splitSidebars(
  split: Split,
  readProps: (importPath: string) => unknown,
): Map<string, unknown> {
  const shellProps = new Map<string, unknown>()
  const sidebars = new Map<string, SectionSidebar>()
  for (const section of split.sections) {
    for (const { container, routes } of section.leaves) {
      const props = split.containerProps[container]
      if (props === undefined) continue
      const data = readProps(props) as VersionProps
      const all = data.version?.docsSidebars
      if (!all || typeof all !== 'object') continue
      if (!shellProps.has(props)) {
        shellProps.set(props, {
          ...data,
          version: { ...data.version, docsSidebars: {} },
        })
      }
      for (const route of routes) {
        const name = route.attributes.sidebar
        if (typeof name !== 'string') continue
        if (!Object.hasOwn(all, name)) {
          throw new Error(
            `route-sections: the page ${route.path} shows the sidebar "${name}", which the version data (${props}) does not have; it has ${Object.keys(all).join(', ')}.`,
          )
        }
        const key = `${props}\u0000${name}`
        let sidebar = sidebars.get(key)
        if (!sidebar) {
          sidebar = {
            props,
            name,
            items: all[name] as SidebarItem[],
            sections: [],
          }
          sidebars.set(key, sidebar)
        }
        if (!sidebar.sections.includes(section.key)) {
          sidebar.sections.push(section.key)
        }
      }
    }
  }
  split.sidebars = [...sidebars.values()]
  for (const section of split.sections) {
    const pages = new Set(
      section.leaves.flatMap(({ routes }) => routes.map((route) => route.path)),
    )
    section.sidebars = split.sidebars.flatMap((sidebar, index) =>
      sidebar.sections.includes(section.key)
        ? [{ sidebar: index, items: trimSidebar(sidebar.items, pages) }]
        : [],
    )
  }
  return shellProps
}

const str = (value: string) => JSON.stringify(value)

/** A route as code, in the shape `.docusaurus/routes.js` gives it. */
function routeCode(
  route: RouteNode,
  containers: RouteNode[],
  indent: string,
): string {
  const [path, hash] = route.creator
  const parts = [
    `path: ${str(route.path)}`,
    `component: ComponentCreator(${str(path)}${hash === undefined ? '' : `, ${str(hash)}`})`,
  ]
  if (route.exact) parts.push('exact: true')
  const container = containers.indexOf(route)
  if (container >= 0) parts.push(`routes: containers[${container}]`)
  else if (route.routes) {
    parts.push(
      `routes: [\n${route.routes.map((child) => `${indent}    ${routeCode(child, containers, `${indent}  `)}`).join(',\n')}\n${indent}  ]`,
    )
  }
  for (const [name, value] of Object.entries(route.attributes)) {
    parts.push(`${str(name)}: ${JSON.stringify(value)}`)
  }
  return `{\n${parts.map((part) => `${indent}  ${part}`).join(',\n')}\n${indent}}`
}

/**
 * The registry's entries as code, in the shape core gives them, less the
 * import path that core repeats as the second element: react-loadable reads
 * it only to report the modules a page rendered, which the server does
 * (from core's own registry) and the browser never does.
 */
function registryEntries(registry: Registry): string {
  return [...registry]
    .map(
      ([name, importPath]) =>
        `  ${str(name)}: [() => import(/* webpackChunkName: ${str(name)} */ ${str(importPath)}), "", require.resolveWeak(${str(importPath)})],`,
    )
    .join('\n')
}

/** The file names the generated modules are written under. */
export const files = {
  routes: 'routes.js',
  chunkNames: 'routesChunkNames.json',
  registry: 'registry.js',
  globalData: 'globalData.json',
  sections: 'sections.js',
  noSections: 'no-sections.js',
  section: (index: number) => `section-${index}.js`,
  sidebar: (index: number) => `sidebar-${index}.js`,
  /** The version data without sidebars, by its place under `@generated/`. */
  props: (importPath: string) =>
    `props-${importPath.replace(/^@generated\//, '').replace(/[^\w.-]+/g, '-')}`,
}

/** The chunk name of a sidebar's module. */
export const sidebarChunkName = (index: number) => `route-sidebar-${index}`

/** The chunk name of a section's module, which the page HTML lists. */
export const sectionChunkName = (index: number) => `route-section-${index}`

/** The modules to write: file name to source. */
export function splitModules(
  split: Split,
  globalData?: GlobalData,
  shellProps: Map<string, unknown> = new Map(),
  /** The import path of client/sidebars.ts, as the generated modules see it. */
  sidebarsModule = 'route-sections/client/sidebars',
): Map<string, string> {
  const modules = new Map<string, string>()
  if (globalData) {
    modules.set(files.globalData, `${JSON.stringify(globalData, null, 2)}\n`)
  }
  for (const [importPath, props] of shellProps) {
    modules.set(files.props(importPath), `${JSON.stringify(props)}\n`)
  }
  split.sidebars.forEach((sidebar, index) => {
    modules.set(
      files.sidebar(index),
      [
        // The version data by the name the docs routes import it under, so
        // this module and the docs layout share one object.
        `import props from ${str(sidebar.props)}`,
        `import { fillSidebar } from ${str(sidebarsModule)}`,
        '',
        `fillSidebar(props, ${str(sidebar.name)}, ${JSON.stringify(sidebar.items)})`,
        '',
      ].join('\n'),
    )
  })
  modules.set(
    files.routes,
    [
      "import ComponentCreator from '@docusaurus/ComponentCreator'",
      '',
      '/** The pages of each route that holds pages; sections add them. */',
      `export const containers = [${split.containers.map(() => '[]').join(', ')}]`,
      '',
      `export default [\n${split.shell.map((route) => `  ${routeCode(route, split.containers, '  ')}`).join(',\n')}\n]`,
      '',
    ].join('\n'),
  )
  // JSON, as core's is: the bundler parses the module it replaces by that
  // module's type.
  modules.set(
    files.chunkNames,
    `${JSON.stringify(split.chunkNames, null, 2)}\n`,
  )
  modules.set(
    files.registry,
    `export default {\n${registryEntries(split.registry)}\n}\n`,
  )
  modules.set(files.noSections, 'export default {}\n')
  const sectionImport = (index: number) =>
    `import(/* webpackChunkName: ${str(sectionChunkName(index))} */ ${str(`./${files.section(index)}`)})`
  const sidebarImport = (index: number) =>
    `import(/* webpackChunkName: ${str(sidebarChunkName(index))} */ ${str(`./${files.sidebar(index)}`)})`
  modules.set(
    files.sections,
    [
      '/**',
      ' * Folder to its parts, each named by its first page, with the import',
      ' * of its section and the names of its chunks (to prefetch them',
      ' * without running them).',
      ' */',
      'export default {',
      ...[...new Set(split.sections.map(({ folder }) => folder))].map(
        (folder) => {
          const parts = split.sections.flatMap((section, index) =>
            section.folder === folder
              ? [
                  `{ from: ${str(section.from)}, load: () => ${sectionImport(index)}, chunks: ${JSON.stringify([sectionChunkName(index)])} }`,
                ]
              : [],
          )
          return `  ${str(folder)}: [${parts.join(', ')}],`
        },
      ),
      '}',
      '',
    ].join('\n'),
  )
  split.sections.forEach((section, index) => {
    modules.set(
      files.section(index),
      [
        // The shell's modules, by the names core imports them under: the
        // bundler gives a replaced module the identity of the one it
        // replaces, so importing the shell's files by path would make copies.
        "import ComponentCreator from '@docusaurus/ComponentCreator'",
        "import chunkNames from '@generated/routesChunkNames'",
        "import registry from '@generated/registry'",
        "import { containers } from '@generated/routes'",
        ...(section.docs.length > 0
          ? ["import globalData from '@generated/globalData'"]
          : []),
        ...(section.sidebars ?? []).map(
          ({ sidebar: i }) =>
            `import props${i} from ${str(split.sidebars[i].props)}`,
        ),
        ...((section.sidebars ?? []).length > 0
          ? [`import { setSidebar } from ${str(sidebarsModule)}`]
          : []),
        '',
        // The files of this section's chunks, which the bundler's runtime
        // leaves out (chunkFiles.ts): the placeholder becomes them once the
        // browser bundle is rendered.
        'const registerFiles = (files) => {',
        "  if (typeof files !== 'object') return",
        `  Object.assign(${registry.names}, files.n)`,
        `  Object.assign(${registry.hashes}, files.h)`,
        `  Object.assign(${registry.ids}, files.g)`,
        '}',
        `registerFiles(${str(filesPlaceholder(index))})`,
        '',
        `Object.assign(chunkNames, ${JSON.stringify(section.chunkNames)})`,
        `Object.assign(registry, {\n${registryEntries(section.registry)}\n})`,
        ...(section.sidebars ?? []).map(({ sidebar: i, items }) => {
          const sidebar = split.sidebars[i]
          return `setSidebar(props${i}, ${str(sidebar.name)}, ${JSON.stringify(items)}, () => ${sidebarImport(i)})`
        }),
        ...section.docs.map(
          ({ plugin, version, docs }) =>
            `globalData[${str(docsPluginName)}][${str(plugin)}].versions[${version}].docs.push(\n${docs.map((doc) => `  ${JSON.stringify(doc)}`).join(',\n')}\n)`,
        ),
        ...section.leaves.map(
          ({ container, routes }) =>
            `containers[${container}].push(\n${routes.map((route) => `  ${routeCode(route, [], '  ')}`).join(',\n')}\n)`,
        ),
        '',
      ].join('\n'),
    )
  })
  return modules
}
