import { readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { runInThisContext } from 'node:vm'

import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { ComponentType, ReactElement } from 'react'
import ts from 'typescript'

/**
 * Draws a UI picture to HTML when its page compiles, so a page carries its
 * pictures as markup and no picture component's code reaches the browser
 * (README.md, "How data flows"). The components in src/components are
 * TypeScript with JSX, which Docusaurus' config loader does not compile:
 * they are compiled here with TypeScript's own transpiler and evaluated with
 * a `require` that resolves the site's relative imports to its .ts and .tsx
 * files and everything else (React) from the site's node_modules, so the
 * HTML is the one React renders in the browser.
 */
const site = path.resolve(__dirname, '../..')
const components = path.join(site, 'src/components')
const siteRequire = createRequire(path.join(site, 'package.json'))
const React = siteRequire('react') as typeof import('react')
const { renderToStaticMarkup } = siteRequire(
  'react-dom/server',
) as typeof import('react-dom/server')

interface Loaded {
  exports: Record<string, unknown>
  mtimeMs: number
}
const loaded = new Map<string, Loaded>()

function resolveSource(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier)
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.tsx'),
    path.join(base, 'index.ts'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // Not this one: try the next.
    }
  }
  throw new Error(`ui-pictures: cannot resolve '${specifier}' from ${from}`)
}

/**
 * The exports of a component module, compiled on first use and again when
 * its file (or a file it imports) changed since, as under `npm start`.
 */
function load(file: string): Record<string, unknown> {
  const mtimeMs = statSync(file).mtimeMs
  const cached = loaded.get(file)
  if (cached && cached.mtimeMs === mtimeMs && !stale(file)) {
    return cached.exports
  }
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
    },
  })
  const module = { exports: {} as Record<string, unknown> }
  const entry: Loaded = { exports: module.exports, mtimeMs }
  loaded.set(file, entry)
  imports.set(file, [])
  const localRequire = (specifier: string) => {
    if (!specifier.startsWith('.')) return siteRequire(specifier)
    const target = resolveSource(file, specifier)
    imports.get(file)!.push(target)
    return load(target)
  }
  const run = runInThisContext(
    `(function (require, module, exports) {${outputText}\n})`,
    { filename: file },
  ) as (
    require: (specifier: string) => unknown,
    module: { exports: Record<string, unknown> },
    exports: Record<string, unknown>,
  ) => void
  run(localRequire, module, module.exports)
  entry.exports = module.exports
  return module.exports
}

/** The files each loaded module imported, to notice a changed import. */
const imports = new Map<string, string[]>()

function stale(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  return (imports.get(file) ?? []).some((dependency) => {
    const cached = loaded.get(dependency)
    return (
      !cached ||
      statSync(dependency).mtimeMs !== cached.mtimeMs ||
      stale(dependency, seen)
    )
  })
}

/** A picture component or part, by its name (`AppWindow`, `TestList`). */
export function pictureComponent(name: string): ComponentType<object> {
  const exports = load(resolveSource(path.join(components, '_'), `./${name}`))
  return exports.default as ComponentType<object>
}

/**
 * The HTML of one picture: the element with the props `readProps` gave, its
 * parts drawn inside it. `key` makes the ids inside it unique on its page
 * (React's `useId` starts again for each picture drawn on its own).
 */
export function renderPicture(
  element: MdxJsxFlowElement,
  props: Record<string, unknown>,
  parts: Array<{ name: string; props: Record<string, unknown> }>,
  key: string,
): string {
  const picture: ReactElement = React.createElement(
    pictureComponent(element.name ?? ''),
    props,
    ...parts.map((part, index) =>
      React.createElement(pictureComponent(part.name), {
        key: index,
        ...part.props,
      }),
    ),
  )
  return renderToStaticMarkup(
    React.createElement(React.Fragment, null, picture),
    { identifierPrefix: `${key}-` },
  )
}
