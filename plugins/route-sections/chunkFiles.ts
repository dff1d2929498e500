/**
 * The bundler's runtime (runtime~main.js, which every page loads) knows the
 * file of every chunk: a map from chunk id to name and another to content
 * hash for `__webpack_require__.u`, and Docusaurus' map from name to id for
 * `__webpack_require__.gca`. The chunks of a section's pages are only ever
 * loaded once that section has run, so their entries move out of the
 * runtime into the section: the runtime looks an id up in its own maps,
 * then in the maps the sections have filled. See ./README.md.
 *
 * Pure text transforms over the assets as the bundler renders them, before
 * minification; `index.ts` applies them while the browser bundle is being
 * processed, before the real content hashes are computed, so the hashes a
 * section now carries are updated with the files they name.
 */

/** Where a section's chunks are registered, on `__webpack_require__`. */
export const registry = {
  names: '__webpack_require__.rsN',
  hashes: '__webpack_require__.rsH',
  ids: '__webpack_require__.rsG',
}

/** What a section registers: its chunks' names, hashes, and ids by name. */
export interface SectionFiles {
  /** Chunk id to chunk name (named chunks only). */
  n: Record<string, string>
  /** Chunk id to content hash. */
  h: Record<string, string>
  /** Chunk name to chunk id (for `gca`). */
  g: Record<string, string>
}

/** The placeholder a section module carries until its files are known. */
export const filesPlaceholder = (index: number) =>
  `__ROUTE_SECTION_FILES_${index}__`

const objectEntries = (body: string): Array<[string, string]> =>
  [...body.matchAll(/"([^"]+)":\s*"([^"]*)"/g)].map(([, key, value]) => [
    key,
    value,
  ])

const objectLiteral = (entries: Array<[string, string]>) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(',')}}`

/**
 * `__webpack_require__.u` as the bundler writes it for chunk files named
 * `[name].[contenthash].js`: a map of names and a map of hashes.
 */
const chunkFilename =
  /(__webpack_require__\.u = \(chunkId\) => \{[\s\S]*?return "([^"]*)" \+ \(\{)([^{}]*)(\}\[chunkId\] \|\| chunkId\) \+ "\." \+ \{)([^{}]*)(\}\[chunkId\] \+ "\.js";?)/

/** Docusaurus' `__webpack_require__.gca`: a map of names to ids. */
const chunkAsset =
  /(__webpack_require__\.gca = function\(chunkId\) \{ chunkId = )(\{[^{}]*\})(\[chunkId\]\|\|chunkId;)/

/**
 * The runtime without the entries of `owned` chunks (id to section index),
 * and per section what it must register. Throws, saying which, when the
 * runtime no longer has the code this reads.
 */
export function moveChunkFiles(
  runtime: string,
  owned: ReadonlyMap<string, number>,
): { runtime: string; sections: Map<number, SectionFiles> } {
  const filename = chunkFilename.exec(runtime)
  if (!filename) {
    throw new Error(
      'route-sections: the bundler runtime no longer defines __webpack_require__.u as a lookup of chunk names and content hashes ("[name].[contenthash].js"); see plugins/route-sections/README.md (chunkFiles.ts).',
    )
  }
  const asset = chunkAsset.exec(runtime)
  if (!asset) {
    throw new Error(
      "route-sections: the bundler runtime no longer has Docusaurus' __webpack_require__.gca lookup of chunk names; see plugins/route-sections/README.md (chunkFiles.ts).",
    )
  }
  const sections = new Map<number, SectionFiles>()
  const filesOf = (index: number) => {
    let files = sections.get(index)
    if (!files) {
      files = { n: {}, h: {}, g: {} }
      sections.set(index, files)
    }
    return files
  }
  const keep = (
    entries: Array<[string, string]>,
    move: (key: string, value: string) => boolean,
  ) => entries.filter(([key, value]) => !move(key, value))

  const names = keep(objectEntries(filename[3]), (id, name) => {
    const index = owned.get(id)
    if (index === undefined) return false
    filesOf(index).n[id] = name
    return true
  })
  const hashes = keep(objectEntries(filename[5]), (id, hash) => {
    const index = owned.get(id)
    if (index === undefined) return false
    filesOf(index).h[id] = hash
    return true
  })
  const ids = keep(objectEntries(asset[2]), (name, id) => {
    const index = owned.get(id)
    if (index === undefined) return false
    filesOf(index).g[name] = id
    return true
  })
  const body = (entries: Array<[string, string]>) =>
    objectLiteral(entries).slice(1, -1)
  const result = runtime
    .replace(
      chunkFilename,
      (_all, head: string) =>
        `${head}${body(names)}}[chunkId] || ${registry.names}[chunkId] || chunkId) + "." + ({${body(hashes)}}[chunkId] || ${registry.hashes}[chunkId]) + ".js";`,
    )
    .replace(
      chunkAsset,
      (_all, head: string) =>
        `${head}${objectLiteral(ids)}[chunkId]||${registry.ids}[chunkId]||chunkId;`,
    )
    .replace(
      '__webpack_require__.u = (chunkId) => {',
      `${registry.names} = {};\n${registry.hashes} = {};\n${registry.ids} = {};\n__webpack_require__.u = (chunkId) => {`,
    )
  return { runtime: result, sections }
}

/** A section's asset with its placeholder replaced by its files. */
export function withSectionFiles(
  source: string,
  index: number,
  files: SectionFiles,
): string {
  const placeholder = JSON.stringify(filesPlaceholder(index))
  if (!source.includes(placeholder)) {
    throw new Error(
      `route-sections: the chunk of section ${index} no longer holds its placeholder ${placeholder}; see plugins/route-sections/README.md (chunkFiles.ts).`,
    )
  }
  return source.replace(placeholder, JSON.stringify(files))
}
