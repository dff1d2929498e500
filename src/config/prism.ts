import type { ThemeConfig } from '@docusaurus/preset-classic'
import { themes } from 'prism-react-renderer'

import { codeBlocksFollowColorMode } from './codeBlocks'

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

/** Code-highlighting themes: dark (the default in both colour modes) and light. */
export const darkCodeTheme = withoutFadedTokens(themes.oceanicNext)
export const lightCodeTheme = withoutFadedTokens(themes.github)

export const prism = {
  theme: codeBlocksFollowColorMode ? lightCodeTheme : darkCodeTheme,
  darkTheme: darkCodeTheme,
  // None: plugins/code-highlighting loads the languages the docs use.
  additionalLanguages: [],
} satisfies ThemeConfig['prism']
