import { themes } from 'prism-react-renderer'

type PrismTheme = typeof themes.github

/**
 * The theme without its faded token styles: both themes draw namespace tokens
 * (the `on:` of Svelte's `on:click`, an XML prefix) at 0.7 opacity, which
 * fails WCAG's contrast minimum on either background.
 */
export function withoutFadedTokens(theme: PrismTheme): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map(({ types, style }) => {
      const { opacity: _faded, ...rest } = style
      return { types, style: rest }
    }),
  }
}

/**
 * The code-highlighting themes (`themeConfig.prism`, set in
 * `src/config/themeConfig.ts`): code blocks stay dark in both colour modes,
 * so samples look the same in every screenshot a reader shares. To follow
 * the colour mode, give `prism.theme` the light theme: the CodeBlock
 * (theme/CodeBlock) then renders blocks again once hydrated.
 */
export const darkCodeTheme = withoutFadedTokens(themes.oceanicNext)
export const lightCodeTheme = withoutFadedTokens(themes.github)
