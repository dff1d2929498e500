import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs'

import remarkCodeTokens from '../../plugins/code-highlighting/remark'
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
  remarkPlugins: [remarkExampleTabs, remarkCodeTokens],
  lastVersion: 'current',
  versions: {
    current: { label: 'Next' },
  },
} satisfies DocsOptions
