// The index `index.ts` writes with `createData` during the build.
declare module '@generated/local-search/default/search-index.json' {
  import type { SerializedIndex } from './types'

  const index: SerializedIndex
  export default index
}
