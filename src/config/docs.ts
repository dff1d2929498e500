import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs'

import remarkCodeTokens from '../../plugins/code-highlighting/remark'
import remarkComponentImports from '../../plugins/component-imports/remark'
import remarkExampleTabs from '../../plugins/example-tabs/remark'
import { sourceBranch, sourceRepositoryUrl } from './env'

/** The docs plugin: served from the site root, one version named "Next". */
export const docs = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  editUrl: `${sourceRepositoryUrl}/edit/${sourceBranch}/`,
  showLastUpdateTime: true,
  // Config and package-manager examples become tabs (plugins/example-tabs),
  // then every code fence is highlighted at build time
  // (plugins/code-highlighting).
  // Components only some pages use are imported by those pages
  // (plugins/component-imports), so other pages do not load them.
  remarkPlugins: [
    remarkExampleTabs,
    [
      remarkComponentImports,
      { components: { CommandLog: '@site/src/components/CommandLog' } },
    ],
    remarkCodeTokens,
  ],
  lastVersion: 'current',
  versions: {
    current: { label: 'Next' },
  },
} satisfies DocsOptions
