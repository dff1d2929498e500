// prism-core is Prism without any language; @types/prismjs types only the
// package's main entry, which is the same object.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs'

  export default Prism
}
