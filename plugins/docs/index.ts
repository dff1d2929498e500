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
 * The theme reads that map in one place only, the cards of `<DocCardList>`
 * and generated category index pages (`useDocById`), which this site does
 * not use; a page's own title and description come from the page's own
 * data, and the sidebars carry their own labels. The map was 5.3 KiB gzip
 * at 311 docs, and grew with every doc. This leaves it empty and everything
 * else to the docs plugin.
 */
export function withoutDocsMap(route: RouteConfig): RouteConfig {
  const version = route.props?.version as { docs?: unknown } | undefined
  const props =
    version?.docs === undefined
      ? route.props
      : { ...route.props, version: { ...version, docs: {} } }
  return {
    ...route,
    ...(props && { props }),
    ...(route.routes && { routes: route.routes.map(withoutDocsMap) }),
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
              addRoute: (route) => args.actions.addRoute(withoutDocsMap(route)),
            },
          })
      : undefined,
  }
}

// The docs plugin's own option schema and defaults.
docsWithLeanVersionData.validateOptions =
  validateOptions as PluginModule['validateOptions']
