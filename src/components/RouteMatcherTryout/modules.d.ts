// The packages the tryout runs as Cypress runs them, which ship no types.

declare module 'minimatch' {
  interface MinimatchOptions {
    matchBase?: boolean
    dot?: boolean
  }
  function minimatch(
    target: string,
    pattern: string,
    options?: MinimatchOptions,
  ): boolean
  export = minimatch
}

declare module 'is-valid-hostname' {
  function isValidHostname(value: unknown): boolean
  export = isValidHostname
}

declare module 'is-valid-domain' {
  function isValidDomain(
    value: unknown,
    options?: { allowUnicode?: boolean },
  ): boolean
  export = isValidDomain
}
