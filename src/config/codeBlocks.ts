/**
 * Code blocks stay dark in both colour modes, so samples look the same in
 * every screenshot a reader shares. Set to true to use the light Prism theme
 * in light mode instead. Read by src/config/prism.ts (the themes) and by the
 * swizzled CodeBlock (which must then re-render blocks after hydration).
 */
export const codeBlocksFollowColorMode = false
