import path from 'node:path'

import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs'

import remarkBadges from '../../plugins/badges/remark'
import remarkCodeTokens from '../../plugins/code-highlighting/remark'
import remarkExampleTabs from '../../plugins/example-tabs/remark'
import remarkFaqJsonLd from '../../plugins/faq-json-ld/remark'
import remarkUiPictures from '../../plugins/ui-pictures/remark'
import { insideGitWorktree, sourceBranch, sourceRepositoryUrl } from './env'

/** The docs plugin: served from the site root, one version named "Next". */
export const docs = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  editUrl: `${sourceRepositoryUrl}/edit/${sourceBranch}/`,
  // The date comes from Git history; outside a Git worktree the build goes on
  // without it (src/config/env.ts prints why, once).
  showLastUpdateTime: insideGitWorktree,
  // Categories start closed, except those on the path of the current page,
  // which the theme opens (DocSidebarItem/Category). A category the reader
  // opens stays open: themeConfig.docs.sidebar.autoCollapseCategories is off.
  // A `_category_.json` with `"collapsed": false` would undo this.
  sidebarCollapsed: true,
  // Badges become HTML before Docusaurus reads headings for their ids and
  // the table of contents (plugins/badges).
  beforeDefaultRemarkPlugins: [
    [remarkBadges, { docsDir: path.resolve(__dirname, '../../docs') }],
  ],
  // Config and package-manager examples become tabs (plugins/example-tabs),
  // then every code fence is highlighted at build time
  // (plugins/code-highlighting).
  // Components only some pages use are imported by those pages
  // (plugins/component-imports), so other pages do not load them; the UI
  // pictures among them are checked first, and their list kept out of the
  // site config every page loads (plugins/ui-pictures).
  remarkPlugins: [
    remarkExampleTabs,
    [
      remarkUiPictures,
      {
        components: {
          Changelog: '@site/src/components/Changelog',
          CommandLog: '@site/src/components/CommandLog',
          ProductChangelog: '@site/src/components/ProductChangelog',
          RouteMatcherTryout: '@site/src/components/RouteMatcherTryout',
        },
      },
    ],
    remarkCodeTokens,
    // FAQ pages carry FAQPage structured data built from their questions.
    [
      remarkFaqJsonLd,
      { directories: [path.resolve(__dirname, '../../docs/faq/questions')] },
    ],
  ],
  lastVersion: 'current',
  versions: {
    current: { label: 'Next' },
  },
} satisfies DocsOptions
