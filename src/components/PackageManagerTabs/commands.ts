export type PackageManager = 'npm' | 'yarn' | 'pnpm'

export const packageManagers: readonly PackageManager[] = [
  'npm',
  'yarn',
  'pnpm',
]

export type PackageManagerCommand =
  { install: string; dev?: boolean } | { run: string }

/**
 * The command each package manager uses to install packages (as dependencies
 * or dev dependencies) or to run a package's binary.
 */
export function packageManagerCommands(
  command: PackageManagerCommand,
): Record<PackageManager, string> {
  if ('run' in command) {
    return {
      npm: `npx ${command.run}`,
      yarn: `yarn ${command.run}`,
      pnpm: `pnpm ${command.run}`,
    }
  }
  const packages = command.install.trim()
  if (!packages) {
    throw new Error('PackageManagerTabs needs at least one package to install.')
  }
  return command.dev
    ? {
        npm: `npm install --save-dev ${packages}`,
        yarn: `yarn add --dev ${packages}`,
        pnpm: `pnpm add --save-dev ${packages}`,
      }
    : {
        npm: `npm install ${packages}`,
        yarn: `yarn add ${packages}`,
        pnpm: `pnpm add ${packages}`,
      }
}
