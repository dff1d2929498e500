/**
 * One npm command as npm, yarn and pnpm write it. The writer gives the npm
 * line; the build makes the other two (./remark.ts).
 */

export type PackageManager = 'npm' | 'yarn' | 'pnpm'

export const packageManagers: readonly PackageManager[] = [
  'npm',
  'yarn',
  'pnpm',
]

/** The npm commands the directive knows, for its error message. */
export const SUPPORTED_NPM_COMMANDS = [
  'npm install',
  'npm install <packages>',
  'npm install --save-dev <packages>',
  'npm uninstall <packages>',
  'npm run <script> [args]',
  'npx <binary> [args]',
]

const DEV_FLAGS = new Set(['--save-dev', '-D'])

function unsupported(line: string): Error {
  return new Error(
    `"${line}" is not an npm command the package-managers directive knows. Write one of: ${SUPPORTED_NPM_COMMANDS.join(', ')}`,
  )
}

export function packageManagerCommands(
  npmLine: string,
): Record<PackageManager, string> {
  const line = npmLine.trim().replace(/\s+/g, ' ')
  const [tool, verb, ...rest] = line.split(' ')
  if (tool === 'npx' && verb) {
    const command = [verb, ...rest].join(' ')
    return { npm: line, yarn: `yarn ${command}`, pnpm: `pnpm ${command}` }
  }
  if (tool !== 'npm') throw unsupported(line)
  if (verb === 'run' && rest.length > 0) {
    const [script, ...args] = rest
    // yarn and pnpm pass the arguments on without npm's `--`.
    const passed = args[0] === '--' ? args.slice(1) : args
    const tail = passed.length ? ` ${passed.join(' ')}` : ''
    return {
      npm: line,
      yarn: `yarn ${script}${tail}`,
      pnpm: `pnpm ${script}${tail}`,
    }
  }
  if (verb === 'install' || verb === 'i') {
    if (rest.length === 0) {
      return { npm: line, yarn: 'yarn install', pnpm: 'pnpm install' }
    }
    const dev = rest.some((word) => DEV_FLAGS.has(word))
    const packages = rest.filter((word) => !DEV_FLAGS.has(word))
    if (packages.length === 0 || packages.some((p) => p.startsWith('-'))) {
      throw unsupported(line)
    }
    const list = packages.join(' ')
    return dev
      ? {
          npm: line,
          yarn: `yarn add --dev ${list}`,
          pnpm: `pnpm add --save-dev ${list}`,
        }
      : { npm: line, yarn: `yarn add ${list}`, pnpm: `pnpm add ${list}` }
  }
  if (verb === 'uninstall' && rest.length > 0) {
    const list = rest.join(' ')
    return {
      npm: line,
      yarn: `yarn remove ${list}`,
      pnpm: `pnpm remove ${list}`,
    }
  }
  throw unsupported(line)
}
