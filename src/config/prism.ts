import type { ThemeConfig } from '@docusaurus/preset-classic'
import { themes } from 'prism-react-renderer'

import { codeBlocksFollowColorMode } from './codeBlocks'

/** Code-highlighting themes: dark (the default in both colour modes) and light. */
export const darkCodeTheme = themes.oceanicNext
export const lightCodeTheme = themes.github

export const prism = {
  theme: codeBlocksFollowColorMode ? lightCodeTheme : darkCodeTheme,
  darkTheme: darkCodeTheme,
  // None: plugins/code-highlighting loads the languages the docs use.
  additionalLanguages: [],
} satisfies ThemeConfig['prism']
