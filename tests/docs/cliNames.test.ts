/**
 * Every CLI flag and every `CYPRESS_*` environment variable named on the
 * reference and CI pages exists in the installed `cypress` package.
 *
 * - Flags written after `cypress run`, `cypress open` (and the other
 *   commands), in code blocks and in prose code spans, must be options that
 *   the installed CLI defines (`.option('-x, --flag …')` in
 *   `node_modules/cypress/dist/cli.js`). In prose, a code span holding only a
 *   flag (`--parallel`) is checked when the same paragraph, table row or list
 *   item names `cypress run` or `cypress open`.
 * - A `CYPRESS_*` name must be read by the installed CLI (it appears in its
 *   `dist` files), map to a configuration option the way Cypress maps them
 *   (packages/config `matchesConfigKey`: the exact option name, or the name
 *   lower-cased and camel-cased, so `CYPRESS_BASE_URL` sets `baseUrl`), be
 *   read by the app binary (listed below, each checked in the Cypress
 *   source), or be a user-defined example listed below.
 *
 * A failure names file:line:name.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Root, RootContent } from 'mdast'
import { describe, expect, it } from 'vitest'

import { interfaceProperties } from './interfaceProperties'

import { parseMdx } from '../../src/lib/mdx.mjs'

const root = path.resolve(__dirname, '../..')
const cypressDir = path.join(root, 'node_modules/cypress')
const cliFile = path.join(cypressDir, 'dist/cli.js')
const typesFile = path.join(cypressDir, 'types/cypress.d.ts')
const scannedFolders = [
  'docs/guides/references',
  'docs/guides/continuous-integration',
]

/**
 * Variables the Cypress app (the binary, not the npm CLI) reads, so they
 * never appear in `node_modules/cypress/dist`. Each one is checked in the
 * cypress-io/cypress source or its changelog.
 */
const BINARY_ENV_VARS: Record<string, string> = {
  CYPRESS_CRASH_REPORTS: '`0` turns crash reports off (packages/server)',
  CYPRESS_COMMERCIAL_RECOMMENDATIONS:
    '`0` hides the Cloud recommendation in CI (packages/server)',
  CYPRESS_CONNECT_RETRY_THRESHOLD: 'browser connection attempts (12.8.0)',
  CYPRESS_INITIAL_PREFLIGHT_TIMEOUT: 'first Cloud preflight timeout (14.3.1)',
  CYPRESS_PROCESS_PROFILER_INTERVAL:
    'process profiler sample interval in ms (packages/server)',
  CYPRESS_PULL_REQUEST_ID: 'user-provided CI parameter (packages/server)',
  CYPRESS_PULL_REQUEST_URL: 'user-provided CI parameter (packages/server)',
  CYPRESS_CI_BUILD_URL: 'user-provided CI parameter (packages/server)',
}

/**
 * User-defined `CYPRESS_*` variables that pages show as examples of
 * passing a value to `Cypress.env()`. Cypress accepts any name here; the
 * list keeps an accidental typo of a real variable from passing as an
 * "example". Add a name only when a page uses it as such an example.
 */
const USER_EXAMPLE_ENV_VARS: Record<string, string> = {
  CYPRESS_API_TOKEN: 'example secret read with Cypress.env()',
  CYPRESS_api_token: 'example secret read with Cypress.env()',
  CYPRESS_API_URL: 'example URL read with Cypress.env()',
  CYPRESS_apiUrl: 'example URL read with Cypress.env()',
  CYPRESS_PASSWORD: 'example secret read with Cypress.env()',
}

/** The commands the CLI defines, each with the flags it accepts. */
export function readCliFlags(source: string): Map<string, Set<string>> {
  const commands = new Map<string, Set<string>>()
  const parts = source.split(/\.command\('/)
  for (const part of parts.slice(1)) {
    const name = /^([\w-]+)'/.exec(part)?.[1]
    if (!name) continue
    // Commander adds help to every command.
    const flags = commands.get(name) ?? new Set(['--help', '-h'])
    for (const match of part.matchAll(/\.option\('([^']+)'/g)) {
      for (const flag of match[1].matchAll(/(?:^|[\s,])(--?[\w-]+)/g)) {
        flags.add(flag[1])
      }
    }
    commands.set(name, flags)
  }
  // `--inspect` and `--inspect-brk` exist only with `--dev`; `run` and
  // `open` get them from the same helper.
  for (const match of source.matchAll(/\.option\('(--inspect[\w-]*)'/g)) {
    commands.get('run')?.add(match[1])
    commands.get('open')?.add(match[1])
  }
  return commands
}

/** Every `CYPRESS_*` name in the installed CLI's JavaScript. */
export function readCliEnvVars(dir: string): Set<string> {
  const names = new Set<string>()
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.(c|m)?js$/.test(entry.name)) {
        for (const match of readFileSync(file, 'utf8').matchAll(
          /CYPRESS_[A-Z0-9_]*[A-Z0-9]/g,
        )) {
          names.add(match[0])
        }
      }
    }
  }
  for (const sub of ['dist', 'lib']) {
    try {
      walk(path.join(dir, sub))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return names
}

/** Cypress' rule: the exact key, or the key lower-cased and camel-cased. */
export function matchesConfigKey(
  key: string,
  options: Set<string>,
): string | undefined {
  if (options.has(key)) return key
  const camel = key
    .toLowerCase()
    .replace(/^[_-]+/, '')
    .replace(/[_-]+([a-z0-9])/g, (_, c: string) => c.toUpperCase())
  return options.has(camel) ? camel : undefined
}

export interface Finding {
  file: string
  line: number
  name: string
  kind: 'flag' | 'env'
  command?: string
}

const commandRe =
  /\bcypress\s+(run|open|install|verify|cache|info|version|help)(?![\w-])([^\n`]*)/g

/** The flags in the rest of a command line, up to a shell separator. */
function flagsIn(rest: string): string[] {
  const command = rest.split(/\s(?:&&|\|\||\||;|#)\s|["']\s*[,}]/)[0]
  return [...command.matchAll(/(?:^|\s)(--?[A-Za-z][\w-]*)/g)].map(
    (match) => match[1],
  )
}

/** Join shell line continuations so a flag on the next line counts. */
function joinContinuations(code: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = []
  let current: { text: string; line: number } | undefined
  code.split('\n').forEach((text, index) => {
    if (current) current.text += ` ${text.trim()}`
    else current = { text, line: index }
    if (!/(?:\\|\^|`)\s*$/.test(text)) {
      out.push(current)
      current = undefined
    } else {
      current.text = current.text.replace(/(?:\\|\^|`)\s*$/, '')
    }
  })
  if (current) out.push(current)
  return out
}

type Block = { line: number; codes: { value: string; line: number }[] }

/** Paragraphs, headings and table rows, each with its code spans. */
function proseBlocks(tree: Root): Block[] {
  const blocks: Block[] = []
  const visit = (node: Root | RootContent) => {
    if (['paragraph', 'heading', 'tableRow'].includes(node.type)) {
      const codes: Block['codes'] = []
      const collect = (child: Root | RootContent) => {
        if (child.type === 'inlineCode') {
          codes.push({
            value: child.value,
            line: child.position?.start.line ?? 0,
          })
        }
        if ('children' in child) child.children.forEach(collect)
      }
      collect(node)
      blocks.push({ line: node.position?.start.line ?? 0, codes })
      return
    }
    if (node.type === 'code') return
    if ('children' in node) node.children.forEach(visit)
  }
  visit(tree)
  return blocks
}

/** Every CLI flag and `CYPRESS_*` name a page uses, with its line. */
export function findNames(file: string, source: string): Finding[] {
  const findings: Finding[] = []
  const tree = parseMdx(source) as Root

  // Code blocks: every command line.
  const visitCode = (node: Root | RootContent) => {
    if (node.type === 'code') {
      const first = (node.position?.start.line ?? 0) + 1
      for (const { text, line } of joinContinuations(node.value)) {
        for (const match of text.matchAll(commandRe)) {
          for (const flag of flagsIn(match[2])) {
            findings.push({
              file,
              line: first + line,
              name: flag,
              kind: 'flag',
              command: match[1],
            })
          }
        }
      }
      return
    }
    if ('children' in node) node.children.forEach(visitCode)
  }
  visitCode(tree)

  // Prose: code spans holding a command, and lone flags next to one.
  for (const block of proseBlocks(tree)) {
    const commands = block.codes.flatMap(({ value }) =>
      [...value.matchAll(commandRe)].map((match) => match[1]),
    )
    for (const { value, line } of block.codes) {
      for (const match of value.matchAll(commandRe)) {
        for (const flag of flagsIn(match[2])) {
          findings.push({
            file,
            line,
            name: flag,
            kind: 'flag',
            command: match[1],
          })
        }
      }
      const lone = /^(--[A-Za-z][\w-]*)(?:[= ].*)?$/.exec(value.trim())
      const context = commands.filter((c) => c === 'run' || c === 'open')
      if (lone && context.length > 0) {
        findings.push({
          file,
          line,
          name: lone[1],
          kind: 'flag',
          command: context.join('|'),
        })
      }
    }
  }

  // Environment variables: anywhere on the page.
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(/\bCYPRESS_[A-Za-z0-9_]*[A-Za-z0-9]/g)) {
      findings.push({ file, line: index + 1, name: match[0], kind: 'env' })
    }
  })
  return findings
}

const cliSource = readFileSync(cliFile, 'utf8')
const cliFlags = readCliFlags(cliSource)
const cliEnvVars = readCliEnvVars(cypressDir)
const types = readFileSync(typesFile, 'utf8')
const configOptions = new Set(
  [
    'ResolvedConfigOptions',
    'EndToEndConfigOptions',
    'ComponentConfigOptions',
  ].flatMap((name) => interfaceProperties(types, name, typesFile)),
)

const pages = scannedFolders.flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(folder, name)),
)

/** Why a name is allowed, or undefined when it is not. */
export function allowedBecause(finding: Finding): string | undefined {
  if (finding.kind === 'flag') {
    const commands = (finding.command ?? '').split('|')
    return commands.some((command) => cliFlags.get(command)?.has(finding.name))
      ? `a \`cypress ${finding.command}\` option`
      : undefined
  }
  if (cliEnvVars.has(finding.name)) return 'read by the installed CLI'
  if (finding.name in BINARY_ENV_VARS) {
    return `read by the app: ${BINARY_ENV_VARS[finding.name]}`
  }
  const option = matchesConfigKey(
    finding.name.slice('CYPRESS_'.length),
    configOptions,
  )
  if (option) return `sets the \`${option}\` configuration option`
  if (finding.name in USER_EXAMPLE_ENV_VARS) {
    return `user-defined example: ${USER_EXAMPLE_ENV_VARS[finding.name]}`
  }
  return undefined
}

describe('the CLI and types readers', () => {
  it('reads the run and open flags from the installed CLI', () => {
    expect([...(cliFlags.get('run') ?? [])]).toEqual(
      expect.arrayContaining([
        '--record',
        '--parallel',
        '--ci-build-id',
        '--group',
        '--spec',
        '-s',
        '--no-exit',
      ]),
    )
    expect([...(cliFlags.get('open') ?? [])]).toEqual(
      expect.arrayContaining(['--browser', '--e2e', '--component', '--global']),
    )
    expect(cliFlags.get('run')?.has('--global')).toBe(false)
  })

  it('reads the variables the installed CLI uses', () => {
    expect([...cliEnvVars]).toEqual(
      expect.arrayContaining([
        'CYPRESS_INSTALL_BINARY',
        'CYPRESS_CACHE_FOLDER',
        'CYPRESS_RECORD_KEY',
        'CYPRESS_RUN_BINARY',
      ]),
    )
  })

  it('maps variable names to configuration options as Cypress does', () => {
    expect(matchesConfigKey('baseUrl', configOptions)).toBe('baseUrl')
    expect(matchesConfigKey('BASE_URL', configOptions)).toBe('baseUrl')
    expect(matchesConfigKey('VIEWPORT_WIDTH', configOptions)).toBe(
      'viewportWidth',
    )
    expect(matchesConfigKey('PROJECT_ID', configOptions)).toBe('projectId')
    expect(matchesConfigKey('baseurl', configOptions)).toBeUndefined()
    expect(matchesConfigKey('API_TOKEN', configOptions)).toBeUndefined()
  })

  it('finds flags in code, continuations and prose, and variables anywhere', () => {
    const page = [
      '```bash',
      'npx cypress run --record --parallel \\',
      '  --ci-build-id $BUILD_ID && echo --not-a-flag',
      '```',
      '',
      'Run `cypress run` with `--bogus-flag` and set `CYPRESS_BASE_URL`.',
      '',
      '`cypress run-ct --ct-flag` was removed.',
    ].join('\n')
    const found = findNames('page.mdx', page).map(
      ({ line, name }) => `${line}:${name}`,
    )
    expect(found).toEqual([
      '2:--record',
      '2:--parallel',
      '2:--ci-build-id',
      '6:--bogus-flag',
      '6:CYPRESS_BASE_URL',
    ])
  })
})

describe('names on the reference and CI pages', () => {
  const findings = pages.flatMap((file) =>
    findNames(file, readFileSync(path.join(root, file), 'utf8')),
  )

  it('scans the pages', () => {
    expect(pages.length).toBeGreaterThan(0)
  })

  it('every flag and CYPRESS_ variable exists in the CLI or the types', () => {
    const allowed = new Map<string, string>()
    const unknown: string[] = []
    for (const finding of findings) {
      const reason = allowedBecause(finding)
      if (reason) allowed.set(finding.name, reason)
      else {
        unknown.push(
          finding.kind === 'flag'
            ? `${finding.file}:${finding.line}:${finding.name} (not an option of \`cypress ${finding.command}\`)`
            : `${finding.file}:${finding.line}:${finding.name} (not read by the CLI or the app, and not a configuration option)`,
        )
      }
    }
    console.log(
      `cliNames: ${findings.length} names on ${pages.length} pages; allowed:\n` +
        [...allowed]
          .sort()
          .map(([name, reason]) => `  ${name}: ${reason}`)
          .join('\n'),
    )
    expect(unknown, unknown.join('\n')).toEqual([])
  })
})
