import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { readPackageFile } from '../../tests/packageInternals'
import { docs } from '../config/docs'
import MDXComponents from '../theme/MDXComponents'
import { markdownForms } from './markdownForms'
import { pictureChildren, pictureParts } from './UiFigure/picture'

/**
 * Every component a page can use has a Markdown form, so its page's twin
 * (plugins/markdown-twins) says what the page shows instead of keeping its
 * bare content with a warning at the end of a build.
 */

// The site's own map, without the theme's (read from the installed theme below).
vi.mock('@theme-original/MDXComponents', () => ({ default: {} }))

const registry = 'src/components/markdownForms.ts'

/**
 * Names of the theme's MDX components map that Markdown syntax produces:
 * the twin's walk writes that syntax as Markdown itself, so they need no
 * form. A page that writes one of them as JSX gets a warning.
 */
const markdownSyntax: Record<string, string> = {
  a: 'a link',
  pre: 'a code fence',
  ul: 'a list',
  li: 'a list item',
  img: 'an image',
  h1: 'a heading',
  h2: 'a heading',
  h3: 'a heading',
  h4: 'a heading',
  h5: 'a heading',
  h6: 'a heading',
  table: 'a table',
  admonition: 'a :::note directive',
  mermaid: 'a mermaid code fence',
}

/**
 * Folders of src/components that no page writes, with the reason. Every
 * other folder is a component a page can use, and has a form.
 */
const notWrittenByPages: Record<string, string> = {
  UiFigure: 'the frame every picture draws itself in',
  UiPicture:
    'written by plugins/ui-pictures in place of a picture when the page compiles; the twin reads the page as written',
  Table: 'every Markdown table (`table` in the MDX components map)',
}

/** The keys of the theme's MDX components map, as the installed theme lists them. */
function themeMapNames(): string[] {
  const source = readPackageFile(
    '@docusaurus/theme-classic',
    'lib/theme/MDXComponents/index.js',
    `${registry}'s test`,
  )
  const map = /const MDXComponents = \{([\s\S]*?)\n\};/.exec(source)?.[1]
  const names = [...(map ?? '').matchAll(/^ {2}(\w+)\s*[,:]/gm)].map(
    ([, name]) => name,
  )
  expect(
    names.length,
    "the theme's MDXComponents map moved or changed shape: update this test",
  ).toBeGreaterThan(10)
  return names
}

/** The components src/config/docs.ts has imported into the pages that use them. */
function importedComponents(): string[] {
  return docs.remarkPlugins.flatMap((plugin) => {
    const options = Array.isArray(plugin) ? plugin[1] : undefined
    return options && typeof options === 'object' && 'components' in options
      ? Object.keys(options.components as Record<string, string>)
      : []
  })
}

/** The names of `names` that have no form in the registry. */
function withoutForm(names: Iterable<string>): string[] {
  return [...new Set(names)].filter(
    (name) => !Object.hasOwn(markdownForms, name),
  )
}

const missing = (where: string) =>
  `has no Markdown form: add a markdown.ts beside the component and register it in ${registry} (${where})`

describe('Markdown forms', () => {
  it('every name of the MDX components map has a form, or is Markdown syntax the walk writes', () => {
    const names = [...themeMapNames(), ...Object.keys(MDXComponents)]
    expect(Object.keys(MDXComponents)).toContain('DocsImage')
    expect(
      withoutForm(names).filter((name) => !Object.hasOwn(markdownSyntax, name)),
      missing('src/theme/MDXComponents.tsx'),
    ).toEqual([])
  })

  it('every component imported into the pages that use it has a form', () => {
    const names = importedComponents()
    expect(names).toContain('CommandLog')
    expect(withoutForm(names), missing('src/config/docs.ts')).toEqual([])
  })

  it('every UI picture and every part of one has a form', () => {
    const names = [
      ...Object.keys(pictureParts),
      ...Object.keys(pictureChildren),
    ]
    expect(
      withoutForm(names),
      missing('src/components/UiFigure/picture.ts'),
    ).toEqual([])
  })

  it("every component folder's form is its markdown.ts, registered under the folder's name", async () => {
    const folders = readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !Object.hasOwn(notWrittenByPages, name))
    expect(folders).toContain('MediaList')
    const problems: string[] = []
    for (const name of folders) {
      const file = path.join(__dirname, name, 'markdown.ts')
      if (!existsSync(file)) {
        problems.push(`src/components/${name}/markdown.ts is missing`)
        continue
      }
      const { markdown } = (await import(`./${name}/markdown.ts`)) as {
        markdown?: unknown
      }
      if (typeof markdown !== 'function') {
        problems.push(
          `src/components/${name}/markdown.ts exports no \`markdown\` form`,
        )
      } else if (markdownForms[name] !== markdown) {
        problems.push(
          `${registry} does not map ${name} to src/components/${name}/markdown.ts`,
        )
      }
    }
    expect(
      problems.join('\n'),
      'A component a page can use needs its Markdown form (or, if no page writes it, an entry in notWrittenByPages with the reason)',
    ).toBe('')
  })
})

/**
 * The modules the registry loads, followed import by import (type-only
 * imports left out), each with the chain that reached it.
 */
function modulesLoadedBy(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, []]])
  const queue = [entry]
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile()
  while (queue.length > 0) {
    const file = queue.shift()!
    if (!/\.(?:ts|mjs)$/.test(file)) continue
    const source = readFileSync(file, 'utf8')
    const specifiers = [
      ...source.matchAll(
        /^(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
      ),
    ].map(([, specifier]) => specifier)
    for (const specifier of specifiers) {
      const base = path.resolve(path.dirname(file), specifier)
      const target = specifier.startsWith('.')
        ? ([
            base,
            `${base}.ts`,
            `${base}.tsx`,
            path.join(base, 'index.ts'),
            path.join(base, 'index.tsx'),
          ].find(isFile) ?? base)
        : specifier
      if (reached.has(target)) continue
      reached.set(target, [...reached.get(file)!, file])
      queue.push(target)
    }
  }
  return reached
}

describe('what the Markdown forms load', () => {
  it('no React code: no .tsx module, stylesheet, React, theme or Docusaurus client module', () => {
    const root = path.resolve(__dirname, '../..')
    const loaded = modulesLoadedBy(path.join(__dirname, 'markdownForms.ts'))
    expect(loaded.has(path.join(__dirname, 'CommandLog/rows.ts'))).toBe(true)
    const browserOnly = [...loaded]
      .filter(([module]) =>
        /\.(?:tsx|css)$|^(?:react|react-dom|@theme[\w-]*|@docusaurus)(?:\/|$)/.test(
          module,
        ),
      )
      .map(([module, chain]) =>
        [...chain, module]
          .map((step) => path.relative(root, step) || step)
          .join(' -> '),
      )
    expect(
      browserOnly.join('\n'),
      'A Markdown form runs in Node: move what it needs out of the React module into a .ts module beside it',
    ).toBe('')
  })
})
