import type { Plugin } from '@docusaurus/types'

/**
 * The route matcher tryout (src/components/RouteMatcherTryout) runs
 * minimatch 3.1.2, the version Cypress 15.3.0 matches URLs with. Its first
 * lines read Node's `path` module inside a try/catch and fall back to
 * `{ sep: '/' }`; a browser bundle has no `path`, so the bundler warned on
 * every build. Marking that one request as absent on purpose, only from
 * minimatch's own folder, keeps the fallback minimatch expects (the
 * require throws and is caught) and the build quiet. The server bundle
 * resolves Node's `path` as before.
 */
export default function routeMatcherTryoutPlugin(): Plugin {
  return {
    name: 'route-matcher-tryout',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {}
      const { IgnorePlugin } = utils.currentBundler.instance
      return {
        plugins: [
          new IgnorePlugin({
            resourceRegExp: /^path$/,
            contextRegExp: /[\\/]minimatch$/,
          }),
        ],
      }
    },
  }
}
