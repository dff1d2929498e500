import { sectionOf } from '../sectionOf'

/** A section's entry in the generated table (sections.js). */
export interface SectionEntry {
  /** Loads and runs the section and the sidebars it shows. */
  load: () => Promise<unknown>
  /** The names of their chunks. */
  chunks: string[]
}

/** Folder to its section. */
export type SectionTable = Record<string, SectionEntry>

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
  const loads = new Map<string, Promise<void>>()
  const keyOf = (pathname: string): string | undefined =>
    [sectionOf(pathname), sectionOf(decoded(pathname))].find((key) =>
      Object.hasOwn(table, key),
    )
  const done = new Set<string>()
  return {
    ensureSection(pathname: string): Promise<void> {
      const key = keyOf(pathname)
      if (key === undefined || done.has(key)) return Promise.resolve()
      let load = loads.get(key)
      if (!load) {
        load = table[key].load().then(
          () => {
            done.add(key)
          },
          (error: unknown) => {
            loads.delete(key)
            throw error
          },
        )
        loads.set(key, load)
      }
      return load
    },
    isLoaded(pathname: string): boolean {
      const key = keyOf(pathname)
      return key === undefined || done.has(key)
    },
    chunksOf(pathname: string): string[] {
      const key = keyOf(pathname)
      return key === undefined || done.has(key) ? [] : table[key].chunks
    },
  }
}
