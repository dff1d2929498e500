// What the site's client code imports as `prism-react-renderer` (see the
// alias in ../index.ts): the theme's code block takes `Highlight`. The
// CodeBlock this plugin serves (../theme/CodeBlock) takes `PrecomputedTokens`.
export { Highlight, PrecomputedTokens } from './Highlight'
