import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs'

import remarkCodeTokens from '../../plugins/code-highlighting/remark'
import { sourceBranch, sourceRepositoryUrl } from './env'

/** The docs plugin: served from the site root, one version named "Next". */
export const docs = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  editUrl: `${sourceRepositoryUrl}/edit/${sourceBranch}/`,
  showLastUpdateTime: true,
  // Code fences are highlighted at build time (plugins/code-highlighting).
  remarkPlugins: [remarkCodeTokens],
  lastVersion: 'current',
  versions: {
    current: { label: 'Next' },
  },
} satisfies DocsOptions
