// Prism highlights every `language-*` element of the page by itself once the
// document has loaded, unless `Prism.manual` is set before prism-core runs.
// React owns the code blocks' markup, so Prism must never touch the DOM.
const scope = globalThis as { Prism?: { manual?: boolean } }
scope.Prism = { manual: true }

export {}
