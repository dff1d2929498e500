import { memo } from 'react'
import Line from '@theme-init/CodeBlock/Line'

/**
 * The theme's code line, rendered again only when its own props change.
 *
 * Every code block reads the colour mode (for its Prism theme), and the
 * colour mode's context changes once right after hydration: the server
 * renders the reader's choice as unknown, the browser then reads it from the
 * page. Each block then re-rendered every line and token, with nothing to
 * change, in the long task after hydration. The props a line gets are stable
 * (plugins/code-highlighting's Highlight memoizes the tokens and the prop
 * getters, keyed on the Prism theme), so a line now re-renders only when its
 * tokens or the theme's colours do.
 */
export default memo(Line)
