import { retiredBadges } from '../data/badges'
import type { MarkdownForm } from '../lib/markdownForm'
import { themeMarkdownForms } from '../lib/themeMarkdown'
import { markdown as AppLaunchpad } from './AppLaunchpad/markdown'
import { markdown as AppWindow } from './AppWindow/markdown'
import { markdown as AssertionMenu } from './AssertionMenu/markdown'
import { markdown as Badge } from './Badge/markdown'
import { markdown as BranchReview } from './BranchReview/markdown'
import { markdown as Changelog } from './Changelog/markdown'
import { markdown as CloudChart } from './CloudChart/markdown'
import { markdown as CloudRun } from './CloudRun/markdown'
import { markdown as CloudSettings } from './CloudSettings/markdown'
import { markdown as CommandLog } from './CommandLog/markdown'
import { markdown as ConfigFileTabs } from './ConfigFileTabs/markdown'
import { markdown as DocsImage } from './DocsImage/markdown'
import { markdown as DocsVideo } from './DocsVideo/markdown'
import { markdown as E2EOrCtTabs } from './E2EOrCtTabs/markdown'
import { markdown as Icon } from './Icon/markdown'
import { markdown as MediaList } from './MediaList/markdown'
import { markdown as PackageManagerTabs } from './PackageManagerTabs/markdown'
import { markdown as ProductChangelog } from './ProductChangelog/markdown'
import { markdown as PullRequest } from './PullRequest/markdown'
import { markdown as RouteMatcherTryout } from './RouteMatcherTryout/markdown'
import { markdown as SelectorPlayground } from './SelectorPlayground/markdown'
import { markdown as SnapshotControls } from './SnapshotControls/markdown'
import { markdown as SpecLanes } from './SpecLanes/markdown'
import { markdown as SpecList } from './SpecList/markdown'
import { markdown as StudioPanel } from './StudioPanel/markdown'
import { markdown as TestList } from './TestList/markdown'
import { markdown as TestReplay } from './TestReplay/markdown'

/**
 * Every name a page can write as JSX, to its form in the page's Markdown
 * twin (plugins/markdown-twins looks elements up here and names none of
 * them). A site component's form is the `markdown.ts` in its folder; the
 * theme's components and HTML elements have theirs in
 * `src/lib/themeMarkdown.ts`. `markdownForms.test.ts` fails when a
 * component a page can use has none.
 */
export const markdownForms: Readonly<Record<string, MarkdownForm>> = {
  ...themeMarkdownForms,
  AppLaunchpad,
  AppWindow,
  AssertionMenu,
  Badge,
  BranchReview,
  Changelog,
  CloudChart,
  CloudRun,
  CloudSettings,
  CommandLog,
  ConfigFileTabs,
  DocsImage,
  DocsVideo,
  E2EOrCtTabs,
  Icon,
  MediaList,
  PackageManagerTabs,
  ProductChangelog,
  PullRequest,
  RouteMatcherTryout,
  SelectorPlayground,
  SnapshotControls,
  SpecLanes,
  SpecList,
  StudioPanel,
  TestList,
  TestReplay,
  // Retired badge components: the form fails the build naming the kind to
  // write instead, as the page's compilation does (plugins/badges).
  ...Object.fromEntries(
    Object.keys(retiredBadges).map((name) => [name, Badge]),
  ),
}
