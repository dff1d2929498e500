/**
 * The sidebars of the docs, as the browser gets them (see ../README.md,
 * "Sidebars"): a section brings its sidebar with only its own top-level
 * categories whole, and every other category reduced to its first link
 * (`lazy`), which is all a closed category shows and links to. The whole
 * sidebar loads when the reader reaches for the sidebar; it then fills those
 * categories in place, and the categories on screen render again.
 */

/** A sidebar item, as the docs plugin writes it in the version data. */
export interface SidebarItem {
  type: string
  items?: SidebarItem[]
  /** Set on a category reduced to its first link. */
  lazy?: true
  [key: string]: unknown
}

/** The docs plugin's version data, as the docs routes' props hold it. */
export interface VersionProps {
  version: { docsSidebars: Record<string, SidebarItem[]> }
}

const whole = new WeakMap<VersionProps, Map<string, SidebarItem[]>>()
const loaders = new Map<string, () => Promise<unknown>>()
const listeners = new Set<() => void>()
let filled = 0

/**
 * Called by a section when it first runs: puts its sidebar in the version
 * data, the whole one if it has loaded already, and notes how to load the
 * whole one. Another section's sidebar of the same name may be there: a
 * category whole in either stays whole, so that a page whose section ran
 * earlier finds its own categories whole when the reader comes back to it.
 */
export function setSidebar(
  props: VersionProps,
  name: string,
  items: SidebarItem[],
  load: () => Promise<unknown>,
): void {
  const loaded = whole.get(props)?.get(name)
  if (loaded) {
    props.version.docsSidebars[name] = loaded
    return
  }
  loaders.set(name, load)
  const current = props.version.docsSidebars[name] as SidebarItem[] | undefined
  props.version.docsSidebars[name] =
    current?.length === items.length
      ? current.map((item, index) =>
          item.lazy && !items[index].lazy ? items[index] : item,
        )
      : items
}

/**
 * Called by a whole sidebar's module: fills the reduced categories of the
 * sidebar in place, by position, and tells the categories on screen.
 */
export function fillSidebar(
  props: VersionProps,
  name: string,
  items: SidebarItem[],
): void {
  let sidebars = whole.get(props)
  if (!sidebars) {
    sidebars = new Map()
    whole.set(props, sidebars)
  }
  sidebars.set(name, items)
  const current = props.version.docsSidebars[name]
  if (current) {
    current.forEach((item, index) => {
      if (!item.lazy) return
      item.items = items[index]?.items ?? item.items
      delete item.lazy
    })
  } else {
    props.version.docsSidebars[name] = items
  }
  filled += 1
  listeners.forEach((listener) => listener())
}

/** Loads every whole sidebar a section has named and that has not loaded. */
export function loadWholeSidebars(): Promise<unknown> {
  const pending = [...loaders]
  loaders.clear()
  return Promise.all(
    pending.map(([name, load]) =>
      // A sidebar that fails to load is asked for again on the next reach.
      load().catch(() => {
        if (!loaders.has(name)) loaders.set(name, load)
      }),
    ),
  )
}

/** For `useSyncExternalStore`: how many sidebars have filled in. */
export function sidebarsFilled(): number {
  return filled
}

export function subscribeToSidebars(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
