import { describe, expect, it } from 'vitest'

import { darkCodeTheme, lightCodeTheme } from './prismThemes'

describe('the Prism themes', () => {
  it('draw no token faded: every token keeps its contrast', () => {
    for (const theme of [darkCodeTheme, lightCodeTheme]) {
      const faded = theme.styles.filter(
        ({ style }) => style.opacity !== undefined,
      )
      expect(faded.map(({ types }) => types.join(','))).toEqual([])
    }
  })
})
