/**
 * Every value that differs per deployment, read from the environment in this
 * one place. Each has a safe default: with nothing set, the site builds whole,
 * serves from any static host and sends no request to another origin.
 */

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
