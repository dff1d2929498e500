import './manualMode'

import Prism from 'prismjs/components/prism-core'

// Prism's language files extend the global `Prism` when they run, so the
// instance is on the global scope until ./prism.ts has loaded them.
;(globalThis as { Prism?: typeof Prism }).Prism = Prism

export default Prism
