import type { ThemeConfig } from '@docusaurus/preset-classic'
import { themes } from 'prism-react-renderer'

/** Code-highlighting themes: dark (the default in both colour modes) and light. */
export const darkCodeTheme = themes.oceanicNext
export const lightCodeTheme = themes.github

/**
 * Code blocks stay dark in both colour modes, so samples look the same in
 * every screenshot a reader shares. Set to true to use the light theme in
 * light mode instead.
 */
export const codeBlocksFollowColorMode = false

export const prism = {
  theme: codeBlocksFollowColorMode ? lightCodeTheme : darkCodeTheme,
  darkTheme: darkCodeTheme,
  // Only the languages the docs use beyond Prism's defaults.
  additionalLanguages: ['bash', 'diff', 'ini', 'powershell', 'docker'],
} satisfies ThemeConfig['prism']
