// The tslib helpers that the site's bundles call (see ./index.ts). Only
// @docusaurus/utils-common requires tslib, for `__importDefault`.
// @ts-expect-error: the ES build has no types of its own; they are tslib's.
export { __importDefault } from 'tslib/tslib.es6.mjs'
