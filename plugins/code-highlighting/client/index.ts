// What the site's client code imports as `prism-react-renderer` (see the
// alias in ../index.ts): the theme's code block takes `Highlight`, its
// prism-include-languages client module takes `Prism`.
export { Highlight } from './Highlight'
export { default as Prism } from './prism'
