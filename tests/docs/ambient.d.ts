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

/**
 * The Results API client of UI Coverage and Cypress Accessibility, which CI
 * jobs install from the Cypress CDN (it is not on npm). Its functions resolve
 * with the shapes the Results API pages describe.
 */
declare module '@cypress/extract-cloud-results' {
  interface ResultsOptions {
    projectId?: string
    recordKey?: string
    runTags?: string[]
  }
  export function getAccessibilityResults(
    options?: ResultsOptions,
  ): Promise<any>
  export function getUICoverageResults(options?: ResultsOptions): Promise<any>
}
