/**
 * The ambient declarations of ./ambient.d.ts without `mount`, for a support
 * file sample that declares its own `mount` (./typecheckBlocks.ts).
 */
declare namespace Cypress {
  interface Chainable<Subject = any> {
    /** Signs a user in through the app's API; a common custom command. */
    login(email?: string, password?: string): Chainable<void>
  }
}
