import MDXComponents from '@theme-original/MDXComponents'

import Badge from '../components/Badge'
import ComponentOnlyBadge from '../components/ComponentOnlyBadge'
import ConfigFileTabs from '../components/ConfigFileTabs'
import DocsImage from '../components/DocsImage'
import DocsVideo from '../components/DocsVideo'
import E2EOnlyBadge from '../components/E2EOnlyBadge'
import E2EOrCtTabs from '../components/E2EOrCtTabs'
import Icon from '../components/Icon'
import PackageManagerTabs from '../components/PackageManagerTabs'
import Table from '../components/Table'

// Wrapped, not ejected: every page can use the site's own components without
// importing them.
export default {
  ...MDXComponents,
  Badge,
  ComponentOnlyBadge,
  ConfigFileTabs,
  DocsImage,
  DocsVideo,
  E2EOnlyBadge,
  E2EOrCtTabs,
  Icon,
  PackageManagerTabs,
  // Markdown tables, in a keyboard-scrollable region.
  table: Table,
}
