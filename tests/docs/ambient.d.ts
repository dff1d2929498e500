/**
 * What a reader's project declares for itself and every docs sample may use:
 * the custom commands a typical support file adds. A sample that defines its
 * own command declares it in the sample instead.
 */
declare namespace Cypress {
  interface Chainable<Subject = any> {
    /** Mounts a component; the support file of a component-testing project adds it. */
    mount(component: any, options?: any): Chainable<any>
    /** Signs a user in through the app's API; a common custom command. */
    login(email?: string, password?: string): Chainable<void>
  }
}
