import Prism from './prismCore'

// The languages the docs' code fences use, and their dependencies first.
// tests/docs/docs.test.ts fails when a page uses a language missing here.
// markup: html, xml, svg; bash: sh, shell; javascript: js; typescript: ts;
// yaml: yml. As in prism-react-renderer's own build: css colours `style`
// attributes in HTML, regex the inside of regular expressions, and
// js-extras (after the languages that copy javascript) tells methods,
// properties and DOM globals apart in JavaScript.
import 'prismjs/components/prism-markup'
import 'prismjs/components/prism-css'
import 'prismjs/components/prism-clike'
import 'prismjs/components/prism-regex'
import 'prismjs/components/prism-javascript'
import 'prismjs/components/prism-typescript'
import 'prismjs/components/prism-jsx'
import 'prismjs/components/prism-tsx'
import 'prismjs/components/prism-js-extras'
import 'prismjs/components/prism-bash'
import 'prismjs/components/prism-json'
import 'prismjs/components/prism-yaml'

delete (globalThis as { Prism?: unknown }).Prism

export default Prism
