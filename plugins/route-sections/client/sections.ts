import { pageOf, partOf, sectionOf } from '../sectionOf'

/** A section's entry in the generated table (sections.js). */
export interface SectionEntry {
  /** The first page of the folder's part ('' for the first or only one). */
  from: string
  /** Loads and runs the section and the sidebars it shows. */
  load: () => Promise<unknown>
  /** The names of their chunks. */
  chunks: string[]
}

/** Folder to its sections: its parts, in order of their first page. */
export type SectionTable = Record<string, SectionEntry[]>

/** What `decodeURI` gives, or the path itself when it is malformed. */
function decoded(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/**
 * `ensureSection(pathname)` settles once the routes of the section the path
 * belongs to are in the route table: at once when they already are, or when
 * the path is in no section (the home page, a 404). Each section loads once;
 * a load that fails is forgotten, so the next navigation tries again, and
 * the promise rejects, which Docusaurus answers with a full page load.
 * `isLoaded(pathname)` says whether that section is in the table;
 * `chunksOf(pathname)` names the chunks of a section not loaded yet.
 */
export function sectionLoader(table: SectionTable) {
  const loads = new Map<SectionEntry, Promise<void>>()
  const done = new Set<SectionEntry>()
  const entryOf = (pathname: string): SectionEntry | undefined => {
    for (const path of [pathname, decoded(pathname)]) {
      const folder = sectionOf(path)
      if (!Object.hasOwn(table, folder)) continue
      return partOf(table[folder], pageOf(path))
    }
    return undefined
  }
  return {
    ensureSection(pathname: string): Promise<void> {
      const entry = entryOf(pathname)
      if (entry === undefined || done.has(entry)) return Promise.resolve()
      let load = loads.get(entry)
      if (!load) {
        load = entry.load().then(
          () => {
            done.add(entry)
          },
          (error: unknown) => {
            loads.delete(entry)
            throw error
          },
        )
        loads.set(entry, load)
      }
      return load
    },
    isLoaded(pathname: string): boolean {
      const entry = entryOf(pathname)
      return entry === undefined || done.has(entry)
    },
    chunksOf(pathname: string): string[] {
      const entry = entryOf(pathname)
      return entry === undefined || done.has(entry) ? [] : entry.chunks
    },
  }
}
