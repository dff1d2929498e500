/**
 * When the browser refuses web storage (cookies blocked, some private modes),
 * reading `window.localStorage` throws. Docusaurus copes, but the DocSearch
 * modal reads it unguarded and its error takes the whole page down. This
 * module, loaded before the app renders, makes a refused storage read as
 * absent (`null`), which every caller already handles: Docusaurus and
 * DocSearch fall back to memory, and settings last for this page view.
 * (A stand-in object will not do: Docusaurus builds `StorageEvent`s from it,
 * and those accept only the browser's own `Storage`.)
 */

/**
 * Whether `name` can be read on `win`. A refused storage throws on access
 * (or is null), and that is the failure this module is for. It does not
 * write a probe item: the first write opens the storage for writing, which
 * cost 3 to 10 ms on this machine in the task that starts the app, and a
 * storage that reads but will not write is already handled by its callers.
 */
export function storageWorks(
  win: Window,
  name: 'localStorage' | 'sessionStorage',
): boolean {
  try {
    return win[name] != null
  } catch {
    return false
  }
}

/**
 * Makes each storage the browser refuses read as `null`; returns the names
 * it replaced.
 */
export function installStorageFallback(win: Window): string[] {
  const replaced: string[] = []
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (storageWorks(win, name)) continue
    try {
      Object.defineProperty(win, name, { value: null, configurable: true })
      replaced.push(name)
    } catch {
      // The property cannot be shadowed: leave it; Docusaurus still copes.
    }
  }
  if (replaced.length > 0) {
    console.warn(
      `Browser storage is unavailable (${replaced.join(', ')}); settings such as the colour mode last for this page view only.`,
    )
  }
  return replaced
}

if (typeof window !== 'undefined') installStorageFallback(window)
