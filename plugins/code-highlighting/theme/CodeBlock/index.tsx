import { useThemeConfig } from '@docusaurus/theme-common'
import useIsBrowser from '@docusaurus/useIsBrowser'
import type { Props } from '@theme/CodeBlock'
import ElementContent from '@theme/CodeBlock/Content/Element'
import StringContent from '@theme/CodeBlock/Content/String'
import { Children, isValidElement, type ReactNode } from 'react'

import { PrecomputedTokens } from '../../client'
import { TOKENS_ATTRIBUTE } from '../../tokensAttribute'

/** A fence's props: its tokens, from the build (plugins/code-highlighting). */
type FenceProps = Props & { [TOKENS_ATTRIBUTE]?: string }

/** Plain-string children as one string (copyable, highlighted); else as-is. */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return children
  }
  return Array.isArray(children) ? children.join('') : children
}

function CodeBlockContent({
  children,
  [TOKENS_ATTRIBUTE]: tokens,
  ...props
}: FenceProps): ReactNode {
  const content = asText(children)
  const Content = typeof content === 'string' ? StringContent : ElementContent
  return (
    <PrecomputedTokens encoded={tokens}>
      <Content {...props}>{content as string}</Content>
    </PrecomputedTokens>
  )
}

/** Rendered again once hydrated, so the Prism theme matches the colour mode. */
function CodeBlockFollowingColorMode(props: FenceProps): ReactNode {
  const isBrowser = useIsBrowser()
  return <CodeBlockContent key={String(isBrowser)} {...props} />
}

type PrismConfig = ReturnType<typeof useThemeConfig>['prism']

const followsColorMode = new WeakMap<PrismConfig, boolean>()

/** True when light and dark mode highlight with different Prism themes. */
function useFollowsColorMode(): boolean {
  const { prism } = useThemeConfig()
  let follows = followsColorMode.get(prism)
  if (follows === undefined) {
    follows =
      prism.darkTheme !== undefined &&
      JSON.stringify(prism.darkTheme) !== JSON.stringify(prism.theme)
    followsColorMode.set(prism, follows)
  }
  return follows
}

/**
 * The theme's CodeBlock re-creates every block once the page has hydrated
 * (a `key` that changes with useIsBrowser), so that a Prism theme that
 * follows the colour mode gets the reader's mode. Our blocks use one Prism
 * theme in both modes (src/config/themeConfig.ts), so that second render
 * only cost time: every block tokenized twice and its DOM replaced. It is
 * kept only when the two modes' themes differ.
 */
export default function CodeBlock(props: FenceProps): ReactNode {
  return useFollowsColorMode() ? (
    <CodeBlockFollowingColorMode {...props} />
  ) : (
    <CodeBlockContent {...props} />
  )
}
