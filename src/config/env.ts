/**
 * Every value that differs per deployment, read from the environment in this
 * one place. Each has a safe default: with nothing set, the site builds whole,
 * serves from any static host and sends no request to another origin.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

function read(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

/** Public origin the site is deployed at, used for canonical URLs and the sitemap. */
export const siteUrl = read('SITE_URL') ?? 'https://docs.cypress.io'

/** Repository holding this site's source: edit links and the navbar icon link. */
export const sourceRepositoryUrl =
  read('SOURCE_REPOSITORY_URL') ??
  'https://github.com/cypress-io/cypress-documentation'

/** Branch that edit links open files on. */
export const sourceBranch = read('SOURCE_BRANCH') ?? 'main'

/**
 * Hosted search. With all three set at build time the search UI asks Algolia;
 * otherwise it answers from the site's own index, with no request elsewhere.
 */
export const algoliaAppId = read('ALGOLIA_APP_ID')
export const algoliaApiKey = read('ALGOLIA_API_KEY')
export const algoliaIndexName = read('ALGOLIA_INDEX_NAME')

/**
 * Optional services, each loaded only after the reader consents. With
 * neither set there is no consent banner and no third-party request.
 */
/** Google Tag Manager container (`GTM-XXXXXXX`): page views. */
export const tagManagerContainerId = read('GTM_CONTAINER_ID')
/** Microsoft Clarity project: session recording, production builds only. */
export const sessionRecordingProjectId = read('CLARITY_PROJECT_ID')

/** The folder holding docusaurus.config.ts: the site directory. */
const siteDirectory = path.resolve(__dirname, '../..')

/**
 * Whether the site is built inside a Git worktree, asked the way Docusaurus
 * asks (`git rev-parse --is-inside-work-tree`, @docusaurus/utils
 * lib/vcs/gitUtils.js). Docusaurus reads each page's last-updated date from
 * Git and stops the build with "This Docusaurus site is outside any Git
 * worktree" when there is none (a source archive, a Docker context without
 * `.git`, a restored CI cache); without Git the docs are built without that
 * date instead (src/config/docs.ts).
 *
 * Docusaurus evaluates the config twice per build, bypassing the module cache,
 * so the answer and its warning are kept for the whole process: Git is asked
 * once and the warning printed once.
 */
const gitWorktreeMemo: unique symbol = Symbol.for('cypress-docs.gitWorktree')
export const insideGitWorktree: boolean = ((
  globalThis as { [gitWorktreeMemo]?: boolean }
)[gitWorktreeMemo] ??= detectGitWorktree(siteDirectory))

function detectGitWorktree(cwd: string): boolean {
  const git = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (git.status === 0 && git.stdout.trim() === 'true') return true
  const why = git.error
    ? `Git is not available (${git.error.message})`
    : `${cwd} is outside any Git worktree`
  console.warn(
    `[WARNING] ${why}: pages are built without their "Last updated" date, which Docusaurus reads from Git history.`,
  )
  return false
}
