import docsPlugin, {
  validateOptions,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs'
import type {
  LoadContext,
  Plugin,
  PluginModule,
  RouteConfig,
} from '@docusaurus/types'

/**
 * Every doc page loads its version's metadata: the sidebars, and a map of
 * every doc in the version with its id, title, sidebar and description.
 * The theme reads a description from that map in one place only, the cards
 * of `<DocCardList>` and generated category index pages, which this site
 * does not use; each page's own description (its meta tag) comes from the
 * page's own data. The descriptions were 4.2 of the map's 7.1 KiB gzip.
 * This drops them from the map and leaves everything else to the docs
 * plugin.
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as
    { docs?: Record<string, Record<string, unknown>> } | undefined
  const props =
    version?.docs === undefined
      ? route.props
      : {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, doc]) => {
                const { description: _dropped, ...rest } = doc
                return [id, rest]
              }),
            ),
          },
        }
  return {
    ...route,
    ...(props && { props }),
    ...(route.routes && { routes: route.routes.map(withoutDocDescriptions) }),
  }
}

/** @docusaurus/plugin-content-docs, with version metadata that pages load. */
export default async function docsWithLeanVersionData(
  context: LoadContext,
  // Validated and normalized by the docs plugin's validateOptions (below).
  options: unknown,
): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(
    context,
    options as PluginOptions,
  )) as Plugin<unknown>
  const { contentLoaded } = plugin
  return {
    ...plugin,
    contentLoaded: contentLoaded
      ? (args) =>
          contentLoaded({
            ...args,
            actions: {
              ...args.actions,
              addRoute: (route) =>
                args.actions.addRoute(withoutDocDescriptions(route)),
            },
          })
      : undefined,
  }
}

// The docs plugin's own option schema and defaults.
docsWithLeanVersionData.validateOptions =
  validateOptions as PluginModule['validateOptions']
