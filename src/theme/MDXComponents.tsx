import MDXComponents from '@theme-original/MDXComponents'

import ConfigFileTabs from '../components/ConfigFileTabs'
import DocsImage from '../components/DocsImage'
import DocsVideo from '../components/DocsVideo'
import E2EOrCtTabs from '../components/E2EOrCtTabs'
import Icon from '../components/Icon'
import PackageManagerTabs from '../components/PackageManagerTabs'
import Table from '../components/Table'
// `<Badge kind="..." />` in a doc is no component: plugins/badges writes it
// as HTML at build time. Its styles are global, loaded with every doc.
import '../components/Badge/badge.css'

// Wrapped, not ejected: every page can use the site's own components without
// importing them.
export default {
  ...MDXComponents,
  ConfigFileTabs,
  DocsImage,
  DocsVideo,
  E2EOrCtTabs,
  Icon,
  PackageManagerTabs,
  // Markdown tables, in a keyboard-scrollable region.
  table: Table,
}
