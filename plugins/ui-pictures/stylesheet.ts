import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * The UI pictures' stylesheet: every `picture.css` under the components
 * folder, the frame's (UiFigure) first, joined and minified, and named by
 * its content's hash. It is kept built in `static/assets/css/`, where the
 * host caches it for good, and `src/components/UiFigure/stylesheet.ts`
 * names it; `stylesheet.test.ts` checks both are up to date and, with
 * `UPDATE_GOLDEN=1`, rewrites them.
 */

/** Every `picture.css` under `dir`, the frame's first, then by path. */
export function pictureStylesheets(dir: string): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (name === 'picture.css') found.push(file)
    }
  }
  walk(dir)
  return found.sort(
    (a, b) =>
      Number(!a.includes(`${path.sep}UiFigure${path.sep}`)) -
        Number(!b.includes(`${path.sep}UiFigure${path.sep}`)) ||
      a.localeCompare(b),
  )
}

/** CSS without comments and needless whitespace. Strings in the CSS keep theirs. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/)
    .map((part, index) =>
      index % 2
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/\s*([{};,>])\s*/g, '$1')
            .replace(/:\s+/g, ':')
            .replace(/;}/g, '}'),
    )
    .join('')
    .trim()
}

export interface Stylesheet {
  /** Its path on the site: `/assets/css/ui-pictures.1a2b3c4d.css`. */
  href: string
  css: string
}

/** The stylesheet made of `files`, with its hashed name. */
export function buildStylesheet(files: readonly string[]): Stylesheet {
  const css = minifyCss(
    files.map((file) => readFileSync(file, 'utf8')).join('\n'),
  )
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8)
  return { href: `/assets/css/ui-pictures.${hash}.css`, css: `${css}\n` }
}

/** The module that names the stylesheet for the components. */
export function hrefModule(href: string): string {
  return `// Written by plugins/ui-pictures/stylesheet.test.ts (UPDATE_GOLDEN=1): the
// pictures' stylesheet, built from the components' picture.css files.
export const stylesheet = '${href}'
`
}
