/** The attribute of a fence's `code` element that carries its tokens. */
export const TOKENS_ATTRIBUTE = 'data-tokens'
