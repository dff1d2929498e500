// node scripts/import-directions.mjs [DIR]: which top-level folder imports which,
// and a failure (exit code 1) when two folders import each other, or when
// plugins/ or src/ import the entry points and the measuring code
// (scripts/, bench/). tests/unit/importDirections.test.ts runs the same
// check in `npm run test:unit`.
//
// What counts (README.md, "Layout"):
// - every import, export-from, import(), require() and CSS @import of a
//   file of the project (a relative path or `@site/`) that exists: type
//   imports too, since they tie the folders just as well;
// - a file's folder is its first path segment, with two exceptions. Test
//   files (`*.test.*`, `*.spec.*`) sit beside what they test and share the
//   helpers in tests/: they count as tests/, wherever they are. The files at
//   the root and src/config/ assemble the site (docusaurus.config.ts
//   assembles it from src/config/*): they count as one, the assembly.
// - plugins/ and src/ never import scripts/ or bench/, not even from a test
//   file: a test that needs the measuring code lives in bench/.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Folders that hold no source of ours. */
const notSource = new Set([
  'node_modules',
  'build',
  'build-services',
  'test-results',
  'bench-results',
  'playwright-report',
])

const sourceFile = /\.(?:[cm]?[jt]sx?|mdx|css)$/
const testFile = /\.(?:test|spec)\.[cm]?[jt]sx?$/

/** The folders whose files may not import scripts/ or bench/. */
const measuredFolders = ['plugins', 'src']
const measuringFolders = ['scripts', 'bench']

const importPattern =
  /(?:^|[^.\w$])(?:import|export)\s+(?:type\s+)?[^'"`;]*?from\s*['"]([^'"\n]+)['"]|(?:^|[^.\w$])import\s*\(?\s*['"]([^'"\n]+)['"]|\brequire\(\s*['"]([^'"\n]+)['"]\s*\)|@import\s+(?:url\()?['"]([^'"\n]+)['"]/gm

/** The project's source files, relative to `root`, with `/` separators. */
export function sourceFiles(root, dir = '') {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap(
    (entry) => {
      const file = dir ? `${dir}/${entry.name}` : entry.name
      if (notSource.has(entry.name) || entry.name.startsWith('.')) return []
      if (entry.isDirectory()) return sourceFiles(root, file)
      return entry.isFile() && sourceFile.test(entry.name) ? [file] : []
    },
  )
}

/**
 * The folder a project file counts in: tests/ for a test file, `assembly`
 * for the root's files and src/config/, otherwise its top-level folder.
 */
export function folderOf(file) {
  const parts = file.split('/')
  if (parts[0] === 'tests' || testFile.test(file)) return 'tests'
  if (parts.length === 1 || (parts[0] === 'src' && parts[1] === 'config')) {
    return 'assembly'
  }
  return parts[0]
}

/** The project file `specifier` names from `file`, if it exists. */
function resolveImport(root, file, specifier) {
  let target
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    target = path.join(path.dirname(file), specifier)
  } else if (specifier.startsWith('@site/')) {
    target = specifier.slice('@site/'.length)
  } else {
    return undefined
  }
  target = target.split(path.sep).join('/')
  if (target.startsWith('../')) return undefined
  const candidates = [
    target,
    ...['.ts', '.tsx', '.mjs', '.js', '.mdx'].map((ext) => target + ext),
    ...['index.ts', 'index.tsx', 'index.js'].map((name) => `${target}/${name}`),
  ]
  return candidates.find((candidate) => {
    const full = path.join(root, candidate)
    return existsSync(full) && statSync(full).isFile()
  })
}

/**
 * Every import of one project file by another in a different folder:
 * `{ from, to, file, target }`, folders as `folderOf` counts them.
 */
export function folderImports(root) {
  const imports = []
  for (const file of sourceFiles(root)) {
    const source = readFileSync(path.join(root, file), 'utf8')
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4]
      const target = resolveImport(root, file, specifier)
      if (!target) continue
      const from = folderOf(file)
      const to = folderOf(target)
      if (from !== to) imports.push({ from, to, file, target })
    }
  }
  return imports
}

/** What breaks the directions, each naming a file that imports. */
export function directionProblems(imports) {
  const problems = []
  const first = new Map()
  for (const entry of imports) {
    const key = `${entry.from} -> ${entry.to}`
    if (!first.has(key)) first.set(key, entry)
  }
  for (const entry of first.values()) {
    const back = first.get(`${entry.to} -> ${entry.from}`)
    if (back && entry.from < entry.to) {
      problems.push(
        `${entry.from}/ and ${entry.to}/ import each other: ${entry.file} imports ${entry.target}, and ${back.file} imports ${back.target}. Imports run one way (README.md, "Layout"): move what both need to the folder below both, such as src/lib or bench/.`,
      )
    }
  }
  for (const { file, target } of imports) {
    const [fromTop] = file.split('/')
    const [toTop] = target.split('/')
    if (measuredFolders.includes(fromTop) && measuringFolders.includes(toTop)) {
      problems.push(
        `${file} imports ${target}: ${fromTop}/ never imports ${toTop}/ (the entry points and the code that measures). A test that needs it goes in bench/; code both need goes in src/lib.`,
      )
    }
  }
  return problems
}

/** `from -> to (n)` for each pair of folders, sorted. */
export function folderGraph(imports) {
  const counts = new Map()
  for (const { from, to } of imports) {
    const key = `${from} -> ${to}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key} (${count})`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Another copy of the project may be named: `node scripts/import-directions.mjs DIR`.
  const root = path.resolve(
    process.argv[2] ?? path.join(import.meta.dirname, '..'),
  )
  const imports = folderImports(root)
  console.log(folderGraph(imports).join('\n'))
  const problems = directionProblems(imports)
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`)
    process.exitCode = 1
  } else {
    console.log('\nNo two folders import each other.')
  }
}
